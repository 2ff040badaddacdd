// The PDF's fonts. pdfkit's built-in Helvetica prints WinAnsi only, and a register's vendor names come in any
// script, so the report embeds Noto Sans SC (Latin, Greek, Cyrillic, Chinese and Japanese kanji and kana; subset on
// embedding, so a PDF carries only the glyphs it prints) and falls back, character by character, to Noto Sans'
// Latin Extended, Vietnamese, Cyrillic and Greek Extended subsets for the letters the SC font lacks (Ł, ő, ș …).
// One weight only: bold is drawn by stroking the regular outlines (canvas.ts), which spares the worker a second
// 10 MB font and its glyph tables.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

const require = createRequire(import.meta.url);

export type FontWeight = "regular" | "bold";

interface FontFile {
  /** The pdfkit font name it is registered under. */
  name: string;
  bytes: Buffer;
  /** Answers whether the font draws a code point. */
  has: (codePoint: number) => boolean;
}

const PRIMARY = "@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf";
const FALLBACK_SUBSETS = ["latin-ext", "vietnamese", "cyrillic-ext", "greek-ext"] as const;
const fallbackPath = (subset: string) => `@fontsource/noto-sans/files/noto-sans-${subset}-400-normal.woff`;

function load(name: string, modulePath: string): FontFile {
  const bytes = readFileSync(require.resolve(modulePath));
  const font = fontkit.create(bytes) as fontkit.Font;
  const seen = new Map<number, boolean>();
  return {
    name,
    bytes,
    has: (cp) => {
      let known = seen.get(cp);
      if (known === undefined) {
        known = font.hasGlyphForCodePoint(cp);
        seen.set(cp, known);
      }
      return known;
    },
  };
}

let cache: FontFile[] | null = null;

/** The fonts, the primary first; read once per process (about 11 MB, outside the JS heap). */
export function reportFonts(): FontFile[] {
  cache ??= [load("noto", PRIMARY), ...FALLBACK_SUBSETS.map((s) => load(`noto-${s}`, fallbackPath(s)))];
  return cache;
}

export function registerReportFonts(doc: PDFKit.PDFDocument): void {
  for (const f of reportFonts()) doc.registerFont(f.name, f.bytes);
}

export interface TextRun {
  font: string;
  text: string;
}

// Printable ASCII and Latin-1 letters: the SC font draws them all, so most cells take one run without a look-up.
const PRIMARY_ONLY = /^[\u0020-\u007e\u00a0-\u00ff]*$/;

/** The text cut into runs of one font each: the first font that draws a character draws it. */
export function textRuns(text: string): TextRun[] {
  const fonts = reportFonts();
  const primary = fonts[0] as FontFile;
  if (PRIMARY_ONLY.test(text)) return [{ font: primary.name, text }];
  const runs: TextRun[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    const font = fonts.find((f) => f.has(cp)) ?? primary;
    const last = runs[runs.length - 1];
    if (last && last.font === font.name) last.text += ch;
    else runs.push({ font: font.name, text: ch });
  }
  return runs;
}
