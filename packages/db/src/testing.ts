import { randomBytes } from "node:crypto";
import pg from "pg";
import { migrateDatabase } from "./migrate.js";

export const DEFAULT_TEST_DATABASE_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";

export interface TestDatabase {
  /** Connection string of the new database. */
  url: string;
  /** Database name: tprm_test_<pid>_<random>. */
  name: string;
  /** Drops the database, closing any connection still open to it. */
  drop(): Promise<void>;
}

function adminUrl(): string {
  return process.env.TEST_DATABASE_ADMIN_URL || DEFAULT_TEST_DATABASE_ADMIN_URL;
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Drops test databases left behind by runs that were killed before their teardown: the name carries the pid of
 * the process that made it, and a database whose process is gone (on this machine) has no owner any more.
 */
export async function dropOrphanedTestDatabases(): Promise<string[]> {
  return withAdmin(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname ~ '^tprm_test_[0-9]+_[0-9a-f]+$'",
    );
    const orphans = rows.map((r) => r.datname).filter((name) => !processAlive(Number(name.split("_")[2])));
    for (const name of orphans) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    return orphans;
  });
}

async function newDatabase(template: string | null): Promise<TestDatabase> {
  const name = `tprm_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  await withAdmin((client) => client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`));
  const drop = () =>
    withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {});
  return { url: url.toString(), name, drop };
}

/**
 * Creates a fresh database on the server of TEST_DATABASE_ADMIN_URL (default: the local PostgreSQL, user postgres)
 * and applies every migration to it, so parallel runs and leftovers never collide.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const database = await newDatabase(null);
  try {
    await migrateDatabase(database.url);
  } catch (error) {
    await database.drop().catch(() => {});
    throw error;
  }
  return database;
}

/**
 * A new test database that is a copy of `template` (CREATE DATABASE … TEMPLATE: PostgreSQL copies its files), so
 * it starts migrated and with the template's rows at a fraction of a migration's time. Nobody may be connected to
 * the template while it is copied: the integration setup makes one per run and then leaves it alone.
 */
export async function cloneTestDatabase(template: string): Promise<TestDatabase> {
  if (!/^tprm_test_[0-9]+_[0-9a-f]+$/.test(template)) {
    throw new Error(`cloneTestDatabase copies test databases only (tprm_test_<pid>_<hex>), not "${template}".`);
  }
  return newDatabase(template);
}
