// A table read row by row from its `rows()` iterable (a register of any length is never held in memory), its header
// row repeated at the top of every page it runs onto.
import type { ReportBlock, ReportCell, ReportColumn } from "../document.js";
import { formatNumber } from "./blocks.js";
import { type Canvas, COLORS } from "./canvas.js";

type Table = Extract<ReportBlock, { kind: "table" }>;

const HEADER_HEIGHT = 18;
const ROW_HEIGHT = 15;
const PAD = 4;
/** Cell text size: smaller for the widest tables (the register's thirteen columns). */
const fontSize = (columns: number) => (columns > 10 ? 6.5 : 7.5);

export function cellText(value: ReportCell, column: ReportColumn): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return column.format === "number" ? formatNumber(value) : String(value);
  return value;
}

function layout(c: Canvas, columns: ReportColumn[]): { x: number; width: number }[] {
  const total = columns.reduce((sum, col) => sum + (col.width ?? 1), 0);
  let x = c.left;
  return columns.map((col) => {
    const width = (c.width * (col.width ?? 1)) / total;
    const slot = { x, width };
    x += width;
    return slot;
  });
}

function drawHeader(c: Canvas, block: Table, slots: { x: number; width: number }[], continued: boolean): void {
  const size = fontSize(block.columns.length);
  const title = continued ? `${block.title} (continued)` : block.title;
  c.line(title, c.left, c.y, { size: 10, weight: "bold" }, { maxWidth: c.width });
  c.y += 16;
  c.doc.rect(c.left, c.y, c.width, HEADER_HEIGHT).fillColor(COLORS.headerFill).fill();
  block.columns.forEach((col, i) => {
    const slot = slots[i] as { x: number; width: number };
    c.line(
      col.label,
      slot.x + PAD,
      c.y + 5,
      { size, weight: "bold" },
      { maxWidth: slot.width - 2 * PAD, align: col.align ?? (col.format === "number" ? "right" : "left") },
    );
  });
  c.y += HEADER_HEIGHT;
}

/** Draws the table; calls `onRow` after each row (for progress). Returns the number of rows drawn. */
export async function drawTable(c: Canvas, block: Table, onRow?: () => void): Promise<number> {
  const slots = layout(c, block.columns);
  const size = fontSize(block.columns.length);
  c.ensure(16 + HEADER_HEIGHT + ROW_HEIGHT * 2);
  drawHeader(c, block, slots, false);
  let count = 0;
  for await (const row of block.rows()) {
    if (c.ensure(ROW_HEIGHT)) drawHeader(c, block, slots, true);
    if (count % 2 === 1) c.doc.rect(c.left, c.y, c.width, ROW_HEIGHT).fillColor(COLORS.zebra).fill();
    block.columns.forEach((col, i) => {
      const text = cellText(row[col.key] ?? null, col);
      if (!text) return;
      const slot = slots[i] as { x: number; width: number };
      c.line(
        text,
        slot.x + PAD,
        c.y + 4,
        { size },
        { maxWidth: slot.width - 2 * PAD, align: col.align ?? (col.format === "number" ? "right" : "left") },
      );
    });
    c.y += ROW_HEIGHT;
    count++;
    onRow?.();
  }
  c.doc
    .lineWidth(0.5)
    .moveTo(c.left, c.y)
    .lineTo(c.left + c.width, c.y)
    .strokeColor(COLORS.rule)
    .stroke();
  c.y += 4;
  if (count === 0) {
    c.ensure(14);
    c.line(block.empty, c.left, c.y, { size: 8, color: COLORS.muted }, { maxWidth: c.width });
    c.y += 14;
  } else {
    c.line(
      `${formatNumber(count)} ${count === 1 ? "row" : "rows"}`,
      c.left,
      c.y,
      { size: 7, color: COLORS.muted },
      { maxWidth: c.width, align: "right" },
    );
    c.y += 14;
  }
  c.y += 8;
  return count;
}
