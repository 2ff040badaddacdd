// How a snapshot's values are written into the DORA tables' cells, and how a provider is identified (B_05.01).
import { type ClosedListCode, countryCode, currencyCode } from "./catalog.js";
import type { SnapshotVendor } from "./snapshot.js";

export const cell = {
  text: (v: string | null | undefined) => v ?? "",
  country: (iso: string | null | undefined) => (iso ? countryCode(iso) : ""),
  currency: (iso: string | null | undefined) => (iso ? currencyCode(iso) : ""),
  date: (d: string | null | undefined) => d ?? "",
  integer: (n: number | null | undefined) => (n == null ? "" : String(n)),
  yesNo: (b: boolean | null | undefined) => (b == null ? "" : b ? "eba_BT:x28" : "eba_BT:x29"),
};

export interface Identification {
  code: string;
  type: ClosedListCode<"codeType"> | "";
}

const ORDER: [keyof SnapshotVendor, ClosedListCode<"codeType">][] = [
  ["lei", "eba_qCO:qx2000"],
  ["euid", "eba_qCO:qx2002"],
  ["registrationNumber", "eba_qCO:qx2003"],
  ["vatNumber", "eba_qCO:qx2004"],
  ["passportNumber", "eba_qCO:qx2005"],
];

/** The vendor's codes in the ITS's order of preference: LEI, EUID, company registration number, VAT, passport. */
export function identifications(v: SnapshotVendor): (Identification & { field: keyof SnapshotVendor })[] {
  const out: (Identification & { field: keyof SnapshotVendor })[] = [];
  for (const [field, type] of ORDER) {
    const value = (v[field] as string | null)?.trim();
    if (value) out.push({ code: value, type, field });
  }
  return out;
}

const NONE: Identification = { code: "", type: "" };

/** The code a provider is known by across the tables (the first available). */
export const identify = (v: SnapshotVendor | undefined): Identification => {
  if (!v) return NONE;
  const first = identifications(v)[0];
  return first ? { code: first.code, type: first.type } : NONE;
};
