// Crafted workbooks for the tests of what an upload may expand to, generated here (never committed as files):
// small on disk, huge once inflated. The deflate data of a repeated piece is computed once and repeated: each
// deflateRawSync call starts a fresh stream ending with a sync flush, so the copies concatenate into one valid
// deflate stream (as the platform's own ZipWriter does), and a gigabyte of content costs a megabyte of memory.
import { constants, crc32, deflateRawSync } from "node:zlib";

interface RawEntry {
  name: string;
  /** Raw deflate data, in pieces. */
  data: Buffer[];
  /** The uncompressed size the headers claim. */
  declaredSize: number;
  crc: number;
}

const deflate = (data: string | Buffer, last = false) =>
  deflateRawSync(typeof data === "string" ? Buffer.from(data, "utf8") : data, {
    finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
  });

function entry(name: string, content: string): RawEntry {
  const bytes = Buffer.from(content, "utf8");
  return { name, data: [deflate(bytes, true)], declaredSize: bytes.byteLength, crc: crc32(bytes) };
}

/** `prefix`, then `piece` `times` over, then `suffix`; its true size and CRC, unless `declaredSize` lies. */
function repetitive(name: string, prefix: string, piece: string, times: number, suffix: string, declaredSize?: number) {
  const pieceBytes = Buffer.from(piece, "utf8");
  const once = deflate(pieceBytes);
  let crc = crc32(prefix);
  if (declaredSize === undefined) {
    for (let i = 0; i < times; i++) crc = crc32(pieceBytes, crc);
    crc = crc32(suffix, crc);
  }
  const size = Buffer.byteLength(prefix) + pieceBytes.byteLength * times + Buffer.byteLength(suffix);
  const data = [deflate(prefix), ...new Array<Buffer>(times).fill(once), deflate(suffix, true)];
  return { name, data, declaredSize: declaredSize ?? size, crc, trueSize: size };
}

/** A ZIP (stored names, deflate) whose headers say what each entry declares, whatever its data inflates to. */
function zip(entries: RawEntry[]): Buffer {
  const out: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, "utf8");
    const compressed = e.data.reduce((n, b) => n + b.byteLength, 0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(compressed, 18);
    local.writeUInt32LE(e.declaredSize, 22);
    local.writeUInt16LE(name.byteLength, 26);
    out.push(local, name, ...e.data);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(e.crc >>> 0, 16);
    header.writeUInt32LE(compressed, 20);
    header.writeUInt32LE(e.declaredSize, 24);
    header.writeUInt16LE(name.byteLength, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    offset += 30 + name.byteLength + compressed;
  }
  const centralSize = central.reduce((n, b) => n + b.byteLength, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...out, ...central, end]);
}

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

function workbook(sheet: RawEntry, sharedStrings?: RawEntry): Buffer {
  return zip([
    entry(
      "[Content_Types].xml",
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>${sharedStrings ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' : ""}</Types>`,
    ),
    entry(
      "_rels/.rels",
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    entry(
      "xl/workbook.xml",
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Vendors" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    entry(
      "xl/_rels/workbook.xml.rels",
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>${sharedStrings ? `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` : ""}</Relationships>`,
    ),
    sheet,
    ...(sharedStrings ? [sharedStrings] : []),
  ]);
}

const MB = 1024 * 1024;
const HEADER_ROW = `<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c></row>`;

/**
 * The probe's first file: its headers claim a 1,000-byte worksheet that really inflates to 1.5 GB — a register
 * whose second row is one cell of 1.5 billion "A"s. About 1.5 MB on disk.
 */
export function lyingHeadersXlsx(): Buffer {
  const sheet = repetitive(
    "xl/worksheets/sheet1.xml",
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${HEADER_ROW}<row r="2"><c r="A2" t="inlineStr"><is><t>`,
    "A".repeat(MB),
    1536,
    "</t></is></c></row></sheetData></worksheet>",
    1_000,
  );
  return workbook(sheet);
}

/**
 * The probe's second file, honest in every header: one shared string of 900 MB ("A" repeated), used by cell A2
 * under a Name header. About 0.9 MB on disk.
 */
export function hugeCellXlsx(): Buffer {
  const sheet = entry(
    "xl/worksheets/sheet1.xml",
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${HEADER_ROW}<row r="2"><c r="A2" t="s"><v>0</v></c></row></sheetData></worksheet>`,
  );
  const shared = repetitive(
    "xl/sharedStrings.xml",
    `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}" count="1" uniqueCount="1"><si><t>`,
    "A".repeat(MB),
    900,
    "</t></si></sst>",
  );
  return workbook(sheet, shared);
}

/**
 * Honest headers, `megabytes` of content that breaks no other limit (empty elements after the sheet data): only
 * the cap on what a workbook may inflate to stops it.
 */
export function largeHonestXlsx(megabytes: number): Buffer {
  const sheet = repetitive(
    "xl/worksheets/sheet1.xml",
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${HEADER_ROW}</sheetData><extLst>`,
    "<ext/>".repeat(Math.floor(MB / 6)),
    megabytes,
    "</extLst></worksheet>",
  );
  return workbook(sheet);
}

/**
 * Honest headers, `tags` cells whose tag is 64,000 characters with no "=" (`<c aaaa…/>`, under the former 64 KB
 * cap on a tag): each compresses to about 100 bytes. A backtracking attribute pattern spent seconds on each one.
 */
export function longTagsXlsx(tags: number): Buffer {
  const sheet = repetitive(
    "xl/worksheets/sheet1.xml",
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${HEADER_ROW}<row r="2">`,
    `<c ${"a".repeat(64_000)}/>`,
    tags,
    "</row></sheetData></worksheet>",
  );
  return workbook(sheet);
}
