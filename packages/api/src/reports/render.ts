// Both files of a run from one read of each table: the PDF renderer reads a table's rows from the database and hands
// each one on to the XLSX renderer, which runs beside it. Both renderers take the sections and tables in the same
// order, so the hand-over is a queue per table that holds at most QUEUE_ROWS rows (the PDF waits when it is full):
// half the database reads of rendering one after the other, and still never a whole table in memory.
import type { ReportBlock, ReportDocument, ReportRow } from "./document.js";
import { type RenderPdfOptions, renderReportPdf } from "./pdf/index.js";
import { renderReportXlsx } from "./xlsx.js";

const QUEUE_ROWS = 250;

type Table = Extract<ReportBlock, { kind: "table" }>;

/** A bounded queue between one producer and one consumer. */
function channel() {
  const rows: ReportRow[] = [];
  let closed = false;
  let failure: unknown = null;
  let wakeConsumer: (() => void) | null = null;
  let wakeProducer: (() => void) | null = null;
  const wake = (w: (() => void) | null) => w?.();
  return {
    async push(row: ReportRow) {
      while (rows.length >= QUEUE_ROWS) await new Promise<void>((r) => (wakeProducer = r));
      rows.push(row);
      wake(wakeConsumer);
    },
    close(error: unknown = null) {
      closed = true;
      failure = error;
      wake(wakeConsumer);
    },
    async *drain(): AsyncIterable<ReportRow> {
      for (;;) {
        while (rows.length) {
          yield rows.shift() as ReportRow;
          if (rows.length < QUEUE_ROWS / 2) wake(wakeProducer);
        }
        if (failure) throw failure;
        if (closed) return;
        await new Promise<void>((r) => (wakeConsumer = r));
      }
    },
  };
}

/** The document twice: the first reads each table and feeds the second. */
export function teeTables(doc: ReportDocument): [ReportDocument, ReportDocument] {
  const split = (table: Table): [Table, Table] => {
    const queue = channel();
    const reader: Table = {
      ...table,
      rows: () =>
        (async function* () {
          try {
            for await (const row of table.rows()) {
              await queue.push(row);
              yield row;
            }
            queue.close();
          } catch (error) {
            queue.close(error);
            throw error;
          }
        })(),
    };
    return [reader, { ...table, rows: () => queue.drain() }];
  };
  const pairs = doc.sections.map((s) => s.blocks.map((b) => (b.kind === "table" ? split(b) : ([b, b] as const))));
  const half = (i: 0 | 1): ReportDocument => ({
    ...doc,
    sections: doc.sections.map((s, si) => ({ ...s, blocks: (pairs[si] ?? []).map((p) => p[i]) })),
  });
  return [half(0), half(1)];
}

/** The PDF and the XLSX of a document, each table read once. */
export async function renderReportFiles(
  doc: ReportDocument,
  options: RenderPdfOptions = {},
): Promise<{ pdf: { bytes: Buffer; pageCount: number }; xlsx: Buffer }> {
  const [forPdf, forXlsx] = teeTables(doc);
  const [pdf, xlsx] = await Promise.all([renderReportPdf(forPdf, options), renderReportXlsx(forXlsx)]);
  return { pdf, xlsx };
}
