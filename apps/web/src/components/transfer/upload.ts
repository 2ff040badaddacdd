import { IMPORT_FILE_FIELD, type StartedImport } from "@tprm/api/transfer";

/** Why an upload failed: the cases the screen words itself, or "refused" with the server's own message. */
export type UploadFailure = "tooLarge" | "signedOut" | "network" | "cancelled" | "refused";

export class UploadError extends Error {
  constructor(
    /** The server's message, "" when it gave none. */
    message: string,
    readonly status: number,
    readonly reason: UploadFailure,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

/**
 * Sends the file as multipart/form-data to an import path (field "file", as POST /api/vendors/import and POST
 * /api/risk-assessments/import document) with the session cookie. XMLHttpRequest rather than fetch: it reports
 * upload progress, which a 50 MB file on a slow line needs.
 */
export function uploadImportFile(
  path: string,
  file: File,
  onProgress: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<StartedImport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.withCredentials = true;
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { success?: boolean; data?: StartedImport; message?: string } | null;
      if (xhr.status === 202 && body?.data) return resolve(body.data);
      const reason = xhr.status === 413 ? "tooLarge" : xhr.status === 401 ? "signedOut" : "refused";
      reject(new UploadError(body?.message ?? "", xhr.status, reason));
    };
    xhr.onerror = () => reject(new UploadError("", 0, "network"));
    xhr.onabort = () => reject(new UploadError("", 0, "cancelled"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(IMPORT_FILE_FIELD, file, file.name);
    xhr.send(form);
  });
}

/** Starts a real download of a stored file (the server answers with Content-Disposition: attachment). */
export function startDownload(url: string, filename: string) {
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}
