// Concentration of the critical or important functions on ICT third-party providers (DORA Art. 28(4)(c), Art. 29):
// for each provider and subcontractor in the scope's supply chains, the critical functions that hang on it — directly
// (the contracts it provides support them) or through the chain (it is a subcontractor of such a contract) — their
// share of all critical functions of the scope, its contracts, their annual cost per currency and the ICT service
// types it gives. Pure: register/concentration-service.ts loads the snapshot.
import { centsToString, toCents } from "../lib/money.js";
import { CRITICAL } from "./eba-rules.js";
import type { RegisterSnapshot } from "./snapshot.js";

export type ConcentrationInput = {
  functions: Pick<RegisterSnapshot["functions"][number], "id" | "identifier" | "name" | "criticality">[];
  contracts: (Pick<
    RegisterSnapshot["contracts"][number],
    "id" | "vendorId" | "currency" | "annualCost" | "ictServiceType" | "functionIds"
  > & {
    subcontractors: Pick<RegisterSnapshot["contracts"][number]["subcontractors"][number], "vendorId" | "serviceType">[];
  })[];
  vendors: Pick<RegisterSnapshot["vendors"][number], "id" | "name" | "lei" | "country">[];
};

export interface MoneyByCurrency {
  currency: string;
  amount: string;
}

export interface VendorConcentration {
  vendorId: string;
  name: string;
  lei: string | null;
  country: string | null;
  roles: ("provider" | "subcontractor")[];
  criticalFunctions: { id: string; identifier: string; name: string; direct: boolean }[];
  share: number;
  sharePercent: string;
  contracts: number;
  directContracts: number;
  chainContracts: number;
  annualCost: MoneyByCurrency[];
  ictServiceTypes: string[];
}

export interface Concentration {
  vendors: VendorConcentration[];
  totals: { criticalFunctions: number; vendors: number; contracts: number; annualCost: MoneyByCurrency[] };
}

/** Sums of amounts per currency, in cents, written back as exact text; currencies in alphabetical order. */
function sumByCurrency(items: { currency: string; annualCost: string | null }[]): MoneyByCurrency[] {
  const sums = new Map<string, bigint>();
  for (const item of items) {
    if (item.annualCost === null) continue;
    sums.set(item.currency, (sums.get(item.currency) ?? 0n) + toCents(item.annualCost));
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, cents]) => ({ currency, amount: centsToString(cents) }));
}

/** n / total as a percentage with one decimal, rounded half up ("33.3"); "0.0" when there is nothing to share. */
export function percentText(n: number, total: number): string {
  if (total === 0) return "0.0";
  const tenths = Math.floor((n * 2000 + total) / (2 * total));
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

export function concentration(s: ConcentrationInput): Concentration {
  const critical = new Map(s.functions.filter((f) => f.criticality === CRITICAL).map((f) => [f.id, f]));
  const vendorsById = new Map(s.vendors.map((v) => [v.id, v]));
  interface Acc {
    direct: Set<string>;
    chain: Set<string>;
    directContracts: Set<string>;
    chainContracts: Set<string>;
    serviceTypes: Set<string>;
  }
  const acc = new Map<string, Acc>();
  const of = (vendorId: string) => {
    let a = acc.get(vendorId);
    if (!a) {
      a = {
        direct: new Set(),
        chain: new Set(),
        directContracts: new Set(),
        chainContracts: new Set(),
        serviceTypes: new Set(),
      };
      acc.set(vendorId, a);
    }
    return a;
  };
  for (const c of s.contracts) {
    const functions = c.functionIds.filter((id) => critical.has(id));
    const provider = of(c.vendorId);
    provider.directContracts.add(c.id);
    if (c.ictServiceType) provider.serviceTypes.add(c.ictServiceType);
    for (const id of functions) provider.direct.add(id);
    for (const sub of c.subcontractors) {
      if (sub.vendorId === c.vendorId) continue;
      const a = of(sub.vendorId);
      a.chainContracts.add(c.id);
      a.serviceTypes.add(sub.serviceType);
      for (const id of functions) a.chain.add(id);
    }
  }
  const contractsById = new Map(s.contracts.map((c) => [c.id, c]));
  const total = critical.size;
  const vendors: VendorConcentration[] = [...acc.entries()].map(([vendorId, a]) => {
    const vendor = vendorsById.get(vendorId);
    const ids = new Set([...a.direct, ...a.chain]);
    const contracts = new Set([...a.directContracts, ...a.chainContracts]);
    const functions = [...ids]
      .map((id) => critical.get(id)!)
      .sort((x, y) => x.identifier.localeCompare(y.identifier))
      .map((f) => ({ id: f.id, identifier: f.identifier, name: f.name, direct: a.direct.has(f.id) }));
    return {
      vendorId,
      name: vendor?.name ?? vendorId,
      lei: vendor?.lei ?? null,
      country: vendor?.country ?? null,
      roles: [
        ...(a.directContracts.size ? (["provider"] as const) : []),
        ...(a.chainContracts.size ? (["subcontractor"] as const) : []),
      ],
      criticalFunctions: functions,
      share: total === 0 ? 0 : ids.size / total,
      sharePercent: percentText(ids.size, total),
      contracts: contracts.size,
      directContracts: a.directContracts.size,
      chainContracts: a.chainContracts.size,
      annualCost: sumByCurrency([...contracts].map((id) => contractsById.get(id)!)),
      ictServiceTypes: [...a.serviceTypes].sort(),
    };
  });
  vendors.sort(
    (a, b) =>
      b.criticalFunctions.length - a.criticalFunctions.length ||
      b.contracts - a.contracts ||
      a.name.localeCompare(b.name),
  );
  return {
    vendors,
    totals: {
      criticalFunctions: total,
      vendors: vendors.length,
      contracts: s.contracts.length,
      annualCost: sumByCurrency(s.contracts),
    },
  };
}
