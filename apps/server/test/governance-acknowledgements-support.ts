// Shared by the acknowledgement test files: policies made in the database (the policies' own API is another part's),
// people asked, and what a request or an acknowledgement must leave behind.
import { randomBytes } from "node:crypto";
import { addDays, todayIn } from "@tprm/api/dates";
import type { PrismaClient } from "@tprm/db";
import { createPolicy, createPolicyVersion, createUser } from "@tprm/db/factories";
import type { TestApp } from "./helpers.js";
import { uniqueEmail } from "./helpers.js";

export const today = () => todayIn("UTC");
export const inDays = (n: number) => addDays(today(), n);

/** A policy with version 1.0 whose document is a stored text file. */
export async function policyWithFile(db: PrismaClient, fields: Parameters<typeof createPolicy>[1] = {}) {
  const file = await db.storedFile.create({
    data: {
      filename: "policy.txt",
      contentType: "text/plain",
      size: 11,
      sha256: randomBytes(32).toString("hex"),
      data: Buffer.from("Policy text"),
      purpose: "governance-policy-document",
      createdById: null,
    },
  });
  const policy = await createPolicy(db, { fileId: file.id, ...fields });
  return { policy, fileId: file.id };
}

export { createPolicyVersion };

export function member(t: TestApp, role: string | null, extra: object = {}) {
  return createUser(t.services.db, { email: uniqueEmail("ack"), role, ...extra });
}

/** Rows, notifications and audit rows of a policy: what a refused call must leave as it was. */
export async function footprint(db: PrismaClient, policyId: string) {
  const [rows, notifications, audits, events, policy] = await Promise.all([
    db.policyAcknowledgement.count({ where: { policyId } }),
    db.notification.count({ where: { entityId: policyId } }),
    db.auditLog.count({ where: { entityType: "Policy", entityId: policyId } }),
    db.policyEvent.count({ where: { policyId } }),
    db.policy.findUniqueOrThrow({ where: { id: policyId }, select: { ackVersionId: true } }),
  ]);
  return { rows, notifications, audits, events, ackVersionId: policy.ackVersionId };
}
