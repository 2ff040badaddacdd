// The columns of a vendor export, and how an import reads them back. One table: the export writes `header`, the
// import matches any header whose letters and digits (case-insensitive, spaces, dashes and underscores dropped)
// equal the header's or one of its aliases — so "Contract Value", "contractValue" and "contract_value" are one column.
import type { Vendor } from "@tprm/db";
import { RISK_LEVEL_LABELS, type RiskLevelValue } from "../lib/risk-levels.js";
import { closedListLabel } from "../register/catalog.js";
import { VENDOR_STATUS_LABELS } from "../schemas/vendors.js";
import {
  type CellValue,
  guardFormula,
  headerKey,
  headersOfFields,
  type ImportColumn,
  unguardFormula,
} from "../transfer/cells.js";

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
  | "currency"
  | "servicesProvided"
  | "status"
  | "statusNote"
  | "riskRating"
  | "criticality"
  | "registrationNumber"
  | "registeredAddress"
  | "parentCompany"
  | "euid"
  | "vatNumber"
  | "passportNumber"
  | "personType"
  | "latinName"
  | "nextReviewDate";

export type { CellValue };
export { guardFormula, headerKey, unguardFormula };

/** Aliases: the spec's plain names are the field names themselves. Required: only Name (the New Vendor form's one). */
export interface VendorColumn extends ImportColumn<Vendor, ImportField> {
  kind: "text" | "money" | "int" | "date";
}

/** The worksheet of an XLSX export (and of the import template). */
export const SHEET_NAME = "Vendors";

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const riskLabel = (r: RiskLevelValue | null) => (r ? RISK_LEVEL_LABELS[r] : null);

export const VENDOR_COLUMNS: VendorColumn[] = [
  // Read back only to refuse rows of vendors already in the register: an import adds vendors, it never updates.
  {
    header: "ID",
    width: 38,
    kind: "text",
    value: (v) => v.id,
    field: "id",
    aliases: ["vendorId"],
    help: "Leave it out for new vendors. An export carries it; a row whose ID is already in the register is refused (an import only adds vendors).",
  },
  {
    header: "Name",
    width: 32,
    kind: "text",
    value: (v) => v.name,
    field: "name",
    aliases: ["vendor", "vendorName"],
    required: true,
    help: "The vendor's name, at most 200 characters.",
    example: "Example Payments Ltd",
  },
  {
    header: "Legal Name",
    width: 32,
    kind: "text",
    value: (v) => v.legalName,
    field: "legalName",
    help: "The registered legal name.",
    example: "Example Payments Limited",
  },
  {
    header: "LEI",
    width: 22,
    kind: "text",
    value: (v) => v.lei,
    field: "lei",
    help: "Legal Entity Identifier: 20 characters with valid check digits (ISO 17442), not already in the register or on another row.",
    example: null,
  },
  {
    header: "Business Type",
    width: 20,
    kind: "text",
    value: (v) => v.businessType,
    field: "businessType",
    help: "What the vendor does, at most 100 characters.",
    example: "Payment processing",
  },
  {
    header: "Country",
    width: 9,
    kind: "text",
    value: (v) => v.country,
    field: "country",
    help: "Two-letter ISO 3166 country code, such as GB or DE.",
    example: "GB",
  },
  {
    header: "Country of Service",
    width: 9,
    kind: "text",
    value: (v) => v.countryOfService,
    field: "countryOfService",
    help: "Where the service is performed: a two-letter ISO 3166 country code.",
    example: "IE",
  },
  {
    header: "Contact Person",
    width: 22,
    kind: "text",
    value: (v) => v.contactPerson,
    field: "contactPerson",
    help: "Your contact at the vendor.",
    example: "Jane Example",
  },
  {
    header: "Email",
    width: 28,
    kind: "text",
    value: (v) => v.email,
    field: "email",
    help: "The contact's email address.",
    example: "jane.example@payments.example",
  },
  {
    header: "Phone",
    width: 18,
    kind: "text",
    value: (v) => v.phone,
    field: "phone",
    help: "The contact's phone number, at most 50 characters.",
    example: "020 7946 0000",
  },
  // Exported, never read back: the sum of the vendor's executed contracts, kept by the database (import-rows.ts
  // reports the column as not read, with the reason).
  { header: "Contract Value", width: 18, kind: "money", value: (v) => v.contractValue.toFixed(2) },
  {
    header: "Currency",
    width: 9,
    kind: "text",
    value: (v) => v.currency,
    field: "currency",
    help: "ISO 4217 code of the vendor's currency, such as USD, EUR or GBP (USD when empty): its contract value is the sum of its executed contracts in this currency.",
    example: "GBP",
  },
  {
    header: "Services Provided",
    width: 36,
    kind: "text",
    value: (v) => (v.servicesProvided.length ? v.servicesProvided.join("; ") : null),
    field: "servicesProvided",
    aliases: ["services"],
    help: "The services, separated by semicolons or commas.",
    example: "Card processing; Fraud screening",
  },
  {
    header: "Status",
    width: 14,
    kind: "text",
    value: (v) => VENDOR_STATUS_LABELS[v.status],
    field: "status",
    help: 'Onboarding, Active, Under Review, Offboarding or Offboarded (Onboarding when empty). Other text is read by its words ("pending" is Onboarding, "in review" Under Review) and kept as the status note.',
    example: "Onboarding",
  },
  {
    header: "Status Note",
    width: 20,
    kind: "text",
    value: (v) => v.statusNote,
    field: "statusNote",
    help: "A note on the status, at most 500 characters.",
    example: "Due diligence under way",
  },
  {
    header: "Risk Rating",
    width: 11,
    kind: "text",
    value: (v) => riskLabel(v.riskRating),
    field: "riskRating",
    aliases: ["risk"],
    help: "Low, Medium, High or Critical (not rated when empty).",
    example: "Medium",
  },
  {
    header: "Criticality",
    width: 11,
    kind: "text",
    value: (v) => riskLabel(v.criticality),
    field: "criticality",
    help: "Low, Medium, High or Critical (Medium when empty).",
    example: "High",
  },
  { header: "KPI Breaches", width: 12, kind: "int", value: (v) => v.kpiBreachesCount, aliases: ["kpiBreachesCount"] },
  {
    header: "Registration Number",
    width: 20,
    kind: "text",
    value: (v) => v.registrationNumber,
    field: "registrationNumber",
    help: "The company registration number, at most 100 characters.",
    example: "SC123456",
  },
  {
    header: "Registered Address",
    width: 36,
    kind: "text",
    value: (v) => v.registeredAddress,
    field: "registeredAddress",
    help: "The registered office's address, at most 500 characters.",
    example: "1 Example Street, Edinburgh EH1 1AA",
  },
  {
    header: "Parent Company",
    width: 24,
    kind: "text",
    value: (v) => v.parentCompany,
    field: "parentCompany",
    help: "The group the vendor belongs to.",
    example: "Example Group plc",
  },
  // The provider's identification for the regulatory register (B_05.01; docs/REGISTER.md).
  {
    header: "EUID",
    width: 20,
    kind: "text",
    value: (v) => v.euid,
    field: "euid",
    help: "European Unique Identifier of a provider without an LEI, at most 100 characters.",
    example: null,
  },
  {
    header: "VAT Number",
    width: 16,
    kind: "text",
    value: (v) => v.vatNumber,
    field: "vatNumber",
    aliases: ["vat"],
    help: "The VAT number, at most 50 characters.",
    example: "GB123456789",
  },
  {
    header: "Passport Number",
    width: 16,
    kind: "text",
    value: (v) => v.passportNumber,
    field: "passportNumber",
    help: "For an individual acting in a business capacity: the passport number, at most 50 characters.",
    example: null,
  },
  {
    header: "Person Type",
    width: 18,
    kind: "text",
    value: (v) => (v.personType ? closedListLabel("personType", v.personType) : null),
    field: "personType",
    help: "Legal person, or Individual acting in a business capacity (the EBA codes eba_CT:x212 and eba_CT:x213 too).",
    example: "Legal person",
  },
  {
    header: "Latin Name",
    width: 24,
    kind: "text",
    value: (v) => v.latinName,
    field: "latinName",
    help: "The legal name in the Latin alphabet, when the legal name is written in another, at most 200 characters.",
    example: null,
  },
  { header: "Onboarding Started At", width: 25, kind: "date", value: (v) => iso(v.onboardingStartedAt) },
  { header: "Activated At", width: 25, kind: "date", value: (v) => iso(v.activatedAt) },
  { header: "Last Reviewed At", width: 25, kind: "date", value: (v) => iso(v.lastReviewedAt) },
  {
    header: "Next Review Date",
    width: 25,
    kind: "date",
    value: (v) => iso(v.nextReviewDate),
    field: "nextReviewDate",
    help: "A date such as 2027-03-31 (ISO 8601).",
    example: "2027-03-31",
  },
  { header: "Offboarding Started At", width: 25, kind: "date", value: (v) => iso(v.offboardingStartedAt) },
  { header: "Offboarded At", width: 25, kind: "date", value: (v) => iso(v.offboardedAt) },
  { header: "Created At", width: 25, kind: "date", value: (v) => iso(v.createdAt) },
  { header: "Updated At", width: 25, kind: "date", value: (v) => iso(v.updatedAt) },
];

/** The export-only column of the contract value: an import names it in `ignoredColumns` with this reason. */
export const CONTRACT_VALUE_HEADER = "Contract Value";
export const CONTRACT_VALUE_NOT_READ =
  "not read: a vendor's contract value comes from its executed contracts; add or import the contracts instead";

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

/** The columns an import reads (a field of its own), in the export's order. */
export const IMPORT_COLUMNS = VENDOR_COLUMNS.filter((c) => c.field);

/** The columns of the import template: those an import reads, but the ID (only an export's rows have one). */
export const TEMPLATE_COLUMNS = IMPORT_COLUMNS.filter((c) => c.field !== "id");

/** The header each import field is exported under (for messages about a field the file did not name). */
export const HEADER_OF_FIELD = headersOfFields(VENDOR_COLUMNS);
