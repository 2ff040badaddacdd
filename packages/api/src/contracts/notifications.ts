// The contract's notifications (docs/CONTRACTS.md): moved into Approval → Legal and Legal Counsel; approved and
// terminated → the owner. Each is a notify() call in the change's transaction, so it exists only if the change
// commits. English, the API's language (docs/NOTIFICATIONS.md).
import type { Contract, Prisma } from "@tprm/db";
import type { ChangeContext } from "../audit/record-change.js";
import { clip } from "../lib/text.js";
import { notify } from "../notifications/notify.js";
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX } from "../schemas/notifications.js";
import { CONTRACT_ENTITY, contractLink } from "./dto.js";

/** Who approves contracts: the roles holding "create contract-approvals" in the spec's table. */
export const APPROVER_ROLES = ["Legal", "Legal Counsel"];

type Named = Pick<Contract, "id" | "reference" | "name" | "ownerId"> & { vendorName: string };

const base = (c: Named) => ({
  type: "contract" as const,
  entity: { type: CONTRACT_ENTITY, id: c.id, name: c.reference },
  link: contractLink(c.id),
  skipActor: true,
});

const title = (c: Named, what: string) =>
  clip(`${c.reference} ${c.name} (${c.vendorName}): ${what}`, NOTIFICATION_TITLE_MAX);

export function notifyAwaitingApproval(tx: Prisma.TransactionClient, ctx: ChangeContext, c: Named, at: Date) {
  return notify(tx, ctx, {
    ...base(c),
    eventKey: `contract.awaitingApproval:${c.id}:${at.getTime()}`,
    eventType: "contract.awaitingApproval",
    priority: "high",
    title: title(c, "Contract awaiting approval"),
    message: clip(
      `The contract ${c.reference} ${c.name} with ${c.vendorName} has reached the Approval stage and awaits approval.`,
      NOTIFICATION_MESSAGE_MAX,
    ),
    audience: { roles: APPROVER_ROLES },
  });
}

export async function notifyOwner(
  tx: Prisma.TransactionClient,
  ctx: ChangeContext,
  c: Named,
  event: { kind: "approved" | "terminated"; at: Date; by: string; note: string | null },
) {
  if (!c.ownerId) return null;
  const what = event.kind === "approved" ? "Contract approved" : "Contract terminated";
  const verb = event.kind === "approved" ? "approved" : "terminated";
  return notify(tx, ctx, {
    ...base(c),
    eventKey: `contract.${event.kind}:${c.id}:${event.at.getTime()}`,
    eventType: `contract.${event.kind}`,
    priority: event.kind === "approved" ? "medium" : "high",
    title: title(c, what),
    message: clip(
      `${event.by} ${verb} the contract ${c.reference} ${c.name} with ${c.vendorName}${event.note ? `: ${event.note}` : "."}`,
      NOTIFICATION_MESSAGE_MAX,
    ),
    audience: { users: [c.ownerId] },
  });
}
