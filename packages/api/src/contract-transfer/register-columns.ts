// The regulatory register's columns of a contract export and import (issue 21, docs/REGISTER.md): some of the
// Contract's register fields (isOutsourcing … timeCritical), written by the export and read back by the import with
// the contract Register tab's own rules (schemas/register-links.ts, contractRegisterFields). A closed list is written
// as its EBA label (register/catalog.ts) and read by label or EBA code; an empty cell is not given (null; "In
// outsourcing register" then No, the field's default). The functions, using entities and supply chain are not here:
// they are lists of their own, edited on the Register tab.
import { z } from "zod";
import { CLOSED_LISTS, type ClosedListName, closedListLabel } from "../register/catalog.js";
import { contractRegisterFields } from "../schemas/register-links.js";
import type { ImportColumn } from "../transfer/cells.js";
import type { ContractExportRow, ImportField } from "./export-row.js";

/** The register fields the export writes and the import reads. */
export const REGISTER_FIELDS = [
  "isOutsourcing",
  "ictServiceType",
  "annualCost",
  "providerNoticePeriodDays",
  "governingLawCountry",
  "provisionCountry",
  "dataStored",
  "dataSensitiveness",
  "relianceLevel",
  "substitutability",
  "exitPlanExists",
  "exitPlanTestedOn",
  "lastAuditOn",
  "nextAuditOn",
  "timeCritical",
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** A contract's register fields as the export's query reads them (export-service.ts, REGISTER_SELECT). */
export interface ContractRegisterRow {
  isOutsourcing: boolean;
  /** EBA codes (register/catalog.ts). */
  ictServiceType: string | null;
  /** numeric(18,2) as text, in the contract's currency. */
  annualCost: string | null;
  providerNoticePeriodDays: number | null;
  governingLawCountry: string | null;
  provisionCountry: string | null;
  dataStored: boolean | null;
  dataSensitiveness: string | null;
  relianceLevel: string | null;
  substitutability: string | null;
  exitPlanExists: boolean | null;
  /** Calendar dates, "YYYY-MM-DD". */
  exitPlanTestedOn: string | null;
  lastAuditOn: string | null;
  nextAuditOn: string | null;
  timeCritical: boolean | null;
}

/** The export query's register columns (the contract as `c`). */
export const REGISTER_SELECT = `c."isOutsourcing", c."ictServiceType", c."annualCost"::text AS "annualCost",
  c."providerNoticePeriodDays", c."governingLawCountry", c."provisionCountry", c."dataStored", c."dataSensitiveness",
  c."relianceLevel", c."substitutability", c."exitPlanExists", c."exitPlanTestedOn"::text AS "exitPlanTestedOn",
  c."lastAuditOn"::text AS "lastAuditOn", c."nextAuditOn"::text AS "nextAuditOn", c."timeCritical"`;

/** How a cell is read: yes or no, a number, a date, a closed list (label or code), text (a country code). */
type ReadAs = "yesNo" | "number" | "date" | "text" | { list: ClosedListName };

const READ_AS: Record<RegisterField, ReadAs> = {
  isOutsourcing: "yesNo",
  ictServiceType: { list: "ictServiceType" },
  annualCost: "number",
  providerNoticePeriodDays: "number",
  governingLawCountry: "text",
  provisionCountry: "text",
  dataStored: "yesNo",
  dataSensitiveness: { list: "sensitiveness" },
  relianceLevel: { list: "reliance" },
  substitutability: { list: "substitutability" },
  exitPlanExists: "yesNo",
  exitPlanTestedOn: "date",
  lastAuditOn: "date",
  nextAuditOn: "date",
  timeCritical: "yesNo",
};

const yesNo = (b: boolean | null) => (b === null ? null : b ? "Yes" : "No");
const label = (field: RegisterField, code: string | null) => {
  const as = READ_AS[field];
  return code && typeof as === "object" ? closedListLabel(as.list, code) : code;
};
const labels = (list: ClosedListName) => Object.values(CLOSED_LISTS[list]).join(", ");
const YES_NO_HELP = "Yes or No; empty when not known.";
const DATE_HELP = "A date such as 2026-06-30 (ISO 8601).";

type Column = ImportColumn<ContractExportRow, ImportField>;

/** The register's columns, in CONTRACT_COLUMNS after Description. */
export const REGISTER_COLUMNS: Column[] = [
  {
    header: "In outsourcing register",
    width: 12,
    kind: "text",
    value: (r) => (r.isOutsourcing ? "Yes" : "No"),
    field: "isOutsourcing",
    help: "Yes when the contract is an outsourcing arrangement of the EBA outsourcing register; No when empty.",
    example: "Yes",
  },
  {
    header: "ICT service type",
    width: 28,
    kind: "text",
    value: (r) => label("ictServiceType", r.ictServiceType),
    field: "ictServiceType",
    help: `The ICT service provided, as the DORA Register of Information lists it: ${labels("ictServiceType")} (the EBA codes eba_TA:S01 to eba_TA:S19 too). Empty: not in the Register of Information.`,
    example: "Cloud services: IaaS",
  },
  {
    header: "Annual cost",
    width: 16,
    kind: "money",
    value: (r) => r.annualCost,
    field: "annualCost",
    help: "The annual expense or estimated cost in the contract's currency, a number with at most 2 decimals (48000.00).",
    example: "48000.00",
  },
  {
    header: "Provider notice period (days)",
    width: 12,
    kind: "int",
    value: (r) => r.providerNoticePeriodDays,
    field: "providerNoticePeriodDays",
    help: "Days from 0 to 3650 the provider must give notice before ending the contract.",
    example: 180,
  },
  {
    header: "Governing law country",
    width: 10,
    kind: "text",
    value: (r) => r.governingLawCountry,
    field: "governingLawCountry",
    help: "The country whose law governs the contract: an ISO 3166-1 alpha-2 code such as IE or DE.",
    example: "IE",
  },
  {
    header: "Country of provision",
    width: 10,
    kind: "text",
    value: (r) => r.provisionCountry,
    field: "provisionCountry",
    help: "Where the service is provided: an ISO 3166-1 alpha-2 code such as IE or DE.",
    example: "IE",
  },
  {
    header: "Data stored by provider",
    width: 12,
    kind: "text",
    value: (r) => yesNo(r.dataStored),
    field: "dataStored",
    help: `Yes when the provider stores the bank's data; ${YES_NO_HELP}`,
    example: "Yes",
  },
  {
    header: "Data sensitiveness",
    width: 12,
    kind: "text",
    value: (r) => label("dataSensitiveness", r.dataSensitiveness),
    field: "dataSensitiveness",
    help: `The sensitiveness of the data the provider stores: ${labels("sensitiveness")} (or its EBA code).`,
    example: "High",
  },
  {
    header: "Reliance level",
    width: 18,
    kind: "text",
    value: (r) => label("relianceLevel", r.relianceLevel),
    field: "relianceLevel",
    help: `The bank's reliance on the service: ${labels("reliance")} (or its EBA code).`,
    example: "Material reliance",
  },
  {
    header: "Substitutability",
    width: 20,
    kind: "text",
    value: (r) => label("substitutability", r.substitutability),
    field: "substitutability",
    help: `How easily the provider could be replaced: ${labels("substitutability")} (or its EBA code).`,
    example: "Medium complexity",
  },
  {
    header: "Exit plan exists",
    width: 12,
    kind: "text",
    value: (r) => yesNo(r.exitPlanExists),
    field: "exitPlanExists",
    help: `Yes when there is an exit plan; ${YES_NO_HELP}`,
    example: "Yes",
  },
  {
    header: "Exit plan tested on",
    width: 12,
    kind: "text",
    value: (r) => r.exitPlanTestedOn,
    field: "exitPlanTestedOn",
    help: `When the exit plan was last tested: ${DATE_HELP}`,
    example: "2026-03-31",
  },
  {
    header: "Last audit",
    width: 12,
    kind: "text",
    value: (r) => r.lastAuditOn,
    field: "lastAuditOn",
    help: `The date of the last audit of the provider: ${DATE_HELP}`,
    example: "2025-11-15",
  },
  {
    header: "Next audit",
    width: 12,
    kind: "text",
    value: (r) => r.nextAuditOn,
    field: "nextAuditOn",
    help: `The date of the next planned audit, on or after the last: ${DATE_HELP}`,
    example: "2027-11-15",
  },
  {
    header: "Time-critical",
    width: 12,
    kind: "text",
    value: (r) => yesNo(r.timeCritical),
    field: "timeCritical",
    help: `Yes when the function the service supports is time-critical; ${YES_NO_HELP}`,
    example: "No",
  },
];

/** The register tab's own rules for these fields (the same messages). */
const registerInput = z.object(
  Object.fromEntries(REGISTER_FIELDS.map((f) => [f, contractRegisterFields[f]])) as Pick<
    typeof contractRegisterFields,
    RegisterField
  >,
);

/** A list's code from its code or its label, any case; the text itself when neither (the schema refuses it). */
function listCode(list: ClosedListName, text: string): string {
  const key = text.toLowerCase();
  const found = Object.entries(CLOSED_LISTS[list] as Record<string, string>).find(
    ([code, name]) => code.toLowerCase() === key || name.toLowerCase() === key,
  );
  return found?.[0] ?? text;
}

/** How import-rows.ts reads a field's cell: its text, and the same conversions the contract's own columns get. */
export interface RegisterCellReader {
  text: (field: RegisterField) => string;
  yesNo: (field: RegisterField) => unknown;
  number: (field: RegisterField) => unknown;
  date: (field: RegisterField) => unknown;
}

/**
 * Reads a row's register cells with the Register tab's rules; each problem goes to `problem` with its field (and
 * null comes back), as the contract's other columns report theirs.
 */
export function readRegisterCells(
  cells: RegisterCellReader,
  problem: (field: RegisterField, reason: string) => void,
): ContractRegisterRow | null {
  const input: Record<string, unknown> = {};
  for (const field of REGISTER_FIELDS) {
    const text = cells.text(field);
    if (!text) continue;
    const as = READ_AS[field];
    input[field] = typeof as === "object" ? listCode(as.list, text) : as === "text" ? text : cells[as](field);
  }
  const parsed = registerInput.safeParse(input);
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as RegisterField;
      if (seen.has(field)) continue;
      seen.add(field);
      problem(field, issue.message);
    }
    return null;
  }
  const d = parsed.data;
  // As the Register tab's update refuses it (updateContractRegisterInput).
  if (d.lastAuditOn && d.nextAuditOn && d.nextAuditOn < d.lastAuditOn) {
    problem("nextAuditOn", "Next audit must be on or after the last audit");
    return null;
  }
  // Not given: null, and "In outsourcing register" No (the field's default).
  const values = Object.fromEntries(REGISTER_FIELDS.map((f) => [f, d[f] ?? null]));
  return { ...values, isOutsourcing: d.isOutsourcing ?? false } as ContractRegisterRow;
}
