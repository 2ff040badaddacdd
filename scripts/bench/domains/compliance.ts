/**
 * `npm run bench -- compliance` — the compliance register over the reports benchmark's data (reports-data.ts:
 * BENCH_REPORT_VENDORS 100,000 vendors with contracts, reviews and invoices; BENCH_REPORT_ARRANGEMENTS 10,000 new
 * outsourcing arrangements; a completed assessment per provider): GET /api/compliance/requirements and /gaps (first
 * page, and a deep page of one kind) at 1 and 4 clients beside the very SQL they sent, then POST
 * /api/compliance/report (the PDF with every open gap, drawn in the server process) timed with the process's RSS.
 *
 * Targets: each GET's p95 ≤ 500 ms (the register counts its figures over the whole book); the report ≤ 30 s and the
 * server's RSS growth ≤ 400 MB (the same bounds as the reports' worker).
 *
 * Options (environment): BENCH_REPORT_VENDORS, BENCH_REPORT_ARRANGEMENTS, BENCH_CLIENTS ("1,4"), BENCH_REQUESTS
 * (100 per run), BENCH_SECONDS (6 per run), BENCH_DATABASE_URL (an existing database).
 */
import { type CallGroup, measureGetCalls } from "../get-calls.js";
import * as h from "../harness.js";
import { startRedis } from "../processes.js";
import { arrangementCount, seedReports } from "./reports-data.js";

const VOLUME = {
  vendors: h.option("REPORT_VENDORS", 100_000),
  arrangements: h.option("REPORT_ARRANGEMENTS", 10_000),
};
const CLIENTS = h.listOption("CLIENTS", "1,4");
const REQUESTS = h.option("REQUESTS", 100);
const SECONDS = h.option("SECONDS", 6);
const TARGET = { p95Ms: 500, ratio: 0.5, reportSeconds: 30, reportRssMb: 400 };

const CALLS: CallGroup[] = [
  { key: "requirements", tab: "Compliance requirements", paths: ["/api/compliance/requirements"] },
  {
    key: "gaps",
    tab: "Compliance gaps",
    paths: ["/api/compliance/gaps?limit=25", "/api/compliance/gaps?kind=provider_unassessed&limit=25&page=40"],
  },
];

async function timeReport(base: string, auth: Record<string, string>) {
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  const res = await fetch(`${base}/api/compliance/report`, { method: "POST", headers: auth });
  const bytes = Buffer.from(await res.arrayBuffer());
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (!res.ok) throw new Error(`report: ${res.status} ${bytes.toString("utf8").slice(0, 200)}`);
  return { seconds, sizeMb: bytes.length / 2 ** 20, rssGrowthMb: (peak - rssBefore) / 2 ** 20, peakMb: peak / 2 ** 20 };
}

async function run(): Promise<h.Report> {
  const database = await h.benchDatabase("compliance");
  const url = database.url;
  if ((await arrangementCount(url)) === 0) await seedReports(url, VOLUME);
  const arrangements = await arrangementCount(url);
  const env = h.benchEnv(url, await startRedis());
  const { base } = await h.startInProcess(env);
  const auth = { authorization: `Bearer ${await h.signInNewAdmin(url, base)}` };
  const gaps = (await (await fetch(`${base}/api/compliance/gaps?limit=1`, { headers: auth })).json()) as {
    data: { pagination: { total: number } };
  };

  const { rows, results, after } = await measureGetCalls({
    url,
    env,
    base,
    auth,
    groups: CALLS,
    chosen: CALLS.map((c) => c.key),
    clients: CLIENTS,
    requests: REQUESTS,
    seconds: SECONDS,
    target: { p95Ms: TARGET.p95Ms, ratio: TARGET.ratio },
    nameWithQuery: true,
  });

  const report = await timeReport(base, auth);
  h.log(
    `report: ${report.seconds.toFixed(1)} s, ${report.sizeMb.toFixed(1)} MB, RSS +${report.rssGrowthMb.toFixed(0)} MB`,
  );
  rows.push({
    what: `POST /api/compliance/report (${gaps.data.pagination.total.toLocaleString("en")} open gaps)`,
    value: `${report.seconds.toFixed(1)} s, ${report.sizeMb.toFixed(1)} MB`,
    target: `≤ ${TARGET.reportSeconds} s`,
    ok: report.seconds <= TARGET.reportSeconds,
  });
  rows.push({
    what: "  server process RSS growth while drawing it (peak)",
    value: `${report.rssGrowthMb.toFixed(0)} MB (${report.peakMb.toFixed(0)} MB)`,
    target: `≤ ${TARGET.reportRssMb} MB`,
    ok: report.rssGrowthMb <= TARGET.reportRssMb,
  });
  results.push({ scenario: "compliance-report", ...report, openGaps: gaps.data.pagination.total });

  const header = h.machineLine(
    await h.postgresVersion(url),
    `${arrangements.toLocaleString("en")} arrangements over ${VOLUME.vendors.toLocaleString("en")} vendors; GETs on ` +
      `the server as npm start runs it (1 process, pool ${h.POOL_SIZE}); the report from the server in process`,
  );
  return { header, rows, results, after };
}

export const domain: h.Domain = {
  summary: "the compliance register over 100,000 vendors and 10,000 arrangements: requirements, gaps, the PDF report",
  run,
};
