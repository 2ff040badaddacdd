import { LOGIN_MESSAGES } from "@tprm/api/schemas";
import { httpStatusOf, isNetworkError, serverMessageOf } from "../../lib/http-errors";

/** The spec's login error catalogue (000 §8), as translation keys: English says it word for word. */
export const LOGIN_ERRORS = {
  401: "auth:loginErrors.invalidCredentials",
  403: "auth:loginErrors.accessDenied",
  404: "auth:loginErrors.serviceNotFound",
  500: "auth:loginErrors.serverError",
  network: "auth:loginErrors.network",
  unexpected: "auth:loginErrors.unexpected",
  missingData: "auth:loginErrors.missingData",
} as const;

/** The server's known reasons (the API's English words), each with its translation. */
const KNOWN_REASONS: Readonly<Record<string, string>> = {
  [LOGIN_MESSAGES.pending]: "auth:loginErrors.pending",
  [LOGIN_MESSAGES.deactivated]: "auth:loginErrors.deactivated",
  [LOGIN_MESSAGES.rateLimited]: "auth:loginErrors.rateLimited",
};

/** A text of the sign-in error: a translation key, or the server's own words where no translation exists. */
export type LoginText = { key: string } | { text: string };

export interface LoginErrorText {
  message: LoginText;
  /** The server's own reason when it adds to the catalogue text (e.g. "waiting for an administrator"). */
  detail?: LoginText;
}

function serverText(message: string): LoginText {
  const key = KNOWN_REASONS[message];
  return key ? { key } : { text: message };
}

export function loginErrorText(error: unknown): LoginErrorText {
  if (isNetworkError(error)) return { message: { key: LOGIN_ERRORS.network } };
  const status = httpStatusOf(error);
  const server = serverMessageOf(error);
  if (status === 401) return { message: { key: LOGIN_ERRORS[401] } };
  if (status === 403) {
    return server && server !== LOGIN_MESSAGES.locked
      ? { message: { key: LOGIN_ERRORS[403] }, detail: serverText(server) }
      : { message: { key: LOGIN_ERRORS[403] } };
  }
  if (status === 404) return { message: { key: LOGIN_ERRORS[404] } };
  if (status !== undefined && status >= 500) return { message: { key: LOGIN_ERRORS[500] } };
  const own = error instanceof Error && error.message.trim() ? error.message : undefined;
  const message = server ?? own;
  return { message: message ? serverText(message) : { key: LOGIN_ERRORS.unexpected } };
}
