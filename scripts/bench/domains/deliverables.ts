/**
 * `npm run bench -- deliverables` — the dashboard's Governance Status and Deliverable Calendar (issue 20 items 4, 5)
 * at the 100,000-vendor scale, on the dashboard benchmark's data (dashboard-data.ts: vendors, contracts, workflows,
 * assessments, policies, committees and meetings in proportion) plus what the calendar reads and that data lacks:
 * 40 % of contracts renewing automatically with a notice period, completed assessments' next review dates, and 500
 * scheduled reports. GET /api/dashboard/governance-status and /deliverable-calendar (this month's grid, 6 weeks, and
 * a year as the feed reads it), at 1 and 4 clients beside the very SQL they sent, on the server as `npm start` runs
 * it (one process, pool 10).
 *
 * Target: each GET's p95 ≤ 100 ms. Options: those of the dashboard benchmark, and BENCH_CALLS
 * (governance-status,calendar-month,calendar-year).
 */
import { type CallGroup, measureGetCalls } from "../get-calls.js";
import * as h from "../harness.js";
import { startRedis } from "../processes.js";
import { dashboardCounts, seedDashboard } from "./dashboard-data.js";

const VOLUME = {
  vendors: h.option("DASHBOARD_VENDORS", 100_000),
  arrangements: h.option("DASHBOARD_ARRANGEMENTS", 10_000),
  policies: h.option("DASHBOARD_POLICIES", 2_000),
  notifications: h.option("DASHBOARD_NOTIFICATIONS", 200_000),
};
const CLIENTS = h.listOption("CLIENTS", "1,4");
const REQUESTS = h.option("REQUESTS", 200);
const SECONDS = h.option("SECONDS", 6);
const CHOSEN = (h.textOption("CALLS") ?? "governance-status,calendar-month,calendar-year")
  .split(",")
  .map((t) => t.trim());
const TARGET = { p95Ms: 100, ratio: 0.5 };

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The month grid the dashboard asks for: whole weeks, Monday first, around this month (calendar-view.ts). */
function gridOfThisMonth() {
  const first = new Date(`${iso(new Date()).slice(0, 7)}-01T00:00:00Z`);
  first.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7));
  const last = new Date(first);
  last.setUTCDate(last.getUTCDate() + 41);
  return { from: iso(first), to: iso(last) };
}

function calls(): CallGroup[] {
  const today = iso(new Date());
  const month = gridOfThisMonth();
  const year = `from=${today.slice(0, 4)}-01-01&to=${today.slice(0, 4)}-12-31`;
  return [
    { key: "governance-status", tab: "Governance Status", paths: ["/api/dashboard/governance-status"] },
    {
      key: "calendar-month",
      tab: "Calendar, month grid",
      paths: [`/api/dashboard/deliverable-calendar?from=${month.from}&to=${month.to}`],
    },
    { key: "calendar-year", tab: "Calendar, a year", paths: [`/api/dashboard/deliverable-calendar?${year}`] },
  ];
}

/** What the calendar reads and the dashboard's data leaves empty (idempotent: only rows still without it). */
async function seedCalendar(url: string) {
  await h.withClient(url, async (c) => {
    await c.query(`SELECT setseed(0.41)`);
    await c.query(
      `UPDATE "Contract" SET "autoRenewal" = true, "renewalTermMonths" = 12,
         "noticePeriodDays" = 30 + floor(random() * 150)::int
       WHERE "endDate" IS NOT NULL AND "noticePeriodDays" IS NULL AND random() < 0.4`,
    );
    await c.query(
      `UPDATE "RiskAssessment" SET "nextReviewDate" = "assessmentDate" + 365
       WHERE "status" = 'completed' AND "nextReviewDate" IS NULL`,
    );
    const { rows } = await c.query(`SELECT count(*)::int AS n FROM "Schedule" WHERE "key" LIKE 'report:%'`);
    if (rows[0].n === 0) {
      const template = await c.query(
        `INSERT INTO "ReportTemplate" ("id","name","type","sections","updatedAt")
         VALUES (gen_random_uuid(), 'Bench calendar template', 'executive', '{}', now()) RETURNING "id"`,
      );
      await c.query(
        `WITH r AS (
           INSERT INTO "Report" ("id","name","type","frequency","templateId","updatedAt")
           SELECT gen_random_uuid(), 'Bench scheduled report ' || g, 'executive', 'monthly', $1::uuid, now()
           FROM generate_series(1, 500) g RETURNING "id"
         ), s AS (
           INSERT INTO "Schedule" ("id","key","name","jobName","cron","nextRunAt","updatedAt")
           SELECT gen_random_uuid(), 'report:' || r."id", 'Bench', 'report-schedule', '0 6 1 * *',
             now() + (random() * 365) * interval '1 day', now()
           FROM r RETURNING "id", "key"
         )
         UPDATE "Report" SET "scheduleId" = s."id" FROM s WHERE s."key" = 'report:' || "Report"."id"`,
        [template.rows[0].id],
      );
    }
    await c.query(`ANALYZE "Contract"; ANALYZE "RiskAssessment"; ANALYZE "Schedule"; ANALYZE "Report"`);
  });
}

async function run(): Promise<h.Report> {
  const database = await h.benchDatabase("deliverables");
  const url = database.url;
  if ((await dashboardCounts(url)).snapshots === 0) await seedDashboard(url, VOLUME);
  await seedCalendar(url);
  const counts = await dashboardCounts(url);
  const env = h.benchEnv(url, await startRedis());
  const { base } = await h.startInProcess(env);
  const auth = { authorization: `Bearer ${await h.signInNewAdmin(url, base)}` };
  const { rows, results, after } = await measureGetCalls({
    url,
    env,
    base,
    auth,
    groups: calls(),
    chosen: CHOSEN,
    clients: CLIENTS,
    requests: REQUESTS,
    seconds: SECONDS,
    target: TARGET,
  });
  const n = (value: number | undefined) => (value ?? 0).toLocaleString("en");
  const header = h.machineLine(
    await h.postgresVersion(url),
    `${n(counts.vendors)} vendors, ${n(counts.contracts)} contracts, ${n(counts.workflows)} workflows, ` +
      `${n(counts.assessments)} assessments, ${n(counts.policies)} policies; 500 scheduled reports; server as npm ` +
      `start runs it, 1 process, pool ${h.POOL_SIZE}`,
  );
  return { header, rows, results, after };
}

export const domain: h.Domain = {
  summary: "100,000 vendors: the dashboard's Governance Status and Deliverable Calendar",
  run,
};
