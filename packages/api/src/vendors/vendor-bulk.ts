// Bulk changes to up to 500 chosen vendors: all or nothing, one audit row per vendor.
import type { Prisma, VendorStatus } from "@tprm/db";
import type { z } from "zod";
import { recordChanges } from "../audit/record-change.js";
import type { SignedInContext } from "../context.js";
import { conflict, notFound } from "../lib/errors.js";
import type { bulkDeleteVendorsInput, bulkUpdateVendorsInput } from "../schemas/vendors.js";
import { toVendorDto } from "./dto.js";
import { checklistProgress, transitionProblem } from "./rules.js";
import { VENDOR_ENTITY } from "./vendor-entity.js";
import { HISTORY_COUNT, historyOf, statusEffects } from "./vendor-lifecycle.js";
import { describeUpdate } from "./vendor-write.js";

/** Bulk changes touch up to 500 vendors: give their transaction more than Prisma's default 5 s. */
const BULK_TX = { timeout: 60_000, maxWait: 10_000 } as const;

function missing(ids: string[], found: { id: string }[]) {
  const seen = new Set(found.map((v) => v.id));
  const gone = ids.filter((id) => !seen.has(id));
  return gone.length
    ? notFound(
        `${gone.length} of the chosen vendors ${gone.length === 1 ? "does" : "do"} not exist; nothing was changed.`,
      )
    : null;
}

function nameList(names: string[]) {
  return names.length > 3 ? `${names.slice(0, 3).join(", ")} and ${names.length - 3} more` : names.join(", ");
}

export async function bulkDeleteVendors(ctx: SignedInContext, input: z.infer<typeof bulkDeleteVendorsInput>) {
  return ctx.db.$transaction(async (tx) => {
    const vendors = await tx.vendor.findMany({ where: { id: { in: input.ids } }, include: { _count: HISTORY_COUNT } });
    const gone = missing(input.ids, vendors);
    if (gone) throw gone;
    const withHistory = vendors.filter((v) => historyOf(v._count));
    if (withHistory.length) {
      throw conflict(
        `${withHistory.length === 1 ? `${withHistory[0]!.name} has` : `${withHistory.length} of the chosen vendors have`} history (${nameList(withHistory.map((v) => v.name))}); start an offboarding instead. Nothing was deleted.`,
      );
    }
    await tx.vendor.deleteMany({ where: { id: { in: input.ids } } });
    await recordChanges(
      tx,
      ctx,
      vendors.map(({ _count, ...row }) => ({
        action: "DELETE" as const,
        entityType: VENDOR_ENTITY,
        entityId: row.id,
        before: toVendorDto(row),
        description: `Deleted ${row.name} (bulk delete of ${vendors.length})`,
      })),
    );
    return { deleted: vendors.length };
  }, BULK_TX);
}

export async function bulkUpdateVendors(ctx: SignedInContext, input: z.infer<typeof bulkUpdateVendorsInput>) {
  const actor = ctx.auth.user;
  const { patch } = input;
  return ctx.db.$transaction(async (tx) => {
    const before = await tx.vendor.findMany({ where: { id: { in: input.ids } }, orderBy: { name: "asc" } });
    const gone = missing(input.ids, before);
    if (gone) throw gone;
    const now = new Date();

    if (patch.status) {
      const to = patch.status;
      const activating = before.filter((v) => v.status === "onboarding" && to === "active");
      const tasks = activating.length
        ? await tx.vendorOnboardingTask.findMany({
            where: { vendorId: { in: activating.map((v) => v.id) } },
            select: { vendorId: true, completedAt: true },
          })
        : [];
      const problems = before
        .map((v) =>
          transitionProblem(
            v.name,
            v.status,
            to,
            v.status === "onboarding" ? checklistProgress(tasks.filter((t) => t.vendorId === v.id)) : undefined,
          ),
        )
        .filter((p): p is string => p !== null);
      if (problems.length) {
        const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : "";
        throw conflict(`${problems[0]}${more} Nothing was changed.`);
      }
      // One update per current status: the side effects depend on where each vendor comes from.
      const byFrom = new Map<VendorStatus, string[]>();
      for (const v of before) byFrom.set(v.status, [...(byFrom.get(v.status) ?? []), v.id]);
      for (const [from, ids] of byFrom) {
        const data = await statusEffects(tx, ids, from, to, actor.id, now);
        if (Object.keys(data).length) await tx.vendor.updateMany({ where: { id: { in: ids } }, data });
      }
    }
    const fields: Prisma.VendorUncheckedUpdateManyInput = { updatedById: actor.id };
    if (patch.riskRating !== undefined) fields.riskRating = patch.riskRating;
    if (patch.criticality !== undefined) fields.criticality = patch.criticality;
    await tx.vendor.updateMany({ where: { id: { in: input.ids } }, data: fields });

    const after = new Map(
      (await tx.vendor.findMany({ where: { id: { in: input.ids } } })).map((v) => [v.id, toVendorDto(v)]),
    );
    await recordChanges(
      tx,
      ctx,
      before.map((row) => {
        const beforeDto = toVendorDto(row);
        const afterDto = after.get(row.id)!;
        return {
          action: "UPDATE" as const,
          entityType: VENDOR_ENTITY,
          entityId: row.id,
          before: beforeDto,
          after: afterDto,
          description: `${describeUpdate(row.name, beforeDto, afterDto)} (bulk update of ${before.length})`,
        };
      }),
    );
    return { updated: before.length };
  }, BULK_TX);
}
