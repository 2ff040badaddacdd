// The pg pool under the Prisma client, for the few reads where Prisma's query compiler and result mapping cost more
// than the query itself (the vendor register's page, the session lookup on every request). Statements are built
// with Prisma's `Prisma.sql` template (parameters, never string concatenation) and run with the types fixed below.
import pg from "pg";
import type { Prisma } from "./generated/prisma/client.js";

export type SqlPool = pg.Pool;

const { builtins } = pg.types;

/**
 * Prisma stores DateTime as `timestamp(3)` holding UTC; pg's default parser would read it as local time. Numeric
 * stays a string (exact money), as pg leaves it.
 */
const utcTimestamp = (value: string) => new Date(`${value.replace(" ", "T")}Z`);

const TYPES = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === builtins.TIMESTAMP) return utcTimestamp;
    if (oid === 1115) return (value: string) => pg.types.arrayParser(value, utcTimestamp); // timestamp[]
    // A calendar day (`@db.Date`) is midnight UTC, as Prisma reads it; pg's default would be local midnight.
    if (oid === builtins.DATE) return (value: string) => new Date(`${value}T00:00:00Z`);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** Runs one statement on the pool and returns its rows, typed as the caller declares them. */
export async function sqlRows<Row>(pool: SqlPool, statement: Prisma.Sql): Promise<Row[]> {
  const result = await pool.query({ text: statement.text, values: statement.values as unknown[], types: TYPES });
  return result.rows as Row[];
}

/**
 * A pool that survives a dropped idle connection (a database restart or failover, an idle timeout): pg emits
 * "error" on the pool, which would end the process without a listener — and Prisma attaches its own only once it
 * has connected, which a process serving only SQL reads may never do.
 */
export function createSqlPool(connectionString: string, max?: number): SqlPool {
  const pool = new pg.Pool({ connectionString, ...(max ? { max } : {}) });
  pool.on("error", (error) => console.error(`PostgreSQL: an idle connection failed (${error.message})`));
  return pool;
}

/** Ends the pool unless it is ending already (Prisma's `$disconnect` ends it, once Prisma has connected). */
export async function endSqlPool(pool: SqlPool): Promise<void> {
  if (!pool.ending) await pool.end();
}
