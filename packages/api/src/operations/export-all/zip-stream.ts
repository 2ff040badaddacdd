// A ZIP written front to back into a stream (PKWARE APPNOTE 6.3: deflate, UTF-8 names, sizes in data descriptors
// after each entry; ZIP64 only for the entry count), so the archive of everything is never in memory: each entry is deflated as its
// pieces arrive and goes straight to the file. Every entry's SHA-256 is computed on the way (for the manifest).
// files/zip-writer.ts keeps its entries in memory, which suits an XLSX but not a whole database.
import { createHash } from "node:crypto";
import type { Writable } from "node:stream";
import { crc32, createDeflateRaw } from "node:zlib";

const MAX_ZIP32 = 0xffffffff;

interface Written {
  name: Buffer;
  crc: number;
  size: number;
  compressedSize: number;
  offset: number;
}

export interface EntryStats {
  size: number;
  sha256: string;
}

function dosDateTime(date: Date) {
  const time = (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2);
  const day = ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate();
  return { time, day };
}

export class ZipStream {
  private readonly written: Written[] = [];
  private offset = 0;
  private readonly stamp = dosDateTime(new Date());
  private open = false;

  constructor(private readonly out: Writable) {}

  private async put(data: Buffer) {
    this.offset += data.byteLength;
    if (this.offset > MAX_ZIP32) throw new Error("The archive is larger than 4 GB, which this ZIP format cannot hold");
    if (!this.out.write(data)) await new Promise<void>((resolve) => this.out.once("drain", () => resolve()));
  }

  /** Writes one entry from its pieces (strings are UTF-8); answers its size and SHA-256. One entry at a time. */
  async entry(name: string, pieces: AsyncIterable<Buffer | string> | Iterable<Buffer | string>): Promise<EntryStats> {
    if (this.open) throw new Error("One ZIP entry at a time");
    this.open = true;
    const entry: Written = { name: Buffer.from(name, "utf8"), crc: 0, size: 0, compressedSize: 0, offset: this.offset };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0808, 6); // UTF-8 names; sizes and CRC in the data descriptor
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(this.stamp.time, 10);
    local.writeUInt16LE(this.stamp.day, 12);
    local.writeUInt16LE(entry.name.byteLength, 26);
    await this.put(Buffer.concat([local, entry.name]));

    const hash = createHash("sha256");
    const deflate = createDeflateRaw({ level: 6 });
    const compressed: Buffer[] = [];
    deflate.on("data", (chunk: Buffer) => compressed.push(chunk));
    const flushOut = async () => {
      while (compressed.length) {
        const chunk = compressed.shift()!;
        entry.compressedSize += chunk.byteLength;
        await this.put(chunk);
      }
    };
    for await (const piece of pieces) {
      const bytes = typeof piece === "string" ? Buffer.from(piece, "utf8") : piece;
      if (!bytes.byteLength) continue;
      entry.crc = crc32(bytes, entry.crc);
      entry.size += bytes.byteLength;
      if (entry.size > MAX_ZIP32) throw new Error(`${name} is larger than 4 GB`);
      hash.update(bytes);
      await new Promise<void>((resolve, reject) => {
        deflate.write(bytes, (error) => (error ? reject(error) : resolve()));
      });
      await flushOut();
    }
    await new Promise<void>((resolve, reject) => {
      deflate.once("end", resolve);
      deflate.once("error", reject);
      deflate.end();
    });
    await flushOut();

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(entry.compressedSize, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    await this.put(descriptor);
    this.written.push(entry);
    this.open = false;
    return { size: entry.size, sha256: hash.digest("hex") };
  }

  /** The central directory and its end record; the caller then ends the stream. */
  async finish() {
    const start = this.offset;
    for (const entry of this.written) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(0x0808, 8);
      header.writeUInt16LE(8, 10);
      header.writeUInt16LE(this.stamp.time, 12);
      header.writeUInt16LE(this.stamp.day, 14);
      header.writeUInt32LE(entry.crc >>> 0, 16);
      header.writeUInt32LE(entry.compressedSize, 20);
      header.writeUInt32LE(entry.size, 24);
      header.writeUInt16LE(entry.name.byteLength, 28);
      header.writeUInt32LE(entry.offset, 42);
      await this.put(Buffer.concat([header, entry.name]));
    }
    const count = this.written.length;
    const centralSize = this.offset - start;
    if (count > 0xffff) {
      // More entries than the end record holds (one per stored file): the ZIP64 end record and its locator say it.
      const end64 = Buffer.alloc(56);
      end64.writeUInt32LE(0x06064b50, 0);
      end64.writeBigUInt64LE(44n, 4);
      end64.writeUInt16LE(45, 12);
      end64.writeUInt16LE(45, 14);
      end64.writeBigUInt64LE(BigInt(count), 24);
      end64.writeBigUInt64LE(BigInt(count), 32);
      end64.writeBigUInt64LE(BigInt(centralSize), 40);
      end64.writeBigUInt64LE(BigInt(start), 48);
      const locator = Buffer.alloc(20);
      locator.writeUInt32LE(0x07064b50, 0);
      locator.writeBigUInt64LE(BigInt(this.offset), 8);
      locator.writeUInt32LE(1, 16);
      await this.put(Buffer.concat([end64, locator]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(Math.min(count, 0xffff), 8);
    end.writeUInt16LE(Math.min(count, 0xffff), 10);
    end.writeUInt32LE(centralSize, 12);
    end.writeUInt32LE(start, 16);
    await this.put(end);
  }
}
