// Validation of imported assessment rows: plain functions (no database), unit-tested in import-rows.test.ts. What
// needs the register — the vendor named, the people's e-mails, references already used — is checked once every row
// has been read (import-parse.ts). Scores follow the shared schema (0–10, whole numbers), legacy score columns are
// mapped with scoresFromLegacy, texts have the form's limits, and a row never completes an assessment.
import { z } from "zod";
import { CALENDAR_MAX, CALENDAR_MIN, type IsoDate, isIsoDate } from "../lib/dates.js";
import {
  ASSESSMENT_DOMAINS,
  ASSESSMENT_TYPES,
  type AssessmentDomainKey,
  type AssessmentTypeValue,
  DOMAIN_LABELS,
  type DomainScores,
  type LegacyScoreField,
  type LegacyScores,
  scoresFromLegacy,
} from "../risk-assessments/rules.js";
import { optionalText } from "../schemas/fields.js";
import { domainScoreField } from "../schemas/risk-assessments.js";
import { headerKey } from "../transfer/cells.js";
import { cellText } from "../transfer/import-cells.js";
import { planHeaderRow, readRowCells, type HeaderPlan as SharedHeaderPlan } from "../transfer/import-rows.js";
import type { ImportProblem } from "../transfer/public.js";
import type { RawCell } from "../transfer/read-rows.js";
import { columnForHeader, HEADER_OF_FIELD, type ImportField } from "./columns.js";

export type HeaderPlan = SharedHeaderPlan<ImportField>;

/** Reads the header row: which column fills which field. Vendor and Lead Assessor are required; no field twice. */
export function planHeaders(cells: RawCell[], headerRow: number): HeaderPlan {
  const plan = planHeaderRow(cells, headerRow, { columnForHeader, headerOfField: HEADER_OF_FIELD });
  const { headerOf, problems } = plan;
  const missing = (["vendorName", "leadAssessor"] as const).filter((f) => !headerOf.has(f));
  if (missing.length) {
    problems.push({
      row: headerRow,
      column: null,
      value: null,
      reason: `The first row must name the columns, with at least ${missing.map((f) => `a "${HEADER_OF_FIELD.get(f)}" column`).join(" and ")} (the headers of an export or of the template).`,
    });
  }
  return plan;
}

/** A row as the import will write it, once the register has named the vendor and the people. */
export interface ImportedAssessment {
  /** The file's own Reference, when it has one: only used to refuse rows of assessments already in the register. */
  sourceReference: string | null;
  vendorName: string;
  leadAssessorEmail: string;
  teamEmails: string[];
  type: AssessmentTypeValue;
  /** As the file says it (the import then applies statusAfterSave). */
  status: "draft" | "in_progress";
  /** Null: the day of the import. */
  assessmentDate: IsoDate | null;
  nextReviewDate: IsoDate | null;
  serviceCategory: string | null;
  recommendations: string | null;
  comments: string | null;
  mitigationPlan: string | null;
  /** The domains with a score or notes. */
  domains: Partial<Record<AssessmentDomainKey, { score: number | null; notes: string | null }>>;
}

export interface RowOutcome {
  assessment: ImportedAssessment | null;
  problems: ImportProblem[];
}

export const COMPLETED_REFUSED =
  "An import does not complete assessments: import it as Draft or In Progress, then submit it (submitting checks that every domain is scored and notifies the stakeholders)";

const TYPE_BY_KEY = new Map<string, AssessmentTypeValue>(ASSESSMENT_TYPES.map((t) => [headerKey(t), t]));
const STATUS_BY_KEY = new Map<string, "draft" | "in_progress" | "completed">([
  ["draft", "draft"],
  ["inprogress", "in_progress"],
  ["completed", "completed"],
]);
const emailField = z.email();
const MAX_TEAM = 20;
const longText = (label: string) => optionalText(label, 5000);
const TEXT_FIELDS = [
  ["serviceCategory", optionalText("Service category", 200)],
  ["recommendations", longText("Recommendations")],
  ["comments", longText("Comments")],
  ["mitigationPlan", longText("Mitigation plan")],
] as const;
const notesField = longText("Notes");

/** "2026-03-31", or a date cell of a workbook; "invalid" for anything else. */
function parseDate(cell: RawCell | undefined): IsoDate | null | "invalid" {
  if (cell === null || cell === undefined) return null;
  // A workbook's date cell passes the same 1900–2099 range as typed text (a far serial would overflow the column).
  const text =
    cell instanceof Date ? (Number.isNaN(cell.getTime()) ? "" : cell.toISOString().slice(0, 10)) : String(cell).trim();
  if (cell instanceof Date && !text) return "invalid";
  if (!text) return null;
  return isIsoDate(text) && text >= CALENDAR_MIN && text <= CALENDAR_MAX ? text : "invalid";
}

/** Validates one data row: either an assessment ready for the register's checks, or every problem the row has. */
export function validateRow(plan: HeaderPlan, cells: RawCell[], row: number): RowOutcome {
  const { raw, text, headerFor, problems, problem, unstorable, sortedProblems } = readRowCells(
    plan,
    cells,
    row,
    HEADER_OF_FIELD,
  );
  const read = (field: ImportField) => (unstorable.has(field) ? "" : text(field));

  const vendorName = read("vendorName");
  if (!vendorName && !unstorable.has("vendorName")) problem("vendorName", "Vendor name is required");

  const leadAssessorEmail = read("leadAssessor");
  if (!leadAssessorEmail && !unstorable.has("leadAssessor")) problem("leadAssessor", "Assessor is required");
  else if (leadAssessorEmail && !emailField.safeParse(leadAssessorEmail).success)
    problem("leadAssessor", "Lead assessor must be the e-mail address of a user, such as name@bank.example");

  const teamEmails = [
    ...new Set(
      read("team")
        .split(/[;,\n]/)
        .map((e) => e.trim())
        .filter(Boolean),
    ),
  ];
  const notEmails = teamEmails.filter((e) => !emailField.safeParse(e).success);
  if (notEmails.length) problem("team", `Team must list e-mail addresses; not one: ${notEmails.join(", ")}`);
  else if (teamEmails.length > MAX_TEAM) problem("team", `At most ${MAX_TEAM} team members`);

  const typeText = read("type");
  const type = typeText ? TYPE_BY_KEY.get(headerKey(typeText)) : "comprehensive";
  if (!type) problem("type", "Type must be Comprehensive, Initial, Periodic Review or Triggered");

  const statusText = read("status");
  const status = statusText ? STATUS_BY_KEY.get(headerKey(statusText)) : "draft";
  if (status === "completed") problem("status", COMPLETED_REFUSED);
  else if (!status) problem("status", "Status must be Draft or In Progress");

  const dates = { assessmentDate: "Assessment date", nextReviewDate: "Next review date" } as const;
  const parsedDates: Partial<Record<keyof typeof dates, IsoDate | null>> = {};
  for (const [field, label] of Object.entries(dates) as [keyof typeof dates, string][]) {
    const date = unstorable.has(field) ? null : parseDate(raw.get(field));
    if (date === "invalid") problem(field, `${label} must be a date such as 2026-03-31 (YYYY-MM-DD)`);
    else parsedDates[field] = date;
  }

  const texts: Record<string, string | null> = {};
  for (const [field, schema] of TEXT_FIELDS) {
    const parsed = schema.safeParse(read(field));
    if (parsed.success) texts[field] = parsed.data ?? null;
    else problem(field, parsed.error.issues[0]?.message ?? "Too long");
  }

  // Domain scores, directly and through the legacy columns; then the notes.
  const scoreOf = (field: ImportField): number | undefined => {
    const cell = unstorable.has(field) ? null : (raw.get(field) ?? null);
    if (cellText(cell) === "") return undefined;
    // A cell's text is a score when it is a plain decimal number ("7", "7.0"); the schema takes numbers only.
    const text = cellText(cell).trim();
    const value = typeof cell === "number" ? cell : /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
    const parsed = domainScoreField.safeParse(value);
    if (parsed.success) return parsed.data;
    problem(field, parsed.error.issues[0]?.message ?? "Score must be a whole number from 0 to 10");
    return undefined;
  };
  const direct: DomainScores = {};
  for (const domain of ASSESSMENT_DOMAINS) {
    const score = scoreOf(`score:${domain}`);
    if (score !== undefined) direct[domain] = score;
  }
  const legacy: LegacyScores = {};
  for (const field of plan.fieldAt) {
    if (!field?.startsWith("legacy:")) continue;
    const score = scoreOf(field);
    if (score !== undefined) legacy[field.slice("legacy:".length) as LegacyScoreField] = score;
  }
  const { scores, conflicts } = scoresFromLegacy(legacy, direct);
  for (const { domain, fields } of conflicts) {
    const columns = fields.map((f) =>
      headerFor(f.startsWith("domains.") ? `score:${domain}` : (`legacy:${f}` as ImportField)),
    );
    for (const [i, column] of columns.entries()) {
      const others = columns.filter((_, j) => j !== i).join(", ");
      problems.push({
        row,
        column,
        value: null,
        reason: `${others} gives ${DOMAIN_LABELS[domain]} another score; keep one value`,
      });
    }
  }
  const domains: ImportedAssessment["domains"] = {};
  for (const domain of ASSESSMENT_DOMAINS) {
    const parsed = notesField.safeParse(read(`notes:${domain}`));
    if (!parsed.success) problem(`notes:${domain}`, parsed.error.issues[0]?.message ?? "Notes are too long");
    const notes = parsed.success ? (parsed.data ?? null) : null;
    const score = direct[domain] ?? scores[domain] ?? null;
    if (score !== null || notes !== null) domains[domain] = { score, notes };
  }

  if (problems.length) return { assessment: null, problems: sortedProblems() };
  return {
    assessment: {
      sourceReference: read("reference") || null,
      vendorName,
      leadAssessorEmail,
      teamEmails,
      type: type!,
      status: status as "draft" | "in_progress",
      assessmentDate: parsedDates.assessmentDate ?? null,
      nextReviewDate: parsedDates.nextReviewDate ?? null,
      serviceCategory: texts.serviceCategory ?? null,
      recommendations: texts.recommendations ?? null,
      comments: texts.comments ?? null,
      mitigationPlan: texts.mitigationPlan ?? null,
      domains,
    },
    problems,
  };
}
