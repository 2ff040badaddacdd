// Validation of imported contract rows: plain functions (no database), unit-tested in import-rows.test.ts. The
// fields go through the contract form's own schema (createContractInput), so a problem reads as the form says it;
// the stage (any, here), the refused statuses and the reference are the import's own rules. What needs the register
// — the vendor, the owner, references already used — is checked once every row has been read (import-parse.ts).
import { z } from "zod";
import {
  CONTRACT_STAGE_LABELS,
  CONTRACT_STAGES,
  CONTRACT_STATUSES,
  CONTRACT_TYPE_LABELS,
  type ContractStageValue,
  type ContractStatusValue,
  contractStatusField,
  createContractInput,
  isSigned,
  stageIndex,
} from "../schemas/contracts.js";
import { headerKey } from "../transfer/cells.js";
import { planHeaderRow, readRowCells, type HeaderPlan as SharedHeaderPlan } from "../transfer/import-rows.js";
import type { ImportProblem } from "../transfer/public.js";
import type { RawCell } from "../transfer/read-rows.js";
import { CONTRACT_COLUMNS, columnForHeader, HEADER_OF_FIELD, type ImportField } from "./columns.js";
import { type ContractRegisterRow, readRegisterCells } from "./register-columns.js";

export type HeaderPlan = SharedHeaderPlan<ImportField>;

type ParsedInput = z.output<typeof createContractInput>;

/** A row as the import will write it, once the register has named the vendor and the owner. */
export interface ImportedContract
  extends Omit<ParsedInput, "vendorId" | "vendor" | "ownerId" | "stage" | "templateId" | "status">,
    ContractRegisterRow {
  /** The row's own reference (null: the next CT-<year>-<number>). */
  reference: string | null;
  vendorName: string | null;
  vendorId: string | null;
  ownerEmail: string;
  stage: ContractStageValue;
  /** Approved before the import: signed (Execution and later), or marked Approved at the Approval stage. */
  approved: boolean;
}

export interface RowOutcome {
  contract: ImportedContract | null;
  problems: ImportProblem[];
}

/** Reads the header row: which column fills which field. Name, Owner and a Vendor or Vendor ID column are required. */
export function planHeaders(cells: RawCell[], headerRow: number): HeaderPlan {
  const plan = planHeaderRow(cells, headerRow, { columnForHeader, headerOfField: HEADER_OF_FIELD });
  const { headerOf, problems } = plan;
  const missing = CONTRACT_COLUMNS.filter((c) => c.required && c.field && !headerOf.has(c.field)).map(
    (c) => `a "${c.header}" column`,
  );
  if (!headerOf.has("vendorName") && !headerOf.has("vendorId")) missing.push('a "Vendor" or "Vendor ID" column');
  if (missing.length) {
    problems.push({
      row: headerRow,
      column: null,
      value: null,
      reason: `The first row must name the columns, with at least ${missing.join(", ")} (the headers of an export or of the template).`,
    });
  }
  return plan;
}

export const ENDED_REFUSED = (label: string) =>
  `An import brings running contracts: a ${label.toLowerCase()} contract is not imported (remove the row; its records stay where they are)`;

export const APPROVED_TOO_EARLY = (stage: string) =>
  `A contract is approved at the Approval stage, not at ${stage}: give the Stage Approval (or later), or leave the Status empty`;

/** Most characters of a reference a row brings. */
export const MAX_REFERENCE = 50;

const STAGE_BY_KEY = new Map<string, ContractStageValue>(CONTRACT_STAGES.map((s) => [headerKey(s), s]));
const STATUS_BY_KEY = new Map<string, ContractStatusValue>([
  ...CONTRACT_STATUSES.map((s) => [headerKey(s), s] as const),
  ["active", "executed"],
]);
const YES = new Set(["yes", "y", "true", "1"]);
const NO = new Set(["no", "n", "false", "0"]);
const PLACEHOLDER_OWNER = "00000000-0000-4000-8000-000000000000";
const uuidField = z.uuid();

/** The schema's path → the column it came from. */
const FIELD_OF_PATH: Record<string, ImportField> = {
  name: "name",
  vendor: "vendorName",
  vendorId: "vendorId",
  ownerId: "owner",
};

/** What a required column says when its cell is empty (the form's words where it has them). */
const REQUIRED: Partial<Record<ImportField, string>> = {
  name: "Contract name is required",
  owner: "Owner is required",
  type: "Type is required",
  value: "Value is required",
  currency: "Currency is required",
  startDate: "Start date is required",
};

/** A number as the schema takes it: a workbook's number, or text that is a plain decimal. */
const numberOf = (cell: RawCell | undefined, text: string) =>
  typeof cell === "number" ? cell : /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : text;

const booleanOf = (text: string) => (YES.has(text.toLowerCase()) ? true : NO.has(text.toLowerCase()) ? false : text);

const countriesOf = (text: string) =>
  text
    .split(/[;,\s]+/)
    .map((c) => c.trim())
    .filter(Boolean);

/** Validates one data row: either a contract ready for the register's checks, or every problem the row has. */
export function validateRow(plan: HeaderPlan, cells: RawCell[], row: number): RowOutcome {
  const { raw, problems, problem, unstorable, sortedProblems, text } = readRowCells(plan, cells, row, HEADER_OF_FIELD);
  const read = (field: ImportField) => (unstorable.has(field) ? "" : text(field));
  const cell = (field: ImportField) => (unstorable.has(field) ? null : (raw.get(field) ?? null));
  const empty = new Set<ImportField>();
  for (const field of Object.keys(REQUIRED) as ImportField[]) {
    if (read(field) || unstorable.has(field)) continue;
    empty.add(field);
    problem(field, REQUIRED[field]!);
  }

  const vendorName = read("vendorName") || null;
  const vendorIdText = read("vendorId") || null;
  if (!vendorName && !vendorIdText && !unstorable.has("vendorName") && !unstorable.has("vendorId"))
    problem(plan.headerOf.has("vendorName") ? "vendorName" : "vendorId", "Vendor is required");
  if (vendorIdText && !uuidField.safeParse(vendorIdText).success)
    problem("vendorId", "Vendor ID must be the id of a vendor in the register");

  const ownerEmail = read("owner");
  if (ownerEmail && !z.email().safeParse(ownerEmail).success)
    problem("owner", "Owner must be the e-mail address of a user, such as name@bank.example");

  const optional = (field: ImportField) => read(field) || undefined;
  const date = (field: ImportField) => {
    const value = cell(field);
    return value instanceof Date ? value : optional(field);
  };
  const input = {
    name: read("name"),
    vendor: vendorName ?? undefined,
    vendorId: vendorIdText && uuidField.safeParse(vendorIdText).success ? vendorIdText : undefined,
    type: read("type"),
    value: numberOf(cell("value"), read("value")),
    currency: read("currency"),
    startDate: date("startDate") ?? "",
    endDate: date("endDate"),
    riskLevel: optional("riskLevel")?.toLowerCase(),
    autoRenewal: optional("autoRenewal") === undefined ? undefined : booleanOf(read("autoRenewal")),
    renewalTermMonths: optional("renewalTermMonths") && numberOf(cell("renewalTermMonths"), read("renewalTermMonths")),
    noticePeriodDays: optional("noticePeriodDays") && numberOf(cell("noticePeriodDays"), read("noticePeriodDays")),
    nextReviewDate: date("nextReviewDate"),
    governingLaw: optional("governingLaw"),
    dataStorageCountries: optional("dataStorageCountries") && countriesOf(read("dataStorageCountries")),
    dataProcessingCountries: optional("dataProcessingCountries") && countriesOf(read("dataProcessingCountries")),
    terminationRights: optional("terminationRights"),
    exitPlan: optional("exitPlan"),
    criticalFunction: optional("criticalFunction") === undefined ? undefined : booleanOf(read("criticalFunction")),
    description: optional("description"),
    ownerId: PLACEHOLDER_OWNER,
  };
  const parsed = createContractInput.safeParse(input);
  if (!parsed.success) {
    const seen = new Set<ImportField>();
    for (const issue of parsed.error.issues) {
      const path = String(issue.path[0] ?? "");
      let field = FIELD_OF_PATH[path] ?? (path as ImportField);
      // "Vendor is required" is said above; a refused vendorId is always the Vendor ID column's.
      if (path === "vendorId" && !vendorIdText) continue;
      if (!HEADER_OF_FIELD.has(field)) field = "name";
      if (empty.has(field) || unstorable.has(field) || seen.has(field)) continue;
      seen.add(field);
      // The form shows the types as a list; a file's reader needs them spelled out.
      problem(
        field,
        field === "type" ? `${issue.message}: ${Object.values(CONTRACT_TYPE_LABELS).join(", ")}` : issue.message,
      );
    }
    if (!problems.length) problem("name", parsed.error.issues[0]?.message ?? "The row is not a valid contract");
  }

  // The regulatory register's columns, with the contract Register tab's rules (register-columns.ts).
  const register = readRegisterCells(
    {
      text: read,
      yesNo: (field) => booleanOf(read(field)),
      number: (field) => numberOf(cell(field), read(field)),
      date,
    },
    problem,
  );

  const stageText = read("stage");
  const stage = stageText ? STAGE_BY_KEY.get(headerKey(stageText)) : "initiation";
  if (!stage) problem("stage", `Stage must be one of ${Object.values(CONTRACT_STAGE_LABELS).join(", ")}`);

  const statusText = read("status");
  const status = statusText ? STATUS_BY_KEY.get(headerKey(statusText)) : undefined;
  if (statusText && !status)
    problem("status", contractStatusField.safeParse(statusText).error?.issues[0]?.message ?? "");
  else if (status === "expired" || status === "terminated") problem("status", ENDED_REFUSED(statusText));
  // An approval is given at the Approval stage; a row marked Approved before it contradicts itself.
  else if (status === "approved" && stage && stageIndex(stage) < stageIndex("approval"))
    problem("status", APPROVED_TOO_EARLY(CONTRACT_STAGE_LABELS[stage]));

  const reference = read("reference") || null;
  if (reference && reference.length > MAX_REFERENCE)
    problem("reference", `Reference must be at most ${MAX_REFERENCE} characters`);

  if (problems.length || !parsed.success || !register) return { contract: null, problems: sortedProblems() };
  // The fields the import names itself (vendor, owner, stage) or never takes (template, status).
  const { vendor: _v, vendorId: _vi, ownerId: _o, stage: _s, templateId: _t, status: _st, ...fields } = parsed.data;
  return {
    contract: {
      ...fields,
      ...register,
      reference,
      vendorName,
      vendorId: vendorIdText,
      ownerEmail,
      stage: stage!,
      approved: isSigned(stage!) || (status === "approved" && stage === "approval"),
    },
    problems,
  };
}
