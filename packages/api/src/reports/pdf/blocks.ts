// Headline figures and bar charts, drawn with pdfkit's vector graphics.
import type { ReportBlock } from "../document.js";
import { type Canvas, COLORS } from "./canvas.js";

type Figures = Extract<ReportBlock, { kind: "figures" }>;
type Chart = Extract<ReportBlock, { kind: "chart" }>;

const FIGURES_PER_ROW = 4;
const FIGURE_HEIGHT = 46;
const GAP = 10;

/** Boxes of four to a row: the label small, the value large. */
export function drawFigures(c: Canvas, block: Figures): void {
  const boxWidth = (c.width - GAP * (FIGURES_PER_ROW - 1)) / FIGURES_PER_ROW;
  for (let i = 0; i < block.items.length; i += FIGURES_PER_ROW) {
    c.ensure(FIGURE_HEIGHT + GAP);
    block.items.slice(i, i + FIGURES_PER_ROW).forEach((item, j) => {
      const x = c.left + j * (boxWidth + GAP);
      c.doc.lineWidth(0.75).roundedRect(x, c.y, boxWidth, FIGURE_HEIGHT, 4).strokeColor(COLORS.rule).stroke();
      c.line(item.label, x + 8, c.y + 7, { size: 8, color: COLORS.muted }, { maxWidth: boxWidth - 16 });
      c.line(item.value, x + 8, c.y + 20, { size: 16, weight: "bold" }, { maxWidth: boxWidth - 16 });
    });
    c.y += FIGURE_HEIGHT + GAP;
  }
  c.y += 4;
}

const BAR_HEIGHT = 12;
const BAR_GAP = 5;

// One formatter for every cell: toLocaleString builds a new one per call (a second of a register's rendering).
const NUMBER = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });

export function formatNumber(value: number): string {
  return NUMBER.format(value);
}

/** A horizontal bar chart: labels on the left, bars scaled to the largest value, the value after each bar. */
export function drawChart(c: Canvas, block: Chart): void {
  const titleStyle = { size: 10, weight: "bold" as const };
  c.ensure(18 + BAR_HEIGHT + BAR_GAP);
  c.line(block.title, c.left, c.y, titleStyle, { maxWidth: c.width });
  c.y += 18;
  if (block.series.length === 0) {
    c.line("No data for this chart.", c.left, c.y, { size: 8, color: COLORS.muted });
    c.y += 16;
    return;
  }
  const labelWidth = Math.min(220, c.width * 0.3);
  const valueWidth = 90;
  const barLeft = c.left + labelWidth + 8;
  const barSpace = c.width - labelWidth - 8 - valueWidth;
  const max = Math.max(...block.series.map((s) => s.value), 0);
  const unit = block.unit ? ` ${block.unit}` : "";
  for (const point of block.series) {
    if (c.ensure(BAR_HEIGHT + BAR_GAP)) {
      c.line(`${block.title} (continued)`, c.left, c.y, titleStyle, { maxWidth: c.width });
      c.y += 18;
    }
    const textY = c.y + 2;
    c.line(point.label, c.left, textY, { size: 8 }, { maxWidth: labelWidth, align: "right" });
    const length = max > 0 ? Math.max(0, (point.value / max) * barSpace) : 0;
    c.doc.rect(barLeft, c.y, Math.max(length, 0.5), BAR_HEIGHT).fillColor(COLORS.bar).fill();
    c.line(`${formatNumber(point.value)}${unit}`, barLeft + length + 4, textY, { size: 8 }, { maxWidth: valueWidth });
    // The axis, drawn a bar's row at a time so it follows the bars across a page break.
    c.doc
      .lineWidth(0.75)
      .moveTo(barLeft, c.y - BAR_GAP / 2)
      .lineTo(barLeft, c.y + BAR_HEIGHT + BAR_GAP / 2)
      .strokeColor(COLORS.muted)
      .stroke();
    c.y += BAR_HEIGHT + BAR_GAP;
  }
  c.y += 8;
}
