// The signed-in user's own profile (spec 001 §2.8, §3, §5): every signed-in account reads and edits its own, never
// another's. The read-only fields (e-mail, organisation, employee ID, reporting manager, join date, role) may be sent
// back unchanged; a different value is refused on that field and nothing is written.
import type { Prisma } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import type { SignedInContext } from "../context.js";
import { invalidField, notFound } from "../lib/errors.js";
import { personName } from "../lib/people.js";
import { listPermissions } from "../permissions/check.js";
import { PROFILE_READ_ONLY_MESSAGES, type updateProfileInput } from "../schemas/profile.js";
import { organisationPolicy } from "../settings/public.js";

const PROFILE_SELECT = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  role: true,
  jobTitle: true,
  department: true,
  phone: true,
  location: true,
  businessUnit: true,
  bio: true,
  employeeId: true,
  organization: true,
  managerId: true,
  joinDate: true,
  createdAt: true,
  updatedAt: true,
  lastLoginAt: true,
  lastPasswordChange: true,
  twoFactorEnabled: true,
  manager: { select: { id: true, firstName: true, lastName: true } },
} satisfies Prisma.UserSelect;

type ProfileRow = Prisma.UserGetPayload<{ select: typeof PROFILE_SELECT }>;

const EDITABLE = [
  "firstName",
  "lastName",
  "jobTitle",
  "department",
  "phone",
  "location",
  "businessUnit",
  "bio",
] as const;

/** The organisation shown on a profile: the organisation's name once set in its settings, else the account's own. */
async function organizationOf(db: Prisma.TransactionClient, row: ProfileRow) {
  return (await organisationPolicy(db)).name || row.organization;
}

async function toProfile(db: Prisma.TransactionClient, row: ProfileRow) {
  const { managerId: _managerId, manager, joinDate, ...rest } = row;
  return {
    ...rest,
    organization: await organizationOf(db, row),
    permissions: listPermissions(row.role),
    manager: manager ? { id: manager.id, name: personName(manager) } : null,
    joinDate: joinDate ? joinDate.toISOString().slice(0, 10) : null,
  };
}

async function loadProfile(db: Prisma.TransactionClient, userId: string) {
  const row = await db.user.findUnique({ where: { id: userId }, select: PROFILE_SELECT });
  if (!row) throw notFound("Your account no longer exists.");
  return row;
}

export async function getProfile(ctx: SignedInContext) {
  return toProfile(ctx.db, await loadProfile(ctx.db, ctx.auth.user.id));
}

/** The first read-only field sent with a value different from the stored one, if any. */
function changedReadOnlyField(row: ProfileRow, organization: string | null, input: z.infer<typeof updateProfileInput>) {
  const stored: Record<keyof typeof PROFILE_READ_ONLY_MESSAGES, string | null> = {
    email: row.email,
    organization,
    employeeId: row.employeeId,
    managerId: row.managerId,
    joinDate: row.joinDate ? row.joinDate.toISOString().slice(0, 10) : null,
    role: row.role,
  };
  const same = (field: keyof typeof stored, sent: string | null) =>
    field === "email" || field === "managerId"
      ? (sent ?? "").toLowerCase() === (stored[field] ?? "").toLowerCase()
      : (sent || null) === stored[field];
  for (const field of Object.keys(stored) as (keyof typeof stored)[]) {
    const sent = input[field];
    if (sent !== undefined && !same(field, sent)) return field;
  }
  return null;
}

export async function updateProfile(ctx: SignedInContext, input: z.infer<typeof updateProfileInput>) {
  const userId = ctx.auth.user.id;
  return ctx.db.$transaction(async (tx) => {
    const before = await loadProfile(tx, userId);
    const readOnly = changedReadOnlyField(before, await organizationOf(ctx.db, before), input);
    if (readOnly) throw invalidField(readOnly, PROFILE_READ_ONLY_MESSAGES[readOnly]);

    const data: Prisma.UserUpdateInput = {};
    const was: Record<string, unknown> = {};
    const now: Record<string, unknown> = {};
    for (const field of EDITABLE) {
      const value = input[field];
      if (value === undefined || value === before[field]) continue;
      data[field] = value as string;
      was[field] = before[field];
      now[field] = value;
    }
    if (Object.keys(data).length === 0) return toProfile(ctx.db, before);

    const after = await tx.user.update({ where: { id: userId }, data, select: PROFILE_SELECT });
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: "User",
      entityId: userId,
      description: `Updated own profile: ${Object.keys(data).join(", ")}`,
      before: was,
      after: now,
    });
    return toProfile(ctx.db, after);
  });
}
