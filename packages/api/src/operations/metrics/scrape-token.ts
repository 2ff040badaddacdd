import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Whether an Authorization header carries the scrape token (METRICS_TOKEN) as a Bearer token. Both sides are
 * hashed first, so the comparison takes the same time whatever the length or the first differing character.
 * No token configured: nothing matches.
 */
export function isScrapeToken(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization) return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match) return false;
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}
