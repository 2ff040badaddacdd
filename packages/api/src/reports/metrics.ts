// GET /api/reports/distribution-metrics (issue 17 §4): the deliveries of the last 30 or 90 days — sent, failed,
// bounced and still pending — in all, per report and per recipient group (External for addresses outside the
// directory), and the latest failures with their last error, so a failed delivery is visible.
import type { SignedInContext } from "../context.js";
import { REPORT_RECIPIENT_GROUPS } from "./rules.js";
import { deliveryDto } from "./runs.js";

type Status = "pending" | "sent" | "failed" | "bounced";
type Counts = Record<Status, number>;
const zero = (): Counts => ({ sent: 0, failed: 0, bounced: 0, pending: 0 });
const FAILURES_SHOWN = 50;

export async function distributionMetrics(ctx: SignedInContext, input: { days: number }, now = new Date()) {
  const since = new Date(now.getTime() - input.days * 86_400_000);
  const where = { createdAt: { gte: since } };
  const [byReport, byGroup, failures] = await Promise.all([
    ctx.db.reportDelivery.groupBy({ by: ["reportId", "status"], where, _count: { _all: true } }),
    ctx.db.reportDelivery.groupBy({ by: ["recipientGroup", "status"], where, _count: { _all: true } }),
    ctx.db.reportDelivery.findMany({
      where: { ...where, status: { in: ["failed", "bounced"] } },
      orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
      take: FAILURES_SHOWN,
      include: { report: { select: { name: true } } },
    }),
  ]);

  const totals = zero();
  const reports = new Map<string | null, Counts>();
  for (const g of byReport) {
    const c = reports.get(g.reportId) ?? zero();
    c[g.status] += g._count._all;
    totals[g.status] += g._count._all;
    reports.set(g.reportId, c);
  }
  const names = new Map(
    (
      await ctx.db.report.findMany({
        where: { id: { in: [...reports.keys()].filter((id): id is string => id !== null) } },
        select: { id: true, name: true },
      })
    ).map((r) => [r.id, r.name]),
  );

  const groups = new Map<string, Counts>();
  for (const g of byGroup) {
    const group = g.recipientGroup ?? "External";
    const c = groups.get(group) ?? zero();
    c[g.status] += g._count._all;
    groups.set(group, c);
  }
  const knownGroups = [...REPORT_RECIPIENT_GROUPS, "External"] as const;

  return {
    days: input.days,
    since,
    totals,
    byReport: [...reports.entries()]
      .map(([reportId, c]) => ({ reportId, name: reportId ? (names.get(reportId) ?? "") : "", ...c }))
      .sort((a, b) => b.sent + b.failed + b.bounced - (a.sent + a.failed + a.bounced) || a.name.localeCompare(b.name)),
    byGroup: knownGroups.flatMap((group) => {
      const c = groups.get(group);
      return c ? [{ group, ...c }] : [];
    }),
    failures: failures.map((d) => ({ ...deliveryDto(d), runId: d.runId, reportName: d.report?.name ?? null })),
  };
}
