// Who may download a stored file besides its creator, the creator of its task and an Admin, by the file's purpose,
// across domains (the download route asks authorizeFileDownload in tasks/, which asks this).
import { contractFileReaders } from "./contracts/documents-files.js";
import { governanceFileReaders } from "./governance/files.js";
import { type Access, allows } from "./permissions/access.js";
import { REGISTER_ACCESS } from "./permissions/register-access.js";
import { DORA_PACKAGE_FILE_PURPOSE } from "./register/eba-export.js";
import { evidenceFileReaders } from "./risk-assessments/evidence-files.js";

export const FILE_READERS: Readonly<Record<string, Access>> = {
  // An audit archive is the trail's beginning: its readers are the trail's (Admin and the auditors).
  "audit-archive": "audit",
  ...evidenceFileReaders,
  ...contractFileReaders,
  ...governanceFileReaders,
  // The DORA packages listed in the register's export history: whoever may view the register downloads them.
  [DORA_PACKAGE_FILE_PURPOSE]: REGISTER_ACCESS.view,
};

/** True when the role may read every file of this purpose. A purpose without a rule: only the owners. */
export function mayReadFilesOf(role: string | null | undefined, purpose: string): boolean {
  const access = FILE_READERS[purpose];
  return access !== undefined && allows(role, access);
}
