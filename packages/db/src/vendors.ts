// Pure vendor rules the data layer shares with the API and the web (no database, no Node APIs): the ISO 17442
// LEI check and the default onboarding checklist. Used by the API's validation, the web form and the demo seed.

// ISO 17442 Legal Entity Identifier: 18 alphanumerics (4-character LOU prefix, 2 reserved, 12 entity-specific)
// followed by 2 check digits, ISO 7064 MOD 97-10 — letters count as A=10 … Z=35 and the whole 20-character number
// mod 97 must be 1 (the IBAN scheme).

const LEI_SHAPE = /^[A-Z0-9]{18}[0-9]{2}$/;

/** The remainder mod 97 of the number written by `text` with letters expanded to 10 … 35. */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    const value = code >= 65 ? code - 55 : code - 48; // A=10 … Z=35, 0 … 9
    remainder = value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder;
}

/** Upper-cases and removes spaces, so "5493 001K JTII GC8Y 1R12" is read as the LEI it is. */
export function normalizeLei(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/** True when `value` (already normalised) is 20 characters of the right shape whose MOD 97-10 check holds. */
export function isValidLei(value: string): boolean {
  return LEI_SHAPE.test(value) && mod97(value) === 1;
}

/** The two check digits for an 18-character base: the LEI is `base + leiCheckDigits(base)`. */
export function leiCheckDigits(base: string): string {
  const upper = base.toUpperCase();
  if (!/^[A-Z0-9]{18}$/.test(upper)) throw new Error(`An LEI base is 18 letters or digits, got "${base}"`);
  return String(98 - mod97(`${upper}00`)).padStart(2, "0");
}

/** The checklist every new vendor starts with (EBA outsourcing guidelines §12, DORA pre-contract checks). */
export const DEFAULT_ONBOARDING_CHECKLIST = [
  "Due diligence questionnaire received",
  "Financial statements reviewed",
  "Information security assessment completed",
  "Data protection agreement (DPA) signed",
  "Business continuity plan reviewed",
  "Sanctions and AML screening passed",
  "Contract signed",
] as const;
