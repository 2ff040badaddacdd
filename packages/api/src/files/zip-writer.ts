// A minimal ZIP writer (PKWARE APPNOTE 6.3: deflate, UTF-8 names, no ZIP64) for the files the platform generates
// (XLSX is a ZIP of XML parts). An entry can be fed in pieces: each piece is deflated on its own with a sync flush
// and the pieces are concatenated — a valid deflate stream (what pigz does) — so a large part never has to exist
// uncompressed in memory at once.
import { constants, crc32, deflateRawSync } from "node:zlib";

const MAX_ZIP32 = 0xffffffff;

interface Entry {
  name: Buffer;
  chunks: Buffer[];
  crc: number;
  size: number;
  compressedSize: number;
  closed: boolean;
}

export interface ZipEntryWriter {
  /** Adds the next piece of the entry's content. */
  write(data: Buffer | string): void;
  /** Ends the entry (the final deflate block). */
  close(): void;
}

function dosDateTime(date: Date) {
  const time = (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2);
  const day = ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate();
  return { time, day };
}

export class ZipWriter {
  private readonly entries: Entry[] = [];
  private readonly stamp = dosDateTime(new Date());

  constructor(private readonly level = 6) {}

  /** An entry written in pieces (see ZipEntryWriter). */
  open(name: string): ZipEntryWriter {
    const entry: Entry = {
      name: Buffer.from(name, "utf8"),
      chunks: [],
      crc: 0,
      size: 0,
      compressedSize: 0,
      closed: false,
    };
    this.entries.push(entry);
    const push = (data: Buffer, finish: boolean) => {
      entry.crc = crc32(data, entry.crc);
      entry.size += data.byteLength;
      const deflated = deflateRawSync(data, {
        level: this.level,
        finishFlush: finish ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      });
      entry.compressedSize += deflated.byteLength;
      entry.chunks.push(deflated);
      if (entry.size > MAX_ZIP32 || entry.compressedSize > MAX_ZIP32) {
        throw new Error(`${name} is larger than 4 GB, which a ZIP without ZIP64 cannot hold`);
      }
    };
    return {
      write(data) {
        if (entry.closed) throw new Error(`${name} is already closed`);
        const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
        if (bytes.byteLength) push(bytes, false);
      },
      close() {
        if (entry.closed) return;
        push(Buffer.alloc(0), true);
        entry.closed = true;
      },
    };
  }

  /** A whole entry at once. */
  add(name: string, data: Buffer | string) {
    const entry = this.open(name);
    entry.write(data);
    entry.close();
  }

  /** The finished archive: local headers and data, then the central directory. */
  finish(): Buffer {
    const out: Buffer[] = [];
    const central: Buffer[] = [];
    let offset = 0;
    for (const entry of this.entries) {
      if (!entry.closed) throw new Error(`${entry.name.toString()} was never closed`);
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
      local.writeUInt16LE(0x0800, 6); // flags: names are UTF-8
      local.writeUInt16LE(8, 8); // deflate
      local.writeUInt16LE(this.stamp.time, 10);
      local.writeUInt16LE(this.stamp.day, 12);
      local.writeUInt32LE(entry.crc >>> 0, 14);
      local.writeUInt32LE(entry.compressedSize, 18);
      local.writeUInt32LE(entry.size, 22);
      local.writeUInt16LE(entry.name.byteLength, 26);
      local.writeUInt16LE(0, 28);
      out.push(local, entry.name, ...entry.chunks);

      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(20, 4); // made by: 2.0
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(0x0800, 8);
      header.writeUInt16LE(8, 10);
      header.writeUInt16LE(this.stamp.time, 12);
      header.writeUInt16LE(this.stamp.day, 14);
      header.writeUInt32LE(entry.crc >>> 0, 16);
      header.writeUInt32LE(entry.compressedSize, 20);
      header.writeUInt32LE(entry.size, 24);
      header.writeUInt16LE(entry.name.byteLength, 28);
      header.writeUInt32LE(offset, 42);
      central.push(header, entry.name);
      offset += 30 + entry.name.byteLength + entry.compressedSize;
      if (offset > MAX_ZIP32) throw new Error("The archive is larger than 4 GB");
    }
    const centralSize = central.reduce((n, b) => n + b.byteLength, 0);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(centralSize, 12);
    end.writeUInt32LE(offset, 16);
    return Buffer.concat([...out, ...central, end]);
  }
}
