// Reading and storing the one file a governance record carries (a procedure's document, a committee's charter, a
// meeting's minutes): the name is checked before a byte is read, the bytes are capped (413) and checked by content
// (415: an executable named .pdf is refused) before any transaction opens, then stored in the caller's transaction.
import type { Prisma, User } from "@tprm/db";
import type { ChangeContext } from "../audit/record-change.js";
import { collectBytes, type FileSource, saveFile } from "../files/storage.js";
import { forbidden } from "../lib/errors.js";
import { type Access, allows } from "../permissions/access.js";
import { MAX_GOVERNANCE_FILE_BYTES } from "../schemas/governance-files.js";
import { checkGovernanceFile, checkGovernanceFileName } from "./files.js";

export type Uploader = ChangeContext & { auth: { user: Pick<User, "id" | "role"> } };

export interface IncomingFile {
  filename: string;
  source: FileSource;
}

/** The permission (403), then the name (415), the size (413) and the content (415). */
export async function readGovernanceFile(caller: Uploader, access: Access, file: IncomingFile) {
  if (!allows(caller.auth.user.role, access)) throw forbidden();
  checkGovernanceFileName(file.filename);
  const bytes = await collectBytes(file.source, MAX_GOVERNANCE_FILE_BYTES);
  return { bytes, kind: checkGovernanceFile(bytes, file.filename) };
}

export function storeGovernanceFile(
  tx: Prisma.TransactionClient,
  caller: Uploader,
  read: Awaited<ReturnType<typeof readGovernanceFile>>,
  filename: string,
  purpose: string,
) {
  return saveFile(tx, read.bytes, {
    filename,
    purpose,
    createdById: caller.auth.user.id,
    accept: [read.kind],
    maxBytes: MAX_GOVERNANCE_FILE_BYTES,
  });
}

/** What an audit row keeps of a stored file. */
export const fileAudit = (f: { id: string; filename: string; size: number; sha256: string }) => ({
  fileId: f.id,
  filename: f.filename,
  size: f.size,
  sha256: f.sha256,
});
