// The files of the governance centre (policy documents and charters, procedure documents, committee charters,
// meeting minutes, repository documents): what they may be, for the server's checks and the web's file pickers.
import { describeKinds, FILE_KINDS, type FileKind } from "../files/content-type.js";
import { MAX_EVIDENCE_BYTES } from "./risk-assessment-evidence.js";

/** Spec 001 §5: .pdf, .doc, .docx, .txt, decided by content (the name must agree with it). */
export const GOVERNANCE_FILE_KINDS = ["pdf", "doc", "docx", "text"] as const satisfies readonly FileKind[];
/** The same limit as a contract's documents. */
export const MAX_GOVERNANCE_FILE_BYTES = MAX_EVIDENCE_BYTES;
/** "PDF, Word 97–2003 document (.doc), Word document (.docx) or text" for help texts and messages. */
export const GOVERNANCE_FILE_KINDS_TEXT = describeKinds(GOVERNANCE_FILE_KINDS);
/** The `accept` attribute of the file pickers (the server checks the content). */
export const GOVERNANCE_FILE_ACCEPT_ATTRIBUTE = GOVERNANCE_FILE_KINDS.map((k) => `.${FILE_KINDS[k].extension}`).join(
  ",",
);
/** The multipart field of the file; the other fields are sent before it. */
export const GOVERNANCE_UPLOAD_FILE_FIELD = "file";
