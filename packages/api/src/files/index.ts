// The storage module's public face: import from "../files/index.js" (server, worker) — never the web.
export {
  cleanFilename,
  describeExtensions,
  describeKinds,
  FILE_KINDS,
  type FileKind,
  isUtf8Text,
  matchAccepted,
  type Sniffed,
  sniffFile,
} from "./content-type.js";
export { contentDisposition } from "./disposition.js";
export { FileProblem } from "./file-problem.js";
export { fileDownloadOperation, fileIdParam } from "./http.js";
export { checkFileName, checkNamedContent, kindOfName } from "./named-content.js";
export {
  CRASHED_WORKER_RESULT,
  type ExpiredFile,
  expiredFileMessage,
  fileExpiresAt,
  findExpiredFile,
  mayAskForExpiredFile,
  purgeExpiredFiles,
  RETENTION_BATCH_SIZE,
  type RetentionOutcome,
  type RetentionRule,
  STORED_FILE_ENTITY,
} from "./retention.js";
export {
  checkContent,
  collectBytes,
  type Db,
  DEFAULT_MAX_FILE_BYTES,
  deleteFile,
  type FileSource,
  fileTooLarge,
  formatBytes,
  getFileInfo,
  MAX_EXPANDED_BYTES,
  type OpenedFile,
  openFile,
  READ_CHUNK_BYTES,
  readFile,
  type SaveFileOptions,
  type StoredFileInfo,
  saveFile,
} from "./storage.js";
export {
  columnLetter,
  createXlsxWriter,
  escapeXml,
  type XlsxCell,
  type XlsxColumn,
  type XlsxWriter,
} from "./xlsx-writer.js";
export { summarizeZip, type ZipSummary } from "./zip-inspect.js";
export { type ZipEntryWriter, ZipWriter } from "./zip-writer.js";
