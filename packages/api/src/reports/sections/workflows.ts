// Workflows and overdue items: the open workflows of every type, those past their target date, those awaiting the
// committee, and deferrals whose review date has passed.
import type { Prisma } from "@tprm/db";
import { CLOSED_STATUSES } from "../../workflows/rules.js";
import type { ReportContext, ReportSection } from "../document.js";
import { REPORT_SECTIONS } from "../rules.js";
import { asDate, CRITICAL_ARRANGEMENT, count, days, daysFrom, isoOrNull, keyset, label, pagedRows } from "./common.js";

function openScope(ctx: ReportContext): Prisma.WorkflowWhereInput {
  const and: Prisma.WorkflowWhereInput[] = [{ status: { notIn: [...CLOSED_STATUSES] } }];
  if (ctx.filters.riskLevels.length) and.push({ vendor: { riskRating: { in: ctx.filters.riskLevels } } });
  if (ctx.filters.criticalOnly) and.push({ type: "new_outsourcing" }, CRITICAL_ARRANGEMENT);
  return { AND: and };
}

export async function workflowsOverdueSection(ctx: ReportContext): Promise<ReportSection> {
  const { today } = days(ctx);
  const open = openScope(ctx);
  const overdue: Prisma.WorkflowWhereInput = { AND: [open, { targetDate: { lt: asDate(today) } }] };
  const [byType, overdueByType, pending, deferralsDue] = await Promise.all([
    ctx.db.workflow.groupBy({ by: ["type"], where: open, _count: { _all: true } }),
    ctx.db.workflow.groupBy({ by: ["type"], where: overdue, _count: { _all: true } }),
    ctx.db.workflow.count({ where: { AND: [open, { status: "pending" }] } }),
    ctx.db.workflow.count({ where: { AND: [open, { status: "deferred", nextReviewDate: { lt: asDate(today) } }] } }),
  ]);
  const total = byType.reduce((s, g) => s + g._count._all, 0);
  const overdueTotal = overdueByType.reduce((s, g) => s + g._count._all, 0);
  return {
    id: "workflows-overdue",
    title: REPORT_SECTIONS["workflows-overdue"].title,
    blocks: [
      {
        kind: "figures",
        items: [
          { label: "Open workflows", value: count(total) },
          { label: "Past their target date", value: count(overdueTotal) },
          { label: "Awaiting the committee", value: count(pending) },
          { label: "Deferrals past their review date", value: count(deferralsDue) },
        ],
      },
      {
        kind: "chart",
        title: "Open workflows by type",
        series: byType.map((g) => ({ label: label(g.type), value: g._count._all })).sort((a, b) => b.value - a.value),
      },
      {
        kind: "chart",
        title: "Overdue workflows by type",
        series: overdueByType
          .map((g) => ({ label: label(g.type), value: g._count._all }))
          .sort((a, b) => b.value - a.value),
      },
      {
        kind: "table",
        title: "Overdue workflows",
        count: overdueTotal,
        empty: "No open workflow is past its target date.",
        columns: [
          { key: "reference", label: "Reference", width: 1.1 },
          { key: "name", label: "Workflow", width: 2.2 },
          { key: "type", label: "Type", width: 1.3 },
          { key: "owner", label: "Owner", width: 1.3 },
          { key: "vendor", label: "Vendor", width: 1.6 },
          { key: "status", label: "Status", width: 0.9 },
          { key: "step", label: "Current step", width: 1.2 },
          { key: "target", label: "Target date", width: 0.9, format: "date" },
          { key: "late", label: "Days overdue", width: 0.8, format: "number" },
        ],
        rows: pagedRows(
          (after, take) =>
            ctx.db.workflow.findMany({
              where: overdue,
              include: { owner: { select: { firstName: true, lastName: true } }, vendor: { select: { name: true } } },
              ...keyset(after, take, [{ targetDate: "asc" }]),
            }),
          (w) => {
            const target = isoOrNull(w.targetDate) as string;
            return {
              reference: w.reference,
              name: w.name,
              type: label(w.type),
              owner: `${w.owner.firstName} ${w.owner.lastName}`,
              vendor: w.vendor?.name ?? null,
              status: label(w.status),
              step: label(w.currentStep),
              target,
              late: daysFrom(target, today),
            };
          },
        ),
      },
    ],
  };
}
