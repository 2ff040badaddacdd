import { httpStatusOf, isNetworkError, serverMessageOf } from "../../lib/http-errors";

/** The spec's login error catalogue (000 §8), word for word. */
export const LOGIN_ERRORS = {
  401: "Invalid email or password. Please check your credentials and try again.",
  403: "Access denied. Your account may be locked. Please contact support.",
  404: "Login service not found. Please contact support.",
  500: "Server error occurred. Please try again later or contact support.",
  network: "Unable to connect to server. Please check your internet connection or try again later.",
  unexpected: "An unexpected error occurred. Please try again.",
  missingData: "Login failed - missing token or user data",
} as const;

export interface LoginErrorText {
  message: string;
  /** The server's own reason when it adds to the catalogue text (e.g. "waiting for an administrator"). */
  detail?: string;
}

export function loginErrorText(error: unknown): LoginErrorText {
  if (isNetworkError(error)) return { message: LOGIN_ERRORS.network };
  const status = httpStatusOf(error);
  const server = serverMessageOf(error);
  if (status === 401) return { message: LOGIN_ERRORS[401] };
  if (status === 403) {
    return server && server !== LOGIN_ERRORS[403]
      ? { message: LOGIN_ERRORS[403], detail: server }
      : { message: LOGIN_ERRORS[403] };
  }
  if (status === 404) return { message: LOGIN_ERRORS[404] };
  if (status !== undefined && status >= 500) return { message: LOGIN_ERRORS[500] };
  const own = error instanceof Error && error.message.trim() ? error.message : undefined;
  return { message: server ?? own ?? LOGIN_ERRORS.unexpected };
}
