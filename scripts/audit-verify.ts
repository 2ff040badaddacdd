/**
 * `npm run audit:verify` — walks the audit trail's chain in the database DATABASE_URL names (docs/AUDIT.md) and
 * reports the first row changed, removed or written outside the application; checks every signed checkpoint. Uses
 * the same AUDIT_MAC_KEY and AUDIT_SIGNING_KEY as the server. `--json` prints the report as JSON. Exit 0 when the
 * chain holds, 1 when a problem is found, 2 when it could not run. It does not seal pending rows: it reads only.
 * `--archive <file.jsonl.gz>` checks an archive file on its own instead (no database).
 */

import { readFileSync } from "node:fs";
import { auditMacKey, auditSigningKey, configureAuditKeys, loadEnv, verifyAuditChain } from "@tprm/api";
import { createPrismaClient } from "@tprm/db";
import { checkArchiveFile } from "../packages/api/src/audit/archive-file.js";

const json = process.argv.includes("--json");
const archiveAt = process.argv.indexOf("--archive");
let exitCode = 2;
if (archiveAt >= 0) {
  // An archive file on its own (no database): its rows' hashes and its chain from the previous archive's last hash.
  try {
    const check = checkArchiveFile(readFileSync(process.argv[archiveAt + 1] ?? ""));
    console.log(
      json
        ? JSON.stringify(check, null, 2)
        : check.ok
          ? `Archive ${check.fromSeq}–${check.toSeq}: ${check.rows} rows, the chain holds (last hash ${check.lastChainHash}).`
          : `PROBLEM: ${check.problem}`,
    );
    process.exit(check.ok ? 0 : 1);
  } catch (error) {
    console.error(`audit:verify could not read the archive: ${(error as Error).message}`);
    process.exit(2);
  }
}
try {
  const env = loadEnv();
  configureAuditKeys(env);
  const db = createPrismaClient(env.DATABASE_URL, { poolSize: 2 });
  try {
    let last = 0;
    const report = await verifyAuditChain(db, {
      macKey: auditMacKey(),
      signingKey: auditSigningKey(),
      onProgress: (checked) => {
        if (!json && checked - last >= 100_000) {
          last = checked;
          process.stderr.write(`… ${checked.toLocaleString("en")} rows\n`);
        }
      },
    });
    if (json) console.log(JSON.stringify(report, null, 2));
    else {
      console.log(`Rows checked: ${report.checked.toLocaleString("en")} in ${(report.durationMs / 1000).toFixed(1)} s`);
      console.log(`Chain head:   ${report.head.seq} ${report.head.hash}`);
      if (report.startsAfter.seq !== "0") console.log(`Starts after: archive at ${report.startsAfter.seq}`);
      console.log(`Checkpoints:  ${report.checkpoints.checked} checked, ${report.checkpoints.signed} signatures valid`);
      console.log(`Unsealed:     ${report.unsealed}`);
      for (const warning of report.warnings) console.log(`Warning:      ${warning}`);
      console.log(
        report.problem
          ? `PROBLEM (${report.problem.kind}) at ${report.problem.seq ?? "?"}: ${report.problem.message}`
          : "The chain holds: no row was changed, removed or written outside the application.",
      );
    }
    exitCode = report.ok ? 0 : 1;
  } finally {
    await db.$disconnect();
  }
} catch (error) {
  console.error(`audit:verify could not run: ${(error as Error).message}`);
}
process.exit(exitCode);
