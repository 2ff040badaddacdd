import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/prisma/client.js";
import { createSqlPool } from "./sql.js";

// Everything the generated client exports: PrismaClient, Prisma (namespace and types), model types (User,
// Session, …), enums (UserStatus, …). Other packages import them from "@tprm/db" only.
export * from "./generated/prisma/client.js";
export { DB_PACKAGE_DIR, migrateDatabase, type PrismaCliResult, runPrismaCli } from "./migrate.js";
export { hashPassword, PASSWORD_HASH_OPTIONS, passwordNeedsRehash, verifyPassword } from "./password.js";
export { isAdmin, normalizeRole, ROLES, type Role } from "./roles.js";
export { createSqlPool, endSqlPool, type SqlPool, sqlRows } from "./sql.js";

export interface CreatePrismaClientOptions {
  /** Most connections the pool opens (pg's `max`); pg's default is 10. */
  poolSize?: number;
}

/**
 * A Prisma client on the pg driver adapter: no query engine binary, no network beyond PostgreSQL.
 * Call `$disconnect()` when done, to close the pool.
 */
export function createPrismaClient(databaseUrl: string, options: CreatePrismaClientOptions = {}): PrismaClient {
  return createDatabase(databaseUrl, options).db;
}

/**
 * The Prisma client and the pg pool it runs on, shared: `sql` serves the hot reads that skip Prisma (see sql.ts),
 * within the same connection limit. Close with `db.$disconnect()` then `endSqlPool(sql)` (Prisma ends the pool
 * only if it ever connected).
 */
export function createDatabase(databaseUrl: string, options: CreatePrismaClientOptions = {}) {
  const url = new URL(databaseUrl);
  // Prisma's `?schema=` is not a pg option: hand it to the adapter (and to raw statements, as search_path).
  const schema = url.searchParams.get("schema") ?? undefined;
  url.searchParams.delete("schema");
  // Appended to any `options` the address has; spaces inside a value are backslash-escaped in libpq's syntax.
  if (schema) {
    const searchPath = `-c search_path="${schema.replace(/[\\ ]/g, (c) => `\\${c}`)}"`;
    const existing = url.searchParams.get("options");
    url.searchParams.set("options", existing ? `${existing} ${searchPath}` : searchPath);
  }
  const sql = createSqlPool(url.toString(), options.poolSize);
  const adapter = new PrismaPg(sql, { ...(schema ? { schema } : {}), disposeExternalPool: true });
  return { db: new PrismaClient({ adapter }), sql };
}
