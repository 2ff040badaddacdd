// A contract's register fields (Contract: isOutsourcing … timeCritical) with the functions it supports, the entities
// using it and its ICT supply chain (docs/REGISTER.md). An update replaces the lists it gives, in one transaction
// with the contract's audit row.
import type { Prisma } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import type { Context, SignedInContext } from "../context.js";
import { lockContract } from "../contracts/contract-save.js";
import { CONTRACT_ENTITY } from "../contracts/dto.js";
import { invalidField, notFound } from "../lib/errors.js";
import type { ContractRegisterOutput, updateContractRegisterInput } from "../schemas/register.js";
import { dayTextOrNull, givenFields, moneyOrNull, toDayOrNull } from "./values.js";

type Tx = Prisma.TransactionClient;
type Input = z.output<typeof updateContractRegisterInput>;

const include = {
  vendor: { select: { id: true, name: true } },
  functions: {
    include: { function: { select: { id: true, identifier: true, name: true, criticality: true } } },
    orderBy: { createdAt: "asc" },
  },
  recipients: {
    include: { entity: { select: { name: true } }, branch: { select: { name: true } } },
    orderBy: { createdAt: "asc" },
  },
  subcontractors: {
    include: { vendor: { select: { name: true } }, recipient: { select: { name: true } } },
    orderBy: [{ rank: "asc" }, { createdAt: "asc" }],
  },
} satisfies Prisma.ContractInclude;
type Row = Prisma.ContractGetPayload<{ include: typeof include }>;

const DATE_FIELDS = ["criticalityAssessedOn", "lastAuditOn", "nextAuditOn", "exitPlanTestedOn"] as const;

export function toContractRegisterDto(c: Row): ContractRegisterOutput {
  return {
    id: c.id,
    reference: c.reference,
    name: c.name,
    currency: c.currency,
    vendor: c.vendor,
    isOutsourcing: c.isOutsourcing,
    ictServiceType: c.ictServiceType,
    arrangementType: c.arrangementType,
    overarchingContractId: c.overarchingContractId,
    signingEntityId: c.signingEntityId,
    annualCost: moneyOrNull(c.annualCost),
    providerNoticePeriodDays: c.providerNoticePeriodDays,
    governingLawCountry: c.governingLawCountry,
    provisionCountry: c.provisionCountry,
    terminationReasonCode: c.terminationReasonCode,
    dataStored: c.dataStored,
    dataSensitiveness: c.dataSensitiveness,
    relianceLevel: c.relianceLevel,
    dataDescription: c.dataDescription,
    cloudServiceModel: c.cloudServiceModel,
    cloudDeploymentModel: c.cloudDeploymentModel,
    criticalityReasons: c.criticalityReasons,
    criticalityAssessedOn: dayTextOrNull(c.criticalityAssessedOn),
    substitutability: c.substitutability,
    nonSubstitutabilityReason: c.nonSubstitutabilityReason,
    lastAuditOn: dayTextOrNull(c.lastAuditOn),
    nextAuditOn: dayTextOrNull(c.nextAuditOn),
    exitPlanExists: c.exitPlanExists,
    exitPlanTestedOn: dayTextOrNull(c.exitPlanTestedOn),
    reintegration: c.reintegration,
    discontinuationImpact: c.discontinuationImpact,
    alternativesIdentified: c.alternativesIdentified,
    alternativeProviders: c.alternativeProviders,
    timeCritical: c.timeCritical,
    functions: c.functions.map((f) => f.function),
    recipients: c.recipients.map((r) => ({
      entityId: r.entityId,
      entityName: r.entity.name,
      branchId: r.branchId,
      branchName: r.branch?.name ?? null,
    })),
    subcontractors: c.subcontractors.map((s) => ({
      id: s.id,
      vendorId: s.vendorId,
      vendorName: s.vendor.name,
      rank: s.rank,
      recipientVendorId: s.recipientVendorId,
      recipientVendorName: s.recipient?.name ?? null,
      serviceType: s.serviceType,
      performanceCountries: s.performanceCountries,
      dataLocations: s.dataLocations,
      description: s.description,
    })),
  };
}

export async function getContractRegister(ctx: Context, id: string) {
  const row = await ctx.db.contract.findUnique({ where: { id }, include });
  if (!row) throw notFound("Contract not found.");
  return toContractRegisterDto(row);
}

/** The references an update names must exist and fit: entities, branches, functions, vendors, the chain's top. */
async function checkReferences(tx: Tx, input: Input, providerId: string) {
  if (input.overarchingContractId) {
    const found = await tx.contract.count({ where: { id: input.overarchingContractId } });
    if (!found) throw invalidField("overarchingContractId", "Choose the overarching contract from the list");
  }
  const entityIds = [
    ...(input.signingEntityId ? [input.signingEntityId] : []),
    ...(input.recipients ?? []).flatMap((r) => [r.entityId, ...(r.branchId ? [r.branchId] : [])]),
  ];
  const entities = new Map(
    (
      await tx.registerEntity.findMany({
        where: { id: { in: entityIds } },
        select: { id: true, kind: true, parentId: true },
      })
    ).map((e) => [e.id, e]),
  );
  if (input.signingEntityId && entities.get(input.signingEntityId)?.kind !== "entity") {
    throw invalidField("signingEntityId", "Choose the signing entity from the list");
  }
  input.recipients?.forEach((r, i) => {
    if (entities.get(r.entityId)?.kind !== "entity") {
      throw invalidField(`recipients.${i}.entityId`, "Choose the entity using the service from the list");
    }
    if (r.branchId) {
      const branch = entities.get(r.branchId);
      if (branch?.kind !== "branch" || branch.parentId !== r.entityId) {
        throw invalidField(`recipients.${i}.branchId`, "The branch must be a branch of that entity");
      }
    }
  });
  if (input.functionIds?.length) {
    const found = await tx.businessFunction.count({ where: { id: { in: input.functionIds } } });
    if (found !== input.functionIds.length) throw invalidField("functionIds", "Choose functions from the list");
  }
  const subs = input.subcontractors ?? [];
  const vendorIds = [...new Set(subs.map((s) => s.vendorId))];
  const vendors = new Set(
    (await tx.vendor.findMany({ where: { id: { in: vendorIds } }, select: { id: true } })).map((v) => v.id),
  );
  subs.forEach((s, i) => {
    if (!vendors.has(s.vendorId)) {
      throw invalidField(`subcontractors.${i}.vendorId`, "Choose the subcontractor from the vendors");
    }
    if (s.vendorId === providerId) {
      throw invalidField(`subcontractors.${i}.vendorId`, "The contract's own provider is rank 1, not a subcontractor");
    }
    if (s.rank === 2 && s.recipientVendorId && s.recipientVendorId !== providerId) {
      throw invalidField(
        `subcontractors.${i}.recipientVendorId`,
        "A rank 2 subcontractor serves the contract's provider",
      );
    }
  });
}

export async function updateContractRegister(ctx: SignedInContext, input: Input) {
  const { id, functionIds, recipients, subcontractors, ...fields } = input;
  return ctx.db.$transaction(async (tx) => {
    // The contracts module's row lock: two saves at once replace the lists one after the other, never interleaved.
    await lockContract(tx, id);
    const before = await tx.contract.findUnique({ where: { id }, include });
    if (!before) throw notFound("Contract not found.");
    await checkReferences(tx, input, before.vendorId);
    const convert = Object.fromEntries(DATE_FIELDS.map((k) => [k, toDayOrNull as (v: never) => unknown]));
    const data = givenFields(fields, convert) as Prisma.ContractUncheckedUpdateInput;
    if (functionIds) {
      await tx.contractFunction.deleteMany({ where: { contractId: id } });
      await tx.contractFunction.createMany({ data: functionIds.map((functionId) => ({ contractId: id, functionId })) });
    }
    if (recipients) {
      await tx.contractRecipient.deleteMany({ where: { contractId: id } });
      await tx.contractRecipient.createMany({
        data: recipients.map((r) => ({ contractId: id, entityId: r.entityId, branchId: r.branchId ?? null })),
      });
    }
    if (subcontractors) {
      await tx.contractSubcontractor.deleteMany({ where: { contractId: id } });
      await tx.contractSubcontractor.createMany({
        data: subcontractors.map((s) => ({
          contractId: id,
          vendorId: s.vendorId,
          rank: s.rank,
          // Rank 2 serves the provider: stored as null (the schema's "the contract's provider").
          recipientVendorId: s.rank === 2 ? null : (s.recipientVendorId ?? null),
          serviceType: s.serviceType,
          performanceCountries: s.performanceCountries,
          dataLocations: s.dataLocations,
          description: s.description ?? null,
        })),
      });
    }
    const after = await tx.contract.update({
      where: { id },
      data: { ...data, updatedById: ctx.auth.user.id },
      include,
    });
    const beforeDto = toContractRegisterDto(before);
    const afterDto = toContractRegisterDto(after);
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: CONTRACT_ENTITY,
      entityId: id,
      before: beforeDto,
      after: afterDto,
      description: `Updated the register fields of ${after.reference} ${after.name}`,
    });
    return afterDto;
  });
}
