// The DORA Register of Information's 15 tables from a snapshot, one row per the ITS's rule (Commission Implementing
// Regulation (EU) 2024/2956, Annex I and its instructions), with the catalog's column codes. Pure: what it writes is
// what the checks read and what the package holds. Each row keeps the record it came from (`sources`).

import { buildProviderTables } from "./build-providers.js";
import { COUNTRY_NOT_APPLICABLE, OPEN_DATE, TEMPLATE_IDS, TEMPLATES, type TemplateId } from "./catalog.js";
import { cell, identify } from "./format.js";
import type { RecordRef } from "./links.js";
import type { RegisterSnapshot, SnapshotContract, SnapshotEntity } from "./snapshot.js";

export type { RecordRef } from "./links.js";

export interface BuiltTable {
  id: TemplateId;
  columns: string[];
  rows: string[][];
  sources: RecordRef[];
}

export type BuiltTables = Record<TemplateId, BuiltTable>;

/** A table being filled: rows given as { c0010: "…" } so a column is never misplaced. */
export class TableBuilder {
  readonly table: BuiltTable;
  constructor(id: TemplateId) {
    this.table = { id, columns: TEMPLATES[id].columns.map((c) => c.code), rows: [], sources: [] };
  }
  add(values: Record<string, string>, source: RecordRef) {
    const unknown = Object.keys(values).filter((k) => !this.table.columns.includes(k));
    if (unknown.length) throw new Error(`${this.table.id} has no column ${unknown.join(", ")}`);
    this.table.rows.push(this.table.columns.map((c) => values[c] ?? ""));
    this.table.sources.push(source);
  }
}

export const entityRef = (e: { id: string; name: string }): RecordRef => ({ kind: "entity", id: e.id, label: e.name });
export const contractRef = (c: SnapshotContract): RecordRef => ({
  kind: "contract",
  id: c.id,
  label: `${c.reference} ${c.name}`,
});

/** Lookups shared by the builders and the checks. */
export function indexSnapshot(s: RegisterSnapshot) {
  const entities = new Map(s.entities.map((e) => [e.id, e]));
  const functions = new Map(s.functions.map((f) => [f.id, f]));
  const vendors = new Map(s.vendors.map((v) => [v.id, v]));
  const reporting = entities.get(s.reportingEntityId)!;
  /** Entities in scope using a contract: its recipients, else its signing entity when that is in scope. */
  const usersOf = (c: SnapshotContract): { entity: SnapshotEntity; branch: SnapshotEntity | null }[] => {
    const users = c.recipients
      .map((r) => ({
        entity: entities.get(r.entityId)!,
        branch: r.branchId ? (entities.get(r.branchId) ?? null) : null,
      }))
      .filter((u) => u.entity);
    if (users.length) return users;
    const signer = c.signingEntity ? entities.get(c.signingEntity.id) : undefined;
    return signer && signer.kind === "entity" ? [{ entity: signer, branch: null }] : [];
  };
  return { entities, functions, vendors, reporting, usersOf };
}

export type SnapshotIndex = ReturnType<typeof indexSnapshot>;

/**
 * The day a contract ended, when that is on or before the reference date: its termination date, else (terminated or
 * expired) its end date. A contract terminated or expiring after the reference date was running on it: null.
 */
export function endedOn(c: SnapshotContract, referenceDate: string): string | null {
  const end = c.terminatedOn ?? (c.status === "terminated" || c.status === "expired" ? c.endDate : null);
  return end != null && end <= referenceDate ? end : null;
}

export function buildTables(s: RegisterSnapshot): BuiltTables {
  const ix = indexSnapshot(s);
  const b = Object.fromEntries(TEMPLATE_IDS.map((id) => [id, new TableBuilder(id)])) as Record<
    TemplateId,
    TableBuilder
  >;
  const { reporting } = ix;

  b["B_01.01"].add(
    {
      c0010: cell.text(reporting.lei),
      c0020: reporting.name,
      c0030: cell.country(reporting.country),
      c0040: cell.text(reporting.entityType),
      c0050: cell.text(reporting.competentAuthority),
      c0060: s.scope.referenceDate,
    },
    entityRef(reporting),
  );

  for (const e of s.entities) {
    if (e.kind === "entity") {
      b["B_01.02"].add(
        {
          c0010: cell.text(e.lei),
          c0020: e.name,
          c0030: cell.country(e.country),
          c0040: cell.text(e.entityType),
          c0050: cell.text(e.hierarchy),
          // An entity without a parent is its own direct parent (the ITS wants the column filled).
          c0060: cell.text(e.parentId ? e.parentLei : e.lei),
          c0070: e.updatedOn,
          c0080: e.integratedOn,
          c0090: e.deletedOn ?? OPEN_DATE,
          c0100: cell.currency(e.currency),
          c0110: cell.text(e.totalAssets),
        },
        entityRef(e),
      );
    } else {
      b["B_01.03"].add(
        {
          c0010: cell.text(e.branchCode),
          c0020: cell.text(e.parentLei),
          c0030: e.name,
          c0040: cell.country(e.country),
        },
        entityRef(e),
      );
    }
  }

  for (const c of s.contracts) {
    const ref = contractRef(c);
    const provider = identify(ix.vendors.get(c.vendorId));
    b["B_02.01"].add(
      {
        c0010: c.reference,
        c0020: c.arrangementType,
        c0030: cell.text(c.overarchingReference),
        c0040: cell.currency(c.currency),
        c0050: cell.text(c.annualCost),
      },
      ref,
    );
    // One row per function the contract supports (the using entity is the function's entity: B_06.01 is keyed by
    // function and entity) × data-at-rest country × data-management country — c0150 and c0160 are key columns, so
    // every location is a row of its own. No data stored: one row, the locations "not applicable".
    const ended = endedOn(c, s.scope.referenceDate);
    const stored = c.dataStored === true;
    const places = (list: string[]) =>
      stored ? (list.length ? list.map(cell.country) : [""]) : [COUNTRY_NOT_APPLICABLE];
    for (const fid of c.functionIds) {
      const f = ix.functions.get(fid)!;
      for (const storage of places(c.dataStorageCountries)) {
        for (const processing of places(c.dataProcessingCountries)) {
          b["B_02.02"].add(
            {
              c0010: c.reference,
              c0020: cell.text(ix.entities.get(f.entityId)?.lei),
              c0030: provider.code,
              c0040: provider.type,
              c0050: f.identifier,
              c0060: c.ictServiceType,
              c0070: c.startDate,
              c0080: ended ?? c.endDate ?? OPEN_DATE,
              c0090: ended ? cell.text(c.terminationReasonCode) : "",
              c0100: cell.integer(c.noticePeriodDays),
              c0110: cell.integer(c.providerNoticePeriodDays),
              c0120: cell.country(c.governingLawCountry),
              c0130: cell.country(c.provisionCountry),
              c0140: cell.yesNo(c.dataStored),
              c0150: storage,
              c0160: processing,
              c0170: stored ? cell.text(c.dataSensitiveness) : "",
              c0180: cell.text(c.relianceLevel),
            },
            ref,
          );
        }
      }
    }
    // B_02.03 (intra-group arrangements) stays empty: the platform models no link between two contracts of the
    // group other than the overarching one, which B_02.01.0030 carries.
    if (c.signingEntity) {
      b["B_03.01"].add({ c0010: c.reference, c0020: cell.text(c.signingEntity.lei), c0030: "true" }, ref);
    }
    b["B_03.02"].add({ c0010: c.reference, c0020: provider.code, c0030: provider.type }, ref);
    // B_03.03 (entities of the group providing ICT services within it) stays empty: the platform's providers are
    // vendors outside the group; no intra-group provision is modelled.
    for (const u of ix.usersOf(c)) {
      b["B_04.01"].add(
        {
          c0010: c.reference,
          c0020: cell.text(u.entity.lei),
          c0030: u.branch ? "eba_ZZ:x838" : "eba_ZZ:x839",
          c0040: cell.text(u.branch?.branchCode),
        },
        ref,
      );
    }
  }

  buildProviderTables(s, ix, b);

  for (const f of s.functions) {
    b["B_06.01"].add(
      {
        c0010: f.identifier,
        c0020: cell.text(f.licensedActivity),
        c0030: f.name,
        c0040: cell.text(ix.entities.get(f.entityId)?.lei),
        c0050: f.criticality,
        c0060: cell.text(f.criticalityReasons),
        c0070: cell.date(f.lastAssessedOn),
        c0080: cell.integer(f.rtoHours),
        c0090: cell.integer(f.rpoHours),
        c0100: cell.text(f.discontinuationImpact),
      },
      { kind: "function", id: f.id, label: `${f.identifier} ${f.name}` },
    );
  }

  return Object.fromEntries(TEMPLATE_IDS.map((id) => [id, b[id].table])) as BuiltTables;
}
