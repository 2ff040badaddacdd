// What the storage module needs to know of evidence files: their purpose, and who may read them.
import { type Access, RISK_ASSESSMENT_ACCESS } from "../permissions/access.js";

/** StoredFile.purpose of an assessment's evidence. */
export const EVIDENCE_FILE_PURPOSE = "risk-assessment-evidence";

/** Evidence is read by everyone who may view risk assessments, not only by whoever uploaded it. */
export const evidenceFileReaders: Readonly<Record<string, Access>> = {
  [EVIDENCE_FILE_PURPOSE]: RISK_ASSESSMENT_ACCESS.view,
};
