// The organisation's settings (one row, id 1): its name, the minimum password length, who must use two-factor,
// how long a session lives, the time zone reports are scheduled in and the domains that may receive them. Read and saved by the roles holding `settings` (IT Security, Admin); every save is in
// the audit trail with the values before and after. Absent until the first save: the defaults apply.
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import type { SignedInContext } from "../context.js";
import { USER_NAME, userRef } from "../lib/people.js";
import { moveReportSchedulesToZone } from "../reports/schedules.js";
import type { OrganisationPolicy, organisationSettingsInput } from "../schemas/settings.js";
import { forgetOrganisationPolicy, policyOf } from "./policy.js";

// Serialises saves, so each audit row's "before" is what that save replaced (the row may not exist yet to lock).
const SAVE_LOCK = 72710101;

export async function getOrganisationSettings(ctx: SignedInContext) {
  const row = await ctx.db.organisationSettings.findUnique({ where: { id: 1 }, include: { updatedBy: USER_NAME } });
  return { ...policyOf(row), updatedAt: row?.updatedAt ?? null, updatedBy: userRef(row?.updatedBy) };
}

/** What changed, field by field: the audit row's before and after. */
function changes(before: OrganisationPolicy, after: OrganisationPolicy) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const field of Object.keys(after) as (keyof OrganisationPolicy)[]) {
    if (JSON.stringify(before[field]) === JSON.stringify(after[field])) continue;
    was[field] = before[field];
    now[field] = after[field];
  }
  return { was, now };
}

export async function saveOrganisationSettings(
  ctx: SignedInContext,
  input: z.output<typeof organisationSettingsInput>,
) {
  const actorId = ctx.auth.user.id;
  await ctx.db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SAVE_LOCK})`;
    const stored = await tx.organisationSettings.findUnique({ where: { id: 1 } });
    const current = policyOf(stored);
    // The report settings left out of the body keep their stored values (clients written before them still save).
    const next: OrganisationPolicy = {
      ...input,
      timeZone: input.timeZone ?? current.timeZone,
      reportExternalDomains: input.reportExternalDomains ?? current.reportExternalDomains,
    };
    const { was, now } = changes(current, next);
    if (stored && Object.keys(now).length === 0) return;
    await tx.organisationSettings.upsert({
      where: { id: 1 },
      create: { id: 1, ...next, updatedById: actorId },
      update: { ...next, updatedById: actorId },
    });
    // Report schedules run at their time in the organisation's zone: a new zone moves their next runs.
    if (next.timeZone !== current.timeZone) await moveReportSchedulesToZone(tx, next.timeZone);
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: "OrganisationSettings",
      entityId: "1",
      description: `Updated the organisation's settings: ${Object.keys(now).join(", ") || "saved the defaults"}`,
      before: stored ? was : { ...was, defaults: true },
      after: now,
    });
  });
  forgetOrganisationPolicy(ctx.db);
  return getOrganisationSettings(ctx);
}
