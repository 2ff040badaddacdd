// The columns of a vendor export, and how an import reads them back. One table: the export writes `header`, the
// import matches any header whose letters and digits (case-insensitive, spaces, dashes and underscores dropped)
// equal the header's or one of its aliases — so "Contract Value", "contractValue" and "contract_value" are one column.
import type { Vendor } from "@tprm/db";
import { RISK_LEVEL_LABELS, type RiskLevelValue, VENDOR_STATUS_LABELS } from "../vendors/rules.js";

/** What an import does with a column: a field it reads, or an export-only column it ignores. */
export type ImportField =
  | "id"
  | "name"
  | "legalName"
  | "lei"
  | "businessType"
  | "country"
  | "countryOfService"
  | "contactPerson"
  | "email"
  | "phone"
  | "contractValue"
  | "currency"
  | "servicesProvided"
  | "status"
  | "statusNote"
  | "riskRating"
  | "criticality"
  | "registrationNumber"
  | "registeredAddress"
  | "parentCompany"
  | "nextReviewDate";

export type CellValue = string | number | null;
type VendorRow = Vendor;

export interface VendorColumn {
  header: string;
  /** Excel column width (characters). */
  width: number;
  kind: "text" | "money" | "int" | "date";
  value: (v: VendorRow) => CellValue;
  /** The field an import fills from this column; absent for columns the register derives (ids, stamps, counts). */
  field?: ImportField;
  /** Other names an import accepts for it (the spec's plain names are the field names themselves). */
  aliases?: string[];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const riskLabel = (r: RiskLevelValue | null) => (r ? RISK_LEVEL_LABELS[r] : null);

export const VENDOR_COLUMNS: VendorColumn[] = [
  // Read back only to refuse rows of vendors already in the register: an import adds vendors, it never updates.
  { header: "ID", width: 38, kind: "text", value: (v) => v.id, field: "id", aliases: ["vendorId"] },
  { header: "Name", width: 32, kind: "text", value: (v) => v.name, field: "name", aliases: ["vendor", "vendorName"] },
  { header: "Legal Name", width: 32, kind: "text", value: (v) => v.legalName, field: "legalName" },
  { header: "LEI", width: 22, kind: "text", value: (v) => v.lei, field: "lei" },
  { header: "Business Type", width: 20, kind: "text", value: (v) => v.businessType, field: "businessType" },
  { header: "Country", width: 9, kind: "text", value: (v) => v.country, field: "country" },
  {
    header: "Country of Service",
    width: 9,
    kind: "text",
    value: (v) => v.countryOfService,
    field: "countryOfService",
  },
  { header: "Contact Person", width: 22, kind: "text", value: (v) => v.contactPerson, field: "contactPerson" },
  { header: "Email", width: 28, kind: "text", value: (v) => v.email, field: "email" },
  { header: "Phone", width: 18, kind: "text", value: (v) => v.phone, field: "phone" },
  {
    header: "Contract Value",
    width: 18,
    kind: "money",
    value: (v) => v.contractValue.toFixed(2),
    field: "contractValue",
  },
  { header: "Currency", width: 9, kind: "text", value: (v) => v.currency, field: "currency" },
  {
    header: "Services Provided",
    width: 36,
    kind: "text",
    value: (v) => (v.servicesProvided.length ? v.servicesProvided.join("; ") : null),
    field: "servicesProvided",
    aliases: ["services"],
  },
  { header: "Status", width: 14, kind: "text", value: (v) => VENDOR_STATUS_LABELS[v.status], field: "status" },
  { header: "Status Note", width: 20, kind: "text", value: (v) => v.statusNote, field: "statusNote" },
  {
    header: "Risk Rating",
    width: 11,
    kind: "text",
    value: (v) => riskLabel(v.riskRating),
    field: "riskRating",
    aliases: ["risk"],
  },
  { header: "Criticality", width: 11, kind: "text", value: (v) => riskLabel(v.criticality), field: "criticality" },
  { header: "KPI Breaches", width: 12, kind: "int", value: (v) => v.kpiBreachesCount, aliases: ["kpiBreachesCount"] },
  {
    header: "Registration Number",
    width: 20,
    kind: "text",
    value: (v) => v.registrationNumber,
    field: "registrationNumber",
  },
  {
    header: "Registered Address",
    width: 36,
    kind: "text",
    value: (v) => v.registeredAddress,
    field: "registeredAddress",
  },
  { header: "Parent Company", width: 24, kind: "text", value: (v) => v.parentCompany, field: "parentCompany" },
  { header: "Onboarding Started At", width: 25, kind: "date", value: (v) => iso(v.onboardingStartedAt) },
  { header: "Activated At", width: 25, kind: "date", value: (v) => iso(v.activatedAt) },
  { header: "Last Reviewed At", width: 25, kind: "date", value: (v) => iso(v.lastReviewedAt) },
  {
    header: "Next Review Date",
    width: 25,
    kind: "date",
    value: (v) => iso(v.nextReviewDate),
    field: "nextReviewDate",
  },
  { header: "Offboarding Started At", width: 25, kind: "date", value: (v) => iso(v.offboardingStartedAt) },
  { header: "Offboarded At", width: 25, kind: "date", value: (v) => iso(v.offboardedAt) },
  { header: "Created At", width: 25, kind: "date", value: (v) => iso(v.createdAt) },
  { header: "Updated At", width: 25, kind: "date", value: (v) => iso(v.updatedAt) },
];

/** "Contract Value", "contractValue", "contract_value" → "contractvalue". */
export function headerKey(header: string): string {
  return header
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

/** headerKey → the column it names (header, field name and aliases all count). */
const COLUMN_BY_KEY = new Map<string, VendorColumn>();
for (const column of VENDOR_COLUMNS) {
  for (const name of [column.header, column.field, ...(column.aliases ?? [])]) {
    if (name) COLUMN_BY_KEY.set(headerKey(name), column);
  }
}

export function columnForHeader(header: string): VendorColumn | undefined {
  return COLUMN_BY_KEY.get(headerKey(header));
}

/** The header each import field is exported under (for messages about a field the file did not name). */
export const HEADER_OF_FIELD = new Map<ImportField, string>(
  VENDOR_COLUMNS.filter((c) => c.field).map((c) => [c.field!, c.header]),
);

/** Characters that make a spreadsheet read a cell as a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell for CSV: prefixed with an apostrophe when a spreadsheet would run it as a formula ("=HYPERLINK(...)",
 * "+44 20 …", "@SUM(…)"). The import removes that apostrophe again, so a round trip is lossless.
 */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Undoes guardFormula on an imported text cell. */
export function unguardFormula(text: string): string {
  return text.length > 1 && text[0] === "'" && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
