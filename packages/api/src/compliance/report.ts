// The compliance report (000 §7 POST /api/compliance/report): the register of obligations as a supervisor reads it —
// where the organisation stands on each requirement, the live evidence, the records cited, and every open gap — as
// a report document (reports/document.ts) drawn by the report engine's PDF renderer. The gaps are read from the
// database in batches while the PDF is drawn, never held whole.
import type { PrismaClient } from "@tprm/db";
import { type ChangeContext, recordChange } from "../audit/record-change.js";
import { calendarDateIn } from "../lib/dates.js";
import type { ReportDocument, ReportRow } from "../reports/document.js";
import { renderReportPdf } from "../reports/pdf/index.js";
import { policyOf, readOrganisationSettings } from "../settings/policy.js";
import { allGaps, GAP_KIND_NAMES, GAP_KINDS } from "./gaps.js";
import { COMPLIANCE_STATUS_NAMES, COMPLIANCE_STATUSES } from "./requirements.js";
import { listRequirements, organisationDay } from "./service.js";

export const COMPLIANCE_REPORT_TITLE = "Compliance report: EBA outsourcing guidelines and DORA";
/** The longest look-back of the evidence (reviews and KPI breaches of the last 12 months). */
const PERIOD_DAYS = 365;

const fmt = (n: number) => n.toLocaleString("en-GB");

export interface ComplianceReportInput {
  now?: Date;
  /** The reader's time zone for the generated-at time; the organisation's when absent. */
  timeZone?: string | null;
  requestedBy: string;
}

export async function buildComplianceDocument(db: PrismaClient, input: ComplianceReportInput): Promise<ReportDocument> {
  const now = input.now ?? new Date();
  const [{ today, timeZone: orgZone }, requirements, settings] = await Promise.all([
    organisationDay(db, now),
    listRequirements(db, now),
    readOrganisationSettings(db),
  ]);
  const rows = requirements.data;
  const gapTotals = new Map<string, number>();
  for (const r of rows) for (const g of r.gaps) gapTotals.set(g.kind, g.count);
  const openGaps = GAP_KINDS.reduce((sum, k) => sum + (gapTotals.get(k) ?? 0), 0);
  const cited = rows.flatMap((r) => r.status.evidence.map((e) => ({ r, e })));
  const byStatus = requirements.summary.byStatus;

  const requirementRows = (): AsyncIterable<ReportRow> =>
    (async function* () {
      for (const r of rows) {
        yield {
          reference: `${r.source === "dora" ? "DORA" : "EBA/GL/2019/02"} ${r.reference}`,
          title: r.title,
          status: COMPLIANCE_STATUS_NAMES[r.status.status],
          evidence: r.evidence
            .map((e) => (e.of === null ? `${e.label}: ${fmt(e.count)}` : `${e.label}: ${fmt(e.count)} of ${fmt(e.of)}`))
            .join("; "),
          gaps: r.openGaps,
          note: r.status.note,
        };
      }
    })();

  return {
    title: COMPLIANCE_REPORT_TITLE,
    type: "regulatory",
    organisationName: policyOf(settings).name,
    generatedAt: now,
    timeZone: input.timeZone || orgZone,
    requestedBy: input.requestedBy,
    periodDays: PERIOD_DAYS,
    sections: [
      {
        id: "compliance-summary",
        title: "Summary",
        blocks: [
          {
            kind: "text",
            text: `Where the organisation stands on the ${rows.length} obligations the platform tracks from the EBA Guidelines on outsourcing arrangements (EBA/GL/2019/02) and the Digital Operational Resilience Act (Regulation (EU) 2022/2554), as of ${requirements.asOf}. Statuses are the assessors' own; evidence and gaps are counted from the registers when the report is generated.`,
          },
          {
            kind: "figures",
            items: [
              { label: "Requirements tracked", value: fmt(rows.length) },
              ...COMPLIANCE_STATUSES.map((s) => ({ label: COMPLIANCE_STATUS_NAMES[s], value: fmt(byStatus[s] ?? 0) })),
              { label: "Open gaps", value: fmt(openGaps) },
            ],
          },
          {
            kind: "chart",
            title: "Requirements by status",
            series: COMPLIANCE_STATUSES.map((s) => ({ label: COMPLIANCE_STATUS_NAMES[s], value: byStatus[s] ?? 0 })),
          },
          {
            kind: "chart",
            title: "Open gaps by kind",
            series: GAP_KINDS.map((k) => ({ label: GAP_KIND_NAMES[k], value: gapTotals.get(k) ?? 0 })),
          },
        ],
      },
      {
        id: "compliance-requirements",
        title: "Requirements",
        blocks: [
          {
            kind: "table",
            title: "Requirements, their evidence and status",
            columns: [
              { key: "reference", label: "Source and reference", width: 1.3 },
              { key: "title", label: "Requirement", width: 1.4 },
              { key: "status", label: "Status", width: 0.9 },
              { key: "evidence", label: "Evidence (counted now)", width: 2.4 },
              { key: "gaps", label: "Open gaps", width: 0.6, align: "right", format: "number" },
              { key: "note", label: "Assessor's note", width: 1.8 },
            ],
            rows: requirementRows,
            count: rows.length,
            empty: "No requirements.",
          },
        ],
      },
      {
        id: "compliance-evidence",
        title: "Records cited as evidence",
        blocks: [
          {
            kind: "table",
            title: "Records the assessors cited",
            columns: [
              { key: "requirement", label: "Requirement", width: 1.6 },
              { key: "kind", label: "Record", width: 0.8 },
              { key: "label", label: "Reference and name", width: 2.4 },
              { key: "setBy", label: "Status set by", width: 1.2 },
            ],
            rows: () =>
              (async function* () {
                for (const { r, e } of cited) {
                  yield { requirement: r.title, kind: e.kind, label: e.label, setBy: r.status.updatedBy?.name ?? "" };
                }
              })(),
            count: cited.length,
            empty: "No records have been cited as evidence yet.",
          },
        ],
      },
      {
        id: "compliance-gaps",
        title: "Open gaps",
        blocks: [
          {
            kind: "figures",
            items: GAP_KINDS.map((k) => ({ label: GAP_KIND_NAMES[k], value: fmt(gapTotals.get(k) ?? 0) })),
          },
          {
            kind: "table",
            title: "Every open gap",
            columns: [
              { key: "kind", label: "Gap", width: 1.5 },
              { key: "reference", label: "Reference", width: 0.9 },
              { key: "record", label: "Record", width: 1.6 },
              { key: "detail", label: "Detail", width: 2.2 },
              { key: "since", label: "Since", width: 0.7, format: "date" },
            ],
            rows: () =>
              (async function* () {
                for await (const g of allGaps(db, today)) {
                  yield {
                    kind: GAP_KIND_NAMES[g.kind],
                    reference: g.reference,
                    record: g.label,
                    detail: g.detail,
                    since: g.since,
                  };
                }
              })(),
            count: openGaps,
            empty: "No open gaps.",
          },
        ],
      },
    ],
  };
}

export async function complianceReportPdf(db: PrismaClient, input: ComplianceReportInput) {
  const doc = await buildComplianceDocument(db, input);
  const { bytes, pageCount } = await renderReportPdf(doc);
  const day = calendarDateIn(doc.generatedAt, doc.timeZone);
  return { bytes, pageCount, filename: `compliance-report-${day}.pdf` };
}

// One report at a time per process: drawing one at 100,000 gaps holds ~300 MB (docs/benchmarks.md), so a second
// request waits for the first instead of doubling that.
let drawing: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(draw: () => Promise<T>): Promise<T> {
  const next = drawing.then(draw, draw);
  drawing = next.catch(() => undefined);
  return next;
}

/** The report for a signed-in caller, generated-at in their time zone, its download recorded in the audit trail. */
export async function downloadComplianceReport(
  db: PrismaClient,
  ctx: ChangeContext,
  user: { id: string; firstName: string; lastName: string; email: string },
) {
  const settings = await db.userSettings.findUnique({ where: { userId: user.id } });
  const report = await oneAtATime(() =>
    complianceReportPdf(db, {
      timeZone: settings?.timeZone,
      requestedBy: `${user.firstName} ${user.lastName}`.trim() || user.email,
    }),
  );
  await db.$transaction((tx) =>
    recordChange(tx, ctx, {
      action: "EXPORT",
      entityType: "ComplianceReport",
      entityId: null,
      description: `Downloaded the compliance report (${report.pageCount} pages)`,
      after: { filename: report.filename, pages: report.pageCount, bytes: report.bytes.length },
    }),
  );
  return report;
}
