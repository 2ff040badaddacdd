// The analytics' heavier statements group every invoice of the year by vendor: 100,000 groups and more. With
// PostgreSQL's default work_mem (4 MB) such a hash aggregate spills to disk in batches (measured: 8 MB in memory,
// 15 MB on disk, most of a second); this runs a statement in a read-only transaction of its own with room for it.
import type { Prisma, SqlPool } from "@tprm/db";

/** Memory for one statement's sorts and hashes: 100,000 vendors' groups need about 24 MB. */
export const ANALYTICS_WORK_MEM = "64MB";

/** Runs one statement with ANALYTICS_WORK_MEM, on a connection of the pool, and returns its rows. */
export async function roomyRows<Row>(pool: SqlPool, statement: Prisma.Sql): Promise<Row[]> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN READ ONLY");
    await client.query(`SET LOCAL work_mem = '${ANALYTICS_WORK_MEM}'`);
    const result = await client.query({ text: statement.text, values: statement.values as unknown[] });
    await client.query("COMMIT");
    return result.rows as Row[];
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
