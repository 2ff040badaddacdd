import { describe, expect, it } from "vitest";
import {
  checkDocumentFile,
  FileUploadError,
  failureOf,
  MAX_DOCUMENT_FILE_BYTES,
  uploadFailureText,
} from "./document-file";

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

describe("checkDocumentFile", () => {
  it("accepts .pdf, .doc, .docx and .txt up to the limit", () => {
    for (const name of ["a.pdf", "b.DOC", "c.docx", "d.txt"])
      expect(checkDocumentFile(t, { name, size: 10 })).toBeNull();
  });

  it("refuses another name, an empty file and one over the limit", () => {
    expect(checkDocumentFile(t, { name: "setup.exe", size: 10 })).toBe("governanceDocuments:file.wrongKind");
    expect(checkDocumentFile(t, { name: "a.pdf", size: 0 })).toBe("governanceDocuments:file.empty");
    expect(checkDocumentFile(t, { name: "a.pdf", size: MAX_DOCUMENT_FILE_BYTES + 1 })).toMatch(
      /^governanceDocuments:file.tooLarge/,
    );
  });
});

describe("upload failures", () => {
  it("words each status in the user's language, keeping the server's message for another refusal", () => {
    expect(failureOf(415)).toBe("wrongKind");
    expect(failureOf(413)).toBe("tooLarge");
    expect(failureOf(400)).toBe("refused");
    expect(uploadFailureText(t, new FileUploadError("The content is a Windows program.", "wrongKind"))).toBe(
      "governanceDocuments:file.wrongContent",
    );
    expect(uploadFailureText(t, new FileUploadError("The document is damaged.", "refused"))).toBe(
      "The document is damaged.",
    );
    expect(uploadFailureText(t, new FileUploadError("", "forbidden"))).toBe("governanceDocuments:file.forbidden");
    expect(uploadFailureText(t, new Error("boom"))).toBe("governanceDocuments:file.failed");
  });
});
