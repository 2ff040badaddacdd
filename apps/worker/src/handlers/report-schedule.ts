import { createReportRun, nudgeOutbox, SYSTEM } from "@tprm/api";
import { reportScheduleJob } from "@tprm/api/jobs";
import { reportScheduleKey } from "@tprm/api/schemas";
import { requireDb } from "./transfer-support.js";
import { handle } from "./types.js";

/**
 * A scheduled report's time came (the dispatcher enqueued its Schedule row's job): records the run (trigger
 * scheduled, actor System) in one transaction whose outbox event queues report-generate, which builds, stores and
 * delivers it. A report deleted, made Ad-hoc or paused since the dispatch runs nothing, and a dispatch runs once.
 */
export const reportScheduleHandler = handle(reportScheduleJob, async (payload, _job, deps) => {
  const db = requireDb(deps);
  const report = await db.report.findUnique({ where: { id: payload.reportId } });
  const schedule = await db.schedule.findUnique({ where: { key: reportScheduleKey(payload.reportId) } });
  if (!report || report.deletedAt || report.frequency === "ad_hoc" || !schedule || schedule.paused) {
    deps.log(`report schedule ${payload.reportId}: nothing to run (deleted, unscheduled or paused)`);
    return { skipped: true };
  }
  // The job run again (its worker stalled, or it was retried) makes no second run: a scheduled run recorded since
  // this dispatch (the schedule's lastRunAt) is this dispatch's, and its recipients were e-mailed once already.
  const already = schedule.lastRunAt
    ? await db.reportRun.findFirst({
        where: { reportId: report.id, trigger: "scheduled", createdAt: { gte: schedule.lastRunAt } },
        select: { id: true },
      })
    : null;
  if (already) {
    deps.log(`report schedule ${payload.reportId}: this dispatch already made run ${already.id}`);
    return { skipped: true };
  }
  const run = await createReportRun(db, SYSTEM, { reportId: report.id, trigger: "scheduled" });
  if (deps.jobs) nudgeOutbox(deps.jobs, deps.log);
  return run;
});
