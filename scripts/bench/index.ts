/**
 * `npm run bench -- <domain> [--json <file>]` — one domain's benchmark, measured end to end on this machine
 * (docs/benchmarks.md holds the figures). Without a domain: the list of domains.
 *
 * Each domain (./domains/<name>.ts) makes a scratch database (`bench_<domain>_…`, dropped at the end), seeds it at a
 * realistic volume, starts the real server and measures its scenarios over HTTP beside the same SQL through `pg`
 * (./harness.ts). The table at the end marks each target ok or MISSED; the run exits 0 either way (a benchmark is a
 * measurement, not a gate), 1 only if it could not run. Knobs are environment variables (BENCH_*), listed in each
 * domain's file; BENCH_DATABASE_URL measures an existing database instead (migrated, kept).
 */
import os from "node:os";
import { type Domain, log, printReport, shutdown, writeJson } from "./harness.js";

const DOMAINS: Record<string, () => Promise<{ domain: Domain }>> = {
  vendors: () => import("./domains/vendors.js"),
  account: () => import("./domains/account.js"),
  notifications: () => import("./domains/notifications.js"),
  "risk-assessments": () => import("./domains/risk-assessments.js"),
  contracts: () => import("./domains/contracts.js"),
  governance: () => import("./domains/governance.js"),
  workflows: () => import("./domains/workflows.js"),
  analytics: () => import("./domains/analytics.js"),
  reports: () => import("./domains/reports.js"),
  compliance: () => import("./domains/compliance.js"),
  search: () => import("./domains/search.js"),
  "audit-chain": () => import("./domains/audit-chain.js"),
  audit: () => import("./domains/audit.js"),
  dashboard: () => import("./domains/dashboard.js"),
  deliverables: () => import("./domains/deliverables.js"),
  backups: () => import("./domains/backups.js"),
  operations: () => import("./domains/operations.js"),
  register: () => import("./domains/register.js"),
};

const USAGE = "usage: npm run bench -- <domain> [--json <file>]";

async function listDomains() {
  console.log(`${USAGE}\n\ndomains:`);
  for (const [name, load] of Object.entries(DOMAINS))
    console.log(`  ${name.padEnd(10)} ${(await load()).domain.summary}`);
}

const args = process.argv.slice(2);
const jsonAt = args.indexOf("--json");
const jsonPath = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
const name = args.find((a, i) => !a.startsWith("--") && (jsonAt < 0 || i !== jsonAt + 1));

process.once("SIGINT", () => void shutdown().then(() => process.exit(130)));
process.once("SIGTERM", () => void shutdown().then(() => process.exit(143)));

let exitCode = 0;
if (!name || args.includes("--help")) {
  await listDomains();
} else if (!(name in DOMAINS) || (jsonAt >= 0 && !jsonPath)) {
  console.error(!(name in DOMAINS) ? `unknown domain "${name}"` : "--json needs a file name");
  await listDomains();
  exitCode = 2;
} else {
  try {
    const { domain } = await DOMAINS[name]!();
    log(`${name}: ${os.cpus().length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}`);
    const report = await domain.run();
    printReport(report);
    if (jsonPath) writeJson(jsonPath, name, report);
  } catch (error) {
    console.error(`[bench] failed: ${(error as Error).stack ?? error}`);
    exitCode = 1;
  } finally {
    await shutdown();
  }
}
process.exit(exitCode);
