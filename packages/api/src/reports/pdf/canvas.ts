// The page the renderer draws on: A4 landscape (a register's columns need the width), a cursor that moves down the
// page and breaks to a new one, and text drawn in runs of the fonts that hold its characters (fonts.ts), cut with an
// ellipsis to a width or wrapped into lines.
import PDFDocument from "pdfkit";
import { type FontWeight, registerReportFonts, textRuns } from "./fonts.js";

export const MARGIN = 40;
/** The band under the content where the footer is drawn. */
export const FOOTER_HEIGHT = 22;
export const COLORS = {
  text: "#1f2933",
  muted: "#5f6b7a",
  rule: "#c9d1db",
  headerFill: "#e8edf3",
  zebra: "#f6f8fa",
  bar: "#2f5d8a",
  accent: "#0b3d66",
} as const;

export interface TextStyle {
  size: number;
  weight?: FontWeight;
  color?: string;
}

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  y = MARGIN;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(info: { title: string; author: string }) {
    this.doc = new PDFDocument({
      size: "A4",
      layout: "landscape",
      margin: MARGIN,
      bufferPages: true,
      autoFirstPage: true,
      compress: true,
      info: { Title: info.title, Author: info.author, Creator: "TPRM platform" },
      displayTitle: true,
      lang: "en",
    });
    registerReportFonts(this.doc);
    this.done = new Promise((resolve, reject) => {
      this.doc.on("data", (c: Buffer) => this.chunks.push(c));
      this.doc.on("end", () => resolve(Buffer.concat(this.chunks)));
      this.doc.on("error", reject);
    });
  }

  get left(): number {
    return MARGIN;
  }
  get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }
  get bottom(): number {
    return this.doc.page.height - MARGIN - FOOTER_HEIGHT;
  }

  newPage(): void {
    this.doc.addPage();
    this.y = MARGIN;
  }

  /** Breaks to a new page unless `height` fits under the cursor; true when it broke. */
  ensure(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.newPage();
    return true;
  }

  measure(text: string, style: TextStyle): number {
    let width = 0;
    for (const run of textRuns(text, style.weight ?? "regular")) {
      width += this.doc.font(run.font, style.size).widthOfString(run.text);
    }
    return width;
  }

  /** One line at (x, y), cut with "…" to `maxWidth`; `align: "right"` ends it at x + maxWidth. */
  line(
    text: string,
    x: number,
    y: number,
    style: TextStyle,
    opts: { maxWidth?: number; align?: "left" | "right" | "center" } = {},
  ): void {
    let shown = text.replace(/\s+/g, " ");
    let width = this.measure(shown, style);
    if (opts.maxWidth !== undefined && width > opts.maxWidth) {
      shown = this.fit(shown, style, opts.maxWidth);
      width = this.measure(shown, style);
    }
    let cx = x;
    if (opts.maxWidth !== undefined && opts.align === "right") cx = x + opts.maxWidth - width;
    if (opts.maxWidth !== undefined && opts.align === "center") cx = x + (opts.maxWidth - width) / 2;
    this.doc.fillColor(style.color ?? COLORS.text);
    for (const run of textRuns(shown, style.weight ?? "regular")) {
      this.doc.font(run.font, style.size).text(run.text, cx, y, { lineBreak: false });
      cx += this.doc.widthOfString(run.text);
    }
  }

  /** The longest start of the text that fits with an ellipsis. */
  private fit(text: string, style: TextStyle, maxWidth: number): string {
    const chars = Array.from(text);
    let lo = 0;
    let hi = chars.length;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (this.measure(`${chars.slice(0, mid).join("")}…`, style) <= maxWidth) lo = mid;
      else hi = mid - 1;
    }
    return `${chars.slice(0, lo).join("").trimEnd()}…`;
  }

  /** Words (or, in scripts without spaces, characters) laid into lines no wider than `maxWidth`. */
  wrap(text: string, style: TextStyle, maxWidth: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split("\n")) {
      let current = "";
      for (const word of paragraph.split(/(?<=\s)/)) {
        const candidate = current + word;
        if (this.measure(candidate.trimEnd(), style) <= maxWidth) {
          current = candidate;
          continue;
        }
        if (current) lines.push(current.trimEnd());
        current = "";
        for (const ch of word) {
          if (current && this.measure(current + ch, style) > maxWidth) {
            lines.push(current);
            current = "";
          }
          current += ch;
        }
      }
      lines.push(current.trimEnd());
    }
    return lines;
  }

  /** A wrapped paragraph at the cursor, breaking pages between lines. */
  paragraph(text: string, style: TextStyle, gapAfter = 6): void {
    const lineHeight = style.size * 1.35;
    for (const l of this.wrap(text, style, this.width)) {
      this.ensure(lineHeight);
      this.line(l, this.left, this.y, style);
      this.y += lineHeight;
    }
    this.y += gapAfter;
  }

  /** The finished file. */
  finish(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }
}
