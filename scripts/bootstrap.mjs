#!/usr/bin/env node
// The first step of `npm start` on a fresh clone: installs dependencies when they are missing or older than the
// lockfile (plain Node, no dependency needed), then hands over to scripts/start.mjs under the project's Node 24.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const installed = path.join(root, "node_modules", ".package-lock.json");
const lock = path.join(root, "package-lock.json");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  console.log("Installing dependencies (npm ci)…");
  const result = spawnSync(npm, ["ci", "--no-audit", "--no-fund"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Run start.mjs directly (not through `npm run`, which does not wait for its child on SIGTERM) with the
// project's Node 24 first on the PATH, as npm scripts have it.
const bin = path.join(root, "node_modules", ".bin");
const node24 = path.join(bin, process.platform === "win32" ? "node.cmd" : "node");
const child = spawn(
  existsSync(node24) ? node24 : process.execPath,
  [path.join(root, "scripts", "start.mjs"), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` },
  },
);
// Ctrl-C reaches the child through the terminal; SIGTERM from a supervisor is passed on. Either way this process
// waits for the child's orderly shutdown and exits with its code.
process.on("SIGINT", () => {});
process.on("SIGTERM", () => child.kill("SIGTERM"));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
