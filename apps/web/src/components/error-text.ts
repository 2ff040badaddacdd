import type { TFunction } from "i18next";
import { isNetworkError, serverMessageOf } from "../lib/http-errors";

/**
 * What a failed call says on screen: the translated network text when the server was not reached, else the server's
 * own message (English, the API's language), else the screen's translated fallback.
 */
export function errorText(t: TFunction, error: unknown, fallback: string): string {
  if (isNetworkError(error)) return t("common:errors.network");
  return serverMessageOf(error) ?? fallback;
}
