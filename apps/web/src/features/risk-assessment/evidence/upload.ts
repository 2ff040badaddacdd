import {
  type AssessmentDomainKey,
  EVIDENCE_DOMAIN_FIELD,
  EVIDENCE_FILE_FIELD,
  riskAssessmentEvidenceUrl,
} from "@tprm/api/schemas";

/** Why an upload failed, for the screen to word itself; "refused" keeps the server's own message. */
export type EvidenceUploadFailure =
  | "tooLarge"
  | "wrongKind"
  | "locked"
  | "full"
  | "forbidden"
  | "signedOut"
  | "network"
  | "cancelled"
  | "refused";

export class EvidenceUploadError extends Error {
  constructor(
    /** The server's message, "" when it gave none. */
    message: string,
    readonly status: number,
    readonly reason: EvidenceUploadFailure,
  ) {
    super(message);
    this.name = "EvidenceUploadError";
  }
}

/** What the upload answers (timestamps as text on the wire). */
export interface UploadedEvidence {
  id: string;
  fileId: string;
  filename: string;
  size: number;
  domain: AssessmentDomainKey;
}

/** The reason behind an error answer: 409 is a locked (completed) assessment or a domain with no room left. */
export function failureOf(status: number, message: string): EvidenceUploadFailure {
  if (status === 413) return "tooLarge";
  if (status === 415) return "wrongKind";
  if (status === 409) return /completed/i.test(message) ? "locked" : "full";
  if (status === 403) return "forbidden";
  if (status === 401) return "signedOut";
  return "refused";
}

/**
 * Sends the domain, then the file, as multipart/form-data (the order POST /api/risk-assessments/{id}/evidence asks
 * for) with the session cookie. XMLHttpRequest rather than fetch: it reports upload progress.
 */
export function uploadEvidenceFile(
  assessmentId: string,
  domain: AssessmentDomainKey,
  file: File,
  onProgress: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<UploadedEvidence> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", riskAssessmentEvidenceUrl(assessmentId));
    xhr.withCredentials = true;
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { data?: UploadedEvidence; message?: string } | null;
      if (xhr.status === 201 && body?.data) return resolve(body.data);
      const message = body?.message ?? "";
      reject(new EvidenceUploadError(message, xhr.status, failureOf(xhr.status, message)));
    };
    xhr.onerror = () => reject(new EvidenceUploadError("", 0, "network"));
    xhr.onabort = () => reject(new EvidenceUploadError("", 0, "cancelled"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(EVIDENCE_DOMAIN_FIELD, domain);
    form.append(EVIDENCE_FILE_FIELD, file, file.name);
    xhr.send(form);
  });
}
