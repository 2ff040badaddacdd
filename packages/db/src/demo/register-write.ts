// Writes a regulatory register (issue 21) from the shapes of ../demo-data/register.ts: the bank's entities, its
// functions, a contract's register fields with its functions, using entities and supply chain, and the providers'
// identification. Shared by the demo seed (./register.ts) and the browser test's fixture (./register-fixture.ts).
// Idempotent: fixed ids, fixed creation times, and a contract's lists written afresh. A unique value someone already
// entered on a record of their own (an entity's LEI or branch code, a function's identifier) is not taken over: the
// seed logs it and leaves that value out (an entity, which records hang on) or the record out (a function).
import type { DemoIctContract, DemoRegisterEntity, DemoRegisterFunction } from "../demo-data/register.js";
import { REGISTER_CODES } from "../demo-data/register-codes.js";
import type { Prisma } from "../generated/prisma/client.js";
import { addDays } from "../utc-days.js";
import { demoId, demoLei } from "./ids.js";

/** The delegates the register seed uses: a PrismaClient or a transaction client. */
export type RegisterSeedDb = Pick<
  Prisma.TransactionClient,
  | "registerEntity"
  | "businessFunction"
  | "contract"
  | "contractFunction"
  | "contractRecipient"
  | "contractSubcontractor"
  | "vendor"
>;

/** The ids of one register's records: entity key, function identifier and vendor name → id. */
export interface RegisterIds {
  scope: string;
  entity: (key: string) => string;
  fn: (identifier: string) => string;
  vendor: (name: string) => string;
}

export const entityLei = (e: DemoRegisterEntity) => (e.louPrefix ? demoLei(e.louPrefix, e.name) : null);

/** Whether an entity other than `id` maintains the register already (one at most: someone's own is kept). */
async function othersMaintain(db: RegisterSeedDb, id: string): Promise<boolean> {
  return (await db.registerEntity.count({ where: { maintainsRegister: true, id: { not: id } } })) > 0;
}

/** Says what the seed left out, and why (a user's own record holds a value the demo's would repeat). */
function skipped(what: string): void {
  console.warn(`Register seed: ${what}`);
}

/** The entities in their order (a parent before what hangs on it). */
export async function writeEntities(
  db: RegisterSeedDb,
  ids: RegisterIds,
  entities: readonly DemoRegisterEntity[],
  today: Date,
): Promise<number> {
  for (const e of entities) {
    const id = ids.entity(e.key);
    const integratedOn = addDays(today, -e.integratedDaysAgo);
    const state = {
      kind: e.kind,
      name: e.name,
      lei: e.kind === "entity" ? entityLei(e) : null,
      branchCode: e.branchCode ?? null,
      country: e.country,
      entityType: e.entityType,
      hierarchy: e.hierarchy,
      parentId: e.parent ? ids.entity(e.parent) : null,
      competentAuthority: e.competentAuthority ?? null,
      maintainsRegister: (e.maintainsRegister ?? false) && !(await othersMaintain(db, id)),
      currency: "EUR",
      totalAssets: e.totalAssets === undefined ? null : e.totalAssets.toFixed(2),
      integratedOn,
      deletedOn: null,
    };
    for (const key of ["lei", "branchCode"] as const) {
      const value = state[key];
      if (value === null) continue;
      const other = await db.registerEntity.findFirst({
        where: { ...(key === "lei" ? { lei: value } : { branchCode: value }), id: { not: id } },
        select: { name: true },
      });
      if (!other) continue;
      skipped(
        `${e.name} written without its ${key === "lei" ? "LEI" : "branch code"} ${value}: ${other.name} holds it`,
      );
      state[key] = null;
    }
    await db.registerEntity.upsert({ where: { id }, create: { id, ...state, createdAt: integratedOn }, update: state });
  }
  return entities.length;
}

export async function writeFunctions(
  db: RegisterSeedDb,
  ids: RegisterIds,
  functions: readonly DemoRegisterFunction[],
  today: Date,
): Promise<number> {
  let written = 0;
  for (const f of functions) {
    const id = ids.fn(f.identifier);
    const other = await db.businessFunction.findFirst({
      where: { identifier: f.identifier, id: { not: id } },
      select: { name: true },
    });
    if (other) {
      skipped(`function ${f.identifier} (${f.name}) left out: ${other.name} has that identifier`);
      continue;
    }
    const lastAssessedOn = addDays(today, -f.assessedDaysAgo);
    const state = {
      identifier: f.identifier,
      name: f.name,
      licensedActivity: f.licensedActivity,
      entityId: ids.entity(f.entity),
      criticality: f.critical ? REGISTER_CODES.criticality.yes : REGISTER_CODES.criticality.no,
      criticalityReasons: f.reasons ?? null,
      lastAssessedOn,
      rtoHours: f.rtoHours,
      rpoHours: f.rpoHours,
      discontinuationImpact: f.impact,
      description: null,
    };
    await db.businessFunction.upsert({
      where: { id },
      create: { id, ...state, createdAt: lastAssessedOn },
      update: state,
    });
    written += 1;
  }
  return written;
}

/**
 * One contract's register fields, functions, using entities and supply chain. `critical`: whether one of its
 * functions is critical or important (the contract's criticalFunction follows). Returns the chain's length.
 */
export async function writeContractRegister(
  db: RegisterSeedDb,
  ids: RegisterIds,
  contractId: string,
  c: DemoIctContract,
  critical: boolean,
  today: Date,
): Promise<number> {
  const day = (n: number) => addDays(today, n);
  await db.contract.update({
    where: { id: contractId },
    data: {
      isOutsourcing: c.outsourcing,
      ictServiceType: c.service,
      arrangementType: REGISTER_CODES.arrangementType.standalone,
      overarchingContractId: null,
      signingEntityId: ids.entity(c.signedBy),
      annualCost: c.annualCost === null ? null : c.annualCost.toFixed(2),
      providerNoticePeriodDays: c.providerNoticeDays,
      governingLawCountry: c.governingLaw,
      provisionCountry: c.provision,
      terminationReasonCode: null,
      dataStored: c.data !== null,
      dataSensitiveness: c.data?.sensitiveness ?? null,
      dataDescription: c.data?.description ?? null,
      relianceLevel: c.reliance,
      cloudServiceModel: c.cloud?.service ?? null,
      cloudDeploymentModel: c.cloud?.deployment ?? null,
      criticalFunction: critical,
      criticalityReasons: critical ? "Supports a critical or important function of the bank." : null,
      criticalityAssessedOn: day(-380),
      substitutability: c.substitutability,
      nonSubstitutabilityReason: c.nonSubstitutabilityReason ?? null,
      lastAuditOn: day(-c.lastAuditDaysAgo),
      nextAuditOn: day(c.nextAuditInDays),
      exitPlanExists: true,
      exitPlanTestedOn: day(-c.exitPlanTestedDaysAgo),
      reintegration: c.reintegration,
      discontinuationImpact: c.impact,
      alternativesIdentified: c.alternatives !== undefined,
      alternativeProviders: c.alternatives ?? null,
      timeCritical: c.timeCritical,
    },
  });
  const createdAt = day(-c.lastAuditDaysAgo);
  await db.contractFunction.deleteMany({ where: { contractId } });
  await db.contractRecipient.deleteMany({ where: { contractId } });
  await db.contractSubcontractor.deleteMany({ where: { contractId } });
  // The functions written (writeFunctions leaves out one whose identifier someone else's function holds).
  const written = await db.businessFunction.findMany({
    where: { id: { in: c.functions.map((f) => ids.fn(f)) } },
    select: { id: true },
  });
  const functionIds = new Set(written.map((f) => f.id));
  await db.contractFunction.createMany({
    data: c.functions
      .map((f) => ids.fn(f))
      .filter((functionId) => functionIds.has(functionId))
      .map((functionId) => ({ contractId, functionId, createdAt })),
  });
  await db.contractRecipient.createMany({
    data: c.recipients.map((r) => ({
      id: demoId(`${ids.scope}-recipient`, `${contractId}:${r.entity}:${r.branch ?? ""}`),
      contractId,
      entityId: ids.entity(r.entity),
      branchId: r.branch ? ids.entity(r.branch) : null,
      createdAt,
    })),
  });
  const chain = c.chain ?? [];
  await db.contractSubcontractor.createMany({
    data: chain.map((link) => ({
      id: demoId(`${ids.scope}-subcontractor`, `${contractId}:${link.vendor}:${link.rank}`),
      contractId,
      vendorId: ids.vendor(link.vendor),
      rank: link.rank,
      recipientVendorId: link.recipient ? ids.vendor(link.recipient) : null,
      serviceType: link.service,
      performanceCountries: link.performance,
      dataLocations: link.data,
      description: null,
      createdAt,
    })),
  });
  return chain.length;
}
