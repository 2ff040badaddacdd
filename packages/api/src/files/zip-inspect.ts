// Reads a ZIP's central directory (APPNOTE 4.3.12/4.3.16) to learn how large its entries expand, before any of
// them is inflated: an .xlsx of a few megabytes can otherwise expand to gigabytes (a "zip bomb").

export interface ZipSummary {
  entries: number;
  /** Sum of the entries' uncompressed sizes; Infinity for ZIP64 archives (sizes beyond 4 GB). */
  expandedBytes: number;
}

/** null when the bytes end without a readable central directory (not a complete ZIP). */
export function summarizeZip(bytes: Uint8Array): ZipSummary | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record is in the last 22 + 65,535 (comment) bytes.
  const floor = Math.max(0, bytes.byteLength - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.byteLength - 22; i >= floor; i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
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
