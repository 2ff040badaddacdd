// Loads a RegisterSnapshot (snapshot.ts) from the database: four reads (entities, functions, contracts with their
// links, the vendors they reference) whatever the number of contracts.
import type { Prisma } from "@tprm/db";
import { notFound } from "../lib/errors.js";
import {
  type DbOrTx,
  entitiesInScope,
  isoDay,
  type RegisterScope,
  type RegisterSnapshot,
  type SnapshotContract,
  type SnapshotEntity,
  type SnapshotVendor,
  yearStart,
} from "./snapshot.js";

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const money = (d: Prisma.Decimal | null) => (d == null ? null : d.toFixed(2));

/** The contracts in scope: an ICT service, in force on some day of the year ending on the reference date. */
export function contractsInScopeWhere(scope: RegisterScope, entityIds: string[]): Prisma.ContractWhereInput {
  const from = day(yearStart(scope.referenceDate));
  return {
    ictServiceType: { not: null },
    startDate: { lte: day(scope.referenceDate) },
    AND: [
      {
        OR: [
          { status: { in: ["approved", "executed"] }, OR: [{ endDate: null }, { endDate: { gte: from } }] },
          {
            status: { in: ["expired", "terminated"] },
            OR: [
              { terminatedAt: { gte: from } },
              { terminatedAt: null, endDate: { gte: from } },
              { terminatedAt: null, endDate: null, expiredAt: { gte: from } },
            ],
          },
        ],
      },
      { OR: [{ recipients: { some: { entityId: { in: entityIds } } } }, { signingEntityId: { in: entityIds } }] },
    ],
  };
}

const VENDOR_SELECT = {
  id: true,
  name: true,
  legalName: true,
  latinName: true,
  country: true,
  lei: true,
  euid: true,
  registrationNumber: true,
  vatNumber: true,
  passportNumber: true,
  personType: true,
  ultimateParentId: true,
} as const satisfies Prisma.VendorSelect;

export async function loadRegisterSnapshot(db: DbOrTx, scope: RegisterScope): Promise<RegisterSnapshot> {
  const all = await db.registerEntity.findMany({ orderBy: [{ name: "asc" }, { id: "asc" }] });
  const reporting = all.find((e) => e.id === scope.entityId && e.kind === "entity");
  if (!reporting) throw notFound("The reporting entity was not found.");
  const byId = new Map(all.map((e) => [e.id, e]));
  const from = yearStart(scope.referenceDate);
  const scopeIds = entitiesInScope(all, scope).filter((id) => {
    const deleted = isoDay(byId.get(id)?.deletedOn);
    return id === scope.entityId || deleted == null || deleted >= from;
  });
  const inScope = new Set(scopeIds);
  const branches = all.filter((e) => e.kind === "branch" && e.parentId != null && inScope.has(e.parentId));
  const entities: SnapshotEntity[] = [...scopeIds.map((id) => byId.get(id)!), ...branches].map((e) => ({
    id: e.id,
    kind: e.kind,
    name: e.name,
    lei: e.lei,
    branchCode: e.branchCode,
    country: e.country,
    entityType: e.entityType,
    hierarchy: e.hierarchy,
    parentId: e.parentId,
    parentLei: e.parentId ? (byId.get(e.parentId)?.lei ?? null) : null,
    competentAuthority: e.competentAuthority,
    currency: e.currency,
    totalAssets: money(e.totalAssets),
    integratedOn: isoDay(e.integratedOn)!,
    deletedOn: isoDay(e.deletedOn),
    updatedOn: isoDay(e.updatedAt)!,
  }));
  const branchIds = new Set(branches.map((b) => b.id));

  const [functionRows, contractRows] = await Promise.all([
    db.businessFunction.findMany({
      where: { entityId: { in: scopeIds } },
      orderBy: [{ identifier: "asc" }],
    }),
    db.contract.findMany({
      where: contractsInScopeWhere(scope, scopeIds),
      orderBy: [{ reference: "asc" }],
      include: {
        functions: { select: { functionId: true }, orderBy: { createdAt: "asc" } },
        recipients: { select: { entityId: true, branchId: true }, orderBy: { createdAt: "asc" } },
        subcontractors: { orderBy: [{ rank: "asc" }, { createdAt: "asc" }] },
        overarching: { select: { reference: true } },
        signingEntity: { select: { id: true, name: true, lei: true } },
      },
    }),
  ]);
  const functionIds = new Set(functionRows.map((f) => f.id));

  const contracts: SnapshotContract[] = contractRows.map((c) => ({
    id: c.id,
    reference: c.reference,
    name: c.name,
    vendorId: c.vendorId,
    status: c.status,
    currency: c.currency,
    annualCost: money(c.annualCost),
    startDate: isoDay(c.startDate)!,
    endDate: isoDay(c.endDate),
    terminatedOn: isoDay(c.terminatedAt),
    ictServiceType: c.ictServiceType!,
    arrangementType: c.arrangementType,
    overarchingContractId: c.overarchingContractId,
    overarchingReference: c.overarching?.reference ?? null,
    signingEntity: c.signingEntity,
    noticePeriodDays: c.noticePeriodDays,
    providerNoticePeriodDays: c.providerNoticePeriodDays,
    governingLawCountry: c.governingLawCountry,
    provisionCountry: c.provisionCountry,
    terminationReasonCode: c.terminationReasonCode,
    dataStored: c.dataStored,
    dataSensitiveness: c.dataSensitiveness,
    relianceLevel: c.relianceLevel,
    dataStorageCountries: c.dataStorageCountries,
    dataProcessingCountries: c.dataProcessingCountries,
    substitutability: c.substitutability,
    nonSubstitutabilityReason: c.nonSubstitutabilityReason,
    lastAuditOn: isoDay(c.lastAuditOn),
    exitPlanExists: c.exitPlanExists,
    exitPlanTestedOn: isoDay(c.exitPlanTestedOn),
    reintegration: c.reintegration,
    discontinuationImpact: c.discontinuationImpact,
    alternativesIdentified: c.alternativesIdentified,
    alternativeProviders: c.alternativeProviders,
    criticalityAssessedOn: isoDay(c.criticalityAssessedOn),
    functionIds: c.functions.map((f) => f.functionId).filter((id) => functionIds.has(id)),
    recipients: c.recipients.filter(
      (r) => inScope.has(r.entityId) && (r.branchId == null || branchIds.has(r.branchId)),
    ),
    subcontractors: c.subcontractors.map((s) => ({
      id: s.id,
      vendorId: s.vendorId,
      rank: s.rank,
      recipientVendorId: s.recipientVendorId,
      serviceType: s.serviceType,
      performanceCountries: s.performanceCountries,
      dataLocations: s.dataLocations,
    })),
  }));

  const vendors = await loadVendors(db, contracts);
  return {
    scope,
    reportingEntityId: scope.entityId,
    entities,
    functions: functionRows.map((f) => ({
      id: f.id,
      identifier: f.identifier,
      name: f.name,
      licensedActivity: f.licensedActivity,
      entityId: f.entityId,
      criticality: f.criticality,
      criticalityReasons: f.criticalityReasons,
      lastAssessedOn: isoDay(f.lastAssessedOn),
      rtoHours: f.rtoHours,
      rpoHours: f.rpoHours,
      discontinuationImpact: f.discontinuationImpact,
    })),
    contracts,
    vendors,
  };
}

/** Providers, subcontractors and their recipients, then the ultimate parents not among them. */
async function loadVendors(db: DbOrTx, contracts: SnapshotContract[]): Promise<SnapshotVendor[]> {
  const ids = new Set<string>();
  for (const c of contracts) {
    ids.add(c.vendorId);
    for (const s of c.subcontractors) {
      ids.add(s.vendorId);
      if (s.recipientVendorId) ids.add(s.recipientVendorId);
    }
  }
  const vendors: SnapshotVendor[] = ids.size
    ? await db.vendor.findMany({ where: { id: { in: [...ids] } }, select: VENDOR_SELECT, orderBy: { id: "asc" } })
    : [];
  const parents = new Set(vendors.map((v) => v.ultimateParentId).filter((id): id is string => !!id && !ids.has(id)));
  if (parents.size) {
    vendors.push(
      ...(await db.vendor.findMany({
        where: { id: { in: [...parents] } },
        select: VENDOR_SELECT,
        orderBy: { id: "asc" },
      })),
    );
  }
  return vendors;
}
