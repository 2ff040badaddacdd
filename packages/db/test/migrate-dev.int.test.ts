// `prisma migrate dev` through the offline schema engine (packages/db/engine/schema-engine.mjs), on databases that
// are behind: a fresh empty one, and one with only part of the history applied. There the CLI's devDiagnostic sees
// fewer applied migrations than evaluateDataLoss and createMigration then ask about, which the wasm engine cannot
// answer without the stand-in diagnosing again ("PostgreSQL shadow DB must be provided through an external factory").
//
// Each test works on a copy of packages/db/prisma in a temporary directory, with a Prisma config of its own pointing
// there, so nothing is written to the repository.
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { DB_PACKAGE_DIR, runPrismaCli } from "../src/index.js";
import { DEFAULT_TEST_DATABASE_ADMIN_URL, testDatabaseName } from "../src/testing.js";

const require = createRequire(import.meta.url);
const PRISMA_DIR = path.join(DB_PACKAGE_DIR, "prisma");
const ENGINE_PATH = path.join(DB_PACKAGE_DIR, "engine", "schema-engine.mjs");
const PROBE_MODEL = "TprmMigrateDevProbe";

function migrationNames(migrationsDir: string): string[] {
  return fs
    .readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

interface Workspace {
  dir: string;
  configPath: string;
  schemaPath: string;
  migrationsDir: string;
}

/** A copy of packages/db/prisma (with only the first `keepMigrations` migrations, if given) and a config for it. */
function createWorkspace(keepMigrations?: number): Workspace {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tprm-migrate-dev-"));
  const prismaDir = path.join(dir, "prisma");
  fs.cpSync(PRISMA_DIR, prismaDir, { recursive: true });
  const migrationsDir = path.join(prismaDir, "migrations");
  if (keepMigrations !== undefined) {
    for (const name of migrationNames(migrationsDir).slice(keepMigrations)) {
      fs.rmSync(path.join(migrationsDir, name), { recursive: true });
    }
  }
  const schemaPath = path.join(prismaDir, "schema");
  const configPath = path.join(dir, "prisma.config.ts");
  // Outside the repository "prisma/config" does not resolve by name: import it by its file URL.
  fs.writeFileSync(
    configPath,
    [
      `import { defineConfig } from ${JSON.stringify(pathToFileURL(require.resolve("prisma/config")).href)};`,
      `process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= ${JSON.stringify(ENGINE_PATH)};`,
      "export default defineConfig({",
      `  schema: ${JSON.stringify(schemaPath)},`,
      `  migrations: { path: ${JSON.stringify(migrationsDir)} },`,
      "  datasource: { url: process.env.DATABASE_URL ?? '' },",
      "});",
      "",
    ].join("\n"),
  );
  return { dir, configPath, schemaPath, migrationsDir };
}

function adminUrl(): string {
  return process.env.TEST_DATABASE_ADMIN_URL || DEFAULT_TEST_DATABASE_ADMIN_URL;
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database with nothing in it (CREATE DATABASE only, no migration applied). */
async function createEmptyDatabase(): Promise<{ name: string; url: string }> {
  const name = testDatabaseName();
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

describe("prisma migrate dev on a database that is behind", () => {
  const cleanups: Array<() => Promise<void> | void> = [];

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setup(keepMigrations?: number) {
    const workspace = createWorkspace(keepMigrations);
    cleanups.push(() => fs.rmSync(workspace.dir, { recursive: true, force: true }));
    const database = await createEmptyDatabase();
    cleanups.push(() => admin(`DROP DATABASE IF EXISTS "${database.name}" WITH (FORCE)`));
    const prisma = (...args: string[]) => runPrismaCli([...args, "--config", workspace.configPath], database.url);
    return { workspace, database, prisma };
  }

  function addProbeModel(workspace: Workspace) {
    fs.writeFileSync(path.join(workspace.schemaPath, "probe.prisma"), `model ${PROBE_MODEL} {\n  id Int @id\n}\n`);
  }

  function expectProbeMigration(workspace: Workspace, before: string[]) {
    const created = migrationNames(workspace.migrationsDir).filter((name) => !before.includes(name));
    expect(created).toHaveLength(1);
    const [name = ""] = created;
    expect(name).toMatch(/^\d{14}_probe$/);
    const sql = fs.readFileSync(path.join(workspace.migrationsDir, name, "migration.sql"), "utf8");
    expect(sql).toContain(`CREATE TABLE "${PROBE_MODEL}"`);
  }

  it("creates a migration with --create-only on an empty database", async () => {
    const repositoryMigrations = migrationNames(path.join(PRISMA_DIR, "migrations"));
    const { workspace, prisma } = await setup();
    addProbeModel(workspace);
    const before = migrationNames(workspace.migrationsDir);

    const { code, output } = await prisma("migrate", "dev", "--create-only", "--name", "probe");
    expect(output).not.toContain("shadow DB must be provided");
    expect(code, output).toBe(0);
    expect(output).toContain("created the following migration without applying it");
    expectProbeMigration(workspace, before);
    expect(migrationNames(path.join(PRISMA_DIR, "migrations"))).toEqual(repositoryMigrations);
  }, 180_000);

  it("creates a migration with --create-only when only part of the history is applied", async () => {
    const { workspace, prisma } = await setup(1);
    const deployed = await prisma("migrate", "deploy");
    expect(deployed.code, deployed.output).toBe(0);
    // The rest of the history arrives (a pull), with a schema change on top.
    fs.cpSync(path.join(PRISMA_DIR, "migrations"), workspace.migrationsDir, { recursive: true });
    addProbeModel(workspace);
    const before = migrationNames(workspace.migrationsDir);

    const { code, output } = await prisma("migrate", "dev", "--create-only", "--name", "probe");
    expect(code, output).toBe(0);
    expectProbeMigration(workspace, before);
  }, 180_000);

  it("applies the migrations to an empty database and then finds it in sync, without a schema change", async () => {
    const { workspace, prisma } = await setup();
    const before = migrationNames(workspace.migrationsDir);

    const first = await prisma("migrate", "dev");
    expect(first.output).not.toContain("shadow DB must be provided");
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain("The following migration(s) have been applied");
    expect(first.output).toContain("Your database is now in sync with your schema.");

    const second = await prisma("migrate", "dev");
    expect(second.code, second.output).toBe(0);
    expect(second.output).toContain("Already in sync, no schema change or pending migration was found.");
    expect(migrationNames(workspace.migrationsDir)).toEqual(before);
  }, 180_000);
});
