import { CONTRACT_FILE_EXTENSIONS, CONTRACT_UPLOAD_FILE_FIELD, MAX_EVIDENCE_BYTES } from "@tprm/api/schemas";

/** What a contract document may be (the server checks the content itself): the picker's `accept` attribute. */
export const DOCUMENT_ACCEPT = CONTRACT_FILE_EXTENSIONS.join(",");

/** Largest document file: the limit the evidence uploads use (docs/CONTRACTS.md, "Documents and templates"). */
export const MAX_DOCUMENT_BYTES = MAX_EVIDENCE_BYTES;

/** Where a contract's new document goes, and a new version of one (POST, multipart/form-data). */
export const contractDocumentsUrl = (contractId: string) =>
  `/api/contracts/${encodeURIComponent(contractId)}/documents`;
export const documentVersionsUrl = (contractId: string, documentId: string) =>
  `${contractDocumentsUrl(contractId)}/${encodeURIComponent(documentId)}/versions`;

/** Why an upload failed, for the screen to word itself; "refused" keeps the server's own message. */
export type DocumentUploadFailure = "tooLarge" | "wrongKind" | "forbidden" | "signedOut" | "network" | "refused";

export class DocumentUploadError extends Error {
  constructor(
    /** The server's message, "" when it gave none. */
    message: string,
    readonly status: number,
    readonly reason: DocumentUploadFailure,
  ) {
    super(message);
    this.name = "DocumentUploadError";
  }
}

export function documentFailureOf(status: number): DocumentUploadFailure {
  if (status === 413) return "tooLarge";
  if (status === 415) return "wrongKind";
  if (status === 403) return "forbidden";
  if (status === 401) return "signedOut";
  return "refused";
}

/**
 * Sends the fields, then the file last (the server reads the fields before it streams the file), with the session
 * cookie. An error answer becomes a DocumentUploadError with the server's message.
 */
export async function sendDocumentForm(
  url: string,
  fields: Record<string, string | null | undefined>,
  file: File,
  signal?: AbortSignal,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  form.append(CONTRACT_UPLOAD_FILE_FIELD, file, file.name);
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", body: form, credentials: "same-origin", signal });
  } catch {
    throw new DocumentUploadError("", 0, "network");
  }
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  throw new DocumentUploadError(body?.message ?? "", response.status, documentFailureOf(response.status));
}
