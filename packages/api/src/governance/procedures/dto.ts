// What the procedure calls answer with (schemas/governance-procedures.ts) and what an audit row keeps of one.
import type { Prisma } from "@tprm/db";
import { isoDate } from "../../lib/dates.js";
import { USER_NAME, userRef } from "../../lib/people.js";
import type { ProcedureItem } from "../../schemas/governance-procedures.js";
import { procedureAlignment } from "./rules.js";

export const PROCEDURE_ENTITY = "Procedure";
export const PROCEDURE_NOT_FOUND = "No procedure with this id.";

export const POLICY_REF_SELECT = {
  id: true,
  reference: true,
  name: true,
  status: true,
  reviewDate: true,
  archived: true,
} as const satisfies Prisma.PolicySelect;

export const PROCEDURE_SELECT = {
  id: true,
  reference: true,
  name: true,
  policy: { select: POLICY_REF_SELECT },
  owner: true,
  ownerUser: USER_NAME,
  category: true,
  complexity: true,
  status: true,
  lastReview: true,
  description: true,
  file: { select: { id: true, filename: true, contentType: true, size: true } },
  archived: true,
  archivedAt: true,
  archivedBy: USER_NAME,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.ProcedureSelect;

export type ProcedureRow = Prisma.ProcedureGetPayload<{ select: typeof PROCEDURE_SELECT }>;
type PolicyRef = Prisma.PolicyGetPayload<{ select: typeof POLICY_REF_SELECT }>;

export const asDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

export function policyRef(policy: PolicyRef | null) {
  return policy ? { ...policy, reviewDate: isoDate(policy.reviewDate) } : null;
}

export function procedureDto(row: ProcedureRow, today: string): ProcedureItem {
  const policy = policyRef(row.policy);
  return {
    ...row,
    policy,
    ownerUser: userRef(row.ownerUser),
    archivedBy: userRef(row.archivedBy),
    lastReview: row.lastReview ? isoDate(row.lastReview) : null,
    alignment: procedureAlignment(policy, today),
  };
}

/** What the audit row keeps of a procedure, before and after. */
export function procedureSnapshot(row: ProcedureRow) {
  return {
    reference: row.reference,
    name: row.name,
    policyId: row.policy?.id ?? null,
    owner: row.owner,
    ownerId: row.ownerUser?.id ?? null,
    category: row.category,
    complexity: row.complexity,
    status: row.status,
    lastReview: row.lastReview ? isoDate(row.lastReview) : null,
    description: row.description,
    fileId: row.file?.id ?? null,
    archived: row.archived,
  };
}
