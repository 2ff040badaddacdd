import type { Context } from "../context.js";
import { readHeartbeats } from "../jobs/heartbeat.js";
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
  const status = database.status === "up" && redis.status === "up" && worker.status === "up" ? "ok" : "degraded";
  return { status, time: new Date().toISOString(), database, redis, worker };
}

export const systemRouter = router({
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
    .query(({ ctx }) => health(ctx)),
});
