// GET /api/system/database-stats: the shape of the answer and the pure rules that make it from PostgreSQL's
// statistics rows (unit-tested with known rows in shape.test.ts; the statements are in service.ts).
import { z } from "zod";

export const tableStatsOutput = z.object({
  name: z.string(),
  estimatedRows: z
    .number()
    .describe("Estimated rows: pg_stat_user_tables.n_live_tup, else pg_class.reltuples — not an exact count"),
  deadRows: z.number().describe("Estimated dead rows waiting for VACUUM"),
  totalBytes: z.number().describe("The table with its indexes and TOAST"),
  tableBytes: z.number(),
  indexBytes: z.number(),
  sequentialScans: z.number(),
  indexScans: z.number(),
  lastVacuumAt: z.string().nullable().describe("Latest VACUUM, manual or automatic"),
  lastAnalyzeAt: z.string().nullable().describe("Latest ANALYZE, manual or automatic"),
});

export const indexStatsOutput = z.object({
  name: z.string(),
  table: z.string(),
  scans: z.number().describe("Index scans since the statistics were last reset"),
  bytes: z.number(),
  unique: z.boolean(),
  unused: z.boolean().describe("Never scanned since the statistics were reset, and not enforcing uniqueness"),
});

export const slowStatementOutput = z.object({
  query: z.string().describe("The normalised statement (constants replaced by $n)"),
  calls: z.number(),
  totalMs: z.number(),
  meanMs: z.number(),
  rows: z.number(),
});

export const databaseStatsOutput = z.object({
  generatedAt: z.string(),
  database: z.object({
    name: z.string(),
    bytes: z.number(),
    statisticsResetAt: z.string().nullable().describe("Since when the scan counts are counted"),
  }),
  rowCountsAreEstimates: z.literal(true).describe("Row counts come from PostgreSQL's statistics, not COUNT(*)"),
  tables: z.array(tableStatsOutput),
  indexes: z.array(indexStatsOutput).describe("Every index, least used first"),
  slowStatements: z.discriminatedUnion("status", [
    z.object({ status: z.literal("available"), statements: z.array(slowStatementOutput) }),
    z.object({
      status: z.enum(["not-installed", "not-loaded"]),
      message: z.string().describe("Why there are no statements, and how to have them"),
    }),
  ]),
  connections: z.object({
    max: z.number().describe("max_connections"),
    byState: z.array(z.object({ state: z.string(), count: z.number() })),
    total: z.number(),
  }),
});

export type DatabaseStats = z.infer<typeof databaseStatsOutput>;

/** pg returns bigint and numeric as text: a number, 0 for null. */
export const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value ? String(value) : null);
const latest = (a: unknown, b: unknown) => {
  const [x, y] = [iso(a), iso(b)];
  if (!x) return y;
  if (!y) return x;
  return x > y ? x : y;
};

export interface TableRow {
  name: string;
  reltuples: unknown;
  n_live_tup: unknown;
  n_dead_tup: unknown;
  total_bytes: unknown;
  table_bytes: unknown;
  index_bytes: unknown;
  seq_scan: unknown;
  idx_scan: unknown;
  last_vacuum: unknown;
  last_autovacuum: unknown;
  last_analyze: unknown;
  last_autoanalyze: unknown;
}

/**
 * A table's estimate: the live rows the statistics count as rows are written (n_live_tup, current between
 * ANALYZEs); when that is 0 — statistics reset, or a table loaded before they were kept — the planner's reltuples
 * from the latest VACUUM or ANALYZE (−1 for a table never analysed: 0).
 */
export function estimateRows(liveTuples: unknown, reltuples: unknown) {
  const live = num(liveTuples);
  return Math.round(live > 0 ? live : Math.max(0, num(reltuples)));
}

/** Largest tables first. */
export function shapeTables(rows: readonly TableRow[]) {
  return rows
    .map((row) => ({
      name: row.name,
      estimatedRows: estimateRows(row.n_live_tup, row.reltuples),
      deadRows: num(row.n_dead_tup),
      totalBytes: num(row.total_bytes),
      tableBytes: num(row.table_bytes),
      indexBytes: num(row.index_bytes),
      sequentialScans: num(row.seq_scan),
      indexScans: num(row.idx_scan),
      lastVacuumAt: latest(row.last_vacuum, row.last_autovacuum),
      lastAnalyzeAt: latest(row.last_analyze, row.last_autoanalyze),
    }))
    .sort((a, b) => b.totalBytes - a.totalBytes || a.name.localeCompare(b.name));
}

export interface IndexRow {
  name: string;
  table: string;
  idx_scan: unknown;
  bytes: unknown;
  unique: boolean;
}

/** Unused: never scanned and not enforcing uniqueness (a unique index works on every write, scanned or not). */
export function shapeIndexes(rows: readonly IndexRow[]) {
  return rows
    .map((row) => {
      const scans = num(row.idx_scan);
      return {
        name: row.name,
        table: row.table,
        scans,
        bytes: num(row.bytes),
        unique: row.unique,
        unused: scans === 0 && !row.unique,
      };
    })
    .sort((a, b) => a.scans - b.scans || b.bytes - a.bytes || a.name.localeCompare(b.name));
}

/** Connections by state (null state: a background process, counted as "background"), most first. */
export function shapeConnections(rows: readonly { state: string | null; count: unknown }[], max: unknown) {
  const byState = rows
    .map((row) => ({ state: row.state ?? "background", count: num(row.count) }))
    .sort((a, b) => b.count - a.count || a.state.localeCompare(b.state));
  return { max: num(max), byState, total: byState.reduce((sum, s) => sum + s.count, 0) };
}

export function shapeStatements(
  rows: readonly { query: string; calls: unknown; total_ms: unknown; mean_ms: unknown; rows: unknown }[],
) {
  const round = (ms: unknown) => Math.round(num(ms) * 100) / 100;
  return rows.map((row) => ({
    query: row.query,
    calls: num(row.calls),
    totalMs: round(row.total_ms),
    meanMs: round(row.mean_ms),
    rows: num(row.rows),
  }));
}

export const NOT_INSTALLED =
  "pg_stat_statements is not installed in this database: CREATE EXTENSION pg_stat_statements (with the library in shared_preload_libraries) to see the slowest statements.";
export const NOT_LOADED =
  "pg_stat_statements is installed but not loaded: add it to shared_preload_libraries in postgresql.conf and restart PostgreSQL.";
