// The outsourcing register (EBA/GL/2019/02 section 11; DORA Art. 28(3)): every arrangement with its provider,
// function, criticality, status, committee decision and contract; and the critical or important ones on their own.
import type { Prisma } from "@tprm/db";
import type { ReportBlock, ReportColumn, ReportContext, ReportSection } from "../document.js";
import { REPORT_SECTIONS } from "../rules.js";
import { arrangementScope, count, isoOrNull, keyset, label, pagedRows, percent } from "./common.js";

// Only the columns the table shows: a workflow row also holds the wizard's answers (JSON) and free texts.
const select = {
  id: true,
  reference: true,
  name: true,
  providerDetails: true,
  jurisdiction: true,
  businessUnit: true,
  materialityClassification: true,
  materialityScore: true,
  status: true,
  startDate: true,
  vendor: { select: { name: true, lei: true, country: true } },
  contract: { select: { reference: true, endDate: true, criticalFunction: true } },
  decisions: { orderBy: { decidedAt: "desc" }, take: 1, select: { decision: true, decidedAt: true } },
} satisfies Prisma.WorkflowSelect;
type Arrangement = Prisma.WorkflowGetPayload<{ select: typeof select }>;

export const ARRANGEMENT_COLUMNS: ReportColumn[] = [
  { key: "reference", label: "Reference", width: 1.3 },
  { key: "name", label: "Arrangement", width: 1.5 },
  { key: "provider", label: "Provider", width: 1.6 },
  { key: "lei", label: "Provider LEI", width: 1.75 },
  { key: "country", label: "Country", width: 0.75 },
  { key: "function", label: "Business unit", width: 1.05 },
  { key: "classification", label: "Classification", width: 1 },
  { key: "materiality", label: "Materiality", width: 0.9, format: "number" },
  { key: "status", label: "Status", width: 0.8 },
  { key: "decision", label: "Committee decision", width: 1.6 },
  { key: "contract", label: "Contract", width: 1.3 },
  { key: "contractEnd", label: "Contract end", width: 1, format: "date" },
  { key: "startDate", label: "Start", width: 1, format: "date" },
];

function arrangementRow(a: Arrangement) {
  const decision = a.decisions[0];
  return {
    reference: a.reference,
    name: a.name,
    provider: a.vendor?.name ?? a.providerDetails ?? null,
    lei: a.vendor?.lei ?? null,
    country: a.vendor?.country ?? a.jurisdiction ?? null,
    function: a.businessUnit,
    classification:
      a.contract?.criticalFunction && a.materialityClassification !== "critical"
        ? "Critical (contract)"
        : label(a.materialityClassification),
    materiality: a.materialityScore,
    status: label(a.status),
    decision: decision ? `${label(decision.decision)} ${isoOrNull(decision.decidedAt)}` : null,
    contract: a.contract?.reference ?? null,
    contractEnd: isoOrNull(a.contract?.endDate),
    startDate: isoOrNull(a.startDate),
  };
}

export function arrangementTable(ctx: ReportContext, where: Prisma.WorkflowWhereInput, title: string, total: number) {
  return {
    kind: "table",
    title,
    columns: ARRANGEMENT_COLUMNS,
    count: total,
    empty: "No arrangements match.",
    rows: pagedRows(
      (after, take) => ctx.db.workflow.findMany({ where, select, ...keyset(after, take) }),
      arrangementRow,
    ),
  } satisfies ReportBlock;
}

export async function registerSection(ctx: ReportContext): Promise<ReportSection> {
  const where = arrangementScope(ctx);
  const [byStatus, byClass, providers, critical] = await Promise.all([
    ctx.db.workflow.groupBy({ by: ["status"], where, _count: { _all: true } }),
    ctx.db.workflow.groupBy({ by: ["materialityClassification"], where, _count: { _all: true } }),
    ctx.db.workflow.groupBy({ by: ["vendorId"], where: { AND: [where, { vendorId: { not: null } }] } }),
    ctx.db.workflow.count({ where: arrangementScope(ctx, true) }),
  ]);
  const total = byStatus.reduce((s, g) => s + g._count._all, 0);
  const status = (s: string) => byStatus.find((g) => g.status === s)?._count._all ?? 0;
  return {
    id: "register",
    title: REPORT_SECTIONS.register.title,
    blocks: [
      {
        kind: "figures",
        items: [
          { label: "Arrangements in the register", value: count(total) },
          { label: "Approved", value: count(status("approved") + status("completed")) },
          { label: "Awaiting the committee", value: count(status("pending")) },
          { label: "Critical or important", value: `${count(critical)} (${percent(critical, total)})` },
          { label: "Under review", value: count(status("initiation") + status("in_progress")) },
          { label: "Deferred", value: count(status("deferred")) },
          { label: "Providers", value: count(providers.length) },
        ],
      },
      {
        kind: "chart",
        title: "Arrangements by status",
        series: byStatus
          .map((g) => ({ label: label(g.status), value: g._count._all }))
          .sort((a, b) => b.value - a.value),
      },
      {
        kind: "chart",
        title: "Arrangements by materiality classification",
        series: byClass
          .map((g) => ({ label: label(g.materialityClassification) || "Not classified", value: g._count._all }))
          .sort((a, b) => b.value - a.value),
      },
      arrangementTable(ctx, where, "Arrangements", total),
    ],
  };
}

export async function criticalArrangementsSection(ctx: ReportContext): Promise<ReportSection> {
  const where = arrangementScope(ctx, true);
  const [total, withExitPlan, withAssessment, approved, byCountry] = await Promise.all([
    ctx.db.workflow.count({ where }),
    ctx.db.workflow.count({ where: { AND: [where, { contract: { exitPlan: { not: null } } }] } }),
    ctx.db.workflow.count({ where: { AND: [where, { riskAssessment: { status: "completed" } }] } }),
    ctx.db.workflow.count({ where: { AND: [where, { status: { in: ["approved", "completed"] } }] } }),
    ctx.db.vendor.groupBy({
      by: ["country"],
      where: { workflows: { some: where } },
      _count: { _all: true },
    }),
  ]);
  return {
    id: "critical-arrangements",
    title: REPORT_SECTIONS["critical-arrangements"].title,
    blocks: [
      {
        kind: "text",
        text:
          "Arrangements classified critical by the materiality assessment, or whose contract supports a critical " +
          "or important function.",
      },
      {
        kind: "figures",
        items: [
          { label: "Critical or important arrangements", value: count(total) },
          { label: "Approved", value: count(approved) },
          {
            label: "With a completed risk assessment",
            value: `${count(withAssessment)} (${percent(withAssessment, total)})`,
          },
          {
            label: "With an exit plan in the contract",
            value: `${count(withExitPlan)} (${percent(withExitPlan, total)})`,
          },
        ],
      },
      {
        kind: "chart",
        title: "Providers of critical or important arrangements by country",
        series: byCountry
          .map((g) => ({ label: g.country ?? "Unknown", value: g._count._all }))
          .sort((a, b) => b.value - a.value)
          .slice(0, 15),
      },
      arrangementTable(ctx, where, "Critical or important arrangements", total),
    ],
  };
}
