import { describe, expect, it } from "vitest";
import { isValidLei, leiCheckDigits, normalizeLei } from "./lei.js";

describe("LEI (ISO 17442, ISO 7064 MOD 97-10)", () => {
  it("accepts real LEIs", () => {
    expect(isValidLei("5493001KJTIIGC8Y1R12")).toBe(true); // Bloomberg Finance L.P.
    expect(isValidLei("7LTWFZYICNSX8D621K86")).toBe(true); // Deutsche Bank AG
    expect(isValidLei("HWUPKR0MPOU8FGXBT394")).toBe(true); // Apple Inc.
  });

  it("rejects an altered character, a swapped pair and a wrong length", () => {
    expect(isValidLei("5493001KJTIIGC8Y1R13")).toBe(false);
    expect(isValidLei("5493001KJTIIGC8Y1R21")).toBe(false);
    expect(isValidLei("7LTWFZYICNSX8D621K85")).toBe(false);
    expect(isValidLei("7LTWFZYICNSX8D622K86")).toBe(false);
    expect(isValidLei("5493001KJTIIGC8Y1R1")).toBe(false);
    expect(isValidLei("5493001KJTIIGC8Y1R123")).toBe(false);
  });

  it("needs upper-case alphanumerics and two check digits", () => {
    expect(isValidLei("5493001kjtiigc8y1r12")).toBe(false);
    expect(isValidLei(normalizeLei(" 5493 001k jtii gc8y 1r12 "))).toBe(true);
    expect(isValidLei("5493001KJTIIGC8Y1RAB")).toBe(false);
    expect(isValidLei("5493001KJTIIGC8Y1-12")).toBe(false);
    expect(isValidLei("")).toBe(false);
  });

  it("computes the check digits of a base", () => {
    expect(leiCheckDigits("5493001KJTIIGC8Y1R")).toBe("12");
    expect(leiCheckDigits("7LTWFZYICNSX8D621K")).toBe("86");
    const base = "984500ABCDEF123456";
    expect(isValidLei(base + leiCheckDigits(base))).toBe(true);
    expect(() => leiCheckDigits("SHORT")).toThrow();
  });
});
