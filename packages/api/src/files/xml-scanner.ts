// A streaming XML tokenizer for the parts of an Office file (spreadsheet XML is machine-written: elements,
// attributes, text, the five entities and character references, comments, CDATA, processing instructions).
// What it holds at any time is bounded: text is handed on in pieces as it arrives (never gathered here — the
// caller decides what it keeps and how much), a tag may be at most `maxTagChars` long (8 KB: Excel's longest
// tags, a relationship's URL or a format code, are far shorter) with at most MAX_ATTRIBUTES attributes, and a
// document type declaration (entity definitions: "billion laughs") is refused. Names lose their namespace prefix
// (x:row → row, r:id → id). Every step is linear in what it reads: a tag's attributes are read by a hand-written
// scanner, never a regular expression that could backtrack over a long crafted tag (a `<c aaaa…>` of 64K
// characters took the former pattern 2 s; a 1.6 MB upload of such tags, hours).
import { FileProblem } from "./file-problem.js";

export interface XmlHandler {
  open(name: string, attributes: Record<string, string>, selfClosing: boolean): void;
  close(name: string): void;
  /** A piece of text (entities decoded). One text node may come in several pieces. */
  text(piece: string): void;
}

const NAMED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
const ENTITY = /&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/g;

/**
 * Decodes the five entities and character references. A reference to a character that text cannot be stored with
 * (&#0;, a lone surrogate such as &#xD800;) is decoded like any other, as a NUL byte in the part itself would be
 * read: the import's row check (vendor-transfer/import-rows.ts, lib/storable-text.ts) refuses either, naming the
 * cell's row and column, the one place every imported value passes.
 */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(ENTITY, (whole, ref: string) => {
    if (ref[0] !== "#") return NAMED[ref] ?? whole;
    const code = ref[1] === "x" ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    return code > 0x10ffff ? whole : String.fromCodePoint(code);
  });
}

const localName = (name: string) => {
  const colon = name.indexOf(":");
  return colon < 0 ? name : name.slice(colon + 1);
};

/** More attributes than any tag of an Office part has (a worksheet's root, with its namespaces, has about ten). */
export const MAX_ATTRIBUTES = 256;
/** The longest tag read (see above). */
export const MAX_TAG_CHARS = 8 * 1024;

const isSpace = (c: string | undefined) => c === " " || c === "\t" || c === "\n" || c === "\r";

/**
 * The attributes of a tag's body from `i` on: name = "value" or name = 'value'. Anything else (a name without =,
 * a value without quotes) is skipped, as before. One pass: every step moves `i` forward.
 */
function readAttributes(body: string, i: number): Record<string, string> {
  const attributes: Record<string, string> = Object.create(null);
  let count = 0;
  const n = body.length;
  while (i < n) {
    const ch = body[i];
    if (isSpace(ch) || ch === "=" || ch === "/") {
      i += 1;
      continue;
    }
    if (ch === '"' || ch === "'") {
      // A value without a name: skip it whole (quotes are balanced: the tag's end was found outside them).
      const close = body.indexOf(ch, i + 1);
      i = close < 0 ? n : close + 1;
      continue;
    }
    const nameStart = i;
    while (i < n && !isSpace(body[i]) && body[i] !== "=" && body[i] !== "/" && body[i] !== '"' && body[i] !== "'")
      i += 1;
    const name = body.slice(nameStart, i);
    while (isSpace(body[i])) i += 1;
    if (body[i] !== "=") continue;
    i += 1;
    while (isSpace(body[i])) i += 1;
    const quote = body[i];
    if (quote !== '"' && quote !== "'") continue;
    const close = body.indexOf(quote, i + 1);
    if (close < 0) break;
    count += 1;
    if (count > MAX_ATTRIBUTES) {
      throw new FileProblem(
        `the workbook is damaged or crafted: it holds an XML tag with more than ${MAX_ATTRIBUTES} attributes`,
      );
    }
    attributes[localName(name)] = decodeEntities(body.slice(i + 1, close));
    i = close + 1;
  }
  return attributes;
}

type Mode = "text" | "tag" | "comment" | "cdata" | "instruction";

export class XmlScanner {
  private pending = "";
  private mode: Mode = "text";

  constructor(
    private readonly handler: XmlHandler,
    private readonly maxTagChars = MAX_TAG_CHARS,
  ) {}

  write(chunk: string) {
    this.pending = this.pending ? this.pending + chunk : chunk;
    this.pending = this.run(this.pending);
  }

  /** The document ended: anything left open is damage. */
  end() {
    if (this.mode !== "text") throw new FileProblem("the workbook is damaged: a part ends in the middle of a tag");
    if (this.pending) {
      if (this.pending.includes("<"))
        throw new FileProblem("the workbook is damaged: a part ends in the middle of a tag");
      this.handler.text(decodeEntities(this.pending));
      this.pending = "";
    }
  }

  /** Consumes what it can of `s`; returns what must wait for more input. */
  private run(s: string): string {
    let i = 0;
    for (;;) {
      if (this.mode === "text") {
        const lt = s.indexOf("<", i);
        let upto = lt < 0 ? s.length : lt;
        if (lt < 0) {
          // Keep back an entity cut by the end of the chunk ("&am" | "p;").
          const amp = s.lastIndexOf("&", upto - 1);
          if (amp >= i && upto - amp < 12 && s.indexOf(";", amp) < 0) upto = amp;
        }
        if (upto > i) this.handler.text(decodeEntities(s.slice(i, upto)));
        i = upto;
        if (lt < 0) return s.slice(i);
        // At "<": which construct? Wait for enough characters to tell.
        if (s.length - lt < 2) return s.slice(lt);
        const next = s[lt + 1];
        if (next === "!") {
          if (s.startsWith("<!--", lt)) {
            this.mode = "comment";
            i = lt + 4;
          } else if (s.startsWith("<![CDATA[", lt)) {
            this.mode = "cdata";
            i = lt + 9;
          } else if (s.length - lt < 9) {
            return s.slice(lt);
          } else {
            throw new FileProblem("the workbook contains a document type declaration, which Excel never writes");
          }
        } else if (next === "?") {
          this.mode = "instruction";
          i = lt + 2;
        } else {
          this.mode = "tag";
          i = lt + 1;
        }
        continue;
      }
      if (this.mode === "tag") {
        let quote = "";
        let gt = -1;
        for (let j = i; j < s.length; j++) {
          const ch = s[j];
          if (quote) {
            if (ch === quote) quote = "";
          } else if (ch === '"' || ch === "'") quote = ch;
          else if (ch === ">") {
            gt = j;
            break;
          }
        }
        if (gt < 0) {
          if (s.length - i > this.maxTagChars) {
            throw new FileProblem(
              `the workbook is damaged or crafted: it holds an XML tag longer than ${this.maxTagChars.toLocaleString("en")} characters`,
            );
          }
          return s.slice(i);
        }
        if (gt - i > this.maxTagChars) {
          throw new FileProblem(
            `the workbook is damaged or crafted: it holds an XML tag longer than ${this.maxTagChars.toLocaleString("en")} characters`,
          );
        }
        this.tag(s.slice(i, gt));
        this.mode = "text";
        i = gt + 1;
        continue;
      }
      const terminator = this.mode === "comment" ? "-->" : this.mode === "cdata" ? "]]>" : "?>";
      const found = s.indexOf(terminator, i);
      if (found < 0) {
        // Keep only what could be the start of the terminator; CDATA's content is text, handed on as it comes.
        const keep = Math.max(i, s.length - (terminator.length - 1));
        if (this.mode === "cdata" && keep > i) this.handler.text(s.slice(i, keep));
        return s.slice(keep);
      }
      if (this.mode === "cdata" && found > i) this.handler.text(s.slice(i, found));
      this.mode = "text";
      i = found + terminator.length;
    }
  }

  private tag(body: string) {
    if (body[0] === "/") {
      this.handler.close(localName(body.slice(1).trim()));
      return;
    }
    const selfClosing = body.endsWith("/");
    const inner = selfClosing ? body.slice(0, -1) : body;
    const space = inner.search(/\s/);
    const name = localName(space < 0 ? inner : inner.slice(0, space));
    const attributes = space >= 0 ? readAttributes(inner, space) : {};
    this.handler.open(name, attributes, selfClosing);
    if (selfClosing) this.handler.close(name);
  }
}
