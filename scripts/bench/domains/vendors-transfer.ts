// The vendor benchmark's export of everything to XLSX and import of 100,000 CSV rows, each in a fresh worker process.
import { log, type Row, sleep } from "../harness.js";
import { startWorker } from "../processes.js";
import { importCsv } from "./vendors-data.js";

const TASK_TIMEOUT_MS = 5 * 60_000;

/**
 * The V8 heap settings we recommend for worker processes (docs/benchmarks.md): without them V8 sizes the heap from
 * the machine's memory and lets garbage pile up before it collects; with them it collects early.
 */
const RECOMMENDED_HEAP_FLAG = "--max-old-space-size=384 --max-semi-space-size=16";

async function waitTask(base: string, token: string, taskId: string) {
  const started = Date.now();
  for (;;) {
    const res = await fetch(`${base}/api/tasks/${taskId}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { data: { status: string; result: Record<string, unknown>; error: string } };
    if (body.data.status === "completed" || body.data.status === "failed") return body.data;
    if (Date.now() - started > TASK_TIMEOUT_MS) throw new Error(`task ${taskId} not finished after 5 minutes`);
    await sleep(100);
  }
}

export async function exportAndImport(options: {
  base: string;
  token: string;
  env: NodeJS.ProcessEnv;
  vendors: number;
  parts: Set<string>;
  targets: { exportSeconds: number; exportRssMb: number; importSeconds: number };
}) {
  const { base, token, env: workerEnv, vendors: VENDORS, parts: PARTS, targets: TARGETS } = options;
  const auth = { authorization: `Bearer ${token}` };
  const rows: Row[] = [];
  const results: Record<string, unknown>[] = [];
  // The worker as `npm start -w @tprm/worker` runs it: with its heap capped (apps/worker/package.json). Without
  // the cap V8 sizes its heap from this VM's memory and collects lazily (552 MB peak for the export, measured).
  const configs = [{ label: `as npm start runs it (${RECOMMENDED_HEAP_FLAG})`, nodeOptions: RECOMMENDED_HEAP_FLAG }];
  const exports: { label: string; seconds: number; rss: number; idle: number; rows: number; ok: boolean }[] = [];
  for (const config of PARTS.has("export") ? configs : []) {
    const worker = await startWorker({ ...workerEnv, NODE_OPTIONS: config.nodeOptions });
    const idle = worker.peakRssMb();
    const started = Date.now();
    const res = await fetch(`${base}/api/vendors/export`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ format: "xlsx" }),
    });
    const task = await waitTask(base, token, ((await res.json()) as { data: { taskId: string } }).data.taskId);
    const seconds = (Date.now() - started) / 1000;
    const rss = worker.peakRssMb();
    const rowsOut = Number(task.result?.rows ?? 0);
    const size = (task as unknown as { outputFile?: { size: number } }).outputFile?.size ?? 0;
    log(
      `export (${config.label}): ${task.status}, ${rowsOut.toLocaleString("en")} rows, ${(size / 2 ** 20).toFixed(1)} MB XLSX ` +
        `in ${seconds.toFixed(1)} s; worker peak RSS ${rss.toFixed(0)} MB (idle ${idle.toFixed(0)} MB)`,
    );
    exports.push({ label: config.label, seconds, rss, idle, rows: rowsOut, ok: task.status === "completed" });
    results.push({ scenario: "export", status: task.status, rows: rowsOut, bytes: size, seconds, peakRssMb: rss });
    await worker.stop();
  }
  for (const e of exports) {
    rows.push({
      what: `Export ${e.rows.toLocaleString("en")} vendors to XLSX (worker ${e.label}): wall time`,
      value: `${e.seconds.toFixed(1)} s`,
      target: `≤ ${TARGETS.exportSeconds} s`,
      ok: e.ok && e.rows === VENDORS && e.seconds <= TARGETS.exportSeconds,
    });
    rows.push({
      what: "  worker peak RSS (fresh process; idle before)",
      value: `${e.rss.toFixed(0)} MB (${e.idle.toFixed(0)} MB)`,
      target: `< ${TARGETS.exportRssMb} MB`,
      ok: e.rss < TARGETS.exportRssMb,
    });
  }

  for (const [i, config] of PARTS.has("import") ? configs.entries() : []) {
    const worker = await startWorker({ ...workerEnv, NODE_OPTIONS: config.nodeOptions });
    // Each run imports vendors of its own (other names and LEIs), so the second is not refused as duplicates.
    const csv = importCsv(VENDORS, `run ${i + 1}`, i === 0 ? "9845" : "9846");
    const started = Date.now();
    const form = new FormData();
    form.append("file", new Blob([csv], { type: "text/csv" }), "bench-vendors.csv");
    const res = await fetch(`${base}/api/vendors/import`, { method: "POST", headers: auth, body: form });
    const body = (await res.json()) as { data?: { taskId: string }; message?: string };
    if (!body.data) throw new Error(`import upload failed: ${res.status} ${body.message}`);
    const task = await waitTask(base, token, body.data.taskId);
    const seconds = (Date.now() - started) / 1000;
    const rss = worker.peakRssMb();
    const inserted = Number(task.result?.inserted ?? 0);
    log(
      `import (${config.label}): ${task.status} ${String(task.result?.outcome ?? task.error)}, ${inserted.toLocaleString("en")} rows ` +
        `(${(csv.byteLength / 2 ** 20).toFixed(1)} MB CSV) in ${seconds.toFixed(1)} s; worker peak RSS ${rss.toFixed(0)} MB`,
    );
    if (task.result?.outcome === "rejected")
      log(`first problems: ${JSON.stringify(task.result.problems).slice(0, 500)}`);
    results.push({
      scenario: "import",
      status: task.status,
      rows: inserted,
      bytes: csv.byteLength,
      seconds,
      peakRssMb: rss,
    });
    rows.push({
      what: `Import ${VENDORS.toLocaleString("en")} CSV rows (worker ${config.label}): wall time`,
      value: `${seconds.toFixed(1)} s`,
      target: `≤ ${TARGETS.importSeconds} s`,
      ok: task.status === "completed" && inserted === VENDORS && seconds <= TARGETS.importSeconds,
    });
    rows.push({ what: "  worker peak RSS (fresh process)", value: `${rss.toFixed(0)} MB`, target: "—", ok: null });
    await worker.stop();
  }
  return { rows, results };
}
