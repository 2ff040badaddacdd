// Stable identifiers for demo records, so the seed can run again and find what it wrote.
import { createHash } from "node:crypto";
import { leiCheckDigits } from "../vendors.js";

/** A stable uuid (RFC 4122 variant, version 5 layout) for a demo record, so the seed can run again. */
export function demoId(kind: string, key: string): string {
  const hex = createHash("sha1").update(`tprm-demo:${kind}:${key}`).digest("hex");
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A valid LEI for a demo vendor: a real-looking LOU prefix, "00", 12 characters from the name, check digits. */
export function demoLei(prefix: string, name: string): string {
  const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const digest = createHash("sha256").update(`lei:${name}`).digest();
  let entity = "";
  for (let i = 0; i < 12; i += 1) entity += alphabet[digest[i]! % alphabet.length];
  const base = `${prefix}00${entity}`;
  return base + leiCheckDigits(base);
}
