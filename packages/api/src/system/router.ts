import { z } from "zod";
import type { Context } from "../context.js";
import { readHeartbeats } from "../jobs/heartbeat.js";
import { todayIn } from "../lib/dates.js";
import { isAdmin } from "../permissions/roles.js";
import { healthOutput } from "../schemas/system.js";
import { procedure, router } from "../trpc.js";

type Check = { status: "up" | "down"; latencyMs: number; error?: string };

/** A check that has not answered by then is down: health answers within a second whatever hangs. */
const CHECK_TIMEOUT_MS = 800;

async function timed(fn: () => Promise<unknown>): Promise<Check> {
  const start = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([fn(), timeout]);
    return { status: "up", latencyMs: Math.round(performance.now() - start) };
  } catch (error) {
    return { status: "down", latencyMs: Math.round(performance.now() - start), error: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}

export async function health(ctx: Context) {
  const [database, redis] = await Promise.all([timed(() => ctx.db.$queryRaw`SELECT 1`), timed(() => ctx.redis.ping())]);
  const workers = redis.status === "up" ? await readHeartbeats(ctx.redis).catch(() => []) : [];
  const worker = { status: workers.length > 0 ? ("up" as const) : ("down" as const), count: workers.length, workers };
  const status =
    database.status === "up" && redis.status === "up" && worker.status === "up"
      ? ("ok" as const)
      : ("degraded" as const);
  return { status, time: new Date().toISOString(), database, redis, worker };
}

/**
 * What an anonymous caller (a load balancer, a monitor) is told: up or down, latencies, how many workers beat and
 * when. Worker ids (host name and process id) and the checks' error texts (addresses, ports) describe our
 * machines: only a signed-in Admin sees them (docs/DECISIONS.md, "Public health answer").
 */
export function publicHealth(report: Awaited<ReturnType<typeof health>>) {
  const { error: _db, ...database } = report.database;
  const { error: _redis, ...redis } = report.redis;
  const workers = report.worker.workers.map(({ lastBeatAt }) => ({ lastBeatAt }));
  return { ...report, database, redis, worker: { ...report.worker, workers } };
}

/** The organisation's calendar: the forms' "today" (defaults, limits) is the server's. */
export const calendarOutput = z.object({
  timeZone: z.string().describe("The organisation's IANA time zone (APP_TIME_ZONE), e.g. Europe/London"),
  today: z.string().describe("Today's date there, YYYY-MM-DD"),
});

export const systemRouter = router({
  calendar: procedure
    .meta({
      access: "public",
      rest: {
        method: "GET",
        path: "/api/system/calendar",
        summary: "The organisation's time zone and today's date there",
        tags: ["System"],
      },
    })
    .output(calendarOutput)
    .query(({ ctx }) => ({ timeZone: ctx.env.APP_TIME_ZONE, today: todayIn(ctx.env.APP_TIME_ZONE) })),
  health: procedure
    .meta({
      access: "public",
      rest: {
        method: "GET",
        path: "/api/system/health",
        summary: "Database, Redis and worker status",
        tags: ["System"],
      },
    })
    .output(healthOutput)
    .query(async ({ ctx }) => {
      const report = await health(ctx);
      return ctx.auth && isAdmin(ctx.auth.user.role) ? report : publicHealth(report);
    }),
});
