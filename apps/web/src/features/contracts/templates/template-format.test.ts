import { describe, expect, it } from "vitest";
import { i18n } from "../../../i18n/test-setup";
import { checkTemplateFile, formatFileSize, matchTemplates, uploadFailureText } from "./template-format";
import { MAX_TEMPLATE_BYTES, TemplateUploadError } from "./template-upload";

const t = i18n.t.bind(i18n);

describe("a template file picked for upload", () => {
  it("is refused before sending when missing, of another kind, empty or over the limit", () => {
    expect(checkTemplateFile(t, null)).toBe("Choose the file to upload.");
    expect(checkTemplateFile(t, { name: "terms.xlsx", size: 10 })).toBe(
      "Only PDF, Word (.doc, .docx) and text files can be templates.",
    );
    expect(checkTemplateFile(t, { name: "terms.pdf", size: 0 })).toBe("The file is empty.");
    expect(checkTemplateFile(t, { name: "terms.pdf", size: MAX_TEMPLATE_BYTES + 1 })).toBe(
      "The file is larger than 25.0 MB.",
    );
  });

  it("passes as .pdf, .doc, .docx or .txt within the limit, whatever the case of its extension", () => {
    for (const name of ["a.pdf", "b.DOC", "c.docx", "d.txt"]) {
      expect(checkTemplateFile(t, { name, size: MAX_TEMPLATE_BYTES })).toBeNull();
    }
  });

  it("has its size written in bytes, KB or MB", () => {
    expect(formatFileSize(t, 1)).toBe("1 byte");
    expect(formatFileSize(t, 312)).toBe("312 bytes");
    expect(formatFileSize(t, 850 * 1024)).toBe("850 KB");
    expect(formatFileSize(t, 2_400_000)).toBe("2.3 MB");
  });
});

describe("a failed upload", () => {
  it("is worded by its reason, and keeps the server's words for a refusal the screen cannot word", () => {
    expect(uploadFailureText(t, new TemplateUploadError("", 415, "wrongKind"))).toMatch(/^Only PDF/);
    expect(uploadFailureText(t, new TemplateUploadError("", 413, "tooLarge"))).toBe("The file is larger than 25.0 MB.");
    expect(uploadFailureText(t, new TemplateUploadError("", 403, "forbidden"))).toBe(
      "Your role may not change contract templates.",
    );
    expect(uploadFailureText(t, new TemplateUploadError("", 404, "notFound"))).toMatch(/no longer exists/);
    expect(uploadFailureText(t, new TemplateUploadError("Template name is required", 400, "refused"))).toBe(
      "Template name is required",
    );
    expect(uploadFailureText(t, new TemplateUploadError("", 500, "refused"))).toBe(
      "The file could not be uploaded. Please try again.",
    );
  });
});

describe("the search", () => {
  const templates = [
    { name: "Cloud MSA", type: "master_services_agreement", description: "For hosting providers" },
    { name: "Mutual NDA", type: "non_disclosure_agreement", description: null },
    { name: "DPA (GDPR)", type: "data_processing_agreement", description: "Article 28 terms" },
  ];

  it("finds every word in the name, the type's label or the description, in any case", () => {
    expect(matchTemplates(t, templates, "").map((x) => x.name)).toEqual(["Cloud MSA", "Mutual NDA", "DPA (GDPR)"]);
    expect(matchTemplates(t, templates, "nda").map((x) => x.name)).toEqual(["Mutual NDA"]);
    expect(matchTemplates(t, templates, "non-disclosure").map((x) => x.name)).toEqual(["Mutual NDA"]);
    expect(matchTemplates(t, templates, "article 28").map((x) => x.name)).toEqual(["DPA (GDPR)"]);
    expect(matchTemplates(t, templates, "cloud hosting").map((x) => x.name)).toEqual(["Cloud MSA"]);
    expect(matchTemplates(t, templates, "cloud nda")).toEqual([]);
  });
});
