import { EVIDENCE_ACCEPT_ATTRIBUTE, evidenceKindsFor, MAX_EVIDENCE_BYTES } from "@tprm/api/schemas";
import { describe, expect, it } from "vitest";
import { i18n } from "../../../i18n/test-setup";
import { checkEvidenceFile, formatFileSize, uploadFailureText } from "./evidence-format";
import { failureOf } from "./upload";

const t = i18n.t.bind(i18n);

describe("evidence helpers", () => {
  it("writes sizes in bytes, KB and MB", () => {
    expect(formatFileSize(t, 1)).toBe("1 byte");
    expect(formatFileSize(t, 312)).toBe("312 bytes");
    expect(formatFileSize(t, 850 * 1024)).toBe("850 KB");
    expect(formatFileSize(t, MAX_EVIDENCE_BYTES)).toBe("25.0 MB");
  });

  it("refuses an empty or too large file before sending it", () => {
    expect(checkEvidenceFile(t, { size: 0 })).toBe("The file is empty.");
    expect(checkEvidenceFile(t, { size: MAX_EVIDENCE_BYTES + 1 })).toBe("The file is larger than 25.0 MB.");
    expect(checkEvidenceFile(t, { size: MAX_EVIDENCE_BYTES })).toBeNull();
  });

  it("tells a locked assessment from a full domain, and words each refusal", () => {
    expect(failureOf(409, "This assessment is completed; a Risk Manager must reopen it before it can be changed")).toBe(
      "locked",
    );
    expect(failureOf(409, "Compliance & legal already has 25 evidence files; delete one before adding another.")).toBe(
      "full",
    );
    expect(failureOf(413, "")).toBe("tooLarge");
    expect(failureOf(415, "")).toBe("wrongKind");
    expect(failureOf(403, "")).toBe("forbidden");
    expect(failureOf(401, "")).toBe("signedOut");
    expect(failureOf(400, "domain: Unknown assessment domain")).toBe("refused");
    expect(uploadFailureText(t, { reason: "wrongKind", message: "Only PDF…" })).toMatch(/^This kind of file cannot/);
    expect(uploadFailureText(t, { reason: "locked", message: "" })).toMatch(/must reopen it/);
    expect(uploadFailureText(t, { reason: "refused", message: "The file's name is too long." })).toBe(
      "The file's name is too long.",
    );
    expect(uploadFailureText(t, { reason: "refused", message: "" })).toBe(
      "The file could not be attached. Please try again.",
    );
  });

  it("offers the extensions of the accepted kinds; a .csv is kept as CSV, other text as text", () => {
    expect(EVIDENCE_ACCEPT_ATTRIBUTE.split(",")).toEqual(
      expect.arrayContaining([".pdf", ".png", ".jpg", ".jpeg", ".docx", ".xlsx", ".csv", ".txt"]),
    );
    expect(evidenceKindsFor("sla.CSV")).toContain("csv");
    expect(evidenceKindsFor("sla.CSV")).not.toContain("text");
    expect(evidenceKindsFor("note.txt")).toContain("text");
    expect(evidenceKindsFor("note.txt")).not.toContain("csv");
  });
});
