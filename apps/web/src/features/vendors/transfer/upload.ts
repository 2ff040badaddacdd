import { IMPORT_FILE_FIELD, type StartedImport, VENDOR_IMPORT_PATH } from "@tprm/api/vendor-transfer";

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

/**
 * Sends the file as multipart/form-data (field "file", as POST /api/vendors/import documents) with the session cookie. XMLHttpRequest rather than fetch:
 * it reports upload progress, which a 50 MB file on a slow line needs.
 */
export function uploadImportFile(
  file: File,
  onProgress: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<StartedImport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", VENDOR_IMPORT_PATH);
    xhr.withCredentials = true;
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { success?: boolean; data?: StartedImport; message?: string } | null;
      if (xhr.status === 202 && body?.data) return resolve(body.data);
      const fallback =
        xhr.status === 413
          ? "The file is too large."
          : xhr.status === 401
            ? "Your session has ended; sign in again."
            : "The file could not be uploaded.";
      reject(new UploadError(body?.message ?? fallback, xhr.status));
    };
    xhr.onerror = () =>
      reject(
        new UploadError("Unable to connect to server. Please check your internet connection or try again later.", 0),
      );
    xhr.onabort = () => reject(new UploadError("The upload was cancelled.", 0));
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
