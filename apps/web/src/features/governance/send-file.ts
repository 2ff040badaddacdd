import { GOVERNANCE_UPLOAD_FILE_FIELD, MAX_GOVERNANCE_FILE_BYTES } from "@tprm/api/schemas";

/** A procedure's document, a committee's charter or a meeting's minutes: why it was refused, for the screen's words. */
export type SendFileFailure = "tooLarge" | "wrongKind" | "forbidden" | "network" | "refused";

export class SendFileError extends Error {
  constructor(
    message: string,
    readonly reason: SendFileFailure,
  ) {
    super(message);
    this.name = "SendFileError";
  }
}

const ACCEPTED = /\.(pdf|doc|docx|txt)$/i;

/** What is wrong with a picked file before it is sent (the server checks its content), or null. */
export function pickedFileProblem(file: { name: string; size: number }): SendFileFailure | null {
  if (!ACCEPTED.test(file.name.trim())) return "wrongKind";
  if (file.size > MAX_GOVERNANCE_FILE_BYTES) return "tooLarge";
  return null;
}

/** POSTs the file alone (multipart/form-data) with the session cookie; a refusal becomes a SendFileError. */
export async function sendFile(url: string, file: File): Promise<void> {
  const form = new FormData();
  form.append(GOVERNANCE_UPLOAD_FILE_FIELD, file, file.name);
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", body: form, credentials: "same-origin" });
  } catch {
    throw new SendFileError("", "network");
  }
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  const status = response.status;
  const reason: SendFileFailure =
    status === 413 ? "tooLarge" : status === 415 ? "wrongKind" : status === 403 ? "forbidden" : "refused";
  throw new SendFileError(body?.message ?? "", reason);
}

export const fileDownloadUrl = (fileId: string) => `/api/files/${encodeURIComponent(fileId)}/download`;
