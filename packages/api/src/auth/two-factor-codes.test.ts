import { generateHOTP } from "@oslojs/otp";
import { describe, expect, it } from "vitest";
import {
  generateRecoveryCodes,
  generateTotpSecret,
  hashRecoveryCode,
  matchTotpStep,
  readTypedCode,
  secretKey,
  totpStepAt,
  totpUri,
} from "./two-factor-codes.js";

// RFC 6238, appendix B: the SHA-1 secret "12345678901234567890" and its 8-digit codes; the 6-digit code is the last six.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const codeAt = (secret: string, step: number) => generateHOTP(secretKey(secret), BigInt(step), 6);

describe("TOTP codes", () => {
  it("reads the RFC 6238 test vectors (T = 59 s and 1111111109 s)", () => {
    expect(matchTotpStep(RFC_SECRET, "287082", 59_000)).toBe(1);
    expect(matchTotpStep(RFC_SECRET, "081804", 1_111_111_109_000)).toBe(37_037_036);
  });

  it("accepts the step before and after the current one, not two away", () => {
    const secret = generateTotpSecret();
    const now = 1_750_000_000_000;
    const step = totpStepAt(now);
    expect(matchTotpStep(secret, codeAt(secret, step), now)).toBe(step);
    expect(matchTotpStep(secret, codeAt(secret, step - 1), now)).toBe(step - 1);
    expect(matchTotpStep(secret, codeAt(secret, step + 1), now)).toBe(step + 1);
    const farCodes = [codeAt(secret, step - 2), codeAt(secret, step + 2)];
    const near = [step - 1, step, step + 1].map((s) => codeAt(secret, s));
    for (const code of farCodes.filter((c) => !near.includes(c))) expect(matchTotpStep(secret, code, now)).toBeNull();
  });

  it("refuses what is not six digits", () => {
    const secret = generateTotpSecret();
    for (const code of ["", "12345", "1234567", "12345a", " 123456"]) expect(matchTotpStep(secret, code)).toBeNull();
  });

  it("makes a 160-bit base32 secret and the otpauth address apps read", () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(secretKey(secret)).toHaveLength(20);
    const uri = totpUri(secret, "ana@bank.example");
    expect(uri).toMatch(/^otpauth:\/\/totp\/TPRM:ana%40bank\.example\?/);
    expect(Object.fromEntries(new URLSearchParams(uri.split("?")[1]))).toMatchObject({
      secret,
      issuer: "TPRM",
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
  });
});

describe("recovery codes", () => {
  it("ten different xxxx-xxxx codes without look-alike characters", () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4}$/);
  });

  it("is read whatever its case, spaces or hyphen, and hashed the same way", () => {
    expect(readTypedCode("abcd-2345")).toEqual({ kind: "recovery", code: "abcd2345" });
    expect(readTypedCode(" ABCD 2345 ")).toEqual({ kind: "recovery", code: "abcd2345" });
    expect(hashRecoveryCode("ABCD-2345")).toBe(hashRecoveryCode("abcd2345"));
    expect(hashRecoveryCode("abcd-2345")).toMatch(/^[0-9a-f]{64}$/);
  });

  it("tells a code of the app from a recovery code, and refuses anything else", () => {
    expect(readTypedCode("123 456")).toEqual({ kind: "totp", code: "123456" });
    expect(readTypedCode("123-456")).toEqual({ kind: "totp", code: "123456" });
    expect(readTypedCode("12345")).toBeNull();
    expect(readTypedCode("abcd-234")).toBeNull();
    expect(readTypedCode("abcd-2345-x")).toBeNull();
  });
});
