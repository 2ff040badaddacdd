// A worker process for the supervision test: the production worker (same queues, settings and hooks), except that
// a vendor import aborts the process at once — exit 134, as a worker that runs out of memory does.
import { HANDLERS } from "../src/handlers/index.js";
import { runWorkerProcess } from "../src/process.js";

const crashing = HANDLERS.map((handler) =>
  handler.job.name === "vendor-import"
    ? {
        ...handler,
        run: async () => {
          console.log("[worker] vendor import: aborting the process, as an out-of-memory crash does");
          process.abort();
        },
      }
    : handler,
);

runWorkerProcess(crashing);
