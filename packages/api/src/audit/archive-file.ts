// Checks an audit archive file (archive.ts) on its own: every row's content hash, the chain from the previous
// archive's last hash to the header's, and the places in order. `npm run audit:verify -- --archive <file>` runs it.
import { gunzipSync } from "node:zlib";
import { chainHashOf, contentHashOf } from "@tprm/db/audit-chain";

export interface ArchiveCheck {
  ok: boolean;
  rows: number;
  fromSeq: string;
  toSeq: string;
  previousChainHash: string;
  lastChainHash: string;
  problem: string | null;
}

export function checkArchiveFile(bytes: Buffer): ArchiveCheck {
  const lines = gunzipSync(bytes).toString("utf8").split("\n").filter(Boolean);
  const header = JSON.parse(lines[0] ?? "{}");
  const base = {
    rows: lines.length - 1,
    fromSeq: String(header.fromSeq),
    toSeq: String(header.toSeq),
    previousChainHash: String(header.previousChainHash),
    lastChainHash: String(header.lastChainHash),
  };
  if (header.format !== "tprm-audit-archive") return { ok: false, ...base, problem: "Not an audit archive file." };
  let hash = base.previousChainHash;
  let expected = BigInt(base.fromSeq);
  for (const [index, text] of lines.slice(1).entries()) {
    const row = JSON.parse(text);
    const at = `line ${index + 2} (place ${row.chainSeq})`;
    if (String(row.chainSeq) !== String(expected))
      return { ok: false, ...base, problem: `${at}: expected place ${expected}.` };
    const content = contentHashOf(row);
    if (content !== row.contentHash) return { ok: false, ...base, problem: `${at}: the row was changed.` };
    hash = chainHashOf(hash, expected, content);
    if (hash !== row.chainHash) return { ok: false, ...base, problem: `${at}: the chain hash does not follow.` };
    expected += 1n;
  }
  if (String(expected - 1n) !== base.toSeq)
    return { ok: false, ...base, problem: `The file ends at ${expected - 1n}, not at ${base.toSeq}.` };
  if (hash !== base.lastChainHash) return { ok: false, ...base, problem: "The last chain hash is not the header's." };
  return { ok: true, ...base, problem: null };
}
