// A policy's document and charter, uploaded through the multipart routes (apps/server's governance-uploads plugin,
// operations in policy-http.ts). Each upload is checked by name and content (governance/files.ts), stored through
// the storage module and made the policy's next version (major or minor as the caller says) in one transaction
// with its history and audit rows. Earlier versions keep their files: nothing is deleted here.
import type { User } from "@tprm/db";
import type { ChangeContext } from "../../audit/record-change.js";
import { recordChange } from "../../audit/record-change.js";
import type { Services } from "../../context.js";
import { collectBytes, type FileSource, saveFile } from "../../files/storage.js";
import { todayIn } from "../../lib/dates.js";
import { conflict, notFound } from "../../lib/errors.js";
import { MAX_GOVERNANCE_FILE_BYTES } from "../../schemas/governance-files.js";
import { onMajorVersion } from "../acknowledgements/request.js";
import {
  checkGovernanceFile,
  checkGovernanceFileName,
  POLICY_CHARTER_FILE_PURPOSE,
  POLICY_DOCUMENT_FILE_PURPOSE,
} from "../files.js";
import { auditSnapshot, POLICY_ENTITY, POLICY_NOT_FOUND } from "./policy-dto.js";
import { ARCHIVED_UNCHANGED } from "./policy-lifecycle.js";
import { readPolicy } from "./policy-read.js";
import { addPolicyEvent, addVersion, assertMayEdit, lockPolicy } from "./policy-save.js";

type Uploader = ChangeContext & { auth: { user: Pick<User, "id" | "role"> } };

export type PolicyFileSlot = "document" | "charter";

export interface PolicyFileUpload {
  policyId: string;
  slot: PolicyFileSlot;
  major: boolean;
  note: string | null;
  filename: string;
  source: FileSource;
}

/** Asked before the body is read: 404 for an unknown policy, 403 for IT Security on a policy not marked security. */
export async function checkPolicyUploadTarget(services: Pick<Services, "db">, caller: Uploader, policyId: string) {
  const policy = await services.db.policy.findUnique({ where: { id: policyId }, select: { securityPolicy: true } });
  if (!policy) throw notFound(POLICY_NOT_FOUND);
  assertMayEdit(caller, policy);
}

const TX = { timeout: 60_000, maxWait: 10_000 };
const SLOT_LABEL: Record<PolicyFileSlot, string> = { document: "document", charter: "charter" };

export async function uploadPolicyFile(
  services: Pick<Services, "db" | "env">,
  caller: Uploader,
  upload: PolicyFileUpload,
) {
  const user = caller.auth.user;
  checkGovernanceFileName(upload.filename);
  const bytes = await collectBytes(upload.source, MAX_GOVERNANCE_FILE_BYTES);
  const kind = checkGovernanceFile(bytes, upload.filename);
  const today = todayIn(services.env.APP_TIME_ZONE);
  return services.db.$transaction(async (tx) => {
    const before = await lockPolicy(tx, upload.policyId);
    assertMayEdit(caller, before);
    if (before.archived) throw conflict(ARCHIVED_UNCHANGED);
    const file = await saveFile(tx, bytes, {
      filename: upload.filename,
      purpose: upload.slot === "document" ? POLICY_DOCUMENT_FILE_PURPOSE : POLICY_CHARTER_FILE_PURPOSE,
      createdById: user.id,
      accept: [kind],
      maxBytes: MAX_GOVERNANCE_FILE_BYTES,
    });
    const slotField = upload.slot === "document" ? "fileId" : "charterFileId";
    const current = before.currentVersionId
      ? await tx.policyVersion.findUnique({ where: { id: before.currentVersionId } })
      : null;
    // A new policy's first files complete its version 1.0 while it is a Draft (the dialog saves the details, then
    // sends the files); any later file makes the next version, so a version once filled never changes. A version
    // already sent for acknowledgement is never completed: people read (and may have acknowledged) it without it.
    const completesFirst =
      current !== null &&
      before.status === "draft" &&
      before.ackVersionId !== current.id &&
      current.major === 1 &&
      current.minor === 0 &&
      !current[slotField];
    const version = completesFirst
      ? await tx.policyVersion.update({ where: { id: current.id }, data: { [slotField]: file.id } })
      : await addVersion(tx, before, user.id, {
          major: upload.major,
          ...(upload.slot === "document" ? { fileId: file.id } : { charterFileId: file.id }),
          changeNote: upload.note ?? `New ${SLOT_LABEL[upload.slot]}: ${file.filename}`,
        });
    // A major version asks everyone who acknowledged the earlier one again (docs/GOVERNANCE.md, Acknowledgements).
    if (!completesFirst && upload.major) {
      await onMajorVersion(tx, { ...caller, env: services.env }, before.id, version.id);
    }
    if (completesFirst) {
      await tx.policy.update({ where: { id: before.id }, data: { updatedById: user.id } });
      await addPolicyEvent(tx, before.id, user.id, {
        kind: "updated",
        note: `${SLOT_LABEL[upload.slot]} ${file.filename} added to version 1.0`,
      });
    }
    const after = await tx.policy.findUniqueOrThrow({ where: { id: before.id } });
    await recordChange(tx, caller, {
      action: "UPDATE",
      entityType: POLICY_ENTITY,
      entityId: before.id,
      before: auditSnapshot(before),
      after: {
        ...auditSnapshot(after),
        [`${upload.slot}File`]: { id: file.id, filename: file.filename, size: file.size, sha256: file.sha256 },
      },
      description: `Uploaded the ${SLOT_LABEL[upload.slot]} ${file.filename} of policy ${before.reference} as version ${version.major}.${version.minor}`,
    });
    return readPolicy(tx, before.id, today);
  }, TX);
}
