// The daily snapshot of the organisation's key figures (MetricSnapshot), which the trends compare with. The worker
// runs it hourly (jobs/dashboard-snapshot.ts); the first run of each day in the organisation's time zone stores the
// day's row and later runs leave it, so a day missed at midnight (worker down) is still stored once it is back.
// A snapshot is a measurement, not a change to any record: no audit row (docs/DECISIONS.md, "Dashboard").
import type { PrismaClient } from "@tprm/db";
import { todayIn } from "../lib/dates.js";
import { organisationPolicy } from "../settings/policy.js";
import { prismaReader, readOrganisationFigures } from "./figures-sql.js";

/** Today in the organisation's time zone (Settings; UTC until one is saved): the day the dashboard describes. */
export async function organisationDay(db: PrismaClient, now = new Date()): Promise<string> {
  const { timeZone } = await organisationPolicy(db);
  return todayIn(timeZone, now);
}

export interface SnapshotRun {
  date: string;
  stored: boolean;
}

/** Stores today's figures unless today's row exists. */
export async function storeDailySnapshot(db: PrismaClient, now = new Date()): Promise<SnapshotRun> {
  const date = await organisationDay(db, now);
  const exists = await db.metricSnapshot.findUnique({ where: { date: new Date(date) }, select: { id: true } });
  if (exists) return { date, stored: false };
  const { figures } = await readOrganisationFigures(prismaReader(db), date);
  const created = await db.metricSnapshot.createMany({
    data: [{ date: new Date(date), metrics: { ...figures } }],
    skipDuplicates: true,
  });
  return { date, stored: created.count === 1 };
}
