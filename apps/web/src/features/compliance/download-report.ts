import { HttpStatusError, NetworkError } from "../../lib/http-errors";

/** The server's filename from Content-Disposition (the exact UTF-8 name when given), else a plain one. */
export function filenameOf(disposition: string | null, fallback = "compliance-report.pdf"): string {
  if (!disposition) return fallback;
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (exact?.[1]) return decodeURIComponent(exact[1]);
  const plain = /filename="([^"]+)"/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/**
 * POST /api/compliance/report: the server builds the PDF on the spot; the browser saves it under the server's name.
 * Failures throw what the screens already tell apart (no answer, or the server's status and message).
 */
export async function downloadComplianceReport(): Promise<string> {
  let response: Response;
  try {
    response = await fetch("/api/compliance/report", { method: "POST", credentials: "include" });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) throw new HttpStatusError(response.status);
  const filename = filenameOf(response.headers.get("content-disposition"));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}
