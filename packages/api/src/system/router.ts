import type { Context } from "../context.js";
import { readHeartbeats } from "../jobs/heartbeat.js";
import { procedure, router } from "../trpc.js";

type Check = { status: "up" | "down"; latencyMs: number; error?: string };

async function timed(fn: () => Promise<unknown>): Promise<Check> {
  const start = performance.now();
  try {
    await fn();
    return { status: "up", latencyMs: Math.round(performance.now() - start) };
  } catch (error) {
    return { status: "down", latencyMs: Math.round(performance.now() - start), error: (error as Error).message };
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
