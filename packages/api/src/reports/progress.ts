// A run's progress as its task shows it (tasks.get, which the screens poll): the rows the renderers have read, out
// of the tables' known counts times the renderers that read them. The tables stay streams: each row is counted as
// it passes, never kept.
import type { PrismaClient } from "@tprm/db";
import { reportProgress } from "../tasks/task-service.js";
import type { ReportBlock, ReportDocument, ReportRow } from "./document.js";

/** Writes progress at most this often (rows, milliseconds): cheap beside the rendering. */
const EVERY_ROWS = 2_000;
const EVERY_MS = 1_000;

export function trackRows(db: PrismaClient, doc: ReportDocument, taskId: string | null, passes: number) {
  let done = 0;
  let written = 0;
  let writtenAt = Date.now();
  const perBlock = new Map<object, number>();
  const known = doc.sections
    .flatMap((s) => s.blocks)
    .reduce((n, b) => n + (b.kind === "table" ? (b.count ?? 0) : 0), 0);

  const write = async (force = false) => {
    if (!taskId || (!force && done - written < EVERY_ROWS && Date.now() - writtenAt < EVERY_MS)) return;
    written = done;
    writtenAt = Date.now();
    await reportProgress(db, taskId, done, Math.max(known * passes, done));
  };

  const wrap = (block: ReportBlock): ReportBlock => {
    if (block.kind !== "table") return block;
    const key = {};
    return {
      ...block,
      rows: () =>
        (async function* () {
          let pass = 0;
          for await (const row of block.rows() as AsyncIterable<ReportRow>) {
            pass += 1;
            done += 1;
            if (pass > (perBlock.get(key) ?? 0)) perBlock.set(key, pass);
            await write();
            yield row;
          }
        })(),
    };
  };

  return {
    doc: { ...doc, sections: doc.sections.map((s) => ({ ...s, blocks: s.blocks.map(wrap) })) },
    start: () => (taskId ? reportProgress(db, taskId, 0, known * passes || null) : Promise.resolve()),
    flush: () => write(true),
    /** Rows in the document (one pass). */
    rowsPerPass: () => [...perBlock.values()].reduce((a, b) => a + b, 0),
    /** Rows read across every pass. */
    total: () => done,
  };
}
