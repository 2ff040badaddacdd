import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/prisma/client.js";

// Everything the generated client exports: PrismaClient, Prisma (namespace and types), model types (User,
// Session, …), enums (UserStatus, …). Other packages import them from "@tprm/db" only.
export * from "./generated/prisma/client.js";
export { DB_PACKAGE_DIR, migrateDatabase, type PrismaCliResult, runPrismaCli } from "./migrate.js";
export { hashPassword, PASSWORD_HASH_OPTIONS, passwordNeedsRehash, verifyPassword } from "./password.js";
export { isAdmin, normalizeRole, ROLES, type Role } from "./roles.js";

export interface CreatePrismaClientOptions {
  /** Most connections the pool opens (pg's `max`); pg's default is 10. */
  poolSize?: number;
}

/**
 * A Prisma client on the pg driver adapter: no query engine binary, no network beyond PostgreSQL.
 * Call `$disconnect()` when done, to close the pool.
 */
export function createPrismaClient(databaseUrl: string, options: CreatePrismaClientOptions = {}): PrismaClient {
  const url = new URL(databaseUrl);
  // Prisma's `?schema=` is not a pg option: hand it to the adapter.
  const schema = url.searchParams.get("schema") ?? undefined;
  url.searchParams.delete("schema");
  const adapter = new PrismaPg(
    { connectionString: url.toString(), ...(options.poolSize ? { max: options.poolSize } : {}) },
    schema ? { schema } : undefined,
  );
  return new PrismaClient({ adapter });
}
