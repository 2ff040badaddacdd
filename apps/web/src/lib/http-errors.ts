import { i18n } from "../i18n";

/** Thrown by our fetch wrapper when the server cannot be reached at all. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super("Unable to reach the server", { cause });
    this.name = "NetworkError";
  }
}

/** Thrown by our fetch wrapper when the server answers with an HTTP error that is not a tRPC JSON body (e.g. a proxy's 502). */
export class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`The server answered with HTTP ${status}`);
    this.name = "HttpStatusError";
  }
}

interface ErrorWithData {
  message?: unknown;
  data?: { httpStatus?: unknown; issues?: unknown } | null;
  cause?: unknown;
}

function asRecord(error: unknown): ErrorWithData | null {
  return typeof error === "object" && error !== null ? (error as ErrorWithData) : null;
}

/** The HTTP status of a failed call: tRPC's `data.httpStatus`, or the status our fetch wrapper saw. */
export function httpStatusOf(error: unknown): number | undefined {
  const e = asRecord(error);
  if (!e) return undefined;
  if (typeof e.data?.httpStatus === "number") return e.data.httpStatus;
  if (e instanceof HttpStatusError) return e.status;
  if (e.cause instanceof HttpStatusError) return e.cause.status;
  return undefined;
}

/** True when the request never got an answer (server down, offline, DNS, CORS). */
export function isNetworkError(error: unknown): boolean {
  const e = asRecord(error);
  if (!e) return false;
  return e instanceof NetworkError || e.cause instanceof NetworkError;
}

/** The server's human message, when the answer carried one. */
export function serverMessageOf(error: unknown): string | undefined {
  const e = asRecord(error);
  if (!e || isNetworkError(error) || e.cause instanceof HttpStatusError) return undefined;
  return typeof e.message === "string" && e.message.trim() ? e.message : undefined;
}

/** Server message or a fallback, for toasts and alerts; the network text in the user's language. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return i18n.t("common:errors.network");
  return serverMessageOf(error) ?? fallback;
}
