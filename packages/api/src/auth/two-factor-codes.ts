// The pieces of two-factor authentication that hold no state: the TOTP secret, which time step a code belongs to,
// and the recovery codes (their format, how a typed one is read, their hash). RFC 6238 with the authenticator apps'
// defaults: SHA-1, 6 digits, 30-second steps.

import { generateRandomString, type RandomReader } from "@oslojs/crypto/random";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from "@oslojs/encoding";
import { createTOTPKeyURI, generateHOTP } from "@oslojs/otp";
import { hashToken } from "./tokens.js";

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** A code of the step before or after the current one is accepted too (clocks drift; typing takes time). */
export const TOTP_WINDOW_STEPS = 1;
export const TOTP_ISSUER = "TPRM";
export const RECOVERY_CODE_COUNT = 10;

const random: RandomReader = {
  read: (bytes) => {
    crypto.getRandomValues(bytes as Uint8Array<ArrayBuffer>);
  },
};

/** A new 160-bit secret (RFC 4226's recommended length), as the base32 text stored and shown for manual entry. */
export function generateTotpSecret(): string {
  const key = new Uint8Array(20);
  crypto.getRandomValues(key);
  return encodeBase32UpperCaseNoPadding(key);
}

export const secretKey = (secret: string) => decodeBase32IgnorePadding(secret.toUpperCase());

/** The otpauth:// address an authenticator app reads from the QR code. */
export const totpUri = (secret: string, accountName: string) =>
  createTOTPKeyURI(TOTP_ISSUER, accountName, secretKey(secret), TOTP_PERIOD_SECONDS, TOTP_DIGITS);

export const totpStepAt = (nowMs: number) => Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The time step whose code `code` is, within ±TOTP_WINDOW_STEPS of `nowMs`, or null. The current step is tried first.
 * Knowing the step lets the caller refuse a code used before (a replay within its 90 seconds of validity).
 */
export function matchTotpStep(secret: string, code: string, nowMs = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = secretKey(secret);
  const typed = new TextEncoder().encode(code);
  const current = totpStepAt(nowMs);
  const steps = [current];
  for (let d = 1; d <= TOTP_WINDOW_STEPS; d++) steps.push(current - d, current + d);
  for (const step of steps) {
    const expected = new TextEncoder().encode(generateHOTP(key, BigInt(step), TOTP_DIGITS));
    if (constantTimeEqual(expected, typed)) return step;
  }
  return null;
}

/** Letters and digits nobody misreads: no 0/o, 1/l/i. 31 symbols, so a code of 8 carries about 40 bits. */
const RECOVERY_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";

/** One recovery code as shown to the user: "xxxx-xxxx". */
export function generateRecoveryCode(): string {
  const raw = generateRandomString(random, RECOVERY_ALPHABET, 8);
  return `${raw.slice(0, 4)}-${raw.slice(4)}`;
}

export const generateRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);

/** What the user typed as a code: a 6-digit TOTP code or a recovery code (spaces, hyphens and case ignored). */
export type TypedCode = { kind: "totp"; code: string } | { kind: "recovery"; code: string };

export function readTypedCode(input: string): TypedCode | null {
  const compact = input.replace(/[\s-]/g, "").toLowerCase();
  if (/^\d{6}$/.test(compact)) return { kind: "totp", code: compact };
  if (/^[a-z0-9]{8}$/.test(compact)) return { kind: "recovery", code: compact };
  return null;
}

/** The stored form of a recovery code: the SHA-256 of its 8 characters (lower case, no hyphen). */
export const hashRecoveryCode = (code: string) => hashToken(code.replace(/[\s-]/g, "").toLowerCase());
