// What every governance upload of my part (procedure document, committee charter, meeting minutes) says of its file
// and the errors it may answer, for their operations (rest/http-operation.ts) and /api/openapi.json.
import { formatBytes } from "../files/storage.js";
import { GOVERNANCE_FILE_KINDS_TEXT, MAX_GOVERNANCE_FILE_BYTES } from "../schemas/governance-files.js";

const maxSize = formatBytes(MAX_GOVERNANCE_FILE_BYTES);

export const governanceFileDescription =
  `${GOVERNANCE_FILE_KINDS_TEXT}, at most ${maxSize}: the name must end in .pdf, .doc, .docx or .txt and the ` +
  "content must be what the name says (checked from the bytes). One file per request; it replaces the one before " +
  "(the earlier file stays stored, named in the audit trail).";

export const governanceFileErrors = {
  400: "No file was sent, the file is empty, its name cannot be stored, or the document is damaged.",
  401: "Not signed in.",
  403: "Signed in without the permission to make this change.",
  413: `The file is larger than ${maxSize}, a .docx expands too far when unzipped, or more than one file was sent.`,
  415: `The body is not multipart/form-data, the name is not .pdf, .doc, .docx or .txt, or the content is not ${GOVERNANCE_FILE_KINDS_TEXT} (or not what the name says).`,
} as const;

export const SINGLE_FILE_LIMITS = { files: 1, fields: 0, parts: 1, headerPairs: 100 } as const;
