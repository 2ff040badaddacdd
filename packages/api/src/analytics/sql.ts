// The analytics' heavier statements group every invoice of the year by vendor: 100,000 groups and more. With
// PostgreSQL's default work_mem (4 MB) such a hash aggregate spills to disk in batches (measured: 8 MB in memory,
// 15 MB on disk, most of a second); this runs a statement in a read-only transaction of its own with room for it.
import { Prisma, type SqlPool } from "@tprm/db";

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

/**
 * Each vendor's invoices issued in the period, per currency (`per_vendor`: currency, vendorId, invoices, amount), as a
 * CTE computed once, and the ten largest of each currency read from it with a top-N sort (no sort of every vendor).
 * Currencies compare byte-wise (COLLATE "C": ISO codes), which spares the locale's collation on 100,000 rows.
 */
export function perVendorSpend(from: string, to: string) {
  return Prisma.sql`per_vendor AS MATERIALIZED (
      SELECT i."currency" COLLATE "C" AS currency, i."vendorId", count(*)::int AS invoices, sum(i."amount") AS amount
      FROM "Invoice" i WHERE i."issueDate" BETWEEN ${from}::date AND ${to}::date
      GROUP BY 1, 2)`;
}

/** The `limit` largest vendors of currency `currencyColumn` in per_vendor, with their names, as a JSON array. */
export function topVendorsJson(currencyColumn: Prisma.Sql, limit: number) {
  return Prisma.sql`coalesce((
      SELECT json_agg(json_build_object('vendorId', t."vendorId", 'name', v."name", 'invoices', t.invoices,
        'amount', t.amount::text) ORDER BY t.amount DESC, t."vendorId")
      FROM (SELECT p."vendorId", p.invoices, p.amount FROM per_vendor p WHERE p.currency = ${currencyColumn}
            ORDER BY p.amount DESC, p."vendorId" LIMIT ${limit}) t
      JOIN "Vendor" v ON v."id" = t."vendorId"), '[]')`;
}
