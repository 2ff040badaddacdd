#!/usr/bin/env node
// Offline stand-in for Prisma's native `schema-engine` binary.
//
// The Prisma CLI downloads a native schema engine from Prisma's servers on first use, which cannot work on an
// air-gapped machine. It honours PRISMA_SCHEMA_ENGINE_BINARY, so prisma.config.ts points it at this file. We speak
// the same command line and JSON-RPC protocol as the native binary and do the work with the WebAssembly build of
// the same engine (@prisma/schema-engine-wasm) running on top of the pg driver adapter (@prisma/adapter-pg).
//
// Protocol, as used by the CLI (packages/migrate SchemaEngineCLI and packages/internals canConnectToDatabase):
//   schema-engine --version                                     prints the version on stdout
//   schema-engine --datasource '{"url":…}' cli <command>        one-shot: can-connect-to-database, create-database,
//                                                               drop-database; errors are JSON log lines on stderr,
//                                                               the CLI ignores the first stderr line (banner)
//   schema-engine [--datamodels <file>]… [--datasource '{…}']   JSON-RPC 2.0, one message per line on stdin/stdout;
//                                                               logs as JSON lines on stderr
//
// Written for any Node.js >= 20 (no WebAssembly ES module integration, no other recent syntax): the shebang picks
// the first `node` on the PATH, which is Node 24 inside npm scripts and may be the system Node 20 elsewhere.
// See docs/DATABASE.md for the pitfalls handled here and how to test an upgrade.

import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import readline from "node:readline";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory, ColumnTypeEnum } from "@prisma/driver-adapter-utils";
import pg from "pg";

const require = createRequire(import.meta.url);
const WASM_PACKAGE = "@prisma/schema-engine-wasm";
const wasmPackageJson = JSON.parse(
  fs.readFileSync(path.join(path.dirname(require.resolve(`${WASM_PACKAGE}/schema_engine_bg`)), "package.json"), "utf8"),
);
const ENGINE_HASH = wasmPackageJson.version.split(".").pop();

const PG_CHAR_OID = 18; // the one-byte catalogue type "char" (pg_class.relkind, pg_constraint.contype, …)
const PG_TEXT_OID = 25;

// ---------------------------------------------------------------------------------------------------------------
// Logging: the CLI reads stderr line by line and JSON-parses each line (fields.message, level, target).

function log(level, message, extra = {}) {
  const line = {
    timestamp: new Date().toISOString(),
    level,
    fields: { message, ...extra },
    target: level === "ERROR" ? "schema_engine::logger" : "schema_engine::wasm_stand_in",
  };
  process.stderr.write(`${JSON.stringify(line)}\n`);
}

function banner() {
  // The CLI drops the first stderr line of a `cli` sub-command before parsing the rest: this is that line.
  log("INFO", `Starting schema engine stand-in (${WASM_PACKAGE} ${wasmPackageJson.version}, Node ${process.version})`);
}

// ---------------------------------------------------------------------------------------------------------------
// Command line

function parseArgs(argv) {
  const args = { datamodels: [], datasource: undefined, positional: [], version: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    switch (arg) {
      case "--version":
      case "-V":
        args.version = true;
        break;
      case "--datamodels":
      case "-d":
        args.datamodels.push(argv[++i]);
        break;
      case "--datasource":
        args.datasource = JSON.parse(argv[++i]);
        break;
      case "--enabled-preview-features":
      case "--extension-types":
        i++; // accepted for compatibility; the wasm engine takes neither
        break;
      default:
        args.positional.push(arg);
    }
  }
  return args;
}

// ---------------------------------------------------------------------------------------------------------------
// Connection helpers

/** The same server with another database name, keeping every other option (sslmode, host=/socket, …). */
function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}

function databaseName(url) {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ""));
  return name || "postgres";
}

function serverLocation(url) {
  const u = new URL(url);
  return `${u.hostname || u.searchParams.get("host") || "localhost"}:${u.port || "5432"}`;
}

/** Prisma's `?schema=` parameter is not a pg option: pass it to the adapter instead. */
function schemaParam(url) {
  return new URL(url).searchParams.get("schema") ?? undefined;
}

function pgConnectionString(url) {
  const u = new URL(url);
  u.searchParams.delete("schema");
  return u.toString();
}

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: pgConnectionString(url) });
  client.on("error", () => {});
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

function quoteIdent(name) {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Native-engine error codes for the connection failures the CLI reacts to (P1003 makes it create the database). */
function userFacingConnectionError(error, url) {
  const location = serverLocation(url);
  switch (error?.code) {
    case "3D000":
      return {
        code: "P1003",
        message: `Database \`${databaseName(url)}\` does not exist on the database server at \`${location}\`.`,
      };
    case "28P01":
    case "28000":
      return {
        code: "P1000",
        message: `Authentication failed against database server at \`${location}\`, the provided database credentials for \`${decodeURIComponent(new URL(url).username || "postgres")}\` are not valid.\n\nPlease make sure to provide valid database credentials for the database server at \`${location}\`.`,
      };
    case "ECONNREFUSED":
    case "ENOTFOUND":
    case "EHOSTUNREACH":
    case "ETIMEDOUT":
      return {
        code: "P1001",
        message: `Can't reach database server at \`${location}\`\n\nPlease make sure your database server is running at \`${location}\`.`,
      };
    case "42P04":
      return {
        code: "P1009",
        message: `Database \`${databaseName(url)}\` already exists on the database server at \`${location}\``,
      };
    default:
      return { code: undefined, message: error?.message ?? String(error) };
  }
}

async function canConnect(url) {
  await withClient(url, (client) => client.query("SELECT 1"));
}

async function createDatabase(url) {
  const name = databaseName(url);
  const create = (client) => client.query(`CREATE DATABASE ${quoteIdent(name)}`);
  try {
    await withClient(withDatabase(url, "postgres"), create);
  } catch (error) {
    if (error?.code === "3D000") await withClient(withDatabase(url, "template1"), create);
    else if (error?.code !== "42P04") throw error;
  }
  return name;
}

async function dropDatabase(url) {
  const name = databaseName(url);
  await withClient(withDatabase(url, "postgres"), (client) =>
    client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
  );
  return name;
}

/** Empties a database the way the native engine resets a shadow database: drop every user schema, recreate public. */
async function resetDatabase(url) {
  await withClient(url, async (client) => {
    const { rows } = await client.query(
      "SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'",
    );
    for (const { nspname } of rows) await client.query(`DROP SCHEMA ${quoteIdent(nspname)} CASCADE`);
    await client.query("CREATE SCHEMA IF NOT EXISTS public");
  });
}

/**
 * The names of the migrations the database records as applied (finished, not rolled back), as the engine counts
 * them; none when the migrations table does not exist yet.
 */
async function appliedMigrationNames(url) {
  const table = `${quoteIdent(schemaParam(url) ?? "public")}._prisma_migrations`;
  return withClient(url, async (client) => {
    const { rows } = await client.query("SELECT to_regclass($1) IS NOT NULL AS present", [table]);
    if (!rows[0].present) return new Set();
    const { rows: applied } = await client.query(
      `SELECT migration_name FROM ${table} WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    return new Set(applied.map((row) => row.migration_name));
  });
}

/** Identifies a migration list (the directories with their scripts) the way the engine's history cache does. */
function migrationListKey(migrationsList) {
  return JSON.stringify(migrationsList?.migrationDirectories ?? []);
}

// ---------------------------------------------------------------------------------------------------------------
// The driver adapter, with the fixes the wasm engine needs

let adapterPatched = false;

/**
 * Patches PgQueryable (the prototype shared by the pool adapter and its transactions), once:
 * - queryRaw: adapter-pg cannot describe the catalogue type "char" (OID 18), which the engine's introspection
 *   queries select ("Column type 'char' could not be deserialized"). Mapping it to Text made PostgreSQL 18 panic
 *   the engine; the engine expects Character.
 * - executeScript: adapter-pg splits scripts on ";", which breaks any migration with a function body or a string
 *   containing a semicolon. The native engine sends the whole script with the simple query protocol: so do we.
 */
function patchAdapter(adapter) {
  if (adapterPatched) return;
  let proto = Object.getPrototypeOf(adapter);
  while (proto && !Object.hasOwn(proto, "queryRaw")) proto = Object.getPrototypeOf(proto);
  if (!proto || typeof proto.performIO !== "function") {
    throw new Error(
      "@prisma/adapter-pg changed shape (no queryRaw/performIO): update packages/db/engine/schema-engine.mjs",
    );
  }
  const originalQueryRaw = proto.queryRaw;
  proto.queryRaw = async function queryRaw(query) {
    const result = await this.performIO(query);
    const charColumns = [];
    result.fields.forEach((field, index) => {
      if (field.dataTypeID === PG_CHAR_OID) {
        charColumns.push(index);
        field.dataTypeID = PG_TEXT_OID;
      }
    });
    const view = Object.create(this, { performIO: { value: async () => result } });
    const output = await originalQueryRaw.call(view, query);
    for (const index of charColumns) output.columnTypes[index] = ColumnTypeEnum.Character;
    return output;
  };
  let scriptProto = Object.getPrototypeOf(adapter);
  while (scriptProto && !Object.hasOwn(scriptProto, "executeScript")) scriptProto = Object.getPrototypeOf(scriptProto);
  if (!scriptProto)
    throw new Error("@prisma/adapter-pg changed shape (no executeScript): update packages/db/engine/schema-engine.mjs");
  scriptProto.executeScript = async function executeScript(script) {
    try {
      await this.client.query(script);
    } catch (error) {
      this.onError(error);
    }
  };
  adapterPatched = true;
}

/**
 * A migration-aware adapter factory. adapter-pg's own connectToShadowDb has two bugs we avoid:
 * it passes `{ connectionString, database }` to pg, where the connection string wins, so the "shadow" database is
 * the main one; and on dispose it drops the shadow database before closing its pool, which fails while the pool
 * still holds connections. Here the shadow database gets its own connection string, its pool is closed first and
 * the database is then dropped WITH (FORCE).
 */
class StandInPgFactory {
  provider = "postgres";
  adapterName = "@prisma/adapter-pg";

  constructor(url, shadowDatabaseUrl) {
    this.url = url;
    this.shadowDatabaseUrl = shadowDatabaseUrl;
    this.pendingCleanups = new Set();
  }

  async open(url) {
    const adapter = await new PrismaPg(
      { connectionString: pgConnectionString(url) },
      { schema: schemaParam(url) },
    ).connect();
    patchAdapter(adapter);
    return adapter;
  }

  connect() {
    return this.open(this.url);
  }

  async connectToShadowDb() {
    if (this.shadowDatabaseUrl) {
      // A configured shadow database (SHADOW_DATABASE_URL, for roles without CREATEDB) is never dropped, but the
      // wasm engine does not reset it as the native engine does: empty it ourselves before each use.
      await resetDatabase(this.shadowDatabaseUrl);
      return this.open(this.shadowDatabaseUrl);
    }
    const name = `prisma_migrate_shadow_db_${randomUUID()}`;
    await withClient(this.url, (client) => client.query(`CREATE DATABASE ${quoteIdent(name)}`));
    const shadowUrl = withDatabase(this.url, name);
    const adapter = await this.open(shadowUrl);
    const closePool = adapter.dispose.bind(adapter);
    let cleanup;
    const dispose = () => {
      cleanup ??= (async () => {
        await closePool().catch((error) => log("WARN", `Closing the shadow database pool failed: ${error.message}`));
        await withClient(this.url, (client) =>
          client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
        );
      })().finally(() => this.pendingCleanups.delete(dispose));
      return cleanup;
    };
    this.pendingCleanups.add(dispose);
    adapter.dispose = dispose;
    return adapter;
  }

  /** Drops shadow databases the engine did not dispose of (or is still disposing of): called after each request. */
  async cleanup() {
    const errors = [];
    for (const dispose of [...this.pendingCleanups]) {
      await dispose().catch((error) => errors.push(error));
    }
    for (const error of errors) log("WARN", `Dropping a shadow database failed: ${error.message}`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The wasm engine

class PanicRegistry {
  message = "";
  get() {
    return this.message;
  }
  set_message(message) {
    this.message = `RuntimeError: ${message}`;
  }
}
globalThis.PRISMA_WASM_PANIC_REGISTRY = new PanicRegistry();

let SchemaEngineClass;
async function loadSchemaEngineClass() {
  if (SchemaEngineClass) return SchemaEngineClass;
  // Instantiate the module ourselves rather than importing "@prisma/schema-engine-wasm" itself, whose entry point
  // imports the .wasm file as an ES module (needs Node >= 24.5, or a flag on Node 20).
  const runtime = await import(`${WASM_PACKAGE}/schema_engine_bg`);
  const wasmPath = path.join(
    path.dirname(require.resolve(`${WASM_PACKAGE}/schema_engine_bg`)),
    "schema_engine_bg.wasm",
  );
  const module = new WebAssembly.Module(fs.readFileSync(wasmPath));
  const instance = new WebAssembly.Instance(module, { "./schema_engine_bg.js": runtime });
  runtime.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start();
  SchemaEngineClass = runtime.SchemaEngine;
  return SchemaEngineClass;
}

function readDatamodels(paths) {
  if (paths.length === 0) return undefined; // must be undefined or non-empty
  return paths.map((file) => [file, fs.readFileSync(path.resolve(file), "utf8")]);
}

// ---------------------------------------------------------------------------------------------------------------
// JSON-RPC server

class RpcServer {
  constructor(args) {
    this.args = args;
    this.url = args.datasource?.url;
    this.factory = this.url ? new StandInPgFactory(this.url, args.datasource?.shadowDatabaseUrl) : undefined;
    this.engine = undefined;
    // migrationListKey of each migration list whose schema the engine has cached (see ensureHistoryCached).
    this.cachedHistories = new Set();
    this.nextOutgoingId = 1;
    this.outgoing = new Map();
    this.queue = Promise.resolve();
  }

  send(message) {
    process.stdout.write(`${JSON.stringify(message)}\n`);
  }

  /** Requests to the CLI (only `print`, for `migrate diff`). */
  request(method, params) {
    const id = `stand-in-${this.nextOutgoingId++}`;
    return new Promise((resolve) => {
      this.outgoing.set(id, resolve);
      this.send({ jsonrpc: "2.0", id, method, params });
    });
  }

  handleLine(line) {
    if (!line.trim()) return;
    let message;
    try {
      message = JSON.parse(line);
    } catch {
      log("ERROR", `Could not parse JSON-RPC message: ${line.slice(0, 200)}`);
      return;
    }
    if (message.method === undefined && this.outgoing.has(message.id)) {
      this.outgoing.get(message.id)(message.result);
      this.outgoing.delete(message.id);
      return;
    }
    this.queue = this.queue.then(() => this.dispatch(message));
  }

  async getEngine() {
    if (this.engine) return this.engine;
    if (!this.factory) {
      throw Object.assign(new Error("The schema engine stand-in needs a datasource url (--datasource)."), {
        code: "P1012",
      });
    }
    const SchemaEngine = await loadSchemaEngineClass();
    const adapterFactory = bindMigrationAwareSqlAdapterFactory(this.factory);
    const logFromEngine = (message) => {
      if (process.env.PRISMA_SCHEMA_ENGINE_DEBUG) log("DEBUG", String(message));
    };
    this.engine = await SchemaEngine.new(
      { datamodels: readDatamodels(this.args.datamodels) },
      logFromEngine,
      adapterFactory,
    );
    return this.engine;
  }

  /**
   * In the wasm engine, evaluateDataLoss and createMigration cannot reach a shadow database: they take the schema of
   * the migration history from a cache inside the engine instance, keyed by the list of migrations, and fail with
   * "PostgreSQL shadow DB must be provided through an external factory" on a miss. Only devDiagnostic (and
   * diagnoseMigrationHistory) replay migrations on a shadow database, and they cache the migrations *applied to the
   * database at that moment*. `migrate dev` calls devDiagnostic, then applyMigrations, then evaluateDataLoss and
   * createMigration with the whole list: on a database that was behind (an empty one, or one with pending
   * migrations) the cached list is not the list asked for. So when the list asked for is not known to be cached,
   * diagnose again first (the pending migrations are applied by then) and call the engine after that.
   */
  async ensureHistoryCached(engine, params) {
    if (this.cachedHistories.has(migrationListKey(params?.migrationsList))) return;
    log("INFO", "Diagnosing again: the migration history asked for was not fully applied at the last devDiagnostic");
    await engine.devDiagnostic({ migrationsList: params.migrationsList, filters: params.filters });
    await this.rememberDiagnosedHistory(params.migrationsList);
  }

  /** After a devDiagnostic: the engine now caches the schema of the listed migrations that the database has applied. */
  async rememberDiagnosedHistory(migrationsList) {
    const applied = await appliedMigrationNames(this.url);
    const directories = migrationsList?.migrationDirectories ?? [];
    this.cachedHistories.add(
      migrationListKey({ migrationDirectories: directories.filter((directory) => applied.has(directory.path)) }),
    );
  }

  async callWithHistory(engine, method, params) {
    await this.ensureHistoryCached(engine, params);
    try {
      const result = await engine[method](params);
      this.cachedHistories.add(migrationListKey(params?.migrationsList)); // the engine caches what it computed
      return result;
    } catch (error) {
      if (/shadow DB must be provided/.test(String(error?.message ?? ""))) {
        error.message =
          `${error.message}\n\nThe offline schema engine can replay a migration history on a shadow database only ` +
          "once every migration of it is applied to the database: run `prisma migrate deploy` first.";
      }
      throw error;
    }
  }

  async call(method, params) {
    switch (method) {
      case "createDatabase": {
        const url = params?.datasource?.tag === "ConnectionString" ? params.datasource.url : this.url;
        return { databaseName: await createDatabase(url) };
      }
      case "dbExecute": {
        // Run the script ourselves in one simple-protocol query, like the native engine does.
        const target = params.datasourceType;
        const url = target?.tag === "url" ? target.url : this.url;
        await withClient(url, (client) => client.query(params.script));
        return null;
      }
      case "getDatabaseDescription":
        throw new Error("getDatabaseDescription is not supported by the schema engine stand-in.");
      default:
        break;
    }

    const engine = await this.getEngine();
    switch (method) {
      case "devDiagnostic": {
        const result = await engine.devDiagnostic(params);
        await this.rememberDiagnosedHistory(params?.migrationsList);
        return result;
      }
      case "evaluateDataLoss":
      case "createMigration":
        return this.callWithHistory(engine, method, params);
      case "getDatabaseVersion":
        return engine.version(params ?? undefined);
      case "diff": {
        const { stdout, ...rest } = await engine.diff(params);
        // The native engine prints the diff through a `print` request to the CLI, which writes it to stdout.
        if (stdout) await this.request("print", { content: stdout.replace(/\n$/, "") });
        return rest;
      }
      case "debugPanic":
        return engine.debugPanic();
      case "applyMigrations":
      case "diagnoseMigrationHistory":
      case "ensureConnectionValidity":
      case "introspect":
      case "introspectSql":
      case "markMigrationApplied":
      case "markMigrationRolledBack":
      case "schemaPush":
        return engine[method](params);
      case "reset": {
        const result = await engine.reset(params);
        return result ?? null;
      }
      default:
        throw Object.assign(new Error(`Unknown JSON-RPC method: ${method}`), { rpcCode: -32601 });
    }
  }

  async dispatch(message) {
    const { id, method, params } = message;
    try {
      const result = await this.call(method, params);
      await this.factory?.cleanup();
      if (id !== undefined) this.send({ jsonrpc: "2.0", id, result: result ?? null });
    } catch (error) {
      await this.factory?.cleanup().catch(() => {});
      const panic = error?.name === "RuntimeError";
      if (id !== undefined) this.send({ jsonrpc: "2.0", id, error: toRpcError(error, panic, this.url) });
      if (panic) {
        // A panicked wasm instance cannot be used again; exit like the native engine (code 101).
        log("ERROR", toRpcError(error, panic, this.url).data.message, { is_panic: true });
        await this.exit(101);
      }
    }
  }

  /** Lets the request in progress finish (its shadow database cleanup included), then exits. */
  async shutdown(code = 0) {
    await this.queue.catch(() => {});
    await this.exit(code);
  }

  async exit(code) {
    try {
      await this.factory?.cleanup();
    } finally {
      process.exit(code);
    }
  }

  run() {
    const lines = readline.createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
    lines.on("line", (line) => this.handleLine(line));
    lines.on("close", () => this.shutdown(0));
    // The CLI stops the engine by closing stdin and then killing it: finish the current request's cleanup first.
    for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => this.shutdown(0));
  }
}

function toRpcError(error, panic, url) {
  if (panic) {
    const message = globalThis.PRISMA_WASM_PANIC_REGISTRY.get() || String(error?.message ?? error);
    return {
      code: 4466,
      message,
      data: { is_panic: true, message, backtrace: String(error?.stack ?? "") },
    };
  }
  if (error?.rpcCode) return { code: error.rpcCode, message: error.message };
  // Errors raised by pg outside the engine (createDatabase, dbExecute).
  if (error && typeof error.code === "string" && !/^P\d{4}$/.test(error.code)) {
    const mapped = userFacingConnectionError(error, url ?? "postgres://localhost/postgres");
    return {
      code: 4466,
      message: "An error happened. Check the data field for details.",
      data: { is_panic: false, message: mapped.message, error_code: mapped.code, meta: {} },
    };
  }
  const message = String(error?.message ?? error);
  return {
    code: 4466,
    message: "An error happened. Check the data field for details.",
    data: {
      is_panic: false,
      message,
      ...(error?.code ? { error_code: error.code } : {}),
      meta: error?.meta ?? {},
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Entry point

async function runCliCommand(command, url) {
  if (!url) {
    log("ERROR", "The `cli` commands need --datasource with a url.");
    process.exit(1);
  }
  try {
    switch (command) {
      case "can-connect-to-database":
        await canConnect(url);
        break;
      case "create-database":
        log("INFO", `Database \`${await createDatabase(url)}\` created.`);
        break;
      case "drop-database":
        log("INFO", `Database \`${await dropDatabase(url)}\` dropped.`);
        break;
      default:
        log("ERROR", `Unknown cli command: ${command}`);
        process.exit(1);
    }
    process.exit(0);
  } catch (error) {
    const { code, message } = userFacingConnectionError(error, url);
    log("ERROR", message, code ? { error_code: code } : {});
    process.exit(1);
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.version) {
    process.stdout.write(
      `schema-engine-cli ${ENGINE_HASH} (offline stand-in: ${WASM_PACKAGE} ${wasmPackageJson.version})\n`,
    );
    return;
  }
  banner();
  if (args.positional[0] === "cli") {
    await runCliCommand(args.positional[1], args.datasource?.url);
    return;
  }
  new RpcServer(args).run();
}

main().catch((error) => {
  log("ERROR", String(error?.stack ?? error));
  process.exit(1);
});
