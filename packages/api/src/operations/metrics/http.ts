// GET /api/system/metrics as its route serves it (apps/server/src/plugins/metrics.ts) and /api/openapi.json
// documents it (rest/http-operation.ts).
import { defineHttpOperation } from "../../rest/http-operation.js";

export const metricsOperation = defineHttpOperation({
  method: "GET",
  path: "/api/system/metrics",
  operationId: "system.metrics",
  summary: "Metrics in the Prometheus text format (HTTP requests, queues, workers, database pool, process)",
  description:
    "Readable by a signed-in Admin, or by a scraper sending `Authorization: Bearer <METRICS_TOKEN>` (the token " +
    "configured on the server; compared in constant time). Content type `text/plain; version=0.0.4`. HTTP requests " +
    "are labelled by route pattern (never a raw URL), method and status; with several server processes " +
    "(SERVER_PROCESSES) one scrape reports all of them, aggregated. Queue and worker figures are read from Redis " +
    "at each scrape. docs/OPERATIONS.md lists every metric.",
  tags: ["System"],
  access: "admin",
  success: {
    status: 200,
    description: "The metrics, in the Prometheus text exposition format 0.0.4",
    file: { kinds: ["text"], headers: { "Cache-Control": "no-store" } },
  },
  errors: {
    401: "Neither signed in nor the scrape token.",
    403: "Signed in, not an Admin.",
    503: "The metrics of every server process could not be gathered in time.",
  },
});
