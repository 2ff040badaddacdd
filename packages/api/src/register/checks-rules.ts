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
  ...fk("fk-function", "B_06.01", "c0010", "function", [["B_02.02", "c0050", "functionIds"]]),
  ...fk("fk-entity", "B_01.02", "c0010", "entity", [
    ["B_02.02", "c0020", "functionIds"],
    ["B_03.01", "c0020", "signingEntityId"],
    ["B_04.01", "c0020", "recipients"],
  ]),
  ...fk("fk-branch", "B_01.03", "c0010", "branch", [["B_04.01", "c0040", "recipients"]]),
];

function foreignKeyProblems(s: RegisterSnapshot, tables: Tables): RegisterProblem[] {
  const out: RegisterProblem[] = [];
  for (const key of FOREIGN_KEYS) {
    // In an individual report a contract signed by an entity outside its scope (a parent signing for a subsidiary)
    // is legitimate and nothing on the contract's screen could change it: a warning. Consolidated: blocking.
    const outsideSigner = !s.scope.consolidated && key.from === "B_03.01" && key.column === "c0020";
    const targets = valuesOf(tables[key.to], key.toColumn);
    const table = tables[key.from];
    const i = colIndex(key.from, key.column);
    table.rows.forEach((row, r) => {
      const value = row[i]!;
      // An empty code is the missing identification of the record it belongs to, reported in that record's table.
      if (value === "" || targets.has(value)) return;
      if (outsideSigner) {
        out.push(
          problem({
            severity: "warning",
            template: key.from,
            row: r + 1,
            column: key.column,
            field: key.field,
            rule: "signer-outside-scope",
            message: `${key.from} row ${r + 1}: the arrangement is signed by an entity outside this report's scope ("${value}").`,
            params: { value },
            record: table.sources[r]!,
          }),
        );
        return;
      }
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

interface CompositeKey {
  rule: string;
  from: TemplateId;
  columns: string[];
  to: TemplateId;
  toColumns: string[];
  field: string;
  what: string;
}

/** Pairs of columns a row names that must be a pair of another table (the EBA's cross-table rules). */
export const COMPOSITE_KEYS: CompositeKey[] = [
  {
    rule: "fk-supply-chain-service",
    from: "B_05.02",
    columns: ["c0010", "c0020"],
    to: "B_02.02",
    toColumns: ["c0010", "c0060"],
    field: "ictServiceType",
    what: "arrangement and ICT service type",
  },
  {
    rule: "fk-using-entity",
    from: "B_02.02",
    columns: ["c0010", "c0020"],
    to: "B_04.01",
    toColumns: ["c0010", "c0020"],
    field: "recipients",
    what: "arrangement and entity using it",
  },
];

function compositeKeyProblems(tables: Tables): RegisterProblem[] {
  const out: RegisterProblem[] = [];
  for (const key of COMPOSITE_KEYS) {
    const to = key.toColumns.map((c) => colIndex(key.to, c));
    const from = key.columns.map((c) => colIndex(key.from, c));
    const pairs = new Set(tables[key.to].rows.map((row) => to.map((i) => row[i]).join("\u0000")));
    // A contract with no row at all in the target table is reported once, by contract-function / its own rule.
    const present = new Set(tables[key.to].rows.map((row) => row[to[0]!]));
    const table = tables[key.from];
    table.rows.forEach((row, r) => {
      const values = from.map((i) => row[i]!);
      if (values.some((v) => v === "") || !present.has(values[0]) || pairs.has(values.join("\u0000"))) return;
      out.push(
        problem({
          template: key.from,
          row: r + 1,
          column: key.columns[1]!,
          field: key.field,
          rule: key.rule,
          message: `${key.from} row ${r + 1} names the ${key.what} (${values.join(", ")}), which is not in ${key.to}.`,
          params: { value: values[1]!, reference: values[0]!, target: key.to },
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
    // A provider without any code is reported on its own B_05.01 row (mandatory c0010, its LEI); this rule is for
    // the one that has no B_05.01 row at all. Either way the fix is on the vendor's record.
    const unidentified = !providerRows.some((r) => tables["B_03.02"].rows[r - 1]![providerCode] !== "");
    if (unidentified && rowsOf(tables["B_05.01"], c.vendorId).length === 0) {
      out.push(
        problem({
          template: "B_03.02",
          row: providerRows[0] ?? null,
          column: "c0020",
          field: "lei",
          rule: "contract-provider",
          message: `${c.reference} has no identified ICT third-party service provider in B_03.02.`,
          params: { reference: c.reference },
          record: { kind: "vendor", id: c.vendorId, label: `${c.reference} provider` },
        }),
      );
    }
    if (c.functionIds.length === 0) {
      at("B_02.02", {
        column: "c0050",
        field: "functionIds",
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
    }
    // A signer without LEI: B_03.01 c0020's own mandatory rule (checks.ts COLUMN_FIELDS).
  }
  return out;
}

export function crossTableProblems(s: RegisterSnapshot, tables: Tables, today: string): RegisterProblem[] {
  return [
    ...foreignKeyProblems(s, tables),
    ...compositeKeyProblems(tables),
    ...contractProblems(s, tables),
    ...recordProblems(s, tables, today),
  ];
}
