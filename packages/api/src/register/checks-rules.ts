// The checks across tables: foreign keys (every contract, provider, function, entity and branch a row names is
// reported in its own table), every contract has a provider, a function and a signing entity; then the rules on
// records (checks-records.ts).
import type { BuiltTable, RecordRef } from "./build.js";
import { TEMPLATES, type TemplateId } from "./catalog.js";
import { type ProblemInput, problem, type RegisterProblem } from "./checks.js";
import { recordProblems } from "./checks-records.js";
import type { RegisterSnapshot } from "./snapshot.js";

type Tables = Record<TemplateId, BuiltTable>;

const colIndex = (id: TemplateId, code: string) => {
  const i = TEMPLATES[id].columns.findIndex((c) => c.code === code);
  if (i < 0) throw new Error(`${id} has no column ${code}`);
  return i;
};

const valuesOf = (t: BuiltTable, code: string) => {
  const i = colIndex(t.id, code);
  return new Set(t.rows.map((r) => r[i]!).filter((v) => v !== ""));
};

interface ForeignKey {
  rule: string;
  from: TemplateId;
  column: string;
  to: TemplateId;
  toColumn: string;
  /** The field of the row's record that points to the missing one. */
  field: string;
  what: string;
}

const fk = (rule: string, to: TemplateId, toColumn: string, what: string, refs: [TemplateId, string, string][]) =>
  refs.map(([from, column, field]): ForeignKey => ({ rule, from, column, to, toColumn, field, what }));

export const FOREIGN_KEYS: ForeignKey[] = [
  ...fk("fk-contract", "B_02.01", "c0010", "contractual arrangement", [
    ["B_02.02", "c0010", "reference"],
    ["B_03.01", "c0010", "reference"],
    ["B_03.02", "c0010", "reference"],
    ["B_04.01", "c0010", "reference"],
    ["B_05.02", "c0010", "reference"],
    ["B_07.01", "c0010", "reference"],
    ["B_02.01", "c0030", "overarchingContractId"],
  ]),
  ...fk("fk-provider", "B_05.01", "c0010", "ICT third-party service provider", [
    ["B_02.02", "c0030", "vendorId"],
    ["B_03.02", "c0020", "vendorId"],
    ["B_05.02", "c0030", "subcontractors"],
    ["B_05.02", "c0060", "subcontractors"],
    ["B_07.01", "c0020", "vendorId"],
  ]),
  ...fk("fk-function", "B_06.01", "c0010", "function", [["B_02.02", "c0050", "functions"]]),
  ...fk("fk-entity", "B_01.02", "c0010", "entity", [
    ["B_02.02", "c0020", "functions"],
    ["B_03.01", "c0020", "signingEntityId"],
    ["B_04.01", "c0020", "recipients"],
  ]),
  ...fk("fk-branch", "B_01.03", "c0010", "branch", [["B_04.01", "c0040", "recipients"]]),
];

function foreignKeyProblems(tables: Tables): RegisterProblem[] {
  const out: RegisterProblem[] = [];
  for (const key of FOREIGN_KEYS) {
    const targets = valuesOf(tables[key.to], key.toColumn);
    const table = tables[key.from];
    const i = colIndex(key.from, key.column);
    table.rows.forEach((row, r) => {
      const value = row[i]!;
      // An empty code is the missing identification of the record it belongs to, reported in that record's table.
      if (value === "" || targets.has(value)) return;
      out.push(
        problem({
          template: key.from,
          row: r + 1,
          column: key.column,
          field: key.field,
          rule: key.rule,
          message: `${key.from} row ${r + 1} names the ${key.what} "${value}", which is not in ${key.to}.`,
          params: { value, target: key.to },
          record: table.sources[r]!,
        }),
      );
    });
  }
  return out;
}

const ROWS_BY_RECORD = new WeakMap<BuiltTable, Map<string, number[]>>();

/** Rows of a table that came from a record, 1-based (indexed once per table). */
export function rowsOf(table: BuiltTable, id: string): number[] {
  let index = ROWS_BY_RECORD.get(table);
  if (!index) {
    index = new Map();
    table.sources.forEach((s, i) => {
      const rows = index!.get(s.id);
      if (rows) rows.push(i + 1);
      else index!.set(s.id, [i + 1]);
    });
    ROWS_BY_RECORD.set(table, index);
  }
  return index.get(id) ?? [];
}

export function contractProblems(s: RegisterSnapshot, tables: Tables): RegisterProblem[] {
  const out: RegisterProblem[] = [];
  const providerCode = colIndex("B_03.02", "c0020");
  for (const c of s.contracts) {
    const record: RecordRef = { kind: "contract", id: c.id, label: `${c.reference} ${c.name}` };
    const at = (template: TemplateId, p: Omit<ProblemInput, "template" | "record" | "row">) =>
      out.push(problem({ template, record, row: rowsOf(tables[template], c.id)[0] ?? null, ...p }));
    const providerRows = rowsOf(tables["B_03.02"], c.id);
    if (!providerRows.some((r) => tables["B_03.02"].rows[r - 1]![providerCode] !== "")) {
      at("B_03.02", {
        column: "c0020",
        field: "vendorId",
        rule: "contract-provider",
        message: `${c.reference} has no identified ICT third-party service provider in B_03.02.`,
        params: { reference: c.reference },
      });
    }
    if (c.functionIds.length === 0) {
      at("B_02.02", {
        column: "c0050",
        field: "functions",
        rule: "contract-function",
        message: `${c.reference} supports no function of an entity in scope, so it has no B_02.02 row.`,
        params: { reference: c.reference },
      });
    }
    if (!c.signingEntity) {
      at("B_03.01", {
        column: "c0020",
        field: "signingEntityId",
        rule: "contract-signing-entity",
        message: `${c.reference} names no entity of the group that signed it (B_03.01).`,
        params: { reference: c.reference },
      });
    } else if (!c.signingEntity.lei) {
      at("B_03.01", {
        column: "c0020",
        field: "signingEntityId",
        rule: "mandatory",
        message: `The entity that signed ${c.reference} (${c.signingEntity.name}) has no LEI.`,
        params: { label: TEMPLATES["B_03.01"].columns[1]!.label },
      });
    }
  }
  return out;
}

export function crossTableProblems(s: RegisterSnapshot, tables: Tables, today: string): RegisterProblem[] {
  return [...foreignKeyProblems(tables), ...contractProblems(s, tables), ...recordProblems(s, tables, today)];
}
