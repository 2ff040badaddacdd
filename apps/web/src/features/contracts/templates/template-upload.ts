import {
  CONTRACT_FILE_ACCEPT_ATTRIBUTE,
  CONTRACT_TEMPLATES_PATH,
  CONTRACT_UPLOAD_FILE_FIELD,
  contractTemplateVersionsUrl,
  MAX_CONTRACT_FILE_BYTES,
} from "@tprm/api/schemas";

/** What a template file may be (the server checks the content itself): the picker's `accept` attribute. */
export const TEMPLATE_ACCEPT = CONTRACT_FILE_ACCEPT_ATTRIBUTE;

/** Largest template file: the limit every contract file has. */
export const MAX_TEMPLATE_BYTES = MAX_CONTRACT_FILE_BYTES;

/** Why an upload failed, for the screen to word itself; "refused" keeps the server's own message. */
export type TemplateUploadFailure =
  | "tooLarge"
  | "wrongKind"
  | "forbidden"
  | "signedOut"
  | "notFound"
  | "network"
  | "refused";

export class TemplateUploadError extends Error {
  constructor(
    /** The server's message, "" when it gave none. */
    message: string,
    readonly status: number,
    readonly reason: TemplateUploadFailure,
    /** The server's field issues of a 400 ({path, message}), for the form's fields. */
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = "TemplateUploadError";
  }
}

export function failureOf(status: number): TemplateUploadFailure {
  if (status === 413) return "tooLarge";
  if (status === 415) return "wrongKind";
  if (status === 403) return "forbidden";
  if (status === 401) return "signedOut";
  if (status === 404) return "notFound";
  return "refused";
}

/** The template as the upload answers it: its id and name are what the screen needs. */
export interface UploadedTemplate {
  id: string;
  name: string;
}

function issuesOf(body: unknown): { path: string; message: string }[] {
  const raw = (body as { issues?: unknown; data?: { issues?: unknown } } | null)?.issues;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((issue) => {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    const where = Array.isArray(path) ? path.join(".") : path;
    return typeof where === "string" && typeof message === "string" ? [{ path: where, message }] : [];
  });
}

/**
 * Sends the fields, then the file last (the server reads the fields before it streams the file), with the session
 * cookie. Answers the template as the server saved it; an error answer becomes a TemplateUploadError.
 */
export async function sendTemplateForm(
  url: string,
  fields: Record<string, string | undefined>,
  file: File,
  signal?: AbortSignal,
): Promise<UploadedTemplate> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  form.append(CONTRACT_UPLOAD_FILE_FIELD, file, file.name);
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", body: form, credentials: "same-origin", signal });
  } catch {
    throw new TemplateUploadError("", 0, "network");
  }
  const body = (await response.json().catch(() => null)) as { data?: UploadedTemplate; message?: string } | null;
  if (response.ok && body?.data) return body.data;
  throw new TemplateUploadError(body?.message ?? "", response.status, failureOf(response.status), issuesOf(body));
}

/** A new template: its details and its first version. */
export function uploadTemplate(
  meta: { name: string; type: string; description?: string | null },
  file: File,
  signal?: AbortSignal,
): Promise<UploadedTemplate> {
  return sendTemplateForm(
    CONTRACT_TEMPLATES_PATH,
    { name: meta.name, type: meta.type, description: meta.description ?? undefined },
    file,
    signal,
  );
}

/** A new version of a template, with an optional note on what changed. */
export function uploadTemplateVersion(
  templateId: string,
  note: string | null | undefined,
  file: File,
  signal?: AbortSignal,
): Promise<UploadedTemplate> {
  return sendTemplateForm(contractTemplateVersionsUrl(templateId), { note: note ?? undefined }, file, signal);
}
