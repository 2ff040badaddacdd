// ISO 17442 LEI validation. The algorithm lives in @tprm/db/vendors so the demo seed computes valid check digits with
// the same code; this module is its home for the API and the web.
export { isValidLei, leiCheckDigits, normalizeLei } from "@tprm/db/vendors";
