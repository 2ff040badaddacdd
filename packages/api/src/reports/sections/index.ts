// The report engine's entry: each section id's builder, and the document a run renders (docs/REPORTS.md, engine).
import type { ReportFilters } from "../../schemas/reports.js";
import type { ReportContext, ReportDocument, SectionBuilder } from "../document.js";
import type { ReportSectionId, ReportTypeValue } from "../rules.js";
import { assessmentsDueSection, assessmentsSection } from "./assessments.js";
import { kpiBreachesSection, trendsSection } from "./breaches-trends.js";
import { RISK_ORDER } from "./common.js";
import { contractExpiriesSection, contractsSection } from "./contracts.js";
import { invoicesSection } from "./invoices.js";
import { concentrationSection, riskPostureSection } from "./posture.js";
import { providersSection } from "./providers.js";
import { criticalArrangementsSection, registerSection } from "./register.js";
import { workflowsOverdueSection } from "./workflows.js";

export const SECTION_BUILDERS: Record<ReportSectionId, SectionBuilder> = {
  register: registerSection,
  providers: providersSection,
  "critical-arrangements": criticalArrangementsSection,
  contracts: contractsSection,
  assessments: assessmentsSection,
  "risk-posture": riskPostureSection,
  "assessments-due": assessmentsDueSection,
  concentration: concentrationSection,
  "kpi-breaches": kpiBreachesSection,
  trends: trendsSection,
  invoices: invoicesSection,
  "workflows-overdue": workflowsOverdueSection,
  "contract-expiries": contractExpiriesSection,
};

/** The filters in words, for the title page: "Vendors rated critical or high; critical or important arrangements only". */
export function describeScope(filters: ReportFilters): string {
  const parts: string[] = [];
  if (filters.riskLevels.length) {
    const levels = RISK_ORDER.filter((r) => filters.riskLevels.includes(r));
    parts.push(`Vendors rated ${levels.join(" or ")}`);
  }
  if (filters.criticalOnly) parts.push("critical or important arrangements only");
  if (!parts.length) return "All vendors and arrangements";
  const text = parts.join("; ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The document of one run: each section's figures and charts are computed now, in order (one at a time, so a run
 * holds one section's queries on the pool); tables are read later, by each renderer, page by page.
 */
export async function buildReportDocument(
  ctx: ReportContext,
  input: {
    title: string;
    type: ReportTypeValue;
    sections: ReportSectionId[];
    organisationName: string;
    requestedBy: string;
  },
): Promise<ReportDocument> {
  const sections = [];
  for (const id of input.sections) sections.push(await SECTION_BUILDERS[id](ctx));
  return {
    title: input.title,
    type: input.type,
    organisationName: input.organisationName,
    generatedAt: ctx.now,
    timeZone: ctx.timeZone,
    requestedBy: input.requestedBy,
    periodDays: ctx.filters.periodDays,
    scope: describeScope(ctx.filters),
    sections,
  };
}
