// Validation of imported rows: plain functions (no database), unit-tested in import-rows.test.ts. Each row goes
// through the vendor create schema (schemas/vendors.ts: the same rules as the New Vendor form and POST
// /api/vendors, LEI check digits included) plus the import's own rules: status free text classified by the spec's
// keywords, risk rating and criticality by label, dates in ISO 8601. Duplicates (within the file and against the
// register) are found by collectDuplicates once every row has been read.
// Text PostgreSQL cannot store (a NUL character, a lone UTF-16 surrogate: lib/storable-text.ts, the check every API
// input gets) is refused here for every cell the import reads, header or value, with its row and column: whatever
// way it came in (a byte in the file, an XML character reference such as &#0; or &#xD800;). What a report shows of
// a refused text has those characters replaced (U+FFFD), so the report itself can be stored.
import { z } from "zod";
import type { RiskLevelValue } from "../lib/risk-levels.js";
import { CLOSED_LISTS } from "../register/catalog.js";
import { optionalText, riskLevelField } from "../schemas/fields.js";
import { vendorIdentificationFields } from "../schemas/register-links.js";
import { classifyVendorStatus, createVendorInput, type VendorStatusValue } from "../schemas/vendors.js";
import { cellText, isBlankRow, unstorableCell } from "../transfer/import-cells.js";
import { planHeaderRow, readRowCells, type HeaderPlan as SharedHeaderPlan } from "../transfer/import-rows.js";
import type { RawCell } from "../transfer/read-rows.js";
import {
  CONTRACT_VALUE_HEADER,
  CONTRACT_VALUE_NOT_READ,
  columnForHeader,
  HEADER_OF_FIELD,
  type ImportField,
} from "./columns.js";
import type { ImportProblem } from "./public.js";

export { isBlankRow, unstorableCell };

export type HeaderPlan = SharedHeaderPlan<ImportField>;

/**
 * Reads the header row: which column fills which field. The Name column is required; a field named twice is not.
 * A Contract Value column (an export's, or a file made for the vendor's old contract value) is not read, and is
 * listed with the columns not read together with why: the value is derived from the vendor's contracts.
 */
export function planHeaders(cells: RawCell[], headerRow: number): HeaderPlan {
  const plan = planHeaderRow(cells, headerRow, { columnForHeader, headerOfField: HEADER_OF_FIELD });
  for (const cell of cells) {
    const header = cellText(cell);
    if (header && columnForHeader(header)?.header === CONTRACT_VALUE_HEADER) {
      plan.ignored.push(`${header} (${CONTRACT_VALUE_NOT_READ})`);
    }
  }
  if (!plan.headerOf.has("name")) {
    plan.problems.push({
      row: headerRow,
      column: null,
      value: null,
      reason:
        'The first row must name the columns, with at least a "Name" column (the headers of an export, or the plain names name, legalName, country, ...).',
    });
  }
  return plan;
}

export interface ImportedVendor {
  /** The file's own ID column, when it has one: only used to refuse rows of vendors already in the register. */
  sourceId: string | null;
  name: string;
  legalName: string | null;
  businessType: string | null;
  country: string | null;
  countryOfService: string | null;
  contactPerson: string | null;
  email: string | null;
  phone: string | null;
  currency: string;
  servicesProvided: string[];
  status: VendorStatusValue;
  statusNote: string | null;
  riskRating: RiskLevelValue | null;
  criticality: RiskLevelValue;
  lei: string | null;
  registrationNumber: string | null;
  registeredAddress: string | null;
  parentCompany: string | null;
  euid: string | null;
  vatNumber: string | null;
  passportNumber: string | null;
  personType: string | null;
  latinName: string | null;
  nextReviewDate: Date | null;
}

const CREATE_FIELDS = new Set<string>(Object.keys(createVendorInput.shape));
/** The register's identification columns: the same rules as the vendor record's Register tab. */
const identificationInput = z.object(vendorIdentificationFields);
const IDENTIFICATION_FIELDS = Object.keys(vendorIdentificationFields) as (keyof typeof vendorIdentificationFields)[];
/** A person type by its code or its label ("Legal person"), any case. */
const personTypeCode = (text: string) =>
  Object.entries(CLOSED_LISTS.personType).find(
    ([code, label]) => code === text || label.toLowerCase() === text.toLowerCase(),
  )?.[0] ?? text;
const statusNoteField = optionalText("Status note", 500);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function parseDate(cell: RawCell): Date | null | "invalid" {
  if (cell === null) return null;
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? "invalid" : cell;
  const text = String(cell).trim();
  if (!text) return null;
  if (!ISO_DATE.test(text)) return "invalid";
  // A date alone is that day at midnight UTC, not local midnight.
  const date = new Date(text.length === 10 ? `${text}T00:00:00Z` : text);
  return Number.isNaN(date.getTime()) ? "invalid" : date;
}

export interface RowOutcome {
  vendor: ImportedVendor | null;
  problems: ImportProblem[];
}

/** Validates one data row. Either a vendor ready to insert, or every problem the row has. */
export function validateRow(plan: HeaderPlan, cells: RawCell[], row: number): RowOutcome {
  const { raw, text, problem, unstorable, sortedProblems } = readRowCells(plan, cells, row, HEADER_OF_FIELD);

  // The create schema: name, contact details, money, country and currency codes, services, criticality, LEI.
  const input: Record<string, unknown> = {};
  for (const field of CREATE_FIELDS) {
    const cell = raw.get(field as ImportField);
    if (unstorable.has(field as ImportField)) continue;
    if (cell === undefined || cell === null || cellText(cell) === "") continue;
    if (field === "criticality") input[field] = cellText(cell).toLowerCase();
    else input[field] = cellText(cell);
  }
  if (input.name === undefined) input.name = "";
  const parsed = createVendorInput.safeParse(input);
  if (!parsed.success) {
    const seen = new Set<string>(unstorable);
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "name") as ImportField;
      if (seen.has(field)) continue;
      seen.add(field);
      problem(field, issue.message);
    }
  }

  const riskText = unstorable.has("riskRating") ? "" : text("riskRating");
  let riskRating: RiskLevelValue | null = null;
  if (riskText) {
    const risk = riskLevelField.safeParse(riskText.toLowerCase());
    if (risk.success) riskRating = risk.data;
    else problem("riskRating", "Risk rating must be Low, Medium, High or Critical");
  }

  const classified = classifyVendorStatus(text("status"));
  const fileNote = statusNoteField.safeParse(unstorable.has("statusNote") ? "" : text("statusNote"));
  if (!fileNote.success) problem("statusNote", fileNote.error.issues[0]?.message ?? "Status note is too long");
  const notes = [classified.statusNote, fileNote.success ? fileNote.data : null].filter(Boolean);

  const nextReviewDate = unstorable.has("nextReviewDate") ? null : parseDate(raw.get("nextReviewDate") ?? null);
  if (nextReviewDate === "invalid") problem("nextReviewDate", "Next review date must be a date such as 2027-03-31");

  const identification: Record<string, string> = {};
  for (const field of IDENTIFICATION_FIELDS) {
    const value = unstorable.has(field) ? "" : text(field);
    if (value) identification[field] = field === "personType" ? personTypeCode(value) : value;
  }
  const ids = identificationInput.safeParse(identification);
  if (!ids.success) {
    for (const issue of ids.error.issues) problem(String(issue.path[0]) as ImportField, issue.message);
  }

  const problems = sortedProblems();
  if (problems.length || !parsed.success || !ids.success || nextReviewDate === "invalid") {
    return { vendor: null, problems };
  }
  const v: z.infer<typeof createVendorInput> = parsed.data;
  return {
    vendor: {
      sourceId: text("id") || null,
      name: v.name,
      legalName: v.legalName ?? null,
      businessType: v.businessType ?? null,
      country: v.country ?? null,
      countryOfService: v.countryOfService ?? null,
      contactPerson: v.contactPerson ?? null,
      email: v.email ?? null,
      phone: v.phone ?? null,
      currency: v.currency ?? "USD",
      servicesProvided: v.servicesProvided ?? [],
      status: classified.status,
      statusNote: notes.length ? notes.join(" — ").slice(0, 500) : null,
      riskRating,
      criticality: v.criticality ?? "medium",
      lei: v.lei ?? null,
      registrationNumber: v.registrationNumber ?? null,
      registeredAddress: v.registeredAddress ?? null,
      parentCompany: v.parentCompany ?? null,
      euid: ids.data.euid ?? null,
      vatNumber: ids.data.vatNumber ?? null,
      passportNumber: ids.data.passportNumber ?? null,
      personType: ids.data.personType ?? null,
      latinName: ids.data.latinName ?? null,
      nextReviewDate,
    },
    problems,
  };
}

export interface Keyed {
  row: number;
  key: string;
}

/**
 * Rows whose key (an LEI, an ID) appeared on an earlier row of the same file, or already exists in the register
 * (`existing` maps the key to the vendor's name). The first occurrence in the file stays valid unless it exists.
 */
export function collectDuplicates(
  keyed: Keyed[],
  existing: Map<string, string>,
  column: string,
  what: string,
): ImportProblem[] {
  const firstRow = new Map<string, number>();
  const problems: ImportProblem[] = [];
  for (const { row, key } of keyed) {
    const owner = existing.get(key);
    if (owner !== undefined) {
      problems.push({ row, column, value: key, reason: `${what} ${key} already belongs to ${owner} in the register` });
      continue;
    }
    const first = firstRow.get(key);
    if (first !== undefined) {
      problems.push({ row, column, value: key, reason: `${what} ${key} is also on row ${first} of this file` });
    } else firstRow.set(key, row);
  }
  return problems;
}
