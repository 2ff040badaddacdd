// Pre-submission checks of the DORA Register of Information, run on demand and before every export: each cell's
// format (LEI check digits, ISO 3166 countries, ISO 4217 currencies, dates, numbers, closed lists), mandatory
// columns, duplicate keys, then the rules across tables and records (checks-rules.ts). Every problem names the
// table, row, column, the record and its field to fix, and links to that record's form.

import { COUNTRY_CODES, CURRENCY_CODES } from "../schemas/fields.js";
import { isValidLei } from "../vendors/lei.js";
import type { BuiltTable, RecordRef } from "./build.js";
import {
  COUNTRY_NOT_APPLICABLE,
  isInClosedList,
  TEMPLATE_IDS,
  TEMPLATES,
  type TemplateColumn,
  type TemplateId,
} from "./catalog.js";
import { crossTableProblems } from "./checks-rules.js";
import { recordLink } from "./links.js";
import type { RegisterSnapshot } from "./snapshot.js";

export interface RegisterProblem {
  severity: "blocking" | "warning";
  template: TemplateId;
  /** 1-based data row in that table (null: not tied to one row). */
  row: number | null;
  /** "c0010" */
  column: string | null;
  /** The record's field to fix, e.g. "lei", "annualCost". */
  field: string;
  /** Stable id, e.g. "lei-check-digits", "mandatory", "fk-provider". */
  rule: string;
  /** English sentence; the screen translates by `rule` (+ params). */
  message: string;
  params?: Record<string, string | number>;
  record: RecordRef;
  link: string;
}

export type ProblemInput = Omit<RegisterProblem, "link" | "severity"> & { severity?: RegisterProblem["severity"] };

export const problem = (p: ProblemInput): RegisterProblem => ({
  ...p,
  severity: p.severity ?? "blocking",
  link: recordLink(p.record, p.field),
});

/**
 * The field of the row's record each column comes from. Columns not listed hold another record's value (a
 * provider's code in a contract's row, an entity's LEI, a function's identifier) or a computed one: they are
 * checked in the table that record is written to, and by the foreign-key rules.
 */
export const COLUMN_FIELDS: Record<TemplateId, Record<string, string>> = {
  "B_01.01": { c0010: "lei", c0020: "name", c0030: "country", c0040: "entityType", c0050: "competentAuthority" },
  "B_01.02": {
    c0010: "lei",
    c0020: "name",
    c0030: "country",
    c0040: "entityType",
    c0050: "hierarchy",
    c0060: "parentId",
    c0080: "integratedOn",
    c0090: "deletedOn",
    c0100: "currency",
    c0110: "totalAssets",
  },
  "B_01.03": { c0010: "branchCode", c0020: "parentId", c0030: "name", c0040: "country" },
  "B_02.01": {
    c0010: "reference",
    c0020: "arrangementType",
    c0030: "overarchingContractId",
    c0040: "currency",
    c0050: "annualCost",
  },
  "B_02.02": {
    c0060: "ictServiceType",
    c0070: "startDate",
    c0080: "endDate",
    c0090: "terminationReasonCode",
    c0100: "noticePeriodDays",
    c0110: "providerNoticePeriodDays",
    c0120: "governingLawCountry",
    c0130: "provisionCountry",
    c0140: "dataStored",
    c0150: "dataStorageCountries",
    c0160: "dataProcessingCountries",
    c0170: "dataSensitiveness",
    c0180: "relianceLevel",
  },
  "B_02.03": {},
  // The signer's LEI is the contract's choice of signer: its format is checked here (a signer outside the scope
  // has no B_01.02 row of its own); one in scope is reported once, on its entity's B_01.02 row (runChecks).
  "B_03.01": { c0020: "signingEntityId", c0030: "signingEntityId" },
  "B_03.02": {},
  "B_03.03": {},
  "B_04.01": {},
  "B_05.01": {
    c0010: "lei",
    c0020: "lei",
    c0050: "legalName",
    c0060: "latinName",
    c0070: "personType",
    c0080: "country",
    c0110: "ultimateParentId",
    c0120: "ultimateParentId",
  },
  // Every rank's service type is the contract's own (build-providers.ts).
  "B_05.02": { c0020: "ictServiceType" },
  "B_06.01": {
    c0010: "identifier",
    c0020: "licensedActivity",
    c0030: "name",
    c0050: "criticality",
    c0060: "criticalityReasons",
    c0070: "lastAssessedOn",
    c0080: "rtoHours",
    c0090: "rpoHours",
    c0100: "discontinuationImpact",
  },
  "B_07.01": {
    c0040: "ictServiceType",
    c0050: "substitutability",
    c0060: "nonSubstitutabilityReason",
    c0070: "lastAuditOn",
    c0080: "exitPlanExists",
    c0090: "reintegration",
    c0100: "discontinuationImpact",
    c0110: "alternativesIdentified",
    c0120: "alternativeProviders",
  },
  "B_99.01": {},
};

/** Identification codes whose type column says LEI: checked as LEIs (the provider's own and its parent's). */
const LEI_CODES: Partial<Record<TemplateId, [string, string, string][]>> = {
  "B_05.01": [
    ["c0010", "c0020", "lei"],
    ["c0110", "c0120", "ultimateParentId"],
  ],
};

const colIndex = (id: TemplateId, code: string) => TEMPLATES[id].columns.findIndex((c) => c.code === code);

const COUNTRIES = new Set(COUNTRY_CODES);
const CURRENCIES = new Set(CURRENCY_CODES);
const LEI_SHAPE = /^[0-9A-Z]{18}[0-9]{2}$/;

export function isValidDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** What is wrong with a non-empty cell's format: [rule, message] or null. */
export function formatProblem(col: TemplateColumn, value: string): [string, string] | null {
  const kind = col.kind;
  if (typeof kind === "object") {
    return isInClosedList(kind.list, value) ? null : ["closed-list", `"${value}" is not a value of the EBA's list.`];
  }
  switch (kind) {
    case "lei":
      if (!LEI_SHAPE.test(value)) return ["lei-format", `"${value}" is not an LEI (20 characters, ISO 17442).`];
      return isValidLei(value) ? null : ["lei-check-digits", `The LEI "${value}" fails its ISO 17442 check digits.`];
    case "country": {
      const iso = value.startsWith("eba_GA:") ? value.slice(7) : null;
      if (value === COUNTRY_NOT_APPLICABLE || (iso && COUNTRIES.has(iso))) return null;
      return ["country-iso3166", `"${iso ?? value}" is not an ISO 3166-1 alpha-2 country code.`];
    }
    case "currency": {
      const iso = value.startsWith("eba_CU:") ? value.slice(7) : null;
      return iso && CURRENCIES.has(iso) ? null : ["currency-iso4217", `"${iso ?? value}" is not an ISO 4217 currency.`];
    }
    case "date":
      return isValidDay(value) ? null : ["date-format", `"${value}" is not a date (YYYY-MM-DD).`];
    case "integer":
      return /^\d+$/.test(value) ? null : ["integer-format", `"${value}" is not a whole number of at least 0.`];
    case "monetary":
      return /^-?\d+(\.\d{1,2})?$/.test(value) ? null : ["monetary-format", `"${value}" is not an amount.`];
    case "boolean":
      return value === "true" || value === "false" ? null : ["boolean-format", `"${value}" is not true or false.`];
    default:
      return null;
  }
}

/** Format, mandatory and key rules of one table. */
function tableProblems(table: BuiltTable): RegisterProblem[] {
  const out: RegisterProblem[] = [];
  const template = TEMPLATES[table.id];
  const fields = COLUMN_FIELDS[table.id];
  const keyIndexes = template.columns.flatMap((c, i) => (c.key ? [i] : []));
  const keys = new Map<string, number>();
  table.rows.forEach((row, r) => {
    const record = table.sources[r]!;
    template.columns.forEach((col, i) => {
      const field = fields[col.code];
      if (!field) return;
      const value = row[i] ?? "";
      const at = { template: table.id, row: r + 1, column: col.code, field, record };
      if (value === "") {
        if (col.mandatory) {
          out.push(
            problem({
              ...at,
              rule: "mandatory",
              message: `${table.id} ${col.code} (${col.label}) is mandatory and empty for ${record.label}.`,
              params: { label: col.label },
            }),
          );
        }
        return;
      }
      const bad = formatProblem(col, value);
      if (bad)
        out.push(problem({ ...at, rule: bad[0], message: `${table.id} ${col.code}: ${bad[1]}`, params: { value } }));
    });
    for (const [code, type, field] of LEI_CODES[table.id] ?? []) {
      const value = row[colIndex(table.id, code)]!;
      if (row[colIndex(table.id, type)] !== "eba_qCO:qx2000" || value === "") continue;
      const bad = formatProblem({ ...TEMPLATES[table.id].columns[0]!, kind: "lei" }, value);
      if (bad) {
        out.push(
          problem({
            template: table.id,
            row: r + 1,
            column: code,
            field,
            rule: bad[0],
            message: `${table.id} ${code}: ${bad[1]}`,
            params: { value },
            record,
          }),
        );
      }
    }
    if (keyIndexes.length) {
      const key = keyIndexes.map((i) => row[i]).join("\u0000");
      const first = keys.get(key);
      if (first != null) {
        out.push(
          problem({
            template: table.id,
            row: r + 1,
            column: template.columns[keyIndexes[0]!]!.code,
            field: fields[template.columns[keyIndexes[0]!]!.code] ?? "reference",
            rule: "duplicate-key",
            message: `${table.id} row ${r + 1} repeats the key of row ${first} (${record.label}).`,
            params: { firstRow: first },
            record,
          }),
        );
      } else keys.set(key, r + 1);
    }
  });
  return out;
}

/**
 * Every problem of the tables built from the snapshot. `today` ("YYYY-MM-DD", default the current UTC day) is what
 * "in the future" and "in the last 12 months" are measured against.
 */
export function runChecks(
  s: RegisterSnapshot,
  tables: Record<TemplateId, BuiltTable>,
  today: string = new Date().toISOString().slice(0, 10),
): RegisterProblem[] {
  // A signer's LEI that is also an entity's own in B_01.02 is reported there, where it is corrected.
  const entityLeis = new Set(tables["B_01.02"].rows.map((r) => r[0]!));
  const out = TEMPLATE_IDS.flatMap((id) => tableProblems(tables[id])).filter(
    (p) =>
      !(
        p.template === "B_03.01" &&
        p.column === "c0020" &&
        p.rule !== "mandatory" &&
        entityLeis.has(`${p.params?.value}`)
      ),
  );
  out.push(...crossTableProblems(s, tables, today));
  return out;
}
