import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";

/** A random 160-bit token, as Lucia generates them. The client holds it; only its hash is stored. */
export function generateToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export const API_KEY_PREFIX = "tprm_";

export function generateApiKey(): string {
  return `${API_KEY_PREFIX}${generateToken()}${generateToken()}`;
}
