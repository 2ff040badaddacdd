// GET /api/dashboard/key-metrics: the organisation's figures (figures-sql.ts), the caller's own (workflow drafts,
// unread critical notifications), each with its trend against the snapshot stored 30 days earlier, and only the
// figures the caller's role may view (DASHBOARD_ACCESS.figures).
import { Prisma, sqlRows } from "@tprm/db";
import type { SignedInContext } from "../context.js";
import { addDays, isoDate } from "../lib/dates.js";
import { allows, DASHBOARD_ACCESS } from "../permissions/access.js";
import {
  DASHBOARD_FIGURE_KEYS,
  type DashboardFigure,
  type DashboardFigureKey,
  type KeyMetrics,
} from "../schemas/dashboard.js";
import { organisationFiguresCache } from "./figure-cache.js";
import { poolReader, readOrganisationFigures } from "./figures-sql.js";
import { SPEC_DEFAULTS, TREND_DAYS, trendOf } from "./formulas.js";
import { organisationDay } from "./snapshot.js";

/** Days of stored snapshots the trend chart draws. */
export const HISTORY_DAYS = 90;

interface SnapshotRow {
  date: Date;
  metrics: Record<string, number | null>;
}

async function personalFigures(ctx: SignedInContext) {
  const [row] = await sqlRows<{ drafts: number; critical: number }>(
    ctx.sql,
    Prisma.sql`SELECT
      (SELECT count(*) FROM "WorkflowDraft" d WHERE d."userId" = ${ctx.auth.user.id}::uuid)::int AS drafts,
      (SELECT count(*) FROM "Notification" n WHERE n."userId" = ${ctx.auth.user.id}::uuid AND n."inApp"
        AND n."readAt" IS NULL AND n."priority" = 'critical')::int AS critical`,
  );
  return { workflowDrafts: row?.drafts ?? 0, criticalNotifications: row?.critical ?? 0 };
}

export async function keyMetrics(ctx: SignedInContext): Promise<KeyMetrics> {
  const role = ctx.auth.user.role;
  const today = await organisationDay(ctx.db);
  const since = addDays(today, -HISTORY_DAYS);
  const [measured, personal, snapshots] = await Promise.all([
    organisationFiguresCache.read(ctx.sql, today, () => readOrganisationFigures(poolReader(ctx.sql), today)),
    personalFigures(ctx),
    sqlRows<SnapshotRow>(
      ctx.sql,
      Prisma.sql`SELECT "date", "metrics" FROM "MetricSnapshot" WHERE "date" >= ${since}::date ORDER BY "date"`,
    ),
  ]);
  const organisation = measured.value;
  const compareDay = addDays(today, -TREND_DAYS);
  const earlier = snapshots.find((s) => isoDate(s.date) === compareDay) ?? null;
  const current: Record<DashboardFigureKey, number | null> = { ...organisation.figures, ...personal };
  const figure = (key: DashboardFigureKey): DashboardFigure | null => {
    if (!allows(role, DASHBOARD_ACCESS.figures[key])) return null;
    const value = current[key];
    const previous = earlier?.metrics[key];
    const trend = trendOf(value, previous);
    return {
      value,
      specDefault: value === null ? (SPEC_DEFAULTS[key] ?? null) : null,
      trend,
      comparedWith: trend.kind === "change" ? compareDay : null,
    };
  };
  const visible = (key: DashboardFigureKey) => allows(role, DASHBOARD_ACCESS.figures[key]);
  return {
    asOf: today,
    measuredAt: measured.measuredAt.toISOString(),
    figures: Object.fromEntries(DASHBOARD_FIGURE_KEYS.map((k) => [k, figure(k)])) as KeyMetrics["figures"],
    riskByLevel: visible("riskScore") ? organisation.riskByLevel : null,
    history: snapshots.map((s) => ({
      date: isoDate(s.date),
      metrics: Object.fromEntries(
        Object.entries(s.metrics).filter(
          ([k]) => (DASHBOARD_FIGURE_KEYS as readonly string[]).includes(k) && visible(k as DashboardFigureKey),
        ),
      ),
    })),
  };
}
