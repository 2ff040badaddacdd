import { JobClient, loadEnv } from "@tprm/api";
import { createPrismaClient } from "@tprm/db";
import { Redis } from "ioredis";
import { HANDLERS } from "./handlers/index.js";
import { createMailer } from "./mailer.js";
import { scheduleJobs } from "./schedules.js";
import { startWorkers } from "./worker-host.js";

const env = loadEnv();
const log = (msg: string) => console.log(`[worker] ${msg}`);
const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: env.OUTBOX_DIR, log });
const db = createPrismaClient(env.DATABASE_URL, { poolSize: 5 });
const host = startWorkers(redis, HANDLERS, { mailer, log, db, env });
log(`started ${host.id}`);
// Housekeeping the worker runs by itself (file retention: hourly). A failure here stops no job from running.
const jobs = new JobClient(redis);
scheduleJobs(jobs).then(
  (names) => log(`scheduled ${names.join(", ") || "nothing"}`),
  (error: Error) => log(`scheduling failed: ${error.message}`),
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log(`${signal}: finishing running jobs before exit`);
  // Jobs still running when the grace period ends are left locked and BullMQ hands them to another worker.
  const grace = setTimeout(() => process.exit(1), 30_000);
  await host.close();
  await jobs.close();
  mailer.close();
  await db.$disconnect();
  redis.disconnect();
  clearTimeout(grace);
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
