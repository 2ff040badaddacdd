import {
  VALIDATE_FILE_FIELD,
  VALIDATE_IMPORT_PATH,
  VALIDATE_KIND_FIELD,
  type ValidateImportResult,
  type ValidateKind,
} from "@tprm/api/operations/validate-import";

export class ValidateError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Sends the file (kind first, then the file, as the route reads them) and answers the check's result. */
export async function validateUpload(file: File, kind: ValidateKind): Promise<ValidateImportResult> {
  const form = new FormData();
  form.append(VALIDATE_KIND_FIELD, kind);
  form.append(VALIDATE_FILE_FIELD, file, file.name);
  const res = await fetch(VALIDATE_IMPORT_PATH, { method: "POST", body: form, credentials: "same-origin" });
  const body = (await res.json().catch(() => null)) as { data?: ValidateImportResult; message?: string } | null;
  if (res.ok && body?.data) return body.data;
  throw new ValidateError(body?.message ?? "", res.status);
}
