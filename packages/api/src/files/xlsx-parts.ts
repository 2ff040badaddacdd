// The parts of an .xlsx read before any worksheet (xlsx-reader.ts): the workbook (its sheets and date system), its
// relationships, the styles (which cell styles show a date) and the shared strings, the one list kept whole, so its
// count and total length are capped. Each part is inflated within the archive's budget and scanned as it streams.
import { StringDecoder } from "node:string_decoder";
import { replaceUnstorable } from "../lib/storable-text.js";
import { FileProblem } from "./file-problem.js";
import { BUILT_IN_DATES, count, isDateFormat } from "./xlsx-cells.js";
import type { XlsxLimits } from "./xlsx-reader.js";
import { type XmlHandler, XmlScanner } from "./xml-scanner.js";
import { inflateBudget, inflateEntry, readZipDirectory, type ZipEntry } from "./zip-inspect.js";

/** The archive's parts, read within the limits; shared by every part read from one workbook. */
export interface WorkbookParts {
  limits: XlsxLimits;
  /** The entry of a part by its path (case-insensitive, as Excel treats them). */
  find(name: string): ZipEntry | undefined;
  /** The part's text in pieces of at most 4,096 characters (so one piece yields few rows). */
  pieces(entry: ZipEntry): AsyncGenerator<string>;
  /** Scans the whole part with `handler`. */
  scanWhole(entry: ZipEntry, handler: XmlHandler): Promise<void>;
  /** Refuses a list (sheets, relationships, formats, styles) longer than the limit. */
  listed(what: string, n: number): void;
}

export function workbookParts(bytes: Uint8Array, limits: XlsxLimits): WorkbookParts {
  const byName = new Map<string, ZipEntry>();
  for (const entry of readZipDirectory(bytes)) {
    byName.set(entry.name, entry);
    if (!byName.has(entry.name.toLowerCase())) byName.set(entry.name.toLowerCase(), entry);
  }
  const budget = inflateBudget(limits.maxExpandedBytes);
  async function* pieces(entry: ZipEntry): AsyncGenerator<string> {
    const decoder = new StringDecoder("utf8");
    for await (const chunk of inflateEntry(bytes, entry, budget)) {
      const text = decoder.write(chunk);
      for (let i = 0; i < text.length; i += 4096) yield text.slice(i, i + 4096);
    }
    const rest = decoder.end();
    if (rest) yield rest;
  }
  return {
    limits,
    find: (name) => byName.get(name) ?? byName.get(name.toLowerCase()),
    pieces,
    async scanWhole(entry, handler) {
      const scanner = new XmlScanner(handler);
      for await (const piece of pieces(entry)) scanner.write(piece);
      scanner.end();
    },
    listed(what, n) {
      if (n > limits.maxListed) {
        throw new FileProblem(
          `the workbook is damaged or crafted: it lists more than ${count(limits.maxListed)} ${what}`,
        );
      }
    },
  };
}

const ignore = () => {};

/** A part's path as the ZIP names it, from a relationship target relative to `base` (e.g. "xl/"). */
function resolvePart(base: string, target: string): string {
  const parts = (target.startsWith("/") ? target.slice(1) : base + target).split("/");
  const out: string[] = [];
  for (const part of parts) {
    if (part === "..") out.pop();
    else if (part !== "." && part !== "") out.push(part);
  }
  return out.join("/");
}

export interface WorkbookPart {
  /** The sheets as declared, in the workbook's order. */
  declared: { name: string; state: string; rid: string }[];
  date1904: boolean;
  /** The workbook's relationships by id: each part's path and type. */
  rels: Map<string, { target: string; type: string }>;
}

/** The workbook: its sheets (name, visibility, relationship), its date system, and its relationships. */
export async function readWorkbookPart(parts: WorkbookParts): Promise<WorkbookPart> {
  const workbookEntry = parts.find("xl/workbook.xml");
  if (!workbookEntry) throw new FileProblem("the file is not an Excel workbook (it has no xl/workbook.xml)");
  const declared: WorkbookPart["declared"] = [];
  let date1904 = false;
  await parts.scanWhole(workbookEntry, {
    open(name, a) {
      if (name === "workbookPr") date1904 = a.date1904 === "1" || a.date1904 === "true";
      else if (name === "sheet") {
        // A name is only shown (in notices and messages, stored with the import's report): never with a
        // character that cannot be stored.
        declared.push({ name: replaceUnstorable(a.name ?? ""), state: a.state ?? "visible", rid: a.id ?? "" });
        parts.listed("sheets", declared.length);
      }
    },
    close: ignore,
    text: ignore,
  });

  const rels: WorkbookPart["rels"] = new Map();
  const relsEntry = parts.find("xl/_rels/workbook.xml.rels");
  if (relsEntry) {
    await parts.scanWhole(relsEntry, {
      open(name, a) {
        if (name !== "Relationship" || !a.Id || !a.Target) return;
        rels.set(a.Id, { target: resolvePart("xl/", a.Target), type: a.Type ?? "" });
        parts.listed("relationships", rels.size);
      },
      close: ignore,
      text: ignore,
    });
  }
  return { declared, date1904, rels };
}

/** The part of a relationship type (its URI's last segment, e.g. "/styles"), or the usual path. */
export function partOfType(workbook: WorkbookPart, suffix: string, fallback: string): string {
  return [...workbook.rels.values()].find((r) => r.type.endsWith(suffix))?.target ?? fallback;
}

/** Styles: which cell style (the c element's s) shows its number as a date. */
export async function readDateStyles(parts: WorkbookParts, workbook: WorkbookPart): Promise<boolean[]> {
  const dateStyles: boolean[] = [];
  const stylesEntry = parts.find(partOfType(workbook, "/styles", "xl/styles.xml"));
  if (!stylesEntry) return dateStyles;
  const formats = new Map<number, string>();
  const styleFormats: number[] = [];
  let inCellXfs = false;
  await parts.scanWhole(stylesEntry, {
    open(name, a) {
      if (name === "numFmt") {
        formats.set(Number(a.numFmtId), a.formatCode ?? "");
        parts.listed("number formats", formats.size);
      } else if (name === "cellXfs") inCellXfs = true;
      else if (name === "xf" && inCellXfs) {
        styleFormats.push(Number(a.numFmtId ?? 0));
        parts.listed("cell styles", styleFormats.length);
      }
    },
    close(name) {
      if (name === "cellXfs") inCellXfs = false;
    },
    text: ignore,
  });
  for (const id of styleFormats) {
    const custom = formats.get(id);
    dateStyles.push(custom !== undefined ? isDateFormat(custom) : BUILT_IN_DATES.has(id));
  }
  return dateStyles;
}

/** Shared strings: the one list kept whole, so its count and its total length are capped. */
export async function readSharedStrings(parts: WorkbookParts, workbook: WorkbookPart): Promise<string[]> {
  const { limits } = parts;
  const shared: string[] = [];
  const sharedEntry = parts.find(partOfType(workbook, "/sharedStrings", "xl/sharedStrings.xml"));
  if (!sharedEntry) return shared;
  let current: string | null = null;
  let capture = false;
  let phonetic = false;
  let total = 0;
  await parts.scanWhole(sharedEntry, {
    open(name) {
      if (name === "si") current = "";
      else if (name === "rPh") phonetic = true;
      else if (name === "t" && current !== null && !phonetic) capture = true;
    },
    close(name) {
      if (name === "t") capture = false;
      else if (name === "rPh") phonetic = false;
      else if (name === "si" && current !== null) {
        shared.push(current);
        current = null;
        if (shared.length > limits.maxSharedStrings) {
          throw new FileProblem(
            `the workbook holds more than ${count(limits.maxSharedStrings)} different texts, more than an import of this size can hold; split it into smaller files`,
          );
        }
      }
    },
    text(piece) {
      if (!capture || current === null) return;
      current += piece;
      total += piece.length;
      if (current.length > limits.maxCellChars) {
        throw new FileProblem(
          `the workbook holds a text of more than ${count(limits.maxCellChars)} characters (the most an Excel cell holds)`,
        );
      }
      if (total > limits.maxSharedStringChars) {
        throw new FileProblem(
          `the workbook's texts add up to more than ${count(limits.maxSharedStringChars)} characters; split it into smaller files`,
        );
      }
    },
  });
  return shared;
}
