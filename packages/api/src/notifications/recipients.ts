// Who an audience reaches, read from the database: the candidates (users named, holding the roles, added to the
// groups; the groups' members) are read in two queries and the pure rule (rules.ts pickRecipients) decides.
import type { Prisma } from "@tprm/db";
import type { UserSettings } from "../schemas/settings.js";
import { settingsOf } from "../settings/public.js";
import { type Audience, audienceRoles, pickRecipients, storedRoleValues } from "./rules.js";

export interface Recipient {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  settings: UserSettings;
}

export interface Recipients {
  users: Recipient[];
  /** Shared mailboxes (and audience e-mails): e-mailed only, never a row in the app. */
  mailboxes: string[];
}

type Reader = Pick<Prisma.TransactionClient, "user" | "stakeholderMember">;

export async function resolveRecipients(db: Reader, audience: Audience): Promise<Recipients> {
  const groups = [...new Set(audience.stakeholders ?? [])];
  const members = groups.length
    ? await db.stakeholderMember.findMany({
        where: { stakeholderType: { in: groups } },
        select: { stakeholderType: true, userId: true, email: true },
      })
    : [];
  const ids = [...new Set([...(audience.users ?? []), ...members.flatMap((m) => (m.userId ? [m.userId] : []))])];
  const roles = storedRoleValues(audienceRoles(audience));
  const or: Prisma.UserWhereInput[] = [
    ...(ids.length ? [{ id: { in: ids } }] : []),
    ...(roles.length ? [{ role: { in: roles } }] : []),
  ];
  const users = or.length
    ? await db.user.findMany({
        where: { status: "active", OR: or },
        select: {
          id: true,
          email: true,
          role: true,
          status: true,
          firstName: true,
          lastName: true,
          settings: true,
        },
        orderBy: { id: "asc" },
      })
    : [];
  const picked = pickRecipients(audience, { users, members });
  const chosen = new Set(picked.userIds);
  return {
    users: users
      .filter((u) => chosen.has(u.id))
      .map((u) => ({
        id: u.id,
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        settings: settingsOf(u.settings),
      })),
    mailboxes: picked.mailboxes,
  };
}
