// The provider side of the DORA tables: B_05.01 providers and subcontractors, B_05.02 supply chains, B_07.01
// assessments and B_99.01's counts of the closed-list values used.

import { centsToString, toCents } from "../lib/money.js";
import { contractRef, entityRef, type SnapshotIndex, type TableBuilder } from "./build.js";
import type { TemplateId } from "./catalog.js";
import { cell, identifications, identify } from "./format.js";
import type { RegisterSnapshot, SnapshotContract, SnapshotVendor } from "./snapshot.js";

const AMOUNT = /^-?\d+(\.\d{1,2})?$/;

export const vendorRef = (v: SnapshotVendor) => ({ kind: "vendor" as const, id: v.id, label: v.legalName ?? v.name });

/** Providers first seen first: each contract's provider, then its subcontractors by rank. */
export function providersInOrder(s: RegisterSnapshot, ix: SnapshotIndex): SnapshotVendor[] {
  const seen = new Set<string>();
  const out: SnapshotVendor[] = [];
  const add = (id: string) => {
    const v = ix.vendors.get(id);
    if (v && !seen.has(id)) {
      seen.add(id);
      out.push(v);
    }
  };
  for (const c of s.contracts) {
    add(c.vendorId);
    for (const sc of c.subcontractors) add(sc.vendorId);
  }
  return out;
}

/**
 * A provider's total annual expense: the sum of its contracts' annual costs when they share one currency; when
 * they do not, the sum of those in the reporting entity's currency (or, if none is, the first currency in
 * alphabetical order) — the checks warn about the contracts left out. A subcontractor the bank pays nothing
 * directly costs 0.00 in the reporting currency.
 */
export function totalExpense(
  contracts: SnapshotContract[],
  reportingCurrency: string,
): { currency: string; total: string; currencies: string[] } {
  const costed = contracts.filter((c) => c.annualCost != null);
  const currencies = [...new Set(costed.map((c) => c.currency))].sort();
  const currency =
    currencies.length === 1
      ? currencies[0]!
      : currencies.includes(reportingCurrency) || currencies.length === 0
        ? reportingCurrency
        : currencies[0]!;
  // An amount that is not one is left out (the checks report it on its contract's B_02.01 row).
  const cents = costed
    .filter((c) => c.currency === currency && AMOUNT.test(c.annualCost!))
    .reduce((sum, c) => sum + toCents(c.annualCost!), 0n);
  return { currency, total: centsToString(cents), currencies };
}

export function buildProviderTables(s: RegisterSnapshot, ix: SnapshotIndex, b: Record<TemplateId, TableBuilder>) {
  const byProvider = new Map<string, SnapshotContract[]>();
  for (const c of s.contracts) {
    const list = byProvider.get(c.vendorId);
    if (list) list.push(c);
    else byProvider.set(c.vendorId, [c]);
  }

  for (const v of providersInOrder(s, ix)) {
    const codes = identifications(v);
    const parent = v.ultimateParentId ? ix.vendors.get(v.ultimateParentId) : undefined;
    const parentId = identify(parent ?? v);
    const expense = totalExpense(byProvider.get(v.id) ?? [], ix.reporting.currency);
    b["B_05.01"].add(
      {
        c0010: codes[0]?.code ?? "",
        c0020: codes[0]?.type ?? "",
        c0030: codes[1]?.code ?? "",
        c0040: codes[1]?.type ?? "",
        c0050: v.legalName ?? v.name,
        c0060: cell.text(v.latinName),
        c0070: cell.text(v.personType),
        c0080: cell.country(v.country),
        c0090: cell.currency(expense.currency),
        c0100: expense.total,
        c0110: parentId.code,
        c0120: parentId.type,
      },
      vendorRef(v),
    );
  }

  for (const c of s.contracts) {
    const ref = contractRef(c);
    const provider = identify(ix.vendors.get(c.vendorId));
    // Rank 1 is the direct provider, its own recipient (what the EBA's validation rules expect).
    b["B_05.02"].add(
      {
        c0010: c.reference,
        c0020: c.ictServiceType,
        c0030: provider.code,
        c0040: provider.type,
        c0050: "1",
        c0060: provider.code,
        c0070: provider.type,
      },
      ref,
    );
    // Every rank describes the contract's one ICT service (the EBA looks (c0010, c0020) up in B_02.02's (c0010,
    // c0060)); a subcontractor's own service type is kept for the concentration view only.
    for (const sc of c.subcontractors) {
      const sub = identify(ix.vendors.get(sc.vendorId));
      const recipient = sc.recipientVendorId ? identify(ix.vendors.get(sc.recipientVendorId)) : provider;
      b["B_05.02"].add(
        {
          c0010: c.reference,
          c0020: c.ictServiceType,
          c0030: sub.code,
          c0040: sub.type,
          c0050: String(sc.rank),
          c0060: recipient.code,
          c0070: recipient.type,
        },
        ref,
      );
    }
    b["B_07.01"].add(
      {
        c0010: c.reference,
        c0020: provider.code,
        c0030: provider.type,
        c0040: c.ictServiceType,
        c0050: cell.text(c.substitutability),
        c0060: cell.text(c.nonSubstitutabilityReason),
        c0070: cell.date(c.lastAuditOn),
        c0080: cell.yesNo(c.exitPlanExists),
        c0090: cell.text(c.reintegration),
        c0100: cell.text(c.discontinuationImpact),
        c0110: cell.yesNo(c.alternativesIdentified),
        c0120: cell.text(c.alternativeProviders),
      },
      ref,
    );
  }

  b["B_99.01"].add(definitionCounts(s), entityRef(ix.reporting));
}

/** B_99.01: how many times each closed-list value is used, per column (arrangements and services per contract). */
function definitionCounts(s: RegisterSnapshot): Record<string, string> {
  const count = <T>(items: T[], pick: (t: T) => string | null, code: string) =>
    String(items.filter((t) => pick(t) === code).length);
  const cs = s.contracts;
  return {
    c0010: count(cs, (c) => c.arrangementType, "eba_CO:x1"),
    c0020: count(cs, (c) => c.arrangementType, "eba_CO:x2"),
    c0030: count(cs, (c) => c.arrangementType, "eba_CO:x3"),
    c0040: count(cs, (c) => (c.dataStored ? c.dataSensitiveness : null), "eba_ZZ:x791"),
    c0050: count(cs, (c) => (c.dataStored ? c.dataSensitiveness : null), "eba_ZZ:x792"),
    c0060: count(cs, (c) => (c.dataStored ? c.dataSensitiveness : null), "eba_ZZ:x793"),
    c0070: count(s.functions, (f) => f.discontinuationImpact, "eba_ZZ:x791"),
    c0080: count(s.functions, (f) => f.discontinuationImpact, "eba_ZZ:x792"),
    c0090: count(s.functions, (f) => f.discontinuationImpact, "eba_ZZ:x793"),
    c0100: count(cs, (c) => c.substitutability, "eba_ZZ:x959"),
    c0110: count(cs, (c) => c.substitutability, "eba_ZZ:x960"),
    c0120: count(cs, (c) => c.substitutability, "eba_ZZ:x961"),
    c0130: count(cs, (c) => c.substitutability, "eba_ZZ:x962"),
    c0140: count(cs, (c) => c.reintegration, "eba_ZZ:x798"),
    c0150: count(cs, (c) => c.reintegration, "eba_ZZ:x966"),
    c0160: count(cs, (c) => c.reintegration, "eba_ZZ:x967"),
    c0170: count(cs, (c) => c.discontinuationImpact, "eba_ZZ:x791"),
    c0180: count(cs, (c) => c.discontinuationImpact, "eba_ZZ:x792"),
    c0190: count(cs, (c) => c.discontinuationImpact, "eba_ZZ:x793"),
  };
}
