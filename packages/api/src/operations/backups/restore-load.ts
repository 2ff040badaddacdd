// The restore itself, all or nothing: one transaction truncates every table and loads the backup's parts with
// COPY ... FROM STDIN. Foreign keys and plain indexes are dropped for the load and made again after it (so tables
// load in any order, and every key is checked once, at the end), and the tables' own triggers are off while
// loading (the backup already holds what they compute: a vendor's search text, its contracts' value). The row counts are compared with the manifest's, every
// session is deleted (the restoring Admin's too) and the restore's audit row is written last, in the same
// transaction, so it is part of the restored database. Anything failing rolls the whole of it back.
import { createReadStream } from "node:fs";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { auditRow } from "../../audit/write-audit.js";
import type { InnerManifest } from "./archive-format.js";
import { listTables, quoteIdent } from "./tables.js";

export interface RestoreActor {
  id: string | null;
  name: string;
  ipAddress: string | null;
}

export interface LoadResult {
  rows: Record<string, number>;
  sessionsRevoked: number;
  /** Milliseconds per phase (the benchmark reports them). */
  phases: Record<string, number>;
}

export async function loadBackup(input: {
  databaseUrl: string;
  workDir: string;
  manifest: InnerManifest;
  actor: RestoreActor;
  /** What the audit row says was restored, e.g. "backup tprm-backup-… (listed)". */
  source: string;
  onProgress?: (done: number, total: number) => Promise<void> | void;
}): Promise<LoadResult> {
  const { manifest } = input;
  const client = new pg.Client({ connectionString: input.databaseUrl, application_name: "tprm-restore" });
  await client.connect();
  try {
    const phases: Record<string, number> = {};
    let mark = Date.now();
    const phase = (name: string) => {
      phases[name] = Date.now() - mark;
      mark = Date.now();
    };
    await client.query("BEGIN");
    const tables = await listTables(client);
    const names = tables.map((t) => quoteIdent(t.name));
    // Bulk load: foreign keys dropped and added back after the load (one validating join per key instead of a
    // check per row), plain indexes dropped and built again over the loaded rows (far cheaper than maintaining
    // them row by row, the trigram ones above all). Unique and primary keys stay. All inside the transaction.
    const { rows: fks } = await client.query<{ table: string; name: string; definition: string }>(
      `SELECT cl.relname AS table, co.conname AS name, pg_get_constraintdef(co.oid) AS definition
         FROM pg_constraint co JOIN pg_class cl ON cl.oid = co.conrelid JOIN pg_namespace n ON n.oid = cl.relnamespace
        WHERE co.contype = 'f' AND n.nspname = current_schema() AND cl.relname <> '_prisma_migrations'`,
    );
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `SELECT i.indexname AS name, i.indexdef AS definition
         FROM pg_indexes i
        WHERE i.schemaname = current_schema() AND i.tablename <> '_prisma_migrations'
          AND NOT EXISTS (SELECT 1 FROM pg_constraint co WHERE co.conindid = to_regclass(quote_ident(i.schemaname) || '.' || quote_ident(i.indexname)))`,
    );
    for (const fk of fks)
      await client.query(`ALTER TABLE ${quoteIdent(fk.table)} DROP CONSTRAINT ${quoteIdent(fk.name)}`);
    for (const index of indexes) await client.query(`DROP INDEX ${quoteIdent(index.name)}`);
    for (const name of names) await client.query(`ALTER TABLE ${name} DISABLE TRIGGER USER`);
    if (names.length) await client.query(`TRUNCATE ${names.join(", ")}`);
    phase("prepare");
    let done = 0;
    const steps = manifest.tables.length + 1;
    for (const table of manifest.tables) {
      const columns = table.columns.map(quoteIdent).join(", ");
      await pipeline(
        createReadStream(join(input.workDir, table.part)),
        createGunzip(),
        client.query(copyFrom(`COPY ${quoteIdent(table.name)} (${columns}) FROM STDIN`)),
      );
      await input.onProgress?.(++done, steps);
    }
    phase("copy");
    for (const name of names) await client.query(`ALTER TABLE ${name} ENABLE TRIGGER USER`);
    await client.query("SET LOCAL maintenance_work_mem = '256MB'");
    for (const index of indexes) await client.query(index.definition);
    phase("indexes");
    // Every foreign key is checked here over the loaded rows; one that fails rolls everything back.
    for (const fk of fks) {
      await client.query(`ALTER TABLE ${quoteIdent(fk.table)} ADD CONSTRAINT ${quoteIdent(fk.name)} ${fk.definition}`);
    }
    phase("keys");
    await input.onProgress?.(steps, steps);
    const counts: Record<string, number> = {};
    for (const table of manifest.tables) {
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${quoteIdent(table.name)}`);
      counts[table.name] = Number(rows[0]!.n);
      if (counts[table.name] !== table.rows) {
        throw new Error(
          `Table ${table.name} holds ${counts[table.name]} rows after loading, the manifest says ${table.rows}`,
        );
      }
    }
    const revoked = await client.query(`DELETE FROM "Session"`);
    // The restore's own audit row, marked as the application marks every row (docs/AUDIT.md): the actor only if the
    // restored data knows the account.
    const actor = await client.query(`SELECT id FROM "User" WHERE id = $1::uuid`, [input.actor.id]);
    const row = auditRow({
      actorId: actor.rowCount ? input.actor.id : null,
      action: "RESTORE",
      entityType: "Backup",
      entityId: manifest.id,
      after: { backup: manifest.id, takenAt: manifest.createdAt, migration: manifest.migration, rows: counts },
      description: `${input.actor.name} restored ${input.source}, taken ${manifest.createdAt}; every session was ended`,
      ipAddress: input.actor.ipAddress,
    });
    await client.query(
      `INSERT INTO "AuditLog" (id, "actorId", action, "entityType", "entityId", after, description, "ipAddress", "userAgent", "createdAt", "rowMac")
       VALUES ($1::uuid, $2::uuid, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11)`,
      [
        row.id,
        row.actorId,
        row.action,
        row.entityType,
        row.entityId,
        JSON.stringify(row.after),
        row.description,
        row.ipAddress,
        row.userAgent,
        row.createdAt,
        row.rowMac,
      ],
    );
    phase("counts");
    await client.query("COMMIT");
    phase("commit");
    return { rows: counts, sessionsRevoked: revoked.rowCount ?? 0, phases };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}
