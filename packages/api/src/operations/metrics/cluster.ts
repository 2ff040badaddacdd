// One scrape for every server process (SERVER_PROCESSES > 1, node:cluster). A scrape reaches whichever process
// node:cluster hands the connection to; that process asks the primary, which gathers every process's registry
// through prom-client's AggregatorRegistry (counters and histograms summed; the values read from Redis taken once,
// registry.ts) and sends back the text. With one process the registry answers directly.
import cluster from "node:cluster";
import { AggregatorRegistry, type Registry } from "prom-client";

const ASK = "tprm:metrics:ask";
const ANSWER = "tprm:metrics:answer";
/** prom-client gives up on a process that does not answer within 5 s; the asking process waits a little longer. */
const ANSWER_TIMEOUT_MS = 6_000;

interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/** In the primary: answers the processes' requests for the aggregated metrics. */
export function serveClusterMetrics() {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: { type?: string; id: number }) => {
    if (message?.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text } satisfies Answer),
      (error: Error) => worker.send({ type: ANSWER, id: message.id, error: error.message } satisfies Answer),
    );
  });
}

let asked = 0;

/**
 * In a cluster process, at start: lets the primary read this registry (prom-client's listener, installed by
 * constructing an AggregatorRegistry). Every process must have it before any scrape, or the primary waits for it.
 */
export function shareWithPrimary(registry: Registry) {
  if (!cluster.isWorker) return;
  AggregatorRegistry.setRegistries(registry);
  new AggregatorRegistry();
}

/**
 * The metrics text a scrape answers: this process's registry alone, or in a cluster process every process's,
 * aggregated by the primary. Rejects when the primary does not answer in time.
 */
export function scrapeText(registry: Registry): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => done(new Error("The server processes' metrics did not arrive in time.")),
      ANSWER_TIMEOUT_MS,
    );
    const listener = (message: Answer) => {
      if (message?.type !== ANSWER || message.id !== id) return;
      if (message.error !== undefined) done(new Error(message.error));
      else done(null, message.text ?? "");
    };
    function done(error: Error | null, text?: string) {
      clearTimeout(timer);
      process.off("message", listener);
      if (error) reject(error);
      else resolve(text!);
    }
    process.on("message", listener);
    process.send!({ type: ASK, id });
  });
}
