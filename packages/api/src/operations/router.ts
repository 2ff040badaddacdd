// The operations procedures (issue 19; spec 000 §7 "System"; docs/OPERATIONS.md): an Admin's view of the platform's
// health, queues, metrics and database, its backups and restores, the export of everything and the validation of an
// import. Each part keeps its procedures in its own folder; this router gathers them. GET /api/system/metrics
// (Prometheus text) is a Fastify route (apps/server/src/plugins/metrics.ts), documented from metrics/http.ts.
import { router, signedInProcedure } from "../trpc.js";
import { backupProcedures } from "./backups/router.js";
import { databaseStats } from "./database-stats/service.js";
import { databaseStatsOutput } from "./database-stats/shape.js";
import { exportAllProcedures } from "./export-all/router-procedures.js";
import { QUEUE_BOARD_PATH, queueCounts, queueStatusOutput } from "./metrics/queues.js";
import { RequestWindow, requestSeriesOutput } from "./metrics/request-window.js";

const tags = ["System"];

export const operationsRouter = router({
  ...exportAllProcedures,
  ...backupProcedures,
  queues: signedInProcedure
    .meta({
      access: "admin",
      rest: {
        method: "GET",
        path: "/api/system/queues",
        summary: "Job counts per queue (waiting, active, delayed, failed, ...) and where the queue board is",
        tags,
      },
    })
    .output(queueStatusOutput)
    .query(async ({ ctx }) => ({ queues: await queueCounts(ctx.jobs), boardPath: QUEUE_BOARD_PATH })),

  requestSeries: signedInProcedure
    .meta({
      access: "admin",
      rest: {
        method: "GET",
        path: "/api/system/metrics/requests",
        summary:
          "HTTP requests and latency (mean, 95th percentile) per minute over the last hour, from every server process",
        tags,
      },
    })
    .output(requestSeriesOutput)
    .query(({ ctx }) => new RequestWindow(ctx.redis).series()),

  databaseStats: signedInProcedure
    .meta({
      access: "admin",
      rest: {
        method: "GET",
        path: "/api/system/database-stats",
        summary:
          "Table sizes and estimated row counts, index use (unused indexes), the slowest statements when pg_stat_statements is loaded, connections by state",
        tags,
      },
    })
    .output(databaseStatsOutput)
    .query(({ ctx }) => databaseStats(ctx)),
});
