// `seedRegisterFixture(db)`: the small, complete register of ../demo-data/register-fixture.ts on an otherwise empty
// database (the browser test's holds only the demo accounts), with its one deliberate error: a contract's annual
// cost left empty. Its own vendors and contracts (executed, in force) come with it. Idempotent.

import { REGISTER_CODES } from "../demo-data/register-codes.js";
import {
  FIXTURE_CONTRACTS,
  FIXTURE_ENTITIES,
  FIXTURE_FUNCTIONS,
  FIXTURE_PROVIDERS,
  REGISTER_FIXTURE_ERROR,
} from "../demo-data/register-fixture.js";
import { addDays, utcDay } from "../utc-days.js";
import { demoId, demoLei } from "./ids.js";
import {
  entityLei,
  type RegisterIds,
  type RegisterSeedDb,
  writeContractRegister,
  writeEntities,
  writeFunctions,
} from "./register-write.js";

export interface RegisterFixture {
  /** The entity maintaining the register (the scope's entityId) and its LEI. */
  entityId: string;
  lei: string;
  contractIds: string[];
  vendorIds: Record<string, string>;
  /** The deliberate error: the contract, its reference, the field, the check's rule and the value the fix enters. */
  error: { contractId: string; reference: string; field: "annualCost"; rule: string; annualCost: number };
}

export const REGISTER_FIXTURE_IDS: RegisterIds = {
  scope: "register-fixture",
  entity: (key) => demoId("register-fixture-entity", key),
  fn: (identifier) => demoId("register-fixture-function", identifier),
  vendor: (name) => demoId("register-fixture-vendor", name),
};

export async function seedRegisterFixture(db: RegisterSeedDb, now: Date = new Date()): Promise<RegisterFixture> {
  const today = utcDay(now);
  const ids = REGISTER_FIXTURE_IDS;
  await writeEntities(db, ids, FIXTURE_ENTITIES, today);
  await writeFunctions(db, ids, FIXTURE_FUNCTIONS, today);

  const since = addDays(today, -1000);
  const vendorIds: Record<string, string> = {};
  for (const p of FIXTURE_PROVIDERS) {
    const id = ids.vendor(p.name);
    vendorIds[p.name] = id;
    const state = {
      name: p.name,
      legalName: p.legalName,
      businessType: "ICT services",
      country: p.country,
      countryOfService: p.country,
      currency: p.currency,
      servicesProvided: ["ICT services"],
      status: "active" as const,
      criticality: "high" as const,
      lei: demoLei(p.louPrefix, p.legalName),
      registrationNumber: p.registrationNumber,
      registeredAddress: p.address,
      personType: REGISTER_CODES.personType.legal,
      vatNumber: null,
      euid: null,
      ultimateParentId: null,
      onboardingStartedAt: since,
      activatedAt: addDays(since, 30),
    };
    await db.vendor.upsert({ where: { id }, create: { id, ...state, createdAt: since }, update: state });
  }

  const critical = new Set(FIXTURE_FUNCTIONS.filter((f) => f.critical).map((f) => f.identifier));
  const contractIds: string[] = [];
  let error: RegisterFixture["error"] | undefined;
  for (const c of FIXTURE_CONTRACTS) {
    const id = demoId("register-fixture-contract", c.key);
    contractIds.push(id);
    const provider = FIXTURE_PROVIDERS.find((p) => p.name === c.vendor)!;
    const state = {
      reference: c.reference,
      name: c.name,
      vendorId: ids.vendor(c.vendor),
      type: "outsourcing_agreement" as const,
      value: c.value.toFixed(2),
      currency: provider.currency,
      startDate: addDays(today, -900),
      endDate: addDays(today, 900),
      status: "executed" as const,
      stage: "management" as const,
      riskLevel: "high" as const,
      governingLaw: "German law",
      dataStorageCountries: c.chain?.[0]?.data ?? [c.provision],
      dataProcessingCountries: [c.provision],
      exitPlan: "Exit plan on file: migration to an alternative provider within twelve months.",
      terminatedAt: null,
      expiredAt: null,
    };
    await db.contract.upsert({ where: { id }, create: { id, ...state, createdAt: since }, update: state });
    const broken = c.key === REGISTER_FIXTURE_ERROR.contract;
    if (broken)
      error = { ...REGISTER_FIXTURE_ERROR, contractId: id, reference: c.reference, annualCost: c.annualCost! };
    const data = broken ? { ...c, annualCost: null } : c;
    await writeContractRegister(
      db,
      ids,
      id,
      data,
      c.functions.some((f) => critical.has(f)),
      today,
    );
  }
  const parent = FIXTURE_ENTITIES.find((e) => e.maintainsRegister)!;
  return { entityId: ids.entity(parent.key), lei: entityLei(parent)!, contractIds, vendorIds, error: error! };
}
