import {
  GOVERNANCE_FILE_ACCEPT_ATTRIBUTE,
  GOVERNANCE_UPLOAD_FILE_FIELD,
  governanceDocumentFileUrl,
  MAX_GOVERNANCE_FILE_BYTES,
} from "@tprm/api/schemas";
import type { TFunction } from "i18next";
import { formatCount, formatDecimal } from "../../../lib/format";

/** What a document's file may be (the server checks the content itself): the picker's `accept` attribute. */
export const DOCUMENT_FILE_ACCEPT = GOVERNANCE_FILE_ACCEPT_ATTRIBUTE;
export const MAX_DOCUMENT_FILE_BYTES = MAX_GOVERNANCE_FILE_BYTES;

const EXTENSIONS = /\.(pdf|doc|docx|txt)$/i;

type Translate = TFunction | ((key: string, options?: Record<string, unknown>) => string);

export function formatFileSize(t: Translate, bytes: number): string {
  if (bytes >= 1024 * 1024) return t("governanceDocuments:size.mb", { size: formatDecimal(bytes / 1024 / 1024, 1, 1) });
  if (bytes >= 1024) return t("governanceDocuments:size.kb", { size: formatCount(Math.round(bytes / 1024)) });
  return t("governanceDocuments:size.bytes", { count: bytes, size: formatCount(bytes) });
}

/** What is wrong with a picked file before it is sent (the server checks its content), or null. */
export function checkDocumentFile(t: Translate, file: { name: string; size: number }): string | null {
  if (!EXTENSIONS.test(file.name.trim())) return t("governanceDocuments:file.wrongKind");
  if (file.size === 0) return t("governanceDocuments:file.empty");
  if (file.size > MAX_DOCUMENT_FILE_BYTES) {
    return t("governanceDocuments:file.tooLarge", { size: formatFileSize(t, MAX_DOCUMENT_FILE_BYTES) });
  }
  return null;
}

/** Why the upload failed, for the screen to word itself; "refused" keeps the server's own message. */
export type FileUploadFailure =
  | "tooLarge"
  | "wrongKind"
  | "forbidden"
  | "signedOut"
  | "notFound"
  | "network"
  | "refused";

export class FileUploadError extends Error {
  constructor(
    message: string,
    readonly reason: FileUploadFailure,
  ) {
    super(message);
    this.name = "FileUploadError";
  }
}

export function failureOf(status: number): FileUploadFailure {
  if (status === 413) return "tooLarge";
  if (status === 415) return "wrongKind";
  if (status === 403) return "forbidden";
  if (status === 401) return "signedOut";
  if (status === 404) return "notFound";
  return "refused";
}

/** The sentence for a failed upload in the user's language; a refusal the screen cannot word keeps the server's. */
export function uploadFailureText(t: Translate, error: unknown): string {
  if (!(error instanceof FileUploadError)) return t("governanceDocuments:file.failed");
  switch (error.reason) {
    case "tooLarge":
      return t("governanceDocuments:file.tooLarge", { size: formatFileSize(t, MAX_DOCUMENT_FILE_BYTES) });
    case "wrongKind":
      return t("governanceDocuments:file.wrongContent");
    case "forbidden":
      return t("governanceDocuments:file.forbidden");
    case "signedOut":
      return t("governanceDocuments:file.signedOut");
    case "notFound":
      return t("governanceDocuments:file.notFound");
    case "network":
      return t("governanceDocuments:file.network");
    default:
      return error.message || t("governanceDocuments:file.failed");
  }
}

/** Sends the file to POST /api/governance/documents/{id}/file with the session cookie. */
export async function uploadDocumentFile(documentId: string, file: File, signal?: AbortSignal): Promise<void> {
  const form = new FormData();
  form.append(GOVERNANCE_UPLOAD_FILE_FIELD, file, file.name);
  let response: Response;
  try {
    response = await fetch(governanceDocumentFileUrl(documentId), {
      method: "POST",
      body: form,
      credentials: "same-origin",
      signal,
    });
  } catch {
    throw new FileUploadError("", "network");
  }
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  throw new FileUploadError(body?.message ?? "", failureOf(response.status));
}
