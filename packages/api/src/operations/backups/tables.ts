// The tables a backup holds and a restore replaces: every ordinary table of the schema except Prisma's own
// _prisma_migrations (the schema level is the deployment's, not the data's), with their stored columns in order.
import type pg from "pg";

export interface TableInfo {
  name: string;
  columns: string[];
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function listTables(client: pg.ClientBase): Promise<TableInfo[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname <> '_prisma_migrations'
      GROUP BY c.relname
      ORDER BY c.relname`,
  );
  return rows;
}

/** The applied migrations' names, oldest first (named by their timestamp, so name order is age order). */
export async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT migration_name AS name FROM _prisma_migrations
      WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  return rows.map((r) => r.name);
}
