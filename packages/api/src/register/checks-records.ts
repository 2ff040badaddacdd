// The checks on records: supply-chain ranks, dates in range, the ITS's conditional mandatory fields, and the
// advisory warnings (Latin name, mixed currencies, exit plan not tested in the last 12 months).
import { addYears } from "../lib/dates.js";
import type { BuiltTable, RecordRef } from "./build.js";
import { endedOn, indexSnapshot } from "./build.js";
import { providersInOrder, totalExpense, vendorRef } from "./build-providers.js";
import type { TemplateId } from "./catalog.js";
import { type ProblemInput, problem, type RegisterProblem } from "./checks.js";
import { rowsOf } from "./checks-rules.js";
import type { RegisterSnapshot, SnapshotContract } from "./snapshot.js";

type Tables = Record<TemplateId, BuiltTable>;

/** Letters of a script other than Latin (digits, punctuation and accents are common to all scripts). */
const NON_LATIN = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;

function supplyChainProblems(c: SnapshotContract, tables: Tables, add: (p: Omit<ProblemInput, "record">) => void) {
  // B_05.02 rows of the contract: rank 1 (the provider), then its subcontractors in the snapshot's order.
  const rows = rowsOf(tables["B_05.02"], c.id);
  const ranks = new Set([1, ...c.subcontractors.map((s) => s.rank)]);
  const atRank = (rank: number) =>
    rank === 1 ? [c.vendorId] : c.subcontractors.filter((s) => s.rank === rank).map((s) => s.vendorId);
  c.subcontractors.forEach((sc, i) => {
    const at = { template: "B_05.02" as const, row: rows[i + 1] ?? null, column: "c0050", field: "subcontractors" };
    const params = { reference: c.reference, rank: sc.rank };
    if (sc.rank < 2) {
      add({
        ...at,
        rule: "rank-start",
        message: `${c.reference}: a subcontractor has rank ${sc.rank}; rank 1 is the provider itself, subcontractors start at 2.`,
        params,
      });
      return;
    }
    if (!ranks.has(sc.rank - 1)) {
      add({
        ...at,
        rule: "rank-gap",
        message: `${c.reference}: rank ${sc.rank} has no rank ${sc.rank - 1} above it in the supply chain.`,
        params,
      });
      return;
    }
    const recipient = sc.recipientVendorId ?? c.vendorId;
    if (!atRank(sc.rank - 1).includes(recipient)) {
      add({
        ...at,
        column: "c0060",
        rule: "rank-recipient",
        message: `${c.reference}: the subcontractor at rank ${sc.rank} serves a provider that is not at rank ${sc.rank - 1}.`,
        params,
      });
    }
  });
}

function contractDateProblems(
  c: SnapshotContract,
  s: RegisterSnapshot,
  tables: Tables,
  today: string,
  add: (p: Omit<ProblemInput, "record">) => void,
) {
  const row02 = rowsOf(tables["B_02.02"], c.id)[0] ?? null;
  const row07 = rowsOf(tables["B_07.01"], c.id)[0] ?? null;
  const ref = s.scope.referenceDate;
  const end = c.terminatedOn ?? c.endDate;
  if (end && end < c.startDate) {
    add({
      template: "B_02.02",
      row: row02,
      column: "c0080",
      field: c.terminatedOn ? "terminatedAt" : "endDate",
      rule: "date-order",
      message: `${c.reference} ends (${end}) before it starts (${c.startDate}).`,
      params: { start: c.startDate, end },
    });
  }
  if (c.lastAuditOn && c.lastAuditOn > ref) {
    add({
      template: "B_07.01",
      row: row07,
      column: "c0070",
      field: "lastAuditOn",
      rule: "date-after-reference",
      message: `${c.reference}: the last audit (${c.lastAuditOn}) is after the reference date ${ref}.`,
      params: { date: c.lastAuditOn, referenceDate: ref },
    });
  }
  if (c.exitPlanTestedOn && c.exitPlanTestedOn > today) {
    add({
      template: "B_07.01",
      row: row07,
      column: "c0080",
      field: "exitPlanTestedOn",
      rule: "exit-plan-future",
      message: `${c.reference}: the exit plan's test date (${c.exitPlanTestedOn}) is in the future.`,
      params: { date: c.exitPlanTestedOn },
    });
  } else if (c.exitPlanExists && (!c.exitPlanTestedOn || c.exitPlanTestedOn < addYears(today, -1))) {
    add({
      severity: "warning",
      template: "B_07.01",
      row: row07,
      column: "c0080",
      field: "exitPlanTestedOn",
      rule: "exit-plan-untested",
      message: `${c.reference}: the exit plan has not been tested in the last 12 months.`,
      params: { date: c.exitPlanTestedOn ?? "" },
    });
  }
}

function contractConditionals(
  c: SnapshotContract,
  ref: string,
  tables: Tables,
  add: (p: Omit<ProblemInput, "record">) => void,
) {
  const row02 = rowsOf(tables["B_02.02"], c.id)[0] ?? null;
  const row07 = rowsOf(tables["B_07.01"], c.id)[0] ?? null;
  // Ended on the reference date (not today): one terminated or expiring after it was running on it.
  if (endedOn(c, ref) != null && !c.terminationReasonCode) {
    add({
      template: "B_02.02",
      row: row02,
      column: "c0090",
      field: "terminationReasonCode",
      rule: "termination-reason",
      message: `${c.reference} has ended: the reason of its termination or ending is mandatory.`,
      params: { reference: c.reference },
    });
  }
  if (c.dataStored === true && c.dataStorageCountries.length === 0) {
    add({
      template: "B_02.02",
      row: row02,
      column: "c0150",
      field: "dataStorageCountries",
      rule: "data-location",
      message: `${c.reference} stores data: the location of the data at rest is mandatory.`,
      params: { reference: c.reference },
    });
  }
  if (c.dataStored === true && !c.dataSensitiveness) {
    add({
      template: "B_02.02",
      row: row02,
      column: "c0170",
      field: "dataSensitiveness",
      rule: "data-sensitiveness",
      message: `${c.reference} stores data: the sensitiveness of the data is mandatory.`,
      params: { reference: c.reference },
    });
  }
  if (c.substitutability && c.substitutability !== "eba_ZZ:x962" && !c.nonSubstitutabilityReason) {
    add({
      template: "B_07.01",
      row: row07,
      column: "c0060",
      field: "nonSubstitutabilityReason",
      rule: "substitutability-reason",
      message: `${c.reference} is not easily substitutable: the reason is mandatory.`,
      params: { reference: c.reference },
    });
  }
}

export function recordProblems(s: RegisterSnapshot, tables: Tables, today: string): RegisterProblem[] {
  const out: RegisterProblem[] = [];
  const ix = indexSnapshot(s);
  const ref = s.scope.referenceDate;

  for (const c of s.contracts) {
    const record: RecordRef = { kind: "contract", id: c.id, label: `${c.reference} ${c.name}` };
    const add = (p: Omit<ProblemInput, "record">) => out.push(problem({ ...p, record }));
    supplyChainProblems(c, tables, add);
    contractDateProblems(c, s, tables, today, add);
    contractConditionals(c, ref, tables, add);
  }

  for (const f of s.functions) {
    const record: RecordRef = { kind: "function", id: f.id, label: `${f.identifier} ${f.name}` };
    const row = rowsOf(tables["B_06.01"], f.id)[0] ?? null;
    const at = { template: "B_06.01" as const, row, record };
    if (f.criticality === "eba_BT:x28") {
      for (const [field, column, what] of [
        ["rtoHours", "c0080", "recovery time objective"],
        ["rpoHours", "c0090", "recovery point objective"],
      ] as const) {
        if (f[field] == null) {
          out.push(
            problem({
              ...at,
              column,
              field,
              rule: "critical-rto-rpo",
              message: `${f.identifier} is critical or important: its ${what} is mandatory.`,
              params: { identifier: f.identifier },
            }),
          );
        }
      }
    }
    if (f.lastAssessedOn && f.lastAssessedOn > ref) {
      out.push(
        problem({
          ...at,
          column: "c0070",
          field: "lastAssessedOn",
          rule: "date-after-reference",
          message: `${f.identifier}: the last assessment (${f.lastAssessedOn}) is after the reference date ${ref}.`,
          params: { date: f.lastAssessedOn, referenceDate: ref },
        }),
      );
    }
  }

  for (const e of s.entities) {
    if (e.kind !== "entity" || !e.deletedOn || e.deletedOn >= e.integratedOn) continue;
    out.push(
      problem({
        template: "B_01.02",
        row: rowsOf(tables["B_01.02"], e.id)[0] ?? null,
        column: "c0090",
        field: "deletedOn",
        rule: "date-order",
        message: `${e.name} left the register (${e.deletedOn}) before it entered it (${e.integratedOn}).`,
        params: { start: e.integratedOn, end: e.deletedOn },
        record: { kind: "entity", id: e.id, label: e.name },
      }),
    );
  }

  const byProvider = new Map<string, SnapshotContract[]>();
  for (const c of s.contracts) {
    const list = byProvider.get(c.vendorId);
    if (list) list.push(c);
    else byProvider.set(c.vendorId, [c]);
  }
  for (const v of providersInOrder(s, ix)) {
    const record = vendorRef(v);
    const row = rowsOf(tables["B_05.01"], v.id)[0] ?? null;
    const legal = v.legalName ?? v.name;
    if (NON_LATIN.test(legal) && !v.latinName?.trim()) {
      out.push(
        problem({
          severity: "warning",
          template: "B_05.01",
          row,
          column: "c0060",
          field: "latinName",
          rule: "latin-name",
          message: `${legal}: the legal name is not in the Latin alphabet; give its name in Latin letters.`,
          params: { name: legal },
          record,
        }),
      );
    }
    const expense = totalExpense(byProvider.get(v.id) ?? [], ix.reporting.currency);
    if (expense.currencies.length > 1) {
      out.push(
        problem({
          severity: "warning",
          template: "B_05.01",
          row,
          column: "c0100",
          // The costs are the contracts'; the vendor's form has no field for them: the link opens the vendor.
          field: "",
          rule: "mixed-currencies",
          message: `${legal}: its contracts' annual costs are in ${expense.currencies.join(", ")}; the total counts only those in ${expense.currency}.`,
          params: { currencies: expense.currencies.join(", "), currency: expense.currency },
          record,
        }),
      );
    }
  }
  return out;
}
