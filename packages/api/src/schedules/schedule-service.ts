// Schedules in PostgreSQL: built-in ones seeded by the worker's dispatcher, others added by users; one dispatcher (the worker's
// "schedule-dispatch" job) enqueues what is due. Each run is claimed with a conditional update on nextRunAt, in
// the transaction that writes its outbox event, so a run is enqueued once however many workers dispatch at once,
// and never lost when Redis is away (the outbox drain enqueues it when Redis is back).
import type { Prisma, PrismaClient, Schedule } from "@tprm/db";
import type { z } from "zod";
import { type ChangeContext, recordChange, SYSTEM } from "../audit/record-change.js";
import { ASSESSMENT_REVIEW_REMINDERS_SCHEDULE } from "../jobs/assessment-review-reminders.js";
import { AUDIT_CHECKPOINT_SCHEDULE } from "../jobs/audit.js";
import { BACKUP_SCHEDULE_CHECK_SCHEDULE } from "../jobs/backups.js";
import { CONTRACT_REMINDERS_SCHEDULE } from "../jobs/contract-reminders.js";
import { DASHBOARD_SNAPSHOT_SCHEDULE } from "../jobs/dashboard-snapshot.js";
import type { JobDefinition } from "../jobs/define-job.js";
import { fileRetentionJob } from "../jobs/file-retention.js";
import { INVOICE_OVERDUE_SCHEDULE } from "../jobs/invoice-overdue.js";
import { NOTIFICATION_DIGEST_SCHEDULES } from "../jobs/notifications.js";
import { POLICY_REVIEW_REMINDERS_SCHEDULE } from "../jobs/policy-review-reminders.js";
import { WEBHOOK_SWEEP_SCHEDULE } from "../jobs/webhooks.js";
import { WORKFLOW_DEFERRAL_REMINDERS_SCHEDULE } from "../jobs/workflow-deferral-reminders.js";
import { badRequest, conflict } from "../lib/errors.js";
import { writeOutboxEvents } from "../outbox/events.js";
import { cronProblem, nextRunAfter } from "./cron.js";

type Jobs = readonly JobDefinition<string, z.ZodType>[];

export const SCHEDULE_ENTITY = "Schedule";

export interface ScheduleInput {
  key: string;
  name: string;
  jobName: string;
  payload?: Prisma.InputJsonValue;
  cron: string;
  timeZone?: string;
  paused?: boolean;
}

/** Built-in schedules: seeded as rows when missing, so users see, pause and re-time them like their own. */
export const BUILT_IN_SCHEDULES: readonly ScheduleInput[] = [
  {
    key: fileRetentionJob.name,
    name: "Delete exports and import files past their retention",
    jobName: fileRetentionJob.name,
    cron: "0 * * * *",
    timeZone: "UTC",
  },
  // Notification digests, one per frequency (each user's is sent when due where they are: notifications/rules.ts).
  ...NOTIFICATION_DIGEST_SCHEDULES,
  // Finance hears of invoices that became overdue, once a day.
  INVOICE_OVERDUE_SCHEDULE,
  // Lead assessors and Risk Managers hear of reassessments overdue or due within 30 days, at most weekly each.
  ASSESSMENT_REVIEW_REMINDERS_SCHEDULE,
  // Contracts renew or expire as their end dates pass; owners, Legal and Procurement hear 90, 60 and 30 days ahead.
  CONTRACT_REMINDERS_SCHEDULE,
  // Policy owners hear of reviews 30 and 14 days ahead and once passed; policies past their review date expire.
  POLICY_REVIEW_REMINDERS_SCHEDULE,
  // The owner and the committee of a deferred outsourcing arrangement hear of it on its review date, once.
  WORKFLOW_DEFERRAL_REMINDERS_SCHEDULE,
  // Webhook deliveries whose retry is overdue (their delayed job was lost) are queued again, every five minutes.
  WEBHOOK_SWEEP_SCHEDULE,
  // The audit trail's chain head signed every five minutes (docs/AUDIT.md).
  AUDIT_CHECKPOINT_SCHEDULE,
  // The dashboard's figures of the day, stored by the first hourly run after the organisation's midnight (trends).
  DASHBOARD_SNAPSHOT_SCHEDULE,
  // The nightly backup: every five minutes the check enqueues the day's backup once its time has come (BackupSettings).
  BACKUP_SCHEDULE_CHECK_SCHEDULE,
];

function checked(input: ScheduleInput, jobs: Jobs) {
  const timeZone = input.timeZone ?? "UTC";
  const problem = cronProblem(input.cron, timeZone);
  if (problem) throw badRequest(problem);
  const job = jobs.find((j) => j.name === input.jobName);
  if (!job) throw badRequest(`There is no job named "${input.jobName}".`);
  const parsed = job.schema.safeParse(input.payload ?? {});
  if (!parsed.success) throw badRequest(`The payload does not suit ${job.name}: ${parsed.error.issues[0]?.message}`);
  return { timeZone, payload: parsed.data as Prisma.InputJsonValue };
}

/** Adds a schedule (a user's report or backup), recorded as a change; its first run is the pattern's next time. */
export async function createSchedule(
  db: PrismaClient,
  ctx: ChangeContext,
  input: ScheduleInput,
  jobs: Jobs,
  now = new Date(),
): Promise<Schedule> {
  const { timeZone, payload } = checked(input, jobs);
  return db.$transaction(async (tx) => {
    if (await tx.schedule.findUnique({ where: { key: input.key } })) {
      throw conflict(`A schedule named ${input.key} already exists.`);
    }
    const schedule = await tx.schedule.create({
      data: {
        key: input.key,
        name: input.name,
        jobName: input.jobName,
        payload,
        cron: input.cron,
        timeZone,
        paused: input.paused ?? false,
        nextRunAt: nextRunAfter(input.cron, timeZone, now),
        createdById: ctx.auth?.user.id ?? null,
      },
    });
    await recordChange(tx, ctx, {
      action: "CREATE",
      entityType: SCHEDULE_ENTITY,
      entityId: schedule.id,
      after: schedule,
      description: `Scheduled ${schedule.name} (${schedule.cron}, ${schedule.timeZone})`,
    });
    return schedule;
  });
}

/**
 * Seeds the built-in schedules that are missing; a built-in one a user re-timed or paused is left as it is. Cheap and
 * idempotent (one insert that skips existing keys): the dispatcher runs it before each dispatch, so a worker that
 * started while PostgreSQL was unreachable still gets its built-in schedules once PostgreSQL answers.
 */
export async function seedBuiltInSchedules(db: PrismaClient, jobs: Jobs, now = new Date()) {
  for (const input of BUILT_IN_SCHEDULES) {
    const { timeZone, payload } = checked(input, jobs);
    await db.schedule.createMany({
      data: [
        {
          key: input.key,
          name: input.name,
          jobName: input.jobName,
          payload,
          cron: input.cron,
          timeZone,
          builtIn: true,
          nextRunAt: nextRunAfter(input.cron, timeZone, now),
        },
      ],
      skipDuplicates: true,
    });
  }
}

/**
 * Enqueues (through the outbox) every schedule that is due and moves it to its next run. Safe to run on several
 * workers at once: a run belongs to whoever moves nextRunAt from the value it read. A schedule that was due
 * several times while no worker ran runs once, late, and then keeps to its pattern. A schedule whose job this worker
 * does not know (a newer job during a rolling deploy) is left alone, still due, for a worker that knows it. Returns
 * the runs it claimed.
 */
export async function dispatchDueSchedules(db: PrismaClient, jobs: Jobs, now = new Date()) {
  const due = await db.schedule.findMany({
    where: { paused: false, nextRunAt: { lte: now }, jobName: { in: jobs.map((j) => j.name) } },
    orderBy: { nextRunAt: "asc" },
    take: 100,
  });
  const claimed: string[] = [];
  for (const schedule of due) {
    const job = jobs.find((j) => j.name === schedule.jobName);
    if (!job) continue;
    await db.$transaction(async (tx) => {
      const parsed = job.schema.safeParse(schedule.payload);
      let next: Date | null = null;
      let problem: string | null = parsed.success
        ? null
        : `The payload no longer suits the job: ${parsed.error.message}`;
      if (!problem) {
        try {
          next = nextRunAfter(schedule.cron, schedule.timeZone, now);
        } catch (error) {
          problem = (error as Error).message;
        }
      }
      const { count } = await tx.schedule.updateMany({
        where: { id: schedule.id, nextRunAt: schedule.nextRunAt, paused: false },
        data: problem
          ? { paused: true, lastError: problem.slice(0, 1_000) }
          : { nextRunAt: next!, lastRunAt: now, lastError: null },
      });
      if (count !== 1) return; // another worker took this run
      if (problem) {
        await recordChange(tx, SYSTEM, {
          action: "UPDATE",
          entityType: SCHEDULE_ENTITY,
          entityId: schedule.id,
          description: `Paused the schedule ${schedule.name}: ${problem}`,
        });
        return;
      }
      await writeOutboxEvents(tx, [{ type: schedule.jobName, payload: parsed.data as Prisma.InputJsonValue }]);
      claimed.push(schedule.id);
    });
  }
  return claimed;
}
