import { createHash, randomBytes } from "node:crypto";
import { hostname } from "node:os";
import pg from "pg";
import { migrateDatabase } from "./migrate.js";

export const DEFAULT_TEST_DATABASE_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";

export interface TestDatabase {
  /** Connection string of the new database. */
  url: string;
  /** Database name: tprm_test_<host>_<pid>_<random> (testDatabaseName). */
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

/** A short, stable tag of a machine's host name (8 hex digits), so test databases say which machine made them. */
export function hostTag(host: string = hostname()): string {
  return createHash("sha256").update(host).digest("hex").slice(0, 8);
}

/** A new test database's name: tprm_test_<host tag>_<pid>_<random>. */
export function testDatabaseName(pid: number = process.pid, host: string = hostname()): string {
  return `tprm_test_${hostTag(host)}_${pid}_${randomBytes(4).toString("hex")}`;
}

const TEST_DATABASE_NAME = /^tprm_test_([0-9a-f]{8})_([0-9]+)_[0-9a-f]+$/;

/**
 * Which of these test databases are orphans of this machine: made here (their host tag is this host's), by a process
 * that no longer runs here, and with nobody connected. A database from another machine sharing the server is never
 * one (its pid means nothing here), nor one somebody still uses.
 */
export function orphanedTestDatabases(
  databases: { name: string; connections: number }[],
  host: string = hostname(),
  alive: (pid: number) => boolean = processAlive,
): string[] {
  const tag = hostTag(host);
  return databases
    .filter(({ name, connections }) => {
      const match = TEST_DATABASE_NAME.exec(name);
      return match !== null && match[1] === tag && connections === 0 && !alive(Number(match[2]));
    })
    .map(({ name }) => name);
}

/**
 * Drops test databases left behind by runs on this machine that were killed before their teardown (see
 * orphanedTestDatabases). Several machines may share one PostgreSQL server: another's databases are left alone.
 */
export async function dropOrphanedTestDatabases(): Promise<string[]> {
  return withAdmin(async (client) => {
    const { rows } = await client.query<{ datname: string; connections: number }>(
      `SELECT d.datname, (SELECT count(*)::int FROM pg_stat_activity a WHERE a.datname = d.datname) AS connections
         FROM pg_database d WHERE d.datname LIKE 'tprm\\_test\\_%'`,
    );
    const orphans = orphanedTestDatabases(rows.map((r) => ({ name: r.datname, connections: r.connections })));
    const dropped: string[] = [];
    for (const name of orphans) {
      // Without FORCE: should someone connect meanwhile, PostgreSQL refuses and the database stays.
      const ok = await client.query(`DROP DATABASE IF EXISTS "${name}"`).then(
        () => true,
        () => false,
      );
      if (ok) dropped.push(name);
    }
    return dropped;
  });
}

async function newDatabase(template: string | null): Promise<TestDatabase> {
  const name = testDatabaseName();
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
    // Test databases take no nightly backup: a test whose workers run past the time of day would otherwise write one
    // into BACKUP_DIR and be cut off mid-write when it ends. A test of the schedule sets its own settings.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query(
        `INSERT INTO "BackupSettings" ("id", "enabled", "updatedAt") VALUES (1, false, now()) ON CONFLICT ("id") DO NOTHING`,
      );
    } finally {
      await client.end();
    }
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
  if (!TEST_DATABASE_NAME.test(template)) {
    throw new Error(`cloneTestDatabase copies test databases only (tprm_test_<host>_<pid>_<hex>), not "${template}".`);
  }
  return newDatabase(template);
}
