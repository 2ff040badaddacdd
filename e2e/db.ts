// The browser tests' database, for the few tests that need records no screen makes in a few steps (the register's
// fixture): scripts/e2e-server.ts writes this run's database URL to .data/e2e-database-<port>.url.
import { readFileSync } from "node:fs";
import { createPrismaClient, type PrismaClient } from "@tprm/db";

const port = process.env.E2E_PORT ?? "3100";

/** Runs `fn` with a client of the running server's database, then disconnects. */
export async function withDatabase<T>(fn: (db: PrismaClient) => Promise<T>): Promise<T> {
  const url = readFileSync(`.data/e2e-database-${port}.url`, "utf8").trim();
  const db = createPrismaClient(url, { poolSize: 2 });
  try {
    return await fn(db);
  } finally {
    await db.$disconnect();
  }
}
