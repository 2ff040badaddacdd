import { isNetworkError, serverMessageOf } from "../../lib/http-errors";
import type { Translate } from "./vendor-format";

/**
 * What a toast or alert of the vendor screens says when a call failed: the network case in the user's language,
 * else the server's own message (English, the API's language), else the screen's translated fallback.
 */
export function vendorErrorMessage(t: Translate, error: unknown, fallback: string): string {
  if (isNetworkError(error)) return t("vendors:errors.network");
  return serverMessageOf(error) ?? fallback;
}
