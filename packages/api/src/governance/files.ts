// The stored files of the governance centre: what the storage module needs to know of them (purposes, who reads
// them), shared by every governance part. Each part uploads through the storage module under its purpose here;
// downloads go through GET /api/files/{fileId}/download, which asks FILE_READERS (file-access.ts).
import type { FileKind } from "../files/content-type.js";
import { checkFileName, checkNamedContent } from "../files/named-content.js";
import { type Access, GOVERNANCE_ACCESS } from "../permissions/access.js";
import { GOVERNANCE_FILE_KINDS } from "../schemas/governance-files.js";

/** StoredFile.purpose of a policy version's document. */
export const POLICY_DOCUMENT_FILE_PURPOSE = "governance-policy-document";
/** StoredFile.purpose of a policy version's (optional) charter. */
export const POLICY_CHARTER_FILE_PURPOSE = "governance-policy-charter";
/** StoredFile.purpose of a procedure's document. */
export const PROCEDURE_DOCUMENT_FILE_PURPOSE = "governance-procedure-document";
/** StoredFile.purpose of a committee's charter. */
export const COMMITTEE_CHARTER_FILE_PURPOSE = "governance-committee-charter";
/** StoredFile.purpose of a committee meeting's minutes. */
export const MEETING_MINUTES_FILE_PURPOSE = "governance-meeting-minutes";
/** StoredFile.purpose of a document of the document repository. */
export const REPOSITORY_DOCUMENT_FILE_PURPOSE = "governance-repository-document";

export const GOVERNANCE_FILE_PURPOSES = [
  POLICY_DOCUMENT_FILE_PURPOSE,
  POLICY_CHARTER_FILE_PURPOSE,
  PROCEDURE_DOCUMENT_FILE_PURPOSE,
  COMMITTEE_CHARTER_FILE_PURPOSE,
  MEETING_MINUTES_FILE_PURPOSE,
  REPOSITORY_DOCUMENT_FILE_PURPOSE,
] as const;

/** Every governance file is read by everyone who may view the governance centre, not only by its uploader. */
export const governanceFileReaders: Readonly<Record<string, Access>> = Object.fromEntries(
  GOVERNANCE_FILE_PURPOSES.map((purpose) => [purpose, GOVERNANCE_ACCESS.view]),
);

/** 415 for a name that is not .pdf, .doc, .docx or .txt: asked before a byte of the file is read. */
export function checkGovernanceFileName(filename: string): FileKind {
  return checkFileName(filename, GOVERNANCE_FILE_KINDS);
}

/** The bytes must be a PDF, Word or text file, and the kind the name promises (415 otherwise; 400 when empty). */
export function checkGovernanceFile(bytes: Uint8Array, filename: string): FileKind {
  return checkNamedContent(bytes, filename, GOVERNANCE_FILE_KINDS);
}
