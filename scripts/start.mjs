#!/usr/bin/env node
// `npm start`: the whole platform on one machine, with nothing to set up first.
//   1. PostgreSQL: DATABASE_URL, or an embedded server with its data in .data/postgres (port 5439);
//   2. Redis: REDIS_URL (default redis://127.0.0.1:6379), or a redis-server from the PATH, data in .data/redis;
//   3. migrations (prisma migrate deploy), then the demo accounts when the database has no user yet;
//   4. the web app, built when apps/web/dist is missing or older than its sources;
//   5. the server (PORT, default 3000) and the worker, their output prefixed. A worker that dies (a crash, an
//      out-of-memory abort, a kill) is restarted with backoff and the server keeps running (lib/supervise.mjs);
//      after 5 failures in a row, each within a minute of starting, it is left stopped, with a message saying so.
//      The server (and, with --dev, Vite) stopping still stops everything: there is nothing to use without it.
// `npm run dev` (--dev): the Vite dev server on http://localhost:5173 instead of a build, proxying to the server.
// Ctrl-C (or SIGTERM) stops the server and the worker first, then the services this script started.

import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DATA_DIR, ensurePostgres, ensureRedis, ROOT_DIR } from "./lib/services.mjs";
import { describeExit, signalGroup, spawnGroup, supervise } from "./lib/supervise.mjs";

const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT || 3000);
const useColor = Boolean(process.stdout.isTTY);
const COLORS = { start: 36, server: 32, worker: 35, web: 34, db: 33, build: 33 };

function prefix(name) {
  const label = `${name.padEnd(6)}│`;
  return useColor ? `\x1b[${COLORS[name] ?? 37}m${label}\x1b[0m ` : `${label} `;
}

function log(message) {
  for (const line of String(message).split("\n")) console.log(`${prefix("start")}${line}`);
}

/** Line listeners by child name (to learn the address Vite picked). */
const lineListeners = new Map();

function pipeLines(stream, name, target) {
  let pending = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    pending += chunk;
    const lines = pending.split(/\r?\n/);
    pending = lines.pop();
    for (const line of lines) {
      target.write(`${prefix(name)}${line}\n`);
      lineListeners.get(name)?.(line);
    }
  });
  stream.on("end", () => {
    if (pending) target.write(`${prefix(name)}${pending}\n`);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Child processes: each in its own process group (lib/supervise.mjs spawnGroup), so a Ctrl-C in the terminal
// reaches this script only, and it decides the order of shutdown.

const children = new Set();
const services = [];
/** The processes restarted when they die (the worker). */
const supervisors = [];
let shuttingDown = false;

function spawnNpm(name, args, env) {
  const { child, exited } = spawnGroup("npm", args, { cwd: ROOT_DIR, env });
  pipeLines(child.stdout, name, process.stdout);
  pipeLines(child.stderr, name, process.stderr);
  const entry = { name, child };
  entry.exited = exited
    .then((exit) => {
      if (exit.error) log(`Could not run npm ${args.join(" ")}: ${exit.error.message}`);
      return exit;
    })
    .finally(() => children.delete(entry));
  children.add(entry);
  return entry;
}

/** A step that must succeed before the next one (migrate, seed, build). */
async function runStep(name, args, env) {
  const exit = await spawnNpm(name, args, env).exited;
  if (shuttingDown) return;
  if (exit.code !== 0) throw new Error(`npm ${args.join(" ")} failed (${describeExit(exit)}).`);
}

/** A process restarted when it dies, with backoff, while the rest keeps running (see lib/supervise.mjs). */
function runSupervised(name, args, env) {
  supervisors.push(supervise({ name, start: () => spawnNpm(name, args, env), log }));
}

/** A process that runs until we stop it; its exit ends the whole run. */
function runService(name, args, env) {
  const entry = spawnNpm(name, args, env);
  entry.exited.then((exit) => {
    if (shuttingDown) return;
    log(`${name} stopped unexpectedly (${describeExit(exit)}): stopping everything.`);
    void shutdown(exit.code || 1);
  });
}

async function shutdown(exitCode, signal = "SIGTERM") {
  if (shuttingDown) {
    log("Stopping now.");
    for (const { child } of children) signalGroup(child, "SIGKILL");
    process.exit(exitCode || 1);
  }
  shuttingDown = true;
  // No restart from now on; the loop below signals every child.
  for (const supervisor of supervisors) void supervisor.stop(signal);
  if (children.size > 0) {
    log(`Stopping ${[...children].map((c) => c.name).join(", ")}… (again to force)`);
    for (const { child } of children) signalGroup(child, signal);
    // The worker gives running jobs 30 s to finish: wait a little longer before forcing.
    const forced = setTimeout(() => {
      for (const { child } of children) signalGroup(child, "SIGKILL");
    }, 40_000);
    await Promise.all([...children].map((c) => c.exited));
    clearTimeout(forced);
  }
  for (const service of services.reverse()) {
    await service.stop().catch((error) => log(`Stopping a service failed: ${error.message}`));
  }
  process.exit(exitCode);
}

process.on("SIGINT", () => void shutdown(0, "SIGINT"));
process.on("SIGTERM", () => void shutdown(0, "SIGTERM"));
process.on("exit", () => {
  for (const { child } of children) signalGroup(child, "SIGKILL");
});

// ---------------------------------------------------------------------------------------------------------------
// Steps

/** Whether the database has any user, and whether the demo Admin account exists. */
async function userCounts(databaseUrl) {
  const requireFromDb = createRequire(path.join(ROOT_DIR, "packages", "db", "package.json"));
  const { default: pg } = await import(pathToFileURL(requireFromDb.resolve("pg")).href);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT EXISTS (SELECT 1 FROM "User") AS "any",
              EXISTS (SELECT 1 FROM "User" WHERE email = 'admin@demo.tprm.example' AND status = 'active') AS "demo"`,
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

const WEB_SOURCES = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/package.json",
  "packages/ui/src",
  "packages/ui/package.json",
  // The web bundles the browser-safe parts of packages/api (schemas and the rules, lib, permissions, refresh map
  // and dates they import) and the data layer's pure constants: a change there needs a new build too.
  "packages/api/src",
  "packages/api/package.json",
  "packages/db/src/roles.ts",
  "packages/db/src/vendors.ts",
];

function newestChange(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return /\.test\.[cm]?[jt]sx?$/.test(entry) ? 0 : stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows as a newer directory
  for (const name of fs.readdirSync(entry)) {
    if (name === "node_modules" || name === "dist") continue;
    newest = Math.max(newest, newestChange(path.join(entry, name)));
  }
  return newest;
}

function webBuildReason() {
  const builtIndex = path.join(ROOT_DIR, "apps", "web", "dist", "index.html");
  if (!fs.existsSync(builtIndex)) return "no build yet";
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  const changed = WEB_SOURCES.find((source) => newestChange(path.join(ROOT_DIR, source)) > builtAt);
  return changed ? `${changed} changed since the last build` : undefined;
}

async function serverListening() {
  const deadline = Date.now() + 180_000;
  while (!shuttingDown && Date.now() < deadline) {
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  return false;
}

/** Vite prints "Local: http://127.0.0.1:5173/" (or the next free port when 5173 is taken). */
function viteAddress() {
  return new Promise((resolve) => {
    lineListeners.set("web", (line) => {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colours from Vite's output
      const match = line.replace(/\x1b\[[0-9;]*m/g, "").match(/Local:\s+(https?:\/\/\S+)/);
      if (match) {
        lineListeners.delete("web");
        resolve(match[1].replace("127.0.0.1", "localhost"));
      }
    });
  });
}

async function announce(url, webAddress, demoAccounts) {
  const [listening, address] = await Promise.all([serverListening(), webAddress ?? url]);
  if (!listening || shuttingDown) return;
  log(`Ready: ${address}`);
  if (demoAccounts)
    log("Demo accounts: admin@demo.tprm.example (and one per role, see `npm run seed`), password Demo-Password-2026!");
}

async function main() {
  const major = Number(process.versions.node.split(".")[0]);
  if (major < 24) log(`Running on Node ${process.version}; the platform targets Node 24: use \`npm start\`.`);

  const postgres = await ensurePostgres({ log });
  services.push(postgres);
  if (shuttingDown) return;
  const redis = await ensureRedis({ log });
  services.push(redis);
  if (shuttingDown) return;

  const appUrl = process.env.APP_URL || (dev ? "http://localhost:5173" : `http://localhost:${port}`);
  const env = {
    ...process.env,
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    PORT: String(port),
    APP_URL: appUrl,
    NODE_ENV: process.env.NODE_ENV || (dev ? "development" : "production"),
    // The server and the worker run in their own folders: keep their files in the repository's .data.
    OUTBOX_DIR: process.env.OUTBOX_DIR || path.join(DATA_DIR, "outbox"),
    ...(useColor ? { FORCE_COLOR: "1" } : {}),
  };

  log("Applying database migrations…");
  await runStep("db", ["run", "migrate", "-w", "@tprm/db"], env);
  if (shuttingDown) return;
  let users = await userCounts(postgres.url);
  if (!users.any) {
    log("The database has no user yet: creating the demo accounts.");
    await runStep("db", ["run", "seed", "-w", "@tprm/db"], env);
    users = { any: true, demo: true };
  }
  if (shuttingDown) return;

  if (!dev) {
    const reason = webBuildReason();
    if (reason) {
      log(`Building the web app (${reason})…`);
      await runStep("build", ["run", "build", "-w", "@tprm/web"], env);
    }
  }
  if (shuttingDown) return;

  const webAddress = dev ? viteAddress() : undefined;
  runService("server", ["start", "-w", "@tprm/server"], env);
  runSupervised("worker", ["start", "-w", "@tprm/worker"], env);
  if (dev) runService("web", ["run", "dev", "-w", "@tprm/web"], env);
  void announce(appUrl, webAddress, users.demo);
}

main().catch((error) => {
  if (shuttingDown) return;
  log(`✖ ${error.message}`);
  void shutdown(1);
});
