// The demo's regulatory register (issue 21; docs/REGISTER.md "Demo data"): the group's entities and branch, its
// functions, the register fields of the demo vendors' main contracts with their functions, using entities and supply
// chains, and the providers' identification, from ../demo-data/register.ts. Runs after the contract seed (which
// writes the contracts afresh, their register lists going with them). Idempotent.

import {
  DEMO_PARENT_UNDERTAKINGS,
  DEMO_PROVIDER_IDENTIFICATION,
  DEMO_REGISTER_ENTITIES,
  DEMO_REGISTER_ERROR,
  DEMO_REGISTER_FUNCTIONS,
} from "../demo-data/register.js";
import { REGISTER_CODES } from "../demo-data/register-codes.js";
import { DEMO_ICT_CONTRACTS } from "../demo-data/register-contracts.js";
import { DEMO_VENDORS } from "../demo-data/vendors.js";
import { addDays, utcDay } from "../utc-days.js";
import { demoId, demoLei } from "./ids.js";
import {
  type RegisterIds,
  type RegisterSeedDb,
  writeContractRegister,
  writeEntities,
  writeFunctions,
} from "./register-write.js";

export interface DemoRegisterSummary {
  entities: number;
  functions: number;
  contracts: number;
  subcontractors: number;
}

/** The demo register's ids (the vendors' are the vendor seed's). */
export const DEMO_REGISTER_IDS: RegisterIds = {
  scope: "register",
  entity: (key) => demoId("register-entity", key),
  fn: (identifier) => demoId("register-function", identifier),
  vendor: (name) => demoId("vendor", name),
};

/** The contract that carries the deliberate error (its main contract with DEMO_REGISTER_ERROR's vendor). */
export function demoRegisterError() {
  const data = DEMO_ICT_CONTRACTS.find((c) => c.vendor === DEMO_REGISTER_ERROR.vendor)!;
  const contractId = demoId("contract", `${DEMO_REGISTER_IDS.vendor(data.vendor)}:main`);
  return { ...DEMO_REGISTER_ERROR, contractId, annualCost: data.annualCost! };
}

/**
 * Needs the demo vendors and contracts first; without the contracts (no demo accounts) only the entities, functions
 * and providers' identification are written.
 */
export async function seedDemoRegister(db: RegisterSeedDb, now: Date = new Date()): Promise<DemoRegisterSummary> {
  const today = utcDay(now);
  const ids = DEMO_REGISTER_IDS;
  const summary: DemoRegisterSummary = { entities: 0, functions: 0, contracts: 0, subcontractors: 0 };
  const vendorIds = DEMO_VENDORS.map((v) => ids.vendor(v.name));
  if ((await db.vendor.count({ where: { id: { in: vendorIds } } })) < DEMO_VENDORS.length) return summary;

  summary.entities = await writeEntities(db, ids, DEMO_REGISTER_ENTITIES, today);
  summary.functions = await writeFunctions(db, ids, DEMO_REGISTER_FUNCTIONS, today);

  // The providers: their ultimate parents (vendor records of their own), then each one's identification.
  for (const p of DEMO_PARENT_UNDERTAKINGS) {
    const id = ids.vendor(p.name);
    const since = addDays(today, -1500);
    const state = {
      name: p.name,
      legalName: p.legalName,
      businessType: "Parent undertaking of a provider",
      country: p.country,
      countryOfService: p.country,
      status: "active" as const,
      criticality: "low" as const,
      lei: demoLei(p.louPrefix, p.legalName),
      registrationNumber: p.registrationNumber,
      registeredAddress: p.address,
      personType: REGISTER_CODES.personType.legal,
      onboardingStartedAt: since,
      activatedAt: since,
    };
    await db.vendor.upsert({ where: { id }, create: { id, ...state, createdAt: since }, update: state });
  }
  const providers = new Set(DEMO_ICT_CONTRACTS.flatMap((c) => [c.vendor, ...(c.chain ?? []).map((l) => l.vendor)]));
  for (const name of providers) {
    const more = DEMO_PROVIDER_IDENTIFICATION.find((p) => p.vendor === name);
    await db.vendor.update({
      where: { id: ids.vendor(name) },
      data: {
        personType: REGISTER_CODES.personType.legal,
        vatNumber: more?.vatNumber ?? null,
        euid: more?.euid ?? null,
        ultimateParentId: more?.ultimateParent ? ids.vendor(more.ultimateParent) : null,
      },
    });
  }
  const critical = new Set(DEMO_REGISTER_FUNCTIONS.filter((f) => f.critical).map((f) => f.identifier));
  for (const c of DEMO_ICT_CONTRACTS) {
    const contractId = demoId("contract", `${ids.vendor(c.vendor)}:main`);
    if (!(await db.contract.findUnique({ where: { id: contractId }, select: { id: true } }))) continue;
    const supportsCritical = c.functions.some((f) => critical.has(f));
    // The deliberate error the checks find (docs/REGISTER.md "Demo data"): its annual cost left empty.
    const data = c.vendor === DEMO_REGISTER_ERROR.vendor ? { ...c, annualCost: null } : c;
    summary.subcontractors += await writeContractRegister(db, ids, contractId, data, supportsCritical, today);
    summary.contracts += 1;
  }
  return summary;
}
