// Guards the offline schema engine (packages/db/engine/schema-engine.mjs) and the migrations themselves: if an
// upgrade of prisma, @prisma/adapter-pg or @prisma/schema-engine-wasm breaks the stand-in, or a schema change
// ships without its migration, this fails.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrismaClient, DB_PACKAGE_DIR, runPrismaCli } from "../src/index.js";
import { createTestDatabase, type TestDatabase } from "../src/testing.js";

// The schema is a folder of .prisma files, one per domain.
const schemaPath = path.join(DB_PACKAGE_DIR, "prisma", "schema");
const models = fs
  .readdirSync(schemaPath)
  .filter((file) => file.endsWith(".prisma"))
  .flatMap((file) => [...fs.readFileSync(path.join(schemaPath, file), "utf8").matchAll(/^model\s+(\w+)/gm)])
  .map((m) => m[1]);

describe("migrations on a fresh database", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  }, 120_000);

  afterAll(async () => {
    await database?.drop();
  });

  it("creates a table for every model, and the migrations table", async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
      );
      const tables = rows.map((r) => r.table_name);
      expect(models.length).toBeGreaterThan(0);
      expect(tables).toEqual(expect.arrayContaining([...models, "_prisma_migrations"]));
      const { rows: failed } = await client.query(
        "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NULL OR rolled_back_at IS NOT NULL",
      );
      expect(failed).toEqual([]);
    } finally {
      await client.end();
    }
  });

  it("reports a clean `prisma migrate status`", async () => {
    const { code, output } = await runPrismaCli(["migrate", "status"], database.url);
    expect(output).toContain("Database schema is up to date");
    expect(code).toBe(0);
  }, 60_000);

  it("leaves no difference between the migrated database and the schema", async () => {
    const { code, output } = await runPrismaCli(
      ["migrate", "diff", "--from-config-datasource", "--to-schema", schemaPath, "--exit-code"],
      database.url,
    );
    expect(output).not.toContain("Error");
    expect(code, output).toBe(0);
  }, 60_000);

  it("replays the migrations on a shadow database to exactly the schema", async () => {
    const { code, output } = await runPrismaCli(
      [
        "migrate",
        "diff",
        "--from-migrations",
        path.join(DB_PACKAGE_DIR, "prisma", "migrations"),
        "--to-schema",
        schemaPath,
        "--exit-code",
      ],
      database.url,
    );
    expect(code, output).toBe(0);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        "SELECT datname FROM pg_database WHERE datname LIKE 'prisma_migrate_shadow_db_%'",
      );
      expect(rows, "shadow databases left behind").toEqual([]);
    } finally {
      await client.end();
    }
  }, 60_000);

  it("serves queries through the generated client", async () => {
    const db = createPrismaClient(database.url, { poolSize: 2 });
    try {
      expect(await db.user.count()).toBe(0);
    } finally {
      await db.$disconnect();
    }
  });
});
