// Evidence files on an assessment's domains (issue 13 item 1): what the upload route and the delete procedure take
// and answer, and the limits the screen shows. Browser-safe: the web imports it through "@tprm/api/schemas".
import { z } from "zod";
import { describeKinds, FILE_KINDS, type FileKind } from "../files/content-type.js";
import { idOutput } from "./output.js";
import { assessmentDomainField, domainSectionOutput } from "./risk-assessments.js";

/** What an evidence file may be, decided by its content: PDF, images, Word and Excel documents, CSV and text. */
export const EVIDENCE_FILE_KINDS = [
  "pdf",
  "png",
  "jpeg",
  "docx",
  "xlsx",
  "csv",
  "text",
] as const satisfies readonly FileKind[];

/** Largest evidence file: a full audit report or certificate scan fits, a data dump does not. */
export const MAX_EVIDENCE_BYTES = 25 * 1024 * 1024;

/** At most this many files on one domain of one assessment (409 beyond). */
export const MAX_EVIDENCE_PER_DOMAIN = 25;

/** The answer (409) to any change of a completed assessment (the lead's contract for every part). */
export const ASSESSMENT_COMPLETED_MESSAGE =
  "This assessment is completed; a Risk Manager must reopen it before it can be changed";

/** The multipart fields of the upload, in the order they must be sent: the domain, then the file. */
export const EVIDENCE_DOMAIN_FIELD = "domain";
export const EVIDENCE_FILE_FIELD = "file";

/** Where evidence is uploaded (POST, multipart/form-data). */
export const RISK_ASSESSMENT_EVIDENCE_PATH = "/api/risk-assessments/{id}/evidence";
export const riskAssessmentEvidenceUrl = (assessmentId: string) =>
  RISK_ASSESSMENT_EVIDENCE_PATH.replace("{id}", encodeURIComponent(assessmentId));

/** Where any stored file is downloaded; evidence is readable by whoever may view risk assessments. */
export const fileDownloadUrl = (fileId: string) => `/api/files/${encodeURIComponent(fileId)}/download`;

/** The `accept` attribute of the file picker: the extensions of the kinds above (the server checks the content). */
export const EVIDENCE_ACCEPT_ATTRIBUTE = [...new Set(EVIDENCE_FILE_KINDS.map((k) => `.${FILE_KINDS[k].extension}`))]
  .concat(".jpeg")
  .join(",");

/** "PDF, PNG image, … or text" for help texts and messages. */
export const EVIDENCE_KINDS_TEXT = describeKinds(EVIDENCE_FILE_KINDS.filter((k) => k !== "csv"));

/**
 * The kinds a file named `filename` is checked against. CSV and plain text are the same content (UTF-8 text): the
 * name decides which of the two it is stored as, so a .txt note is not served back as text/csv.
 */
export function evidenceKindsFor(filename: string): FileKind[] {
  const csv = /\.csv$/i.test(filename.trim());
  return EVIDENCE_FILE_KINDS.filter((k) => (csv ? k !== "text" : k !== "csv"));
}

/** The form fields other than the file, as the route validates them. */
export const evidenceDomainField = assessmentDomainField.describe(
  "The domain the file is evidence for; for itBusinessContinuity IT Security (create security-assessments) may upload too",
);

export const deleteEvidenceInput = z.object({
  id: z.uuid("Unknown assessment"),
  evidenceId: z.uuid("Unknown evidence file"),
});

/** One evidence file as the assessment's detail lists it under its domain. */
export const evidenceItemOutput = domainSectionOutput.shape.evidence.element;
export type EvidenceItem = z.infer<typeof evidenceItemOutput>;

/** The upload's answer: the file as it now appears under its domain, with the assessment and domain it is on. */
export const evidenceUploadedOutput = evidenceItemOutput.extend({
  assessmentId: idOutput,
  domain: assessmentDomainField,
});
export type EvidenceUploaded = z.infer<typeof evidenceUploadedOutput>;

export const evidenceDeletedOutput = z.object({
  id: idOutput.describe("The evidence removed; its stored file is deleted with it"),
  assessmentId: idOutput,
  domain: assessmentDomainField,
});
