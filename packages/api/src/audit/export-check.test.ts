// scripts/audit-check-export.mjs (the auditor's standalone check) against packages/db/src/audit-chain.ts (what the
// platform seals with): the same canonical text for the same rows, and the check passing on an untouched export and
// failing, at the right row and field, on an edited one.
import { generateKeyPairSync } from "node:crypto";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import {
  type AuditContent,
  chainHashOf,
  contentHashOf,
  contentText,
  GENESIS_HASH,
  publicKeyOf,
  signCheckpoint,
} from "@tprm/db/audit-chain";
import { beforeAll, describe, expect, it } from "vitest";
import { type AuditExportRow, auditJsonLine } from "./export-columns.js";

interface Checker {
  contentText(row: unknown): string;
  contentHashOf(row: unknown): string;
  checkExport(data: Buffer, manifest: unknown, options?: { publicKey?: string }): string[];
}
let checker: Checker;
beforeAll(async () => {
  const path = resolve(import.meta.dirname, "../../../../scripts/audit-check-export.mjs");
  checker = (await import(pathToFileURL(path).href)) as Checker;
});

const base: AuditContent = {
  id: "01937a3e-0000-7000-8000-000000000001",
  actorId: "01937a3e-0000-7000-8000-0000000000aa",
  action: "UPDATE",
  entityType: "Vendor",
  entityId: "v-1",
  before: null,
  after: null,
  description: "Updated Acme Ltd",
  ipAddress: "10.0.0.1",
  userAgent: "Mozilla/5.0",
  createdAt: new Date("2026-11-29T01:02:03.456Z"),
};

/** Rows with everything a canonical JSON can get wrong. */
const TRICKY: AuditContent[] = [
  base,
  {
    ...base,
    id: "01937a3e-0000-7000-8000-000000000002",
    before: { z: 1, a: { y: [3, { d: null, c: "x" }], b: true }, m: "" },
    after: { a: { b: false, y: [] }, m: 'Zürich Ångström — 北京 🏦 \u2028 "quoted" \\ back', z: 1.5 },
  },
  {
    ...base,
    id: "01937a3e-0000-7000-8000-000000000003",
    actorId: null,
    entityId: null,
    description: null,
    ipAddress: null,
    userAgent: null,
    after: {
      numbers: [0, -0, -1, 1e21, 1.0000000000000002, 9007199254740991, 0.1, 2.5e-7],
      nested: { B: 1, a: 2, ä: 3, "10": 4, "9": 5 },
    },
  },
  { ...base, id: "01937a3e-0000-7000-8000-000000000004", before: ["x", null, { b: 2, a: 1 }], after: "text" },
  { ...base, id: "01937a3e-0000-7000-8000-000000000005", createdAt: "2026-01-01T00:00:00.000Z", after: 42 },
];

describe("the offline check's canonical text is the platform's", () => {
  it("gives the same content text and hash for the same rows, read back from JSON Lines", () => {
    for (const row of TRICKY) {
      // What the export writes and the auditor reads back: one JSON line.
      const exported = JSON.parse(
        JSON.stringify(
          auditJsonLine({
            ...row,
            createdAt: new Date(row.createdAt),
            rowMac: null,
            chainSeq: null,
            contentHash: null,
            chainHash: null,
            actor: null,
          }),
        ),
      );
      expect(checker.contentText(exported)).toBe(contentText(row));
      expect(checker.contentHashOf(exported)).toBe(contentHashOf(row));
    }
  });

  it("does not depend on the order of keys in nested JSON", () => {
    const a = { ...base, after: { b: { y: 1, x: [{ q: 1, p: 2 }] }, a: null } };
    const b = { ...base, after: { a: null, b: { x: [{ p: 2, q: 1 }], y: 1 } } };
    expect(checker.contentText(a)).toBe(checker.contentText(b));
    expect(contentText(a)).toBe(checker.contentText(b));
  });
});

/** A sealed export of `rows` from chainSeq `from`, as the worker writes it, with its manifest. */
function sealedExport(rows: AuditContent[], from = 1, signingKey?: string) {
  let previous = GENESIS_HASH;
  const lines: AuditExportRow[] = rows.map((row, i) => {
    const seq = BigInt(from + i);
    const contentHash = contentHashOf(row);
    const chainHash = chainHashOf(previous, seq, contentHash);
    previous = chainHash;
    return {
      ...row,
      createdAt: new Date(row.createdAt),
      rowMac: null,
      chainSeq: seq,
      contentHash,
      chainHash,
      actor: null,
    };
  });
  const last = lines[lines.length - 1]!;
  const signedAt = new Date("2026-11-29T02:00:00.000Z");
  const manifest = {
    kind: "tprm-audit-export",
    filter: { actorId: null, entityType: null, entityId: null, action: null, from: null, to: null },
    rows: lines.length,
    sealedRows: lines.length,
    unsealedRows: 0,
    firstChainSeq: String(from),
    lastChainSeq: last.chainSeq!.toString(),
    contiguous: true,
    previous: from === 1 ? { chainSeq: "0", chainHash: GENESIS_HASH } : null,
    head: { chainSeq: last.chainSeq!.toString(), chainHash: last.chainHash },
    checkpoint: signingKey
      ? {
          chainSeq: last.chainSeq!.toString(),
          chainHash: last.chainHash,
          signedAt: signedAt.toISOString(),
          signature: signCheckpoint(signingKey, last.chainSeq!, last.chainHash!, signedAt),
          publicKey: publicKeyOf(signingKey),
        }
      : null,
  };
  const data = `${lines.map((l) => JSON.stringify(auditJsonLine(l))).join("\n")}\n`;
  return { data, manifest };
}

const signingKey = generateKeyPairSync("ed25519")
  .privateKey.export({ format: "der", type: "pkcs8" })
  .toString("base64");
const otherKey = generateKeyPairSync("ed25519").privateKey.export({ format: "der", type: "pkcs8" }).toString("base64");

describe("checkExport", () => {
  it("passes an untouched export, the signature checked with the given key", () => {
    const { data, manifest } = sealedExport(TRICKY, 1, signingKey);
    const notes = checker.checkExport(Buffer.from(data), manifest, { publicKey: publicKeyOf(signingKey) });
    expect(notes.join("\n")).toContain("chain links checked for all 5 sealed rows");
    expect(notes.join("\n")).toContain("signature valid with the key given with --public-key");
    expect(checker.checkExport(Buffer.from(data), manifest).join("\n")).toContain("the manifest's public key");
  });

  it("fails on a row whose description was changed, naming the row and field", () => {
    const { data, manifest } = sealedExport(TRICKY, 1, signingKey);
    const edited = data.replace('"description":"Updated Acme Ltd"', '"description":"Nothing happened"');
    expect(() => checker.checkExport(Buffer.from(edited), manifest)).toThrow(/^row 1 \(id .*chainSeq 1\), contentHash/);
  });

  it("fails on a row removed from the middle of a contiguous export", () => {
    const { data, manifest } = sealedExport(TRICKY, 1, signingKey);
    const lines = data.trimEnd().split("\n");
    lines.splice(2, 1);
    expect(() => checker.checkExport(Buffer.from(`${lines.join("\n")}\n`), manifest)).toThrow(
      /^row 3 \(.*chainSeq 4\), chainSeq: expected 3/,
    );
  });

  it("fails on a content hash recomputed by whoever edited the row: the chain hash no longer links", () => {
    const rows = TRICKY.map((r, i) => (i === 1 ? { ...r, description: "rewritten" } : r));
    const good = sealedExport(TRICKY, 1);
    const forged = sealedExport(rows, 1).data.split("\n")[1]!;
    const forgedRow = JSON.parse(forged);
    forgedRow.chainHash = JSON.parse(good.data.split("\n")[1]!).chainHash;
    const lines = good.data.split("\n");
    lines[1] = JSON.stringify(forgedRow);
    expect(() => checker.checkExport(Buffer.from(lines.join("\n")), good.manifest)).toThrow(/^row 2 .*chainHash/);
  });

  it("fails on a signature made with another key, or a manifest whose checkpoint was altered", () => {
    const { data, manifest } = sealedExport(TRICKY, 1, signingKey);
    expect(() => checker.checkExport(Buffer.from(data), manifest, { publicKey: publicKeyOf(otherKey) })).toThrow(
      /^checkpoint, signature/,
    );
    const moved = { ...manifest, checkpoint: { ...manifest.checkpoint!, chainSeq: "4" } };
    expect(() => checker.checkExport(Buffer.from(data), moved)).toThrow(/^checkpoint, signature/);
  });

  it("checks a filtered export's rows one by one and says so", () => {
    const { data, manifest } = sealedExport(TRICKY, 1);
    const lines = data
      .trimEnd()
      .split("\n")
      .filter((_, i) => i !== 2);
    const filtered = {
      ...manifest,
      filter: { ...manifest.filter, entityType: "Vendor" },
      rows: 4,
      sealedRows: 4,
      contiguous: false,
    };
    const notes = checker.checkExport(Buffer.from(`${lines.join("\n")}\n`), filtered).join("\n");
    expect(notes).toContain("chain links checked for 3 rows; 1 rows follow a gap");
  });
});
