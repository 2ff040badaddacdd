// The EBA outsourcing register's file (CSV, XLSX): one column per field of EBA/GL/2019/02 paragraphs 54 and 55,
// headed with the guideline's wording and the paragraph it comes from ("[Paragraph 54(a)]"). Paragraph 55's
// columns stay empty on an arrangement that is not critical or important.
import { CONTRACT_TYPE_LABELS } from "../contracts/rules.js";
import type { EbaRegisterRow } from "../schemas/register-reports.js";
import type { CellValue, ColumnKind, TransferColumn } from "../transfer/cells.js";
import { closedListLabel } from "./catalog.js";

export type EbaExportRow = EbaRegisterRow & { id: string };

export const EBA_SHEET_NAME = "EBA outsourcing register";

const list = (values: string[]) => (values.length ? values.join("; ") : null);
const yesNo = (value: boolean | null | undefined) => (value == null ? null : value ? "Yes" : "No");
const SUBSTITUTABILITY = { easy: "Easy", difficult: "Difficult", impossible: "Impossible" } as const;
const CLOUD_LABELS: Record<string, string> = {
  iaas: "IaaS",
  paas: "PaaS",
  saas: "SaaS",
  public: "Public",
  private: "Private",
  hybrid: "Hybrid",
  community: "Community",
};
const cloudLabel = (value: string | null | undefined) => (value ? (CLOUD_LABELS[value] ?? value) : null);

/** A column of paragraph `paragraph` ("54(a)"), its header the wording and the marker. */
function column(
  paragraph: string,
  wording: string,
  value: (row: EbaExportRow) => CellValue,
  options: { width?: number; kind?: ColumnKind } = {},
): TransferColumn<EbaExportRow> & { paragraph: string } {
  return {
    header: `${wording} [Paragraph ${paragraph}]`,
    paragraph,
    width: options.width ?? 22,
    kind: options.kind ?? "text",
    value,
  };
}

/** Paragraph 55's value, only for a critical or important arrangement. */
const p55 =
  <T extends CellValue>(pick: (p: NonNullable<EbaRegisterRow["paragraph55"]>, row: EbaExportRow) => T) =>
  (row: EbaExportRow): CellValue =>
    row.paragraph55 ? pick(row.paragraph55, row) : null;

function assessmentSummary(a: NonNullable<NonNullable<EbaRegisterRow["paragraph55"]>["lastRiskAssessment"]>) {
  const head = [
    a.overallRisk ? `Overall risk ${a.overallRisk}` : null,
    a.overallScore ? `score ${a.overallScore} / 10` : null,
  ]
    .filter(Boolean)
    .join(", ");
  return [head && `${a.reference}: ${head}.`, a.summary].filter(Boolean).join(" ") || a.reference;
}

export const EBA_COLUMNS = [
  column("54(a)", "Reference number of the outsourcing arrangement", (r) => r.reference, { width: 16 }),
  column("54(a)", "Name of the arrangement", (r) => r.name, { width: 32 }),
  column("54(b)", "Start date", (r) => r.startDate, { kind: "date", width: 12 }),
  column("54(b)", "Next contract renewal date", (r) => r.nextRenewalDate, { kind: "date", width: 12 }),
  column("54(b)", "End date", (r) => r.endDate, { kind: "date", width: 12 }),
  column("54(b)", "Notice date for the institution", (r) => r.noticeDate, { kind: "date", width: 12 }),
  column("54(b)", "Notice period for the institution (days)", (r) => r.noticePeriodDays, { kind: "int" }),
  column("54(b)", "Notice period for the service provider (days)", (r) => r.providerNoticePeriodDays, { kind: "int" }),
  column("54(c)", "Brief description of the outsourced function", (r) => r.functionDescription, { width: 40 }),
  column("54(c)", "Data outsourced", (r) => r.dataDescription, { width: 32 }),
  column("54(d)", "Category", (r) => CONTRACT_TYPE_LABELS[r.category]),
  column("54(d)", "Type of ICT service", (r) =>
    r.ictServiceType ? closedListLabel("ictServiceType", r.ictServiceType) : null,
  ),
  column("54(e)", "Name of the service provider", (r) => r.provider.name, { width: 30 }),
  column("54(e)", "Corporate registration number", (r) => r.provider.registrationNumber),
  column("54(e)", "Legal entity identifier (LEI)", (r) => r.provider.lei),
  column("54(e)", "Registered address", (r) => r.provider.registeredAddress, { width: 36 }),
  column("54(e)", "Parent company", (r) => r.provider.parentCompany),
  column("54(f)", "Countries where the service is performed", (r) => list(r.performanceCountries)),
  column("54(f)", "Location of the data", (r) => list(r.dataStorageCountries)),
  column("54(g)", "Critical or important", (r) => yesNo(r.critical), { width: 10 }),
  column("54(g)", "Reasons why critical or important", (r) => r.criticalityReasons, { width: 36 }),
  column("54(h)", "Cloud service model", (r) => cloudLabel(r.cloud?.serviceModel)),
  column("54(h)", "Cloud deployment model", (r) => cloudLabel(r.cloud?.deploymentModel)),
  column("54(h)", "Nature of the data held in the cloud", (r) => r.cloud?.dataNature ?? null),
  column("54(i)", "Date of the most recent assessment of criticality or importance", (r) => r.criticalityAssessedOn, {
    kind: "date",
    width: 12,
  }),
  column(
    "55(a)",
    "Entities in scope making use of the outsourcing",
    p55((p) => list(p.entities.map((e) => (e.lei ? `${e.name} (${e.lei})` : e.name)))),
    { width: 36 },
  ),
  column(
    "55(c)",
    "Date of the most recent risk assessment",
    p55((p) => p.lastRiskAssessment?.date ?? null),
    {
      kind: "date",
      width: 12,
    },
  ),
  column(
    "55(c)",
    "Summary of the main results of the risk assessment",
    p55((p) => (p.lastRiskAssessment ? assessmentSummary(p.lastRiskAssessment) : null)),
    { width: 40 },
  ),
  column(
    "55(d)",
    "Decision-making body that approved the arrangement",
    p55((p) => p.decisionBody?.committee ?? null),
    {
      width: 30,
    },
  ),
  column(
    "55(e)",
    "Governing law of the agreement",
    p55((p) => p.governingLaw ?? (p.governingLawCountry ? `Law of ${p.governingLawCountry}` : null)),
  ),
  column(
    "55(f)",
    "Date of the most recent audit",
    p55((p) => p.lastAuditOn),
    { kind: "date", width: 12 },
  ),
  column(
    "55(f)",
    "Date of the next scheduled audit",
    p55((p) => p.nextAuditOn),
    { kind: "date", width: 12 },
  ),
  column(
    "55(g)",
    "Sub-outsourcing: names of the subcontractors",
    p55((p) => list(p.subOutsourcing.map((s) => s.name))),
    {
      width: 30,
    },
  ),
  column(
    "55(g)",
    "Sub-outsourcing: countries where the subcontractors are registered",
    p55((p) => list([...new Set(p.subOutsourcing.flatMap((s) => (s.country ? [s.country] : [])))])),
  ),
  column(
    "55(g)",
    "Sub-outsourcing: countries where the service is performed",
    p55((p) => list([...new Set(p.subOutsourcing.flatMap((s) => s.performanceCountries))])),
  ),
  column(
    "55(g)",
    "Sub-outsourcing: locations of the data",
    p55((p) => list([...new Set(p.subOutsourcing.flatMap((s) => s.dataLocations))])),
  ),
  column(
    "55(h)",
    "Outcome of the substitutability assessment",
    p55((p) => (p.substitutability ? SUBSTITUTABILITY[p.substitutability] : null)),
  ),
  column(
    "55(h)",
    "Possibility of reintegration",
    p55((p) => (p.reintegration ? closedListLabel("reintegration", p.reintegration) : null)),
  ),
  column(
    "55(h)",
    "Impact of discontinuing the function",
    p55((p) => (p.discontinuationImpact ? closedListLabel("impact", p.discontinuationImpact) : null)),
  ),
  column(
    "55(i)",
    "Alternative service providers",
    p55((p) => p.alternativeProviders ?? (p.alternativesIdentified === false ? "None identified" : null)),
    { width: 30 },
  ),
  column(
    "55(j)",
    "Time-critical business operations",
    p55((p) => yesNo(p.timeCritical)),
    { width: 10 },
  ),
  column(
    "55(k)",
    "Estimated annual budget cost",
    p55((p) => p.annualCost?.amount ?? null),
    { kind: "money", width: 16 },
  ),
  column(
    "55(k)",
    "Currency of the annual budget cost",
    p55((p) => p.annualCost?.currency ?? null),
    { width: 10 },
  ),
];
