// Changes to one vendor: create (with its onboarding checklist), update (with the lifecycle) and delete (only
// without history). Every change runs in one transaction with its audit row.
import { Prisma, type VendorStatus } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import type { SignedInContext } from "../context.js";
import { conflict, notFound } from "../lib/errors.js";
import { RISK_LEVEL_LABELS } from "../lib/risk-levels.js";
import type { createVendorInput, updateVendorInput } from "../schemas/vendors.js";
import { toTaskDto, toVendorDto } from "./dto.js";
import { checklistProgress, DEFAULT_ONBOARDING_CHECKLIST, transitionProblem, VENDOR_STATUS_LABELS } from "./rules.js";
import { VENDOR_ENTITY } from "./vendor-entity.js";
import { checklistOf, HISTORY_COUNT, historyOf, statusEffects } from "./vendor-lifecycle.js";

type Tx = Prisma.TransactionClient;

async function assertLeiFree(tx: Tx, lei: string | null | undefined, exceptId?: string) {
  if (!lei) return;
  const other = await tx.vendor.findUnique({ where: { lei }, select: { id: true, name: true } });
  if (other && other.id !== exceptId) throw conflict(`LEI ${lei} already belongs to ${other.name}.`);
}

/** Turns a unique-constraint race on the LEI into the same 409 the pre-check gives. */
function uniqueLeiConflict(error: unknown, lei: string | null | undefined): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
    throw conflict(`LEI ${lei ?? ""} already belongs to another vendor.`);
  }
  throw error;
}

export async function createVendor(ctx: SignedInContext, input: z.infer<typeof createVendorInput>) {
  const actor = ctx.auth.user;
  try {
    return await ctx.db.$transaction(async (tx) => {
      await assertLeiFree(tx, input.lei);
      const vendor = await tx.vendor.create({
        data: {
          name: input.name,
          legalName: input.legalName ?? null,
          businessType: input.businessType ?? null,
          country: input.country ?? null,
          countryOfService: input.countryOfService ?? null,
          contactPerson: input.contactPerson ?? null,
          email: input.email ?? null,
          phone: input.phone ?? null,
          currency: input.currency ?? "USD",
          servicesProvided: input.servicesProvided ?? [],
          criticality: input.criticality ?? "medium",
          lei: input.lei ?? null,
          registrationNumber: input.registrationNumber ?? null,
          registeredAddress: input.registeredAddress ?? null,
          parentCompany: input.parentCompany ?? null,
          status: "onboarding",
          createdById: actor.id,
          updatedById: actor.id,
          onboardingTasks: {
            create: DEFAULT_ONBOARDING_CHECKLIST.map((title, position) => ({ title, position })),
          },
        },
        include: { onboardingTasks: { orderBy: { position: "asc" } } },
      });
      const { onboardingTasks, ...row } = vendor;
      const dto = toVendorDto(row);
      await recordChange(tx, ctx, {
        action: "CREATE",
        entityType: VENDOR_ENTITY,
        entityId: vendor.id,
        after: dto,
        description: `Started onboarding of ${vendor.name}`,
      });
      return { ...dto, onboardingTasks: onboardingTasks.map(toTaskDto), checklist: checklistProgress(onboardingTasks) };
    });
  } catch (error) {
    uniqueLeiConflict(error, input.lei);
  }
}

const FIELD_LABELS: Record<string, string> = {
  name: "name",
  legalName: "legal name",
  businessType: "business type",
  country: "country",
  countryOfService: "country of service",
  contactPerson: "contact person",
  email: "email",
  phone: "phone",
  contractValue: "contract value",
  currency: "currency",
  servicesProvided: "services",
  criticality: "criticality",
  riskRating: "risk rating",
  lei: "LEI",
  registrationNumber: "registration number",
  registeredAddress: "registered address",
  parentCompany: "parent company",
  statusNote: "status note",
};

export function describeUpdate(name: string, before: Record<string, unknown>, after: Record<string, unknown>) {
  const parts: string[] = [];
  if (before.status !== after.status) {
    parts.push(
      `status ${VENDOR_STATUS_LABELS[before.status as VendorStatus]} → ${VENDOR_STATUS_LABELS[after.status as VendorStatus]}`,
    );
  }
  if (before.riskRating !== after.riskRating && after.riskRating) {
    parts.push(`risk ${RISK_LEVEL_LABELS[after.riskRating as keyof typeof RISK_LEVEL_LABELS]}`);
  }
  const changed = Object.keys(FIELD_LABELS).filter(
    (k) => k !== "riskRating" && JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  if (changed.length) parts.push(changed.map((k) => FIELD_LABELS[k]).join(", "));
  return parts.length ? `Updated ${name}: ${parts.join("; ")}` : `Saved ${name} without changes`;
}

export async function updateVendor(ctx: SignedInContext, input: z.infer<typeof updateVendorInput>) {
  const actor = ctx.auth.user;
  const { id, status, ...fields } = input;
  try {
    return await ctx.db.$transaction(async (tx) => {
      const before = await tx.vendor.findUnique({ where: { id } });
      if (!before) throw notFound("Vendor not found.");
      const now = new Date();
      let statusData: Prisma.VendorUncheckedUpdateManyInput = {};
      if (status && status !== before.status) {
        const checklist = status === "active" ? await checklistOf(tx, id) : undefined;
        const problem = transitionProblem(fields.name ?? before.name, before.status, status, checklist);
        if (problem) throw conflict(problem);
        statusData = await statusEffects(tx, [id], before.status, status, actor.id, now);
      }
      if (fields.lei && fields.lei !== before.lei) await assertLeiFree(tx, fields.lei, id);
      // undefined leaves a field as it is; null clears it (name, currency, criticality and services cannot be
      // cleared). The contract value is never written here: the database keeps it from the executed contracts.
      const data: Prisma.VendorUncheckedUpdateInput = { ...statusData, updatedById: actor.id };
      for (const [key, value] of Object.entries(fields)) {
        if (value === undefined) continue;
        if (value === null && ["name", "currency", "criticality", "servicesProvided"].includes(key)) continue;
        (data as Record<string, unknown>)[key] = value;
      }
      const after = await tx.vendor.update({ where: { id }, data });
      const beforeDto = toVendorDto(before);
      const afterDto = toVendorDto(after);
      await recordChange(tx, ctx, {
        action: "UPDATE",
        entityType: VENDOR_ENTITY,
        entityId: id,
        before: beforeDto,
        after: afterDto,
        description: describeUpdate(after.name, beforeDto, afterDto),
      });
      return afterDto;
    });
  } catch (error) {
    uniqueLeiConflict(error, input.lei);
  }
}

export async function deleteVendor(ctx: SignedInContext, id: string) {
  return ctx.db.$transaction(async (tx) => {
    const vendor = await tx.vendor.findUnique({ where: { id }, include: { _count: HISTORY_COUNT } });
    if (!vendor) throw notFound("Vendor not found.");
    const { _count, ...row } = vendor;
    const history = historyOf(_count);
    if (history) throw conflict(`${vendor.name} has history (${history}); start an offboarding instead.`);
    await tx.vendor.delete({ where: { id } });
    await recordChange(tx, ctx, {
      action: "DELETE",
      entityType: VENDOR_ENTITY,
      entityId: id,
      before: toVendorDto(row),
      description: `Deleted ${vendor.name}`,
    });
    return { id, deleted: true };
  });
}
