// The page the renderer draws on: A4 landscape (a register's columns need the width), a cursor that moves down the
// page and breaks to a new one, and text drawn in runs of the fonts that hold its characters (fonts.ts), cut with an
// ellipsis to a width or wrapped into lines. Pages are written out as they are left, so a report of a thousand pages
// never sits in memory: the footer's "of m" is one form XObject that every page shows and that is written last,
// when m is known (footer.ts).
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

const num = (n: number) => (Math.round(n * 100) / 100).toString();
const rgbs = new Map<string, string>();
/** "#1f2933" → "0.122 0.161 0.200" (PDF colour operands). */
function rgb(hex: string): string {
  let operands = rgbs.get(hex);
  if (!operands) {
    operands = [1, 3, 5].map((i) => (Number.parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(3)).join(" ");
    rgbs.set(hex, operands);
  }
  return operands;
}

/** pdfkit's embedded font, as far as the canvas uses it (not in its typings). */
export interface EmbeddedFont {
  id: string;
  ascender: number;
  scale: number;
  font: { glyphForCodePoint(cp: number): { id: number; advanceWidth: number; codePoints: number[] } };
  subset: { includeGlyph(id: number): number };
  widths: number[];
  unicode: number[][];
  ref(): PDFKit.PDFKitReference;
}

interface DirectFont {
  embedded: EmbeddedFont;
  /** A code point's glyph in the embedded subset: its id as 4 hex digits, its advance in 1/1000 em. */
  glyph(cp: number): { hex: string; width: number };
}

/** Glyphs looked up once per code point, added to the font's subset (and its ToUnicode map) as pdfkit does. */
function directFont(embedded: EmbeddedFont): DirectFont {
  const cache = new Map<number, { hex: string; width: number }>();
  return {
    embedded,
    glyph(cp) {
      let g = cache.get(cp);
      if (!g) {
        const glyph = embedded.font.glyphForCodePoint(cp);
        const gid = embedded.subset.includeGlyph(glyph.id);
        const width = glyph.advanceWidth * embedded.scale;
        embedded.widths[gid] ??= width;
        embedded.unicode[gid] ??= glyph.codePoints.length ? glyph.codePoints : [cp];
        g = { hex: `0000${gid.toString(16)}`.slice(-4), width };
        cache.set(cp, g);
      }
      return g;
    },
  };
}

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

  /** Called before a page is left (to draw its footer). */
  onLeavePage: (() => void) | null = null;

  newPage(): void {
    this.onLeavePage?.();
    this.doc.addPage();
    this.y = MARGIN;
  }

  /** Breaks to a new page unless `height` fits under the cursor; true when it broke. */
  ensure(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.newPage();
    return true;
  }

  /** The width of a line of text (bold's stroke adds nothing measurable). */
  measure(text: string, style: TextStyle): number {
    let width = 0;
    for (const run of textRuns(text)) {
      const font = this.font(run.font);
      for (const ch of run.text) width += font.glyph(ch.codePointAt(0) as number).width;
    }
    return (width / 1000) * style.size;
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
    // Text set directly (glyph ids from the fonts' cmaps, advance widths, no shaping or kerning): pdfkit's text()
    // shapes every word with the font's OpenType tables, the larger part of a long register's rendering time.
    const height = this.doc.page.height;
    const color = rgb(style.color ?? COLORS.text);
    let ops = `q 1 0 0 -1 0 ${num(height)} cm ${color} rg`;
    // Bold: the outlines filled and stroked in the same colour (2 Tr), a thirtieth of the size wide.
    if (style.weight === "bold") ops += ` ${color} RG ${num(style.size / 30)} w 2 Tr`;
    ops += " BT";
    for (const run of textRuns(shown)) {
      const font = this.font(run.font);
      this.pageFonts()[font.embedded.id] = font.embedded.ref();
      let hex = "";
      let advance = 0;
      for (const ch of run.text) {
        const g = font.glyph(ch.codePointAt(0) as number);
        hex += g.hex;
        advance += g.width;
      }
      const baseline = height - y - (font.embedded.ascender / 1000) * style.size;
      ops += ` /${font.embedded.id} ${num(style.size)} Tf 1 0 0 1 ${num(cx)} ${num(baseline)} Tm <${hex}> Tj`;
      cx += (advance / 1000) * style.size;
    }
    this.doc.addContent(`${ops} ET Q`);
  }

  private readonly fonts = new Map<string, DirectFont>();

  private font(name: string): DirectFont {
    let font = this.fonts.get(name);
    if (!font) {
      this.doc.font(name);
      font = directFont((this.doc as unknown as { _font: EmbeddedFont })._font);
      this.fonts.set(name, font);
    }
    return font;
  }

  private pageFonts(): Record<string, unknown> {
    return (this.doc.page as unknown as { fonts: Record<string, unknown> }).fonts;
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
  /** Ends the last page and the document; `beforeEnd` runs once every page is drawn. */
  finish(beforeEnd?: () => void): Promise<Buffer> {
    this.onLeavePage?.();
    beforeEnd?.();
    this.doc.end();
    return this.done;
  }
}
