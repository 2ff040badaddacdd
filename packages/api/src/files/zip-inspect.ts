// Reads a ZIP's central directory (APPNOTE 4.3.12/4.3.16) to learn how large its entries expand, before any of
// them is inflated: an .xlsx of a few megabytes can otherwise expand to gigabytes (a "zip bomb"). Those sizes are
// what the file says of itself, so the upload check only refuses the honest large file; readZipDirectory and
// inflateEntry (below) read the entries with what they expand to limited while inflating.
import { Readable } from "node:stream";
import { createInflateRaw } from "node:zlib";
import { FileProblem } from "./file-problem.js";

export interface ZipSummary {
  entries: number;
  /** Sum of the entries' uncompressed sizes; Infinity for ZIP64 archives (sizes beyond 4 GB). */
  expandedBytes: number;
}

/** Where the end-of-central-directory record starts, searched from the end; -1 when there is none. */
function findEndOfCentralDirectory(view: DataView): number {
  // It is in the last 22 + 65,535 (its comment) bytes.
  const floor = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let i = view.byteLength - 22; i >= floor; i--) {
    if (view.getUint32(i, true) === 0x06054b50) return i;
  }
  return -1;
}

/** null when the bytes end without a readable central directory (not a complete ZIP). */
export function summarizeZip(bytes: Uint8Array): ZipSummary | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(view);
  if (eocd < 0) return null;
  const entries = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  const offset = view.getUint32(eocd + 16, true);
  if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) return { entries, expandedBytes: Infinity };
  if (offset + size > eocd) return null;
  let expandedBytes = 0;
  let p = offset;
  for (let n = 0; n < entries; n++) {
    if (p + 46 > eocd || view.getUint32(p, true) !== 0x02014b50) return null;
    const uncompressed = view.getUint32(p + 24, true);
    if (uncompressed === 0xffffffff) return { entries, expandedBytes: Infinity };
    expandedBytes += uncompressed;
    p += 46 + view.getUint16(p + 28, true) + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
  }
  return { entries, expandedBytes };
}

// ---------------------------------------------------------------------------------------------------------------
// Reading entries, with what they expand to limited while they are inflated. The sizes a ZIP declares are written
// by whoever made the file: they serve only as upper bounds (an entry that inflates past its declared size is
// refused the moment it does), never as a promise that the data is small.

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflate (the only two an Office file uses). */
  method: number;
  compressedSize: number;
  /** What the central directory says the entry expands to (checked while inflating, never trusted). */
  declaredSize: number;
  /** Where the entry's local header starts. */
  localOffset: number;
  encrypted: boolean;
}

const damaged = () => new FileProblem("the file is not a complete workbook (its ZIP structure is damaged)");

/** ZIP64 extended information (APPNOTE 4.5.3): the 64-bit values of the fields that hold 0xffffffff. */
function zip64Values(view: DataView, extraStart: number, extraEnd: number, wanted: boolean[]): number[] {
  for (let p = extraStart; p + 4 <= extraEnd; ) {
    const id = view.getUint16(p, true);
    const size = view.getUint16(p + 2, true);
    if (id === 0x0001) {
      const values: number[] = [];
      let q = p + 4;
      for (const want of wanted) {
        if (!want) continue;
        if (q + 8 > p + 4 + size) throw damaged();
        values.push(Number(view.getBigUint64(q, true)));
        q += 8;
      }
      return values;
    }
    p += 4 + size;
  }
  throw damaged();
}

/** The entries of a ZIP held in memory, from its central directory (the archive's own index). */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(view);
  if (eocd < 0) throw damaged();
  let count = view.getUint16(eocd + 10, true);
  let size = view.getUint32(eocd + 12, true);
  let offset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    // ZIP64: the locator sits just before the end record and points at the ZIP64 end record.
    const locator = eocd - 20;
    if (locator < 0 || view.getUint32(locator, true) !== 0x07064b50) throw damaged();
    const end64 = Number(view.getBigUint64(locator + 8, true));
    if (end64 + 56 > bytes.byteLength || view.getUint32(end64, true) !== 0x06064b50) throw damaged();
    count = Number(view.getBigUint64(end64 + 32, true));
    size = Number(view.getBigUint64(end64 + 40, true));
    offset = Number(view.getBigUint64(end64 + 48, true));
  }
  if (offset + size > bytes.byteLength) throw damaged();
  const decoder = new TextDecoder("utf-8");
  const entries: ZipEntry[] = [];
  let p = offset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > offset + size || view.getUint32(p, true) !== 0x02014b50) throw damaged();
    const flags = view.getUint16(p + 8, true);
    const method = view.getUint16(p + 10, true);
    let compressedSize = view.getUint32(p + 20, true);
    let declaredSize = view.getUint32(p + 24, true);
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    let localOffset = view.getUint32(p + 42, true);
    const extraStart = p + 46 + nameLength;
    if (extraStart + extraLength > bytes.byteLength) throw damaged();
    const wanted = [declaredSize === 0xffffffff, compressedSize === 0xffffffff, localOffset === 0xffffffff];
    if (wanted.some(Boolean)) {
      const values = zip64Values(view, extraStart, extraStart + extraLength, wanted);
      if (wanted[0]) declaredSize = values.shift()!;
      if (wanted[1]) compressedSize = values.shift()!;
      if (wanted[2]) localOffset = values.shift()!;
    }
    const name = decoder.decode(bytes.subarray(p + 46, extraStart));
    entries.push({ name, method, compressedSize, declaredSize, localOffset, encrypted: (flags & 1) === 1 });
    p = extraStart + extraLength + commentLength;
  }
  return entries;
}

/** How many bytes may still be inflated from one archive, across all the entries read from it. */
export interface InflateBudget {
  remaining: number;
  /** The whole allowance, for the message. */
  readonly limit: number;
}

export function inflateBudget(limit: number): InflateBudget {
  return { remaining: limit, limit };
}

function describeBytes(bytes: number) {
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024 * 1024)).toLocaleString("en")} GB`;
  if (bytes >= 1024 * 1024) return `${Math.round(bytes / (1024 * 1024)).toLocaleString("en")} MB`;
  return `${Math.round(bytes / 1024).toLocaleString("en")} KB`;
}

/**
 * The entry's content, inflated as it is read, in chunks of at most 16 KB. Stops with a FileProblem the moment the
 * output passes the entry's declared size (the headers lied: a "zip bomb") or the budget shared by the archive's
 * entries; the inflater is destroyed then, so no more than one chunk past the limit is ever produced. Leaving the
 * loop early (break) also destroys it.
 */
export async function* inflateEntry(bytes: Uint8Array, entry: ZipEntry, budget: InflateBudget): AsyncGenerator<Buffer> {
  if (entry.encrypted)
    throw new FileProblem("the workbook is encrypted; save it without a password and upload it again");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.byteLength || view.getUint32(at, true) !== 0x04034b50) throw damaged();
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.byteLength) throw damaged();
  const data = Buffer.from(bytes.buffer, bytes.byteOffset + start, entry.compressedSize);
  const tooLarge = () =>
    new FileProblem(
      `the workbook expands to more than ${describeBytes(budget.limit)} when opened; split it into smaller files`,
    );
  const lied = () =>
    new FileProblem(
      `the workbook is damaged or crafted: its part ${entry.name} expands to more than the ${entry.declaredSize.toLocaleString("en")} bytes its header declares`,
    );
  if (entry.method === 0) {
    if (entry.compressedSize > entry.declaredSize) throw lied();
    if (entry.compressedSize > budget.remaining) throw tooLarge();
    budget.remaining -= entry.compressedSize;
    for (let i = 0; i < data.byteLength; i += 16 * 1024) yield data.subarray(i, i + 16 * 1024);
    return;
  }
  if (entry.method !== 8)
    throw new FileProblem(`the workbook uses a compression method (${entry.method}) Excel never writes`);
  const inflater = createInflateRaw({ chunkSize: 16 * 1024 });
  // Fed in slices, so a small compressed input never sits in the inflater's queue as a whole.
  const source = Readable.from(
    (function* () {
      for (let i = 0; i < data.byteLength; i += 16 * 1024) yield data.subarray(i, i + 16 * 1024);
    })(),
  );
  source.on("error", () => undefined);
  source.pipe(inflater);
  let produced = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      produced += chunk.byteLength;
      if (produced > entry.declaredSize) throw lied();
      if (chunk.byteLength > budget.remaining) throw tooLarge();
      budget.remaining -= chunk.byteLength;
      yield chunk;
    }
  } catch (error) {
    if (error instanceof FileProblem) throw error;
    throw new FileProblem(`the workbook is damaged: its part ${entry.name} cannot be decompressed`);
  } finally {
    source.unpipe(inflater);
    source.destroy();
    inflater.destroy();
  }
}
