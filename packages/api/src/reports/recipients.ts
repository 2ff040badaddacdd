// Who receives a report run (issue 17; spec 001 §6): each recipient group reaches the active users of its roles
// (rules.ts RECIPIENT_GROUP_ROLES, the table in docs/REPORTS.md), plus the report's external addresses. One address
// receives one e-mail however many groups reach it. Whether an external address may receive it is decided when the
// e-mail is sent (delivery.ts), against the organisation's allowed domains at that moment.
import type { Prisma } from "@tprm/db";
import { RECIPIENT_GROUP_ROLES, type ReportRecipientGroup, rolesOfGroups } from "./rules.js";

export interface ReportRecipient {
  email: string;
  /** The user reached, or null for an external address. */
  userId: string | null;
  /** The first of the report's groups that reaches the user (in the report's order); null for an external address. */
  recipientGroup: string | null;
}

type Reader = Pick<Prisma.TransactionClient, "user">;

/**
 * The recipients of a report, users first (by e-mail), then the external addresses not already reached; an address of
 * a user who is not active is left out.
 */
export async function resolveRecipients(
  db: Reader,
  report: { recipientGroups: readonly string[]; externalRecipients: readonly string[] },
): Promise<ReportRecipient[]> {
  const roles = rolesOfGroups(report.recipientGroups);
  const users = roles.length
    ? await db.user.findMany({
        where: { status: "active", role: { in: roles } },
        select: { id: true, email: true, role: true },
        orderBy: { email: "asc" },
      })
    : [];
  const seen = new Set<string>();
  const recipients: ReportRecipient[] = [];
  for (const user of users) {
    const email = user.email.trim().toLowerCase();
    if (seen.has(email)) continue;
    seen.add(email);
    const group = report.recipientGroups.find((g) =>
      (RECIPIENT_GROUP_ROLES[g as ReportRecipientGroup] ?? []).some((r) => r === user.role),
    );
    recipients.push({ email, userId: user.id, recipientGroup: group ?? null });
  }
  // An address typed in that belongs to someone in the directory is that user: reached while their account is active
  // (and checked again at send time), never once it is deactivated or not yet activated. E-mails are stored lower-cased.
  const external = [...new Set(report.externalRecipients.map((a) => a.trim().toLowerCase()).filter(Boolean))];
  const directory = external.length
    ? await db.user.findMany({
        where: { email: { in: external } },
        select: { id: true, email: true, status: true },
      })
    : [];
  const known = new Map(directory.map((u) => [u.email.trim().toLowerCase(), u]));
  for (const email of external) {
    if (seen.has(email)) continue;
    seen.add(email);
    const user = known.get(email);
    if (user && user.status !== "active") continue;
    recipients.push({ email, userId: user?.id ?? null, recipientGroup: null });
  }
  return recipients;
}
