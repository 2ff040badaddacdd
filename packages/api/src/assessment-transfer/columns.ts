// The columns of a risk assessment export, and how an import reads them back. One table: the export writes
// `header`, the import matches any header whose letters and digits (case, spaces and punctuation aside) equal the
// header's, its field's or one of its aliases. The legacy score columns of spec 000 §3 (itScore, financialScore …)
// are read too, mapped onto their domains (rules.ts LEGACY_SCORE_FIELDS); they are never written.
import { RISK_LEVEL_LABELS, type RiskLevelValue } from "../lib/risk-levels.js";
import {
  ASSESSMENT_DOMAINS,
  ASSESSMENT_STATUS_LABELS,
  ASSESSMENT_TYPE_LABELS,
  type AssessmentDomainKey,
  type AssessmentStatusValue,
  type AssessmentTypeValue,
  DOMAIN_LABELS,
  LEGACY_SCORE_FIELD_NAMES,
  type LegacyScoreField,
  progressFromCount,
} from "../risk-assessments/rules.js";
import { columnLookup, headersOfFields, type ImportColumn } from "../transfer/cells.js";

/** One exported assessment, as the export's query reads it (export-service.ts). */
export interface AssessmentExportRow {
  id: string;
  reference: string;
  vendorId: string;
  vendorName: string;
  type: AssessmentTypeValue;
  status: AssessmentStatusValue;
  leadAssessorEmail: string;
  /** The team's e-mails in the team's order, "; "-separated; null without a team. */
  teamEmails: string | null;
  /** Calendar dates, "YYYY-MM-DD". */
  assessmentDate: string;
  nextReviewDate: string | null;
  serviceCategory: string | null;
  /** numeric(4,2) as text: "7.25". */
  overallScore: string | null;
  overallRisk: RiskLevelValue | null;
  domainsCompleted: number;
  /** The domain sections that exist (a domain without a row has neither score nor notes). */
  domains: Partial<Record<AssessmentDomainKey, { s: number | null; n: string | null }>> | null;
  recommendations: string | null;
  comments: string | null;
  mitigationPlan: string | null;
  submittedAt: Date | null;
  submittedByEmail: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What an import fills from a column (absent: an export-only column the assessment derives). */
export type ImportField =
  | "reference"
  | "vendorName"
  | "type"
  | "status"
  | "leadAssessor"
  | "team"
  | "assessmentDate"
  | "nextReviewDate"
  | "serviceCategory"
  | `score:${AssessmentDomainKey}`
  | `notes:${AssessmentDomainKey}`
  | `legacy:${LegacyScoreField}`
  | "recommendations"
  | "comments"
  | "mitigationPlan";

export type AssessmentColumn = ImportColumn<AssessmentExportRow, ImportField>;

/** The worksheet of an XLSX export (and of the import template). */
export const SHEET_NAME = "Risk assessments";

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const TEXT_HELP = "Free text, at most 5,000 characters.";
export const SCORE_HELP =
  "A whole number from 0 to 10, 10 being the most risk; empty while the domain is not assessed.";
const NOTES_HELP = "The domain's notes, at most 5,000 characters.";
/** The example row's scores: an assessment under way (two domains still open). */
const EXAMPLE_SCORES: Partial<Record<AssessmentDomainKey, number>> = {
  vendorFinancialResilience: 4,
  itBusinessContinuity: 6,
  complianceLegal: 3,
  tprmSubcontracting: 5,
  concentrationSystem: 7,
  reputationalStrategic: 2,
  exitStrategyTermination: 6,
};

function domainColumns(domain: AssessmentDomainKey): AssessmentColumn[] {
  const label = DOMAIN_LABELS[domain];
  return [
    {
      header: `${label} Score`,
      width: 12,
      kind: "int",
      value: (r) => r.domains?.[domain]?.s ?? null,
      field: `score:${domain}`,
      aliases: [`${domain}Score`, `${domain}.score`],
      help: SCORE_HELP,
      example: EXAMPLE_SCORES[domain] ?? null,
    },
    {
      header: `${label} Notes`,
      width: 36,
      kind: "text",
      value: (r) => r.domains?.[domain]?.n ?? null,
      field: `notes:${domain}`,
      aliases: [`${domain}Notes`, `${domain}.notes`],
      help: NOTES_HELP,
      example: domain === "itBusinessContinuity" ? "Recovery tested in March; RTO 4 hours" : null,
    },
  ];
}

export const ASSESSMENT_COLUMNS: AssessmentColumn[] = [
  {
    header: "Reference",
    width: 14,
    kind: "text",
    value: (r) => r.reference,
    field: "reference",
    help: "Leave it out: each imported assessment is given a new reference (RA-<year>-<number>). A row whose reference is already in the register is refused (an import only adds assessments).",
  },
  {
    header: "Vendor",
    width: 32,
    kind: "text",
    value: (r) => r.vendorName,
    field: "vendorName",
    aliases: ["vendorName", "vendor name"],
    required: true,
    help: "The vendor's name exactly as in the register (capitals aside); a name no vendor or several vendors have is refused.",
    example: "Stratus Harbour Cloud",
  },
  { header: "Vendor ID", width: 38, kind: "text", value: (r) => r.vendorId, aliases: ["vendorId"] },
  {
    header: "Type",
    width: 16,
    kind: "text",
    value: (r) => ASSESSMENT_TYPE_LABELS[r.type],
    field: "type",
    aliases: ["assessmentType"],
    help: "Comprehensive, Initial, Periodic Review or Triggered (Comprehensive when empty).",
    example: "Periodic Review",
  },
  {
    header: "Status",
    width: 12,
    kind: "text",
    value: (r) => ASSESSMENT_STATUS_LABELS[r.status],
    field: "status",
    help: "Draft or In Progress (Draft when empty; a draft with a scored domain is In Progress). Completed is refused: an assessment is completed by submitting it, which notifies the stakeholders.",
    example: "In Progress",
  },
  {
    header: "Lead Assessor",
    width: 30,
    kind: "text",
    value: (r) => r.leadAssessorEmail,
    field: "leadAssessor",
    aliases: ["leadAssessorEmail", "assessor"],
    required: true,
    help: "The e-mail address of an active user.",
    example: "risk.manager@demo.tprm.example",
  },
  {
    header: "Team",
    width: 40,
    kind: "text",
    value: (r) => r.teamEmails,
    field: "team",
    aliases: ["teamEmails", "assessingTeam"],
    help: "The e-mail addresses of active users, separated by semicolons or commas; at most 20.",
    example: "it.security@demo.tprm.example; compliance.officer@demo.tprm.example",
  },
  {
    header: "Assessment Date",
    width: 14,
    kind: "text",
    value: (r) => r.assessmentDate,
    field: "assessmentDate",
    help: "A date such as 2026-03-31 (ISO 8601); today when empty.",
    example: "2026-03-31",
  },
  {
    header: "Next Review Date",
    width: 14,
    kind: "text",
    value: (r) => r.nextReviewDate,
    field: "nextReviewDate",
    help: "A date such as 2027-03-31 (ISO 8601); when empty, submitting sets it from the overall risk.",
    example: null,
  },
  {
    header: "Service Category",
    width: 22,
    kind: "text",
    value: (r) => r.serviceCategory,
    field: "serviceCategory",
    help: "The service assessed, at most 200 characters.",
    example: "Cloud hosting",
  },
  { header: "Overall Score", width: 10, kind: "decimal", value: (r) => r.overallScore },
  {
    header: "Overall Risk",
    width: 11,
    kind: "text",
    value: (r) => (r.overallRisk ? RISK_LEVEL_LABELS[r.overallRisk] : null),
  },
  { header: "Progress %", width: 10, kind: "int", value: (r) => progressFromCount(r.domainsCompleted).percent },
  ...ASSESSMENT_DOMAINS.flatMap(domainColumns),
  {
    header: "Recommendations",
    width: 36,
    kind: "text",
    value: (r) => r.recommendations,
    field: "recommendations",
    help: TEXT_HELP,
    example: "Agree an exit plan before renewal",
  },
  {
    header: "Comments",
    width: 36,
    kind: "text",
    value: (r) => r.comments,
    field: "comments",
    help: TEXT_HELP,
    example: null,
  },
  {
    header: "Mitigation Plan",
    width: 36,
    kind: "text",
    value: (r) => r.mitigationPlan,
    field: "mitigationPlan",
    help: TEXT_HELP,
    example: null,
  },
  { header: "Submitted At", width: 25, kind: "date", value: (r) => iso(r.submittedAt) },
  { header: "Submitted By", width: 30, kind: "text", value: (r) => r.submittedByEmail },
  { header: "Created At", width: 25, kind: "date", value: (r) => iso(r.createdAt) },
  { header: "Updated At", width: 25, kind: "date", value: (r) => iso(r.updatedAt) },
];

/** The legacy score columns an import reads (never exported): the header is the spec's field name. */
const LEGACY_COLUMNS: AssessmentColumn[] = LEGACY_SCORE_FIELD_NAMES.map((name) => ({
  header: name,
  width: 10,
  kind: "int",
  value: () => null,
  field: `legacy:${name}` as const,
}));

/** The column a file's header names (header, field name and aliases all count; a legacy field by its header only). */
export const columnForHeader = columnLookup([...ASSESSMENT_COLUMNS, ...LEGACY_COLUMNS], (column) => [
  column.header,
  ...(column.field?.includes(":") ? [] : [column.field]),
  ...(column.aliases ?? []),
]);

/** The columns an import reads (a field of its own), in the export's order; the legacy ones are not listed. */
export const IMPORT_COLUMNS = ASSESSMENT_COLUMNS.filter((c) => c.field);

/** The columns of the import template: those an import reads, but the Reference (only an export's rows have one). */
export const TEMPLATE_COLUMNS = IMPORT_COLUMNS.filter((c) => c.field !== "reference");

/** The header each import field is exported under (for messages about a field the file did not name). */
export const HEADER_OF_FIELD = headersOfFields([...ASSESSMENT_COLUMNS, ...LEGACY_COLUMNS]);
