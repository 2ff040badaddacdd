// The SQL a server request sends, captured on its way to PostgreSQL, so the benchmark can send the very same
// statements straight through `pg` beside the HTTP figures; and EXPLAIN ANALYZE of captured statements.
import pg from "pg";
import type { CapturedQuery, SqlSequence } from "./load.js";

let sink: CapturedQuery[] | null = null;
let installed = false;

/**
 * Records every statement any pg client of this process sends while `action` runs (Prisma's adapter and the SQL
 * pool both end in pg.Client#query). Only the in-process server may be busy meanwhile: the load generator is idle
 * between runs and the server as `npm start` runs it is another process.
 */
export async function captureSql(action: () => Promise<unknown>): Promise<CapturedQuery[]> {
  if (!installed) {
    installed = true;
    const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    (pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      if (sink) {
        const [config, values] = args;
        if (typeof config === "string") sink.push({ sql: config, params: Array.isArray(values) ? values : [] });
        else if (config && typeof config === "object" && "text" in config) {
          const c = config as { text: string; values?: unknown[] };
          sink.push({ sql: c.text, params: c.values ?? (Array.isArray(values) ? values : []) });
        }
      }
      return original.apply(this, args);
    };
  }
  if (sink) throw new Error("captureSql does not nest");
  const captured: CapturedQuery[] = [];
  sink = captured;
  try {
    await action();
  } finally {
    sink = null;
  }
  return captured;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEX64 = /^[0-9a-f]{64}$/i;

/**
 * Makes captured statements replayable: an id the request generated for a row it inserted (Prisma's uuid(7), a
 * session's token hash) would collide on the second replay, so each is marked to be replaced by a fresh one of the
 * same shape. Ids of rows that existed before (`known`: the users, …) stay as they are.
 */
export function replayable(statements: CapturedQuery[], known: Set<string>): SqlSequence {
  const fresh = new Map<string, "uuid" | "hex64">();
  for (const q of statements) {
    if (!/^\s*INSERT/i.test(q.sql)) continue;
    for (const p of q.params) {
      if (typeof p !== "string" || known.has(p)) continue;
      if (UUID.test(p)) fresh.set(p, "uuid");
      else if (HEX64.test(p)) fresh.set(p, "hex64");
    }
  }
  return { statements, fresh: [...fresh].map(([value, kind]) => ({ value, kind })) };
}

/** One line per statement, for the log: what a request sent. */
export function describeSql(statements: CapturedQuery[]): string {
  return statements.map((q, i) => `    ${i + 1}. ${q.sql.replace(/\s+/g, " ").slice(0, 150)}`).join("\n");
}

export async function explain(url: string, queries: CapturedQuery[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const out: string[] = [];
  for (const q of queries) {
    // A transaction's frame and its settings (SET LOCAL work_mem) are run as sent, so the plans see them.
    if (/^\s*(BEGIN|COMMIT|ROLLBACK|SET)\b/i.test(q.sql)) {
      await client.query(q.sql);
      continue;
    }
    const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`, q.params);
    out.push(`  SQL: ${q.sql}\n  params: ${JSON.stringify(q.params)}`);
    out.push(plan.rows.map((row: Record<string, string>) => `    ${row["QUERY PLAN"]}`).join("\n"));
  }
  await client.end();
  return out.join("\n");
}
