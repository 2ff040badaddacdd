// Ids for the rows of one import (vendors, risk assessments): UUIDv7 (RFC 9562) sharing one millisecond and one
// random prefix, with a 32-bit counter in the last bits (the RFC's "fixed-length dedicated counter"). The batch's
// ids are then exactly the ids from the first to the last, in file order — the audit row of the import records
// that range, so `SELECT … FROM "Vendor" WHERE id BETWEEN first AND last` recovers them — and inserting them
// appends to the primary key index instead of scattering writes across it.
import { randomBytes } from "node:crypto";

export interface IdBatch {
  idAt(index: number): string;
  first: string;
  last: string;
}

export function createIdBatch(count: number, now = Date.now()): IdBatch {
  if (count < 1 || count > 0xffffffff) throw new Error(`An id batch holds 1 to 2^32-1 ids, not ${count}`);
  const bytes = Buffer.alloc(12);
  bytes.writeUIntBE(now, 0, 6); // 48-bit Unix time in ms
  const random = randomBytes(6);
  bytes[6] = 0x70 | (random[0]! & 0x0f); // version 7 + 4 random bits
  bytes[7] = random[1]!; // 8 more random bits (rand_a: 12 bits)
  bytes[8] = 0x80 | (random[2]! & 0x3f); // variant 10 + 6 random bits
  bytes[9] = random[3]!;
  bytes[10] = random[4]!;
  bytes[11] = random[5]!; // 30 random bits in all, then the 32-bit counter
  const hex = bytes.toString("hex");
  const prefix = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 24)}`;
  const idAt = (index: number) => `${prefix}${index.toString(16).padStart(8, "0")}`;
  return { idAt, first: idAt(0), last: idAt(count - 1) };
}
