// Pure helpers of the evidence list (unit-tested in evidence-format.test.ts). Texts come from the
// "assessmentEvidence" namespace through the caller's `t`.
import { MAX_EVIDENCE_BYTES } from "@tprm/api/schemas";
import type { TFunction } from "i18next";
import { formatCount, formatDecimal } from "../../../lib/format";
import type { EvidenceUploadError } from "./upload";

type Translate = TFunction;

/** "12.3 MB" / "850 KB" / "312 bytes", as the user's language writes the number. */
export function formatFileSize(t: Translate, bytes: number): string {
  if (bytes >= 1024 * 1024) return t("assessmentEvidence:size.mb", { size: formatDecimal(bytes / 1024 / 1024, 1, 1) });
  if (bytes >= 1024) return t("assessmentEvidence:size.kb", { size: formatCount(Math.round(bytes / 1024)) });
  return t("assessmentEvidence:size.bytes", { count: bytes, size: formatCount(bytes) });
}

/** What is wrong with a picked file before it is sent (the server checks the content itself), or null. */
export function checkEvidenceFile(t: Translate, file: { size: number }): string | null {
  if (file.size === 0) return t("assessmentEvidence:errors.empty");
  if (file.size > MAX_EVIDENCE_BYTES) {
    return t("assessmentEvidence:errors.tooLarge", { size: formatFileSize(t, MAX_EVIDENCE_BYTES) });
  }
  return null;
}

/** The sentence for a failed upload, in the user's language; a refusal the screen cannot word keeps the server's. */
export function uploadFailureText(t: Translate, error: Pick<EvidenceUploadError, "reason" | "message">): string {
  switch (error.reason) {
    case "tooLarge":
      return t("assessmentEvidence:errors.tooLarge", { size: formatFileSize(t, MAX_EVIDENCE_BYTES) });
    case "wrongKind":
      return t("assessmentEvidence:errors.wrongKind");
    case "locked":
      return t("assessmentEvidence:errors.locked");
    case "full":
      return t("assessmentEvidence:errors.full");
    case "forbidden":
      return t("assessmentEvidence:errors.forbidden");
    case "signedOut":
      return t("assessmentEvidence:errors.signedOut");
    case "network":
      return t("common:errors.network");
    default:
      return error.message || t("assessmentEvidence:errors.failed");
  }
}
