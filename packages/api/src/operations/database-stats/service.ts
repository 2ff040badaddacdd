// Reads PostgreSQL's statistics for GET /api/system/database-stats. Estimates only: no COUNT(*) (at 100,000
// vendors and their records a count of every table would take seconds and read every page). Tables and indexes
// of the schemas on the search path (the application's), connections of this database.
import { Prisma } from "@tprm/db";
import type { Context } from "../../context.js";
import {
  type DatabaseStats,
  type IndexRow,
  NOT_INSTALLED,
  NOT_LOADED,
  num,
  shapeConnections,
  shapeIndexes,
  shapeStatements,
  shapeTables,
  type TableRow,
} from "./shape.js";

/** The slowest statements shown, by total time. */
export const SLOW_STATEMENTS = 20;

export async function databaseStats(ctx: Pick<Context, "db">): Promise<DatabaseStats> {
  const db = ctx.db;
  const [database] = await db.$queryRaw<{ name: string; bytes: unknown; reset: Date | null }[]>`
    SELECT current_database() AS name, pg_database_size(current_database()) AS bytes,
           (SELECT stats_reset FROM pg_stat_database WHERE datname = current_database()) AS reset`;
  const tables = await db.$queryRaw<TableRow[]>`
    SELECT c.relname AS name, c.reltuples, s.n_live_tup, s.n_dead_tup,
           pg_total_relation_size(c.oid) AS total_bytes, pg_relation_size(c.oid) AS table_bytes,
           pg_indexes_size(c.oid) AS index_bytes, s.seq_scan, s.idx_scan,
           s.last_vacuum, s.last_autovacuum, s.last_analyze, s.last_autoanalyze
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
    WHERE c.relkind IN ('r', 'p') AND n.nspname = ANY (current_schemas(false))`;
  const indexes = await db.$queryRaw<IndexRow[]>`
    SELECT s.indexrelname AS name, s.relname AS "table", s.idx_scan, pg_relation_size(s.indexrelid) AS bytes,
           i.indisunique AS "unique"
    FROM pg_stat_user_indexes s
    JOIN pg_index i ON i.indexrelid = s.indexrelid
    WHERE s.schemaname = ANY (current_schemas(false))`;
  const connections = await db.$queryRaw<{ state: string | null; count: unknown }[]>`
    SELECT state, count(*) AS count FROM pg_stat_activity WHERE datname = current_database() GROUP BY state`;
  const [max] = await db.$queryRaw<{ max: string }[]>`SELECT current_setting('max_connections') AS max`;

  return {
    generatedAt: new Date().toISOString(),
    database: {
      name: database!.name,
      bytes: num(database!.bytes),
      statisticsResetAt: database!.reset ? database!.reset.toISOString() : null,
    },
    rowCountsAreEstimates: true,
    tables: shapeTables(tables),
    indexes: shapeIndexes(indexes),
    slowStatements: await slowStatements(ctx),
    connections: shapeConnections(connections, max?.max),
  };
}

async function slowStatements(ctx: Pick<Context, "db">): Promise<DatabaseStats["slowStatements"]> {
  const [installed] = await ctx.db.$queryRaw<{ schema: string }[]>`
    SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_stat_statements'`;
  if (!installed) return { status: "not-installed", message: NOT_INSTALLED };
  const view = Prisma.raw(`"${installed.schema.replace(/"/g, '""')}".pg_stat_statements`);
  try {
    const rows = await ctx.db.$queryRaw<
      { query: string; calls: unknown; total_ms: unknown; mean_ms: unknown; rows: unknown }[]
    >`SELECT query, calls, total_exec_time AS total_ms, mean_exec_time AS mean_ms, rows
      FROM ${view} WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
      ORDER BY total_exec_time DESC LIMIT ${SLOW_STATEMENTS}`;
    return { status: "available", statements: shapeStatements(rows) };
  } catch (error) {
    if (/shared_preload_libraries/.test((error as Error).message)) return { status: "not-loaded", message: NOT_LOADED };
    throw error;
  }
}
