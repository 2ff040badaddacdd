// What the policy procedures answer with (schemas/governance-policies.ts), and what an audit row keeps of a policy.
// Calendar dates travel as "YYYY-MM-DD"; the status shown is the effective one (rules.ts).
import type { Prisma } from "@tprm/db";
import { isoDate } from "../../lib/dates.js";
import { USER_NAME, userRef } from "../../lib/people.js";
import type { PolicyListItem } from "../../schemas/governance-policies.js";
import { daysUntilPolicyReview, effectivePolicyStatus, policyVersionLabel } from "./rules.js";

/** The audit trail's entity type. */
export const POLICY_ENTITY = "Policy";
export const POLICY_NOT_FOUND = "No policy with this id.";

/** A "YYYY-MM-DD" date as the Date Prisma writes to a date column. */
export const asDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

const FILE_REF = { select: { id: true, filename: true, contentType: true, size: true } } as const;

/** What a list row reads of a policy. */
export const POLICY_LIST_SELECT = {
  id: true,
  reference: true,
  name: true,
  owner: true,
  ownerUser: USER_NAME,
  jurisdiction: true,
  category: true,
  riskRating: true,
  reviewDate: true,
  regulatoryFramework: true,
  complianceGaps: true,
  securityPolicy: true,
  status: true,
  versionMajor: true,
  versionMinor: true,
  currentVersion: { select: { file: FILE_REF, charterFile: FILE_REF } },
  archived: true,
  archivedAt: true,
  archivedBy: USER_NAME,
  updatedAt: true,
} as const satisfies Prisma.PolicySelect;

export type PolicyListRow = Prisma.PolicyGetPayload<{ select: typeof POLICY_LIST_SELECT }>;

export function toPolicyListItem(row: PolicyListRow, today: string): PolicyListItem {
  const reviewDate = isoDate(row.reviewDate);
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    owner: row.owner,
    ownerUser: userRef(row.ownerUser),
    jurisdiction: row.jurisdiction,
    category: row.category,
    riskRating: row.riskRating,
    reviewDate,
    daysToReview: daysUntilPolicyReview(reviewDate, today),
    regulatoryFramework: row.regulatoryFramework,
    complianceGaps: row.complianceGaps,
    securityPolicy: row.securityPolicy,
    status: effectivePolicyStatus({ status: row.status, reviewDate }, today),
    recordedStatus: row.status,
    version: policyVersionLabel({ major: row.versionMajor, minor: row.versionMinor }),
    file: row.currentVersion?.file ?? null,
    charterFile: row.currentVersion?.charterFile ?? null,
    archived: row.archived,
    archivedAt: row.archivedAt,
    archivedBy: userRef(row.archivedBy),
    updatedAt: row.updatedAt,
  };
}

export const POLICY_DETAIL_SELECT = {
  ...POLICY_LIST_SELECT,
  currentVersion: { select: { content: true, file: FILE_REF, charterFile: FILE_REF } },
  statusChangedAt: true,
  statusChangedBy: USER_NAME,
  createdAt: true,
  createdBy: USER_NAME,
  updatedBy: USER_NAME,
  versions: {
    orderBy: [{ major: "desc" }, { minor: "desc" }],
    select: {
      id: true,
      major: true,
      minor: true,
      content: true,
      file: FILE_REF,
      charterFile: FILE_REF,
      changeNote: true,
      createdBy: USER_NAME,
      createdAt: true,
    },
  },
  events: {
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
    select: { id: true, kind: true, fromStatus: true, toStatus: true, note: true, actor: USER_NAME, createdAt: true },
  },
  procedures: {
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: { id: true, reference: true, name: true, owner: true, status: true, archived: true },
  },
} as const satisfies Prisma.PolicySelect;

/** What an audit row keeps of a policy: its fields, not its versions' texts. */
export function auditSnapshot(p: {
  reference: string;
  name: string;
  owner: string;
  ownerId: string | null;
  jurisdiction: string;
  category: string | null;
  riskRating: string;
  reviewDate: Date;
  regulatoryFramework: string | null;
  complianceGaps: string[];
  securityPolicy: boolean;
  status: string;
  versionMajor: number;
  versionMinor: number;
  archived: boolean;
}) {
  return {
    reference: p.reference,
    name: p.name,
    owner: p.owner,
    ownerId: p.ownerId,
    jurisdiction: p.jurisdiction,
    category: p.category,
    riskRating: p.riskRating,
    reviewDate: isoDate(p.reviewDate),
    regulatoryFramework: p.regulatoryFramework,
    complianceGaps: p.complianceGaps,
    securityPolicy: p.securityPolicy,
    status: p.status,
    version: policyVersionLabel({ major: p.versionMajor, minor: p.versionMinor }),
    archived: p.archived,
  };
}
