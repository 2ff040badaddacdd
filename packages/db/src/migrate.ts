import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);

/** packages/db: where prisma.config.ts lives. */
export const DB_PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function prismaCliPath(): string {
  return path.join(path.dirname(require.resolve("prisma/package.json")), "build", "index.js");
}

export interface PrismaCliResult {
  code: number;
  output: string;
}

/**
 * Runs the local Prisma CLI with this package's prisma.config.ts (and so the offline schema engine) against
 * `databaseUrl`, on the Node binary running this process. Resolves with the exit code and the combined output.
 */
export function runPrismaCli(args: string[], databaseUrl: string): Promise<PrismaCliResult> {
  const nodeDir = path.dirname(process.execPath);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [prismaCliPath(), ...args], {
      cwd: DB_PACKAGE_DIR,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        // The schema engine stand-in is spawned through its `#!/usr/bin/env node` line: give it this Node.
        PATH: `${nodeDir}${path.delimiter}${process.env.PATH ?? ""}`,
        // No update check or telemetry: nothing outside the network is reachable from here.
        CHECKPOINT_DISABLE: "1",
        PRISMA_HIDE_UPDATE_MESSAGE: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * Applies the pending migrations of packages/db/prisma/migrations (`prisma migrate deploy`), creating the database
 * if it does not exist. Throws with the CLI's output when it fails.
 */
export async function migrateDatabase(databaseUrl: string): Promise<void> {
  const { code, output } = await runPrismaCli(["migrate", "deploy"], databaseUrl);
  if (code !== 0) {
    throw new Error(`prisma migrate deploy failed (exit code ${code}):\n${output.trim()}`);
  }
}
