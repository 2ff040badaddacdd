// The columns of a contract export, and how an import reads them back. One table: the export writes `header`, the
// import matches any header whose letters and digits (case, spaces and punctuation aside) equal the header's, its
// field's or one of its aliases. Columns without a field are the register's own (notice deadline, approval,
// stamps): written, never read. Status is read only to refuse ended contracts and to keep an approval given at the
// Approval stage; otherwise the status follows the stage.
import {
  CONTRACT_STAGE_LABELS,
  CONTRACT_STATUS_LABELS,
  CONTRACT_TYPE_LABELS,
  noticeDeadline,
} from "../contracts/rules.js";
import { RISK_LEVEL_LABELS } from "../lib/risk-levels.js";
import { columnLookup, headersOfFields, type ImportColumn } from "../transfer/cells.js";
import type { ContractExportRow, ImportField } from "./export-row.js";
import { REGISTER_COLUMNS } from "./register-columns.js";

export type { ContractExportRow, ImportField } from "./export-row.js";

export type ContractColumn = ImportColumn<ContractExportRow, ImportField>;

/** The worksheet of an XLSX export (and of the import template). */
export const SHEET_NAME = "Contracts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const yesNo = (b: boolean) => (b ? "Yes" : "No");
const TEXT_HELP = "Free text, at most 5,000 characters.";
const COUNTRIES_HELP = "ISO 3166-1 alpha-2 codes (GB, DE, US), separated by semicolons or commas; at most 30.";

export const CONTRACT_COLUMNS: ContractColumn[] = [
  {
    header: "Reference",
    width: 14,
    kind: "text",
    value: (r) => r.reference,
    field: "reference",
    help: "The contract's own reference (at most 50 characters), or empty to be given the next CT-<year>-<number>. A reference already in the register, or on another row, is refused: an import only adds contracts.",
  },
  {
    header: "Name",
    width: 36,
    kind: "text",
    value: (r) => r.name,
    field: "name",
    aliases: ["contractName", "title"],
    required: true,
    help: "The contract's name, at most 200 characters.",
    example: "Cloud hosting services agreement",
  },
  {
    header: "Vendor",
    width: 32,
    kind: "text",
    value: (r) => r.vendorName,
    field: "vendorName",
    aliases: ["vendorName", "vendor name"],
    help: "The vendor's name exactly as in the register (capitals aside), or give the Vendor ID; one of the two is required.",
    example: "Stratus Harbour Cloud",
  },
  {
    header: "Vendor ID",
    width: 38,
    kind: "text",
    value: (r) => r.vendorId,
    field: "vendorId",
    help: "The vendor's id in the register; when the Vendor name is given too, both must name the same vendor.",
    example: null,
  },
  {
    header: "Type",
    width: 24,
    kind: "text",
    value: (r) => CONTRACT_TYPE_LABELS[r.type],
    field: "type",
    aliases: ["contractType"],
    required: true,
    help: `${Object.values(CONTRACT_TYPE_LABELS).join(", ")}.`,
    example: "Service Agreement",
  },
  {
    header: "Value",
    width: 16,
    kind: "money",
    value: (r) => r.value,
    field: "value",
    aliases: ["contractValue", "amount"],
    required: true,
    help: "The contract's value, a number with at most 2 decimals (120000.00).",
    example: "120000.00",
  },
  {
    header: "Currency",
    width: 9,
    kind: "text",
    value: (r) => r.currency,
    field: "currency",
    required: true,
    help: "An ISO 4217 code such as USD, EUR or GBP.",
    example: "EUR",
  },
  {
    header: "Start Date",
    width: 12,
    kind: "text",
    value: (r) => r.startDate,
    field: "startDate",
    required: true,
    help: "A date such as 2026-01-01 (ISO 8601).",
    example: "2026-01-01",
  },
  {
    header: "End Date",
    width: 12,
    kind: "text",
    value: (r) => r.endDate,
    field: "endDate",
    help: "A date on or after the start date; empty for an open-ended contract (one renewing automatically needs it).",
    example: "2028-12-31",
  },
  {
    header: "Status",
    width: 13,
    kind: "text",
    value: (r) => CONTRACT_STATUS_LABELS[r.status],
    field: "status",
    help: "The status follows the stage (Execution and later: Active, the approval recorded by the import). Approved at the Approval stage records the approval too; Expired and Terminated are refused: an import brings running contracts.",
  },
  {
    header: "Stage",
    width: 20,
    kind: "text",
    value: (r) => CONTRACT_STAGE_LABELS[r.stage],
    field: "stage",
    aliases: ["lifecycleStage"],
    help: `${Object.values(CONTRACT_STAGE_LABELS).join(", ")} (Initiation when empty). From Execution on, the approval is recorded as given before the import.`,
    example: "Management",
  },
  {
    header: "Risk Level",
    width: 11,
    kind: "text",
    value: (r) => RISK_LEVEL_LABELS[r.riskLevel],
    field: "riskLevel",
    aliases: ["risk"],
    help: "Low, Medium, High or Critical (Medium when empty).",
    example: "High",
  },
  {
    header: "Auto Renewal",
    width: 12,
    kind: "text",
    value: (r) => yesNo(r.autoRenewal),
    field: "autoRenewal",
    help: "Yes or No (No when empty); a contract renewing automatically needs an end date and a renewal term.",
    example: "Yes",
  },
  {
    header: "Renewal Term (Months)",
    width: 12,
    kind: "int",
    value: (r) => r.renewalTermMonths,
    field: "renewalTermMonths",
    help: "Whole months from 1 to 120 that each automatic renewal adds.",
    example: 12,
  },
  {
    header: "Notice Period (Days)",
    width: 12,
    kind: "int",
    value: (r) => r.noticePeriodDays,
    field: "noticePeriodDays",
    help: "Days from 0 to 3650 before the end date by which notice stops a renewal.",
    example: 90,
  },
  { header: "Notice Deadline", width: 14, kind: "text", value: (r) => noticeDeadline(r) },
  {
    header: "Next Review Date",
    width: 14,
    kind: "text",
    value: (r) => r.nextReviewDate,
    field: "nextReviewDate",
    help: "A date such as 2027-01-15 (ISO 8601).",
    example: "2027-01-15",
  },
  {
    header: "Owner",
    width: 30,
    kind: "text",
    value: (r) => r.owner,
    field: "owner",
    aliases: ["ownerEmail"],
    required: true,
    help: "The e-mail address of an active user.",
    example: "procurement@demo.tprm.example",
  },
  {
    header: "Governing Law",
    width: 18,
    kind: "text",
    value: (r) => r.governingLaw,
    field: "governingLaw",
    help: "At most 200 characters.",
    example: "England and Wales",
  },
  {
    header: "Data Storage Countries",
    width: 18,
    kind: "text",
    value: (r) => r.dataStorageCountries,
    field: "dataStorageCountries",
    help: COUNTRIES_HELP,
    example: "IE; DE",
  },
  {
    header: "Data Processing Countries",
    width: 18,
    kind: "text",
    value: (r) => r.dataProcessingCountries,
    field: "dataProcessingCountries",
    help: COUNTRIES_HELP,
    example: "IE",
  },
  {
    header: "Termination Rights",
    width: 36,
    kind: "text",
    value: (r) => r.terminationRights,
    field: "terminationRights",
    help: TEXT_HELP,
    example: "Either party on 6 months' notice; immediately on material breach",
  },
  {
    header: "Exit Plan",
    width: 36,
    kind: "text",
    value: (r) => r.exitPlan,
    field: "exitPlan",
    help: TEXT_HELP,
    example: null,
  },
  {
    header: "Critical Function",
    width: 12,
    kind: "text",
    value: (r) => yesNo(r.criticalFunction),
    field: "criticalFunction",
    aliases: ["criticalOrImportantFunction"],
    help: "Yes when the contract supports a critical or important function; No when empty.",
    example: "Yes",
  },
  {
    header: "Description",
    width: 36,
    kind: "text",
    value: (r) => r.description,
    field: "description",
    help: TEXT_HELP,
    example: null,
  },
  // The regulatory register's fields (register-columns.ts; docs/REGISTER.md).
  ...REGISTER_COLUMNS,
  { header: "Approved At", width: 25, kind: "date", value: (r) => iso(r.approvedAt) },
  { header: "Approved By", width: 30, kind: "text", value: (r) => r.approvedBy },
  { header: "Approval Note", width: 36, kind: "text", value: (r) => r.approvalNote },
  { header: "Created At", width: 25, kind: "date", value: (r) => iso(r.createdAt) },
  { header: "Updated At", width: 25, kind: "date", value: (r) => iso(r.updatedAt) },
];

/** The column a file's header names (header, field name and aliases all count). */
export const columnForHeader = columnLookup(CONTRACT_COLUMNS, (column) => [
  column.header,
  column.field,
  ...(column.aliases ?? []),
]);

/** The columns an import reads (a field of its own), in the export's order. */
export const IMPORT_COLUMNS = CONTRACT_COLUMNS.filter((c) => c.field);

/** The import template's columns: those an import reads but Reference and Status (only an export's rows have them). */
export const TEMPLATE_COLUMNS = IMPORT_COLUMNS.filter((c) => c.field !== "reference" && c.field !== "status");

/** The header each import field is exported under (for messages about a field the file did not name). */
export const HEADER_OF_FIELD = headersOfFields(CONTRACT_COLUMNS);
