// What a file is, read from its bytes — never from its name or the Content-Type a client claims. Plain functions:
// no database, no Node APIs beyond Uint8Array, unit-tested in content-type.test.ts.

/** The kinds of file the platform accepts somewhere. Each domain says which of them it takes. */
export const FILE_KINDS = {
  csv: { contentType: "text/csv; charset=utf-8", label: "CSV", extension: "csv" },
  text: { contentType: "text/plain; charset=utf-8", label: "text", extension: "txt" },
  xlsx: {
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    label: "Excel workbook (.xlsx)",
    extension: "xlsx",
  },
  docx: {
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    label: "Word document (.docx)",
    extension: "docx",
  },
  doc: { contentType: "application/msword", label: "Word 97–2003 document (.doc)", extension: "doc" },
  pdf: { contentType: "application/pdf", label: "PDF", extension: "pdf" },
  png: { contentType: "image/png", label: "PNG image", extension: "png" },
  jpeg: { contentType: "image/jpeg", label: "JPEG image", extension: "jpg" },
} as const;

export type FileKind = keyof typeof FILE_KINDS;

/** What the bytes turned out to be; `text` is any valid UTF-8 text (a CSV is text). */
export type Sniffed =
  | { kind: "text" }
  | { kind: Exclude<FileKind, "csv" | "text"> }
  | { kind: "unknown"; looksLike: string };

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04]; // "PK\x03\x04"
const OLE_COMPOUND = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const GZIP = [0x1f, 0x8b];

function startsWith(bytes: Uint8Array, magic: readonly number[]) {
  if (bytes.length < magic.length) return false;
  for (let i = 0; i < magic.length; i++) if (bytes[i] !== magic[i]) return false;
  return true;
}

/** True when the ASCII `needle` occurs in `bytes` (ZIP entry names are stored uncompressed). */
function containsAscii(bytes: Uint8Array, needle: string) {
  const first = needle.charCodeAt(0);
  const last = bytes.length - needle.length;
  outer: for (let i = 0; i <= last; i++) {
    if (bytes[i] !== first) continue;
    for (let j = 1; j < needle.length; j++) if (bytes[i + j] !== needle.charCodeAt(j)) continue outer;
    return true;
  }
  return false;
}

/** True when `needle` occurs in `bytes` as UTF-16LE (how a compound file's directory stores its stream names). */
function containsUtf16(bytes: Uint8Array, needle: string) {
  const wide = String.fromCharCode(...[...needle].flatMap((c) => [c.charCodeAt(0), 0]));
  return containsAscii(bytes, wide);
}

const decoder = new TextDecoder("utf-8", { fatal: true });

/**
 * True for text a person could have typed: valid UTF-8 and no control characters other than tab, line feed,
 * carriage return and form feed. A NUL byte or any C0 control is what binary files are made of.
 */
export function isUtf8Text(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) return false;
  }
  try {
    decoder.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Reads the file's kind from its bytes. The whole file is given: ZIP kinds are told apart by their entry names. */
export function sniffFile(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, ZIP_LOCAL_HEADER)) {
    if (containsAscii(bytes, "xl/workbook.xml")) return { kind: "xlsx" };
    if (containsAscii(bytes, "word/document.xml")) return { kind: "docx" };
    return { kind: "unknown", looksLike: "a ZIP archive that is neither an .xlsx workbook nor a .docx document" };
  }
  if (startsWith(bytes, OLE_COMPOUND)) {
    // A compound file may be a .doc, an .xls, a .ppt or an encrypted Office file: a Word 97–2003 document is the
    // one whose directory names a "WordDocument" stream.
    if (containsUtf16(bytes, "WordDocument")) return { kind: "doc" };
    return {
      kind: "unknown",
      looksLike: "a legacy Office file (.xls/.ppt) or a password-protected workbook — save it as an unprotected .xlsx",
    };
  }
  if (startsWith(bytes, PDF)) return { kind: "pdf" };
  if (startsWith(bytes, PNG)) return { kind: "png" };
  if (startsWith(bytes, JPEG)) return { kind: "jpeg" };
  if (startsWith(bytes, GZIP)) return { kind: "unknown", looksLike: "a gzip archive" };
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    return { kind: "unknown", looksLike: "UTF-16 text — save it as UTF-8 (in Excel: CSV UTF-8)" };
  }
  if (isUtf8Text(bytes)) return { kind: "text" };
  return { kind: "unknown", looksLike: "binary data" };
}

/**
 * The accepted kind a sniffed file counts as, or null. Text counts as CSV where CSV is accepted (its parser checks
 * the structure), else as plain text.
 */
export function matchAccepted(sniffed: Sniffed, accept: readonly FileKind[]): FileKind | null {
  if (sniffed.kind === "unknown") return null;
  if (sniffed.kind === "text") {
    if (accept.includes("csv")) return "csv";
    if (accept.includes("text")) return "text";
    return null;
  }
  return accept.includes(sniffed.kind) ? sniffed.kind : null;
}

/** "CSV or Excel workbook (.xlsx)" for messages. */
export function describeKinds(kinds: readonly FileKind[]): string {
  const labels = kinds.map((k) => FILE_KINDS[k].label);
  if (labels.length <= 1) return labels[0] ?? "nothing";
  return `${labels.slice(0, -1).join(", ")} or ${labels.at(-1)}`;
}

/** ".pdf, .doc, .docx and .txt" for messages about names. */
export function describeExtensions(kinds: readonly FileKind[]): string {
  const names = kinds.map((k) => `.${FILE_KINDS[k].extension}`);
  if (names.length <= 1) return names[0] ?? "nothing";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** A file name safe to store and to send back in Content-Disposition: no path, no control characters. */
export function cleanFilename(name: string | null | undefined, fallback = "file"): string {
  const base = (name ?? "").split(/[/\\]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return (cleaned || fallback).slice(0, 200);
}
