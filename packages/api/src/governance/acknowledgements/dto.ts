// How acknowledgements are read and answered, shared by the services of this folder.
import type { Prisma } from "@tprm/db";
import { type IsoDate, isoDate } from "../../lib/dates.js";
import { USER_NAME, userRef } from "../../lib/people.js";
import { acknowledgementState } from "./rules.js";

/** The audit rows and events of acknowledgements are the policy's: they belong to its history. */
export const POLICY_ENTITY = "Policy";
export const POLICY_NOT_FOUND = "No policy with this id.";
export const ACKNOWLEDGEMENT_NOT_FOUND = "No acknowledgement of yours with this id.";
export const ALREADY_ACKNOWLEDGED = "You have already acknowledged this version.";
export const ARCHIVED_POLICY = "An archived policy is not sent for acknowledgement.";
export const NO_VERSION = "The policy has no version to acknowledge yet.";

/** Where a person reads and acknowledges a version (the notifications link there). */
export const acknowledgementLink = (versionId: string) => `/acknowledgements?version=${encodeURIComponent(versionId)}`;

export const versionLabel = (v: { major: number; minor: number }) => `${v.major}.${v.minor}`;

export const VERSION_REF = { select: { id: true, major: true, minor: true } } as const;

export const ACK_ROW_INCLUDE = {
  user: USER_NAME,
  requestedBy: USER_NAME,
  version: VERSION_REF,
  policy: { select: { id: true, reference: true, name: true } },
} as const satisfies Prisma.PolicyAcknowledgementInclude;

type AckRow = Prisma.PolicyAcknowledgementGetPayload<{ include: typeof ACK_ROW_INCLUDE }>;

function common(row: AckRow, today: IsoDate) {
  const dueDate = isoDate(row.dueDate);
  return {
    id: row.id,
    version: row.version,
    requestedAt: row.requestedAt,
    requestedBy: userRef(row.requestedBy),
    dueDate,
    acknowledgedAt: row.acknowledgedAt,
    state: acknowledgementState({ acknowledgedAt: row.acknowledgedAt, dueDate }, today),
  };
}

/** A row of a policy's list: who was asked, and where they are. */
export function toPolicyAckRow(row: AckRow, today: IsoDate) {
  const user = userRef(row.user);
  if (!user) throw new Error("An acknowledgement without its user");
  return { ...common(row, today), user };
}

/** A row of my own list: which policy and version. */
export function toMyAck(row: AckRow, today: IsoDate) {
  return { ...common(row, today), policy: row.policy };
}
