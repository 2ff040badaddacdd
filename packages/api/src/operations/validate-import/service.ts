// Import validation (issue 19 item 4; docs/OPERATIONS.md "Import validation"): an uploaded archive or register
// file is checked while the request waits and NOTHING is written — no task, no stored upload, no audit row; the
// register's reading runs in a READ ONLY transaction, so even a mistake could not write.
import type { PrismaClient } from "@tprm/db";
import { TRPCError } from "@trpc/server";
import { checkContent } from "../../files/index.js";
import { checkArchive, looksLikeArchive } from "./archive.js";
import { Problems } from "./collect.js";
import type { CheckedKind, ValidateImportResult, ValidateKind } from "./public.js";
import { checkRegister, detectRegister } from "./registers.js";

export async function validateImport(
  db: PrismaClient,
  upload: { filename: string; bytes: Buffer; kind: ValidateKind },
): Promise<ValidateImportResult> {
  const { filename, bytes } = upload;
  if (bytes.byteLength === 0) throw new TRPCError({ code: "BAD_REQUEST", message: "The file is empty." });
  const problems = new Problems();
  const archive = looksLikeArchive(bytes);
  const base = { filename, size: bytes.byteLength, writes: 0 as const };

  if (upload.kind === "archive" || (upload.kind === "auto" && archive)) {
    const { rows, files } = await checkArchive(db, filename, bytes, problems);
    return { ...base, kind: "archive", detected: upload.kind === "auto", rows, files, ...outcome(problems) };
  }
  if (archive) {
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: `This is an export-all archive, not a ${upload.kind} file: choose "archive" or "auto".`,
    });
  }
  const fileKind = checkContent(bytes, ["csv", "xlsx"]) as "csv" | "xlsx";
  let register: Exclude<CheckedKind, "archive"> | null = upload.kind === "auto" ? null : upload.kind;
  if (!register) {
    register = await detectRegister(fileKind, bytes);
    if (!register) {
      throw new TRPCError({
        code: "BAD_REQUEST",
        message:
          "The file's header row matches none of the vendor, contract or risk assessment imports; choose what the file is.",
      });
    }
  }
  const rows = await checkRegister(db, register, fileKind, filename, bytes, problems);
  return { ...base, kind: register, detected: upload.kind === "auto", rows, files: 1, ...outcome(problems) };
}

function outcome(problems: Problems) {
  return { problemCount: problems.count, problems: problems.list, truncated: problems.truncated };
}
