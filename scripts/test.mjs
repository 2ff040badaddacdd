#!/usr/bin/env node
// `npm test`: every check CI runs, in order, stopping at the first failure.
// Needs PostgreSQL and Redis answering (see README); makes its own database per run.
import { spawnSync } from "node:child_process";

const steps = [
  ["typecheck", "npx", ["turbo", "run", "typecheck", "--output-logs=errors-only"]],
  ["lint", "npx", ["biome", "check", "."]],
  ["unit tests", "npx", ["vitest", "run", "--project", "unit"]],
  ["integration tests", "npx", ["vitest", "run", "--project", "integration"]],
  ["web build", "npm", ["run", "build", "-w", "@tprm/web"]],
  // What the browser downloads for the landing and sign-in pages (a browser opens the built app), against budgets.
  ["page weight", "node", ["scripts/check-bundle-budget.mjs"]],
  ["browser tests", "npx", ["playwright", "test"]],
];

const only = process.argv.slice(2);
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(" ")}`);
  const result = spawnSync(cmd, args, {
    stdio: "inherit",
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0" },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
