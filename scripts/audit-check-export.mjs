#!/usr/bin/env node
// Checks an export of the audit trail (JSON Lines) against itself and its manifest, without the platform's code:
// only Node's own modules. docs/AUDIT.md, "Export and offline check", says what is checked and what is not.
//
//   node scripts/audit-check-export.mjs <audit-trail-….zip> [--public-key <base64 SPKI>]
//   node scripts/audit-check-export.mjs <audit-trail-….jsonl> --manifest <manifest.json> [--public-key <base64 SPKI>]
//
// Exit 0: everything that could be checked passed. 1: the first problem (row, field, expected, found). 2: usage or
// a file that cannot be read.
import { createHash, createPublicKey, verify } from "node:crypto";
import { readFileSync, realpathSync } from "node:fs";
import { inflateRawSync } from "node:zlib";

export const GENESIS_HASH = "0".repeat(64);

// ── The same canonical text as packages/db/src/audit-chain.ts (canonicalJson, contentText, chainHashOf) ──────────

/** JSON with object keys sorted at every level; undefined is null. */
export function canonicalJson(value) {
  if (value === undefined || value === null) return "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The canonical text of a row's content, in the fixed field order. */
export function contentText(row) {
  const createdAt = new Date(row.createdAt).toISOString();
  return canonicalJson([
    row.id,
    row.actorId,
    row.action,
    row.entityType,
    row.entityId,
    row.before ?? null,
    row.after ?? null,
    row.description,
    row.ipAddress,
    row.userAgent,
    createdAt,
  ]);
}

const sha256 = (data) => createHash("sha256").update(data).digest("hex");
export const contentHashOf = (row) => sha256(Buffer.from(contentText(row), "utf8"));
export const chainHashOf = (previous, seq, contentHash) =>
  sha256(Buffer.from(`${previous}\n${String(seq)}\n${contentHash}`, "utf8"));
export const checkpointMessage = (seq, chainHash, signedAt) =>
  `tprm-audit-checkpoint:${String(seq)}:${chainHash}:${new Date(signedAt).toISOString()}`;

// ── Reading the ZIP (stored or deflated entries, no ZIP64) ────────────────────────────────────────────────────────

export function readZip(bytes) {
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error("not a ZIP file (no end of central directory)");
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries = new Map();
  for (let n = 0; n < count; n++) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) throw new Error("damaged ZIP central directory");
    const method = bytes.readUInt16LE(at + 10);
    const compressed = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.toString("utf8", at + 46, at + 46 + nameLength);
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const raw = bytes.subarray(start, start + compressed);
    if (method !== 0 && method !== 8) throw new Error(`${name}: unknown compression method ${method}`);
    entries.set(name, method === 8 ? inflateRawSync(raw) : raw);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

// ── The check ─────────────────────────────────────────────────────────────────────────────────────────────────────

class Problem extends Error {
  constructor(where, field, expected, found) {
    super(`${where}, ${field}: expected ${expected}, found ${found}`);
    this.where = where;
    this.field = field;
    this.expected = expected;
    this.found = found;
  }
}

const rowName = (line, row) =>
  `row ${line}${row?.id ? ` (id ${row.id}${row.chainSeq != null ? `, chainSeq ${row.chainSeq}` : ""})` : ""}`;

function verifySignature(publicKey, checkpoint) {
  try {
    const key = createPublicKey({ key: Buffer.from(publicKey, "base64"), format: "der", type: "spki" });
    const message = checkpointMessage(checkpoint.chainSeq, checkpoint.chainHash, checkpoint.signedAt);
    return verify(null, Buffer.from(message), key, Buffer.from(checkpoint.signature, "base64"));
  } catch {
    return false;
  }
}

/**
 * Checks the data (the JSON Lines file's bytes) against itself and the manifest. Returns the lines of the report;
 * throws a Problem at the first thing that does not match.
 */
export function checkExport(data, manifest, options = {}) {
  const notes = [];
  if (manifest?.kind !== "tprm-audit-export")
    throw new Problem("manifest", "kind", "tprm-audit-export", manifest?.kind);
  const lines = data.toString("utf8").split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  let previous = null; // the last sealed row: { seq, chainHash }
  let sealed = 0;
  let unsealed = 0;
  let linked = 0;
  let unlinked = 0;
  let first = null;
  const hashBySeq = new Map();
  // An export without a filter holds every row from its first: a gap in chainSeq is a row removed.
  const unfiltered = manifest.filter && Object.values(manifest.filter).every((v) => v === null);
  const mustBeContiguous = unfiltered
    ? "the export has no filter, so no row may be missing"
    : manifest.contiguous
      ? "the manifest says the export is contiguous"
      : null;
  lines.forEach((text, index) => {
    const line = index + 1;
    let row;
    try {
      row = JSON.parse(text);
    } catch {
      throw new Problem(rowName(line), "JSON", "one JSON object per line", JSON.stringify(text.slice(0, 60)));
    }
    const where = rowName(line, row);
    if (row.chainSeq === null || row.chainSeq === undefined) {
      // Not yet sealed when exported: nothing to check it against but its place (after every sealed row).
      unsealed++;
      return;
    }
    if (unsealed > 0) throw new Problem(where, "chainSeq", "unsealed rows only after every sealed row", row.chainSeq);
    const seq = BigInt(row.chainSeq);
    const content = contentHashOf(row);
    if (row.contentHash !== content) throw new Problem(where, "contentHash", content, row.contentHash);
    if (previous && seq <= previous.seq) {
      throw new Problem(where, "chainSeq", `more than ${previous.seq}`, row.chainSeq);
    }
    const before =
      previous && seq === previous.seq + 1n
        ? previous.chainHash
        : !previous && manifest.previous && BigInt(manifest.previous.chainSeq) === seq - 1n
          ? manifest.previous.chainHash
          : null;
    if (before === null && previous && mustBeContiguous) {
      throw new Problem(where, "chainSeq", `${previous.seq + 1n} (${mustBeContiguous})`, seq);
    }
    if (before !== null) {
      const expected = chainHashOf(before, seq, content);
      if (row.chainHash !== expected) throw new Problem(where, "chainHash", expected, row.chainHash);
      linked++;
    } else {
      unlinked++;
    }
    first ??= seq;
    sealed++;
    hashBySeq.set(seq, row.chainHash);
    previous = { seq, chainHash: row.chainHash };
  });

  const counts = [
    ["rows", manifest.rows, lines.length],
    ["sealedRows", manifest.sealedRows, sealed],
    ["unsealedRows", manifest.unsealedRows, unsealed],
    ["firstChainSeq", manifest.firstChainSeq, first?.toString() ?? null],
    ["lastChainSeq", manifest.lastChainSeq, previous?.seq.toString() ?? null],
  ];
  for (const [field, expected, found] of counts) {
    if (expected !== found) throw new Problem("manifest", field, expected, found);
  }
  const digest = sha256(data);
  if (manifest.dataSha256 && manifest.dataSha256 !== digest) {
    throw new Problem("data file", "SHA-256", manifest.dataSha256, digest);
  }
  notes.push(`${lines.length} rows: ${sealed} sealed, ${unsealed} not yet sealed when exported (not checkable)`);
  notes.push(`content hash recomputed and equal for all ${sealed} sealed rows`);
  notes.push(
    unlinked === 0
      ? `chain links checked for all ${linked} sealed rows`
      : `chain links checked for ${linked} rows; ${unlinked} rows follow a gap in chainSeq (a filtered export) and were checked one by one (content hash only)`,
  );

  const head = manifest.head;
  if (head && previous && previous.seq === BigInt(head.chainSeq)) {
    if (previous.chainHash !== head.chainHash) {
      throw new Problem(
        rowName(lines.length - unsealed, { id: "", chainSeq: head.chainSeq }),
        "chainHash (head)",
        head.chainHash,
        previous.chainHash,
      );
    }
    notes.push(`the last row is the chain head at the export (chainSeq ${head.chainSeq}) and matches it`);
  } else if (head) {
    notes.push(`the export does not reach the chain head (chainSeq ${head.chainSeq}): head not compared`);
  }

  const checkpoint = manifest.checkpoint;
  if (!checkpoint) {
    notes.push("no signed checkpoint in the manifest: nothing signed to check against");
  } else if (!checkpoint.signature) {
    notes.push(`checkpoint at chainSeq ${checkpoint.chainSeq} has no signature (no signing key configured)`);
  } else {
    const publicKey = options.publicKey ?? checkpoint.publicKey;
    const source = options.publicKey
      ? "the key given with --public-key"
      : "the manifest's public key (not independent: pass --public-key to check against a key you obtained separately)";
    if (!publicKey) throw new Problem("checkpoint", "publicKey", "a public key (--public-key)", "none");
    if (!verifySignature(publicKey, checkpoint)) {
      throw new Problem("checkpoint", "signature", `a valid Ed25519 signature by ${source}`, checkpoint.signature);
    }
    notes.push(
      `checkpoint at chainSeq ${checkpoint.chainSeq} (signed ${checkpoint.signedAt}): signature valid with ${source}`,
    );
    const exported = hashBySeq.get(BigInt(checkpoint.chainSeq));
    if (exported !== undefined) {
      if (exported !== checkpoint.chainHash) {
        throw new Problem(
          `row with chainSeq ${checkpoint.chainSeq}`,
          "chainHash (checkpoint)",
          checkpoint.chainHash,
          exported,
        );
      }
      notes.push(`the exported row at chainSeq ${checkpoint.chainSeq} carries the signed chain hash`);
    } else if (head && head.chainSeq === checkpoint.chainSeq && head.chainHash !== checkpoint.chainHash) {
      throw new Problem("manifest", "head.chainHash (checkpoint)", checkpoint.chainHash, head.chainHash);
    } else {
      notes.push(`the checkpoint's row (chainSeq ${checkpoint.chainSeq}) is not in this export: compared with nothing`);
    }
  }
  return notes;
}

function parseArgs(argv) {
  const args = { files: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--public-key") args.publicKey = argv[++i];
    else if (arg === "--manifest") args.manifest = argv[++i];
    else if (arg === "--help" || arg === "-h") args.help = true;
    else args.files.push(arg);
  }
  return args;
}

function main(argv) {
  const args = parseArgs(argv);
  if (args.help || args.files.length !== 1 || (args.publicKey === undefined && argv.includes("--public-key"))) {
    console.error(
      "usage: audit-check-export <export.zip> [--public-key <base64 SPKI>]\n" +
        "       audit-check-export <data.jsonl> --manifest <manifest.json> [--public-key <base64 SPKI>]",
    );
    return 2;
  }
  let data;
  let manifest;
  try {
    const bytes = readFileSync(args.files[0]);
    if (bytes.readUInt32LE(0) === 0x04034b50) {
      const entries = readZip(bytes);
      manifest = JSON.parse(entries.get("manifest.json")?.toString("utf8") ?? "null");
      if (!manifest) throw new Error("the ZIP has no manifest.json");
      if (manifest.format !== "jsonl")
        throw new Error(`the export is ${manifest.format}: only JSON Lines can be checked`);
      data = entries.get(manifest.dataFile);
      if (!data) throw new Error(`the ZIP has no ${manifest.dataFile}`);
    } else {
      if (!args.manifest) throw new Error("a JSON Lines file needs --manifest <manifest.json>");
      data = bytes;
      manifest = JSON.parse(readFileSync(args.manifest, "utf8"));
    }
  } catch (error) {
    console.error(`cannot read the export: ${error.message}`);
    return 2;
  }
  try {
    for (const note of checkExport(data, manifest, { publicKey: args.publicKey })) console.log(`ok   ${note}`);
    console.log("PASS");
    return 0;
  } catch (error) {
    if (!(error instanceof Problem)) throw error;
    console.log(`FAIL ${error.message}`);
    return 1;
  }
}

const invoked = (() => {
  try {
    return decodeURIComponent(new URL(import.meta.url).pathname) === realpathSync(process.argv[1] ?? "");
  } catch {
    return false;
  }
})();
if (invoked) {
  process.exitCode = main(process.argv.slice(2));
}
