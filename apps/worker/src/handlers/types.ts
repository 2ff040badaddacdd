import type { Env, RetentionEnv } from "@tprm/api";
import type { JobClient, JobDefinition } from "@tprm/api/jobs";
import type { PrismaClient } from "@tprm/db";
import type { Job } from "bullmq";
import type { Redis } from "ioredis";
import type { z } from "zod";
import type { Mailer } from "../mailer.js";

export interface WorkerDeps {
  mailer: Mailer;
  log: (msg: string) => void;
  /** The database, for jobs that read or write it (exports, imports). main.ts always passes it. */
  db?: PrismaClient;
  /** The settings jobs read (file retention days; APP_URL for e-mailed links). main.ts always passes them. */
  env?: RetentionEnv &
    Partial<Pick<Env, "APP_URL" | "APP_TIME_ZONE" | "DATABASE_URL" | "BACKUP_DIR" | "BACKUP_ENCRYPTION_KEY">>;
  /** Redis, for the state every server reads (a restore's maintenance state). main.ts passes it. */
  redis?: Redis;
  /** The producer side, for jobs that enqueue others (the outbox drain, the schedule dispatcher). main.ts passes it. */
  jobs?: Pick<JobClient, "queue" | "enqueue">;
  /** The job contracts outbox events may name: ALL_JOBS unless a test brings its own. */
  outboxJobs?: readonly JobDefinition<string, z.ZodType>[];
}

export interface JobHandler<TSchema extends z.ZodType = z.ZodType> {
  job: JobDefinition<string, TSchema>;
  run(payload: z.infer<TSchema>, job: Job, deps: WorkerDeps): Promise<unknown>;
  /**
   * The job failed for good: out of attempts, refused (UnrecoverableError), or stalled more than its queue allows
   * (it crashed its worker again: `error.message` is STALLED_TOO_OFTEN, and `run` was not called this time).
   */
  onFailed?(job: Job, error: Error, deps: WorkerDeps): Promise<void>;
  /** The job's worker died while running it; the job is back in the queue and runs again. */
  onStalled?(job: Job, deps: WorkerDeps): Promise<void>;
}

export function handle<TSchema extends z.ZodType>(
  job: JobDefinition<string, TSchema>,
  run: JobHandler<TSchema>["run"],
  hooks: Pick<JobHandler, "onFailed" | "onStalled"> = {},
): JobHandler<TSchema> {
  return { job, run, ...hooks };
}
