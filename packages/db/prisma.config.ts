// Prisma CLI configuration for @tprm/db. Every CLI command (generate, migrate, db, studio) reads this file.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "prisma/config";

const here = path.dirname(fileURLToPath(import.meta.url));

// The native schema engine cannot be downloaded here (or on any air-gapped machine): use the offline stand-in that
// runs the WebAssembly engine on the pg driver adapter. See docs/DATABASE.md.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(here, "engine", "schema-engine.mjs");

const url = process.env.DATABASE_URL;
const shadowDatabaseUrl = process.env.SHADOW_DATABASE_URL;

export default defineConfig({
  // The schema is a folder: one .prisma file per domain (base.prisma holds the generator and the datasource).
  schema: path.join(here, "prisma", "schema"),
  migrations: {
    path: path.join(here, "prisma", "migrations"),
    seed: "tsx src/seed.ts",
  },
  // Optional for `prisma generate` (run by postinstall, where no database is needed); required by migrate and db.
  ...(url ? { datasource: { url, ...(shadowDatabaseUrl ? { shadowDatabaseUrl } : {}) } } : {}),
});
