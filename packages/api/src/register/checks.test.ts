// Every check rule fires on a record made to break it, at the right table, row, column and field, with the link
// to that record; none fires on the clean fixture.
import { describe, expect, it } from "vitest";
import { type BuiltTables, buildTables } from "./build.js";
import { type RegisterProblem, runChecks } from "./checks.js";
import { cleanSnapshot, TODAY } from "./fixtures/snapshot.js";
import { recordLink } from "./links.js";
import type { RegisterSnapshot } from "./snapshot.js";

type Break = (s: RegisterSnapshot) => void;
type Expect = Partial<Omit<RegisterProblem, "record">> & { rule: string; recordId: string };

const contract = (s: RegisterSnapshot, id: string) => s.contracts.find((c) => c.id === id)!;
const vendor = (s: RegisterSnapshot, id: string) => s.vendors.find((v) => v.id === id)!;
const fn = (s: RegisterSnapshot, id: string) => s.functions.find((f) => f.id === id)!;

function check(breakIt: Break, breakTables?: (t: BuiltTables) => void) {
  const s = cleanSnapshot();
  breakIt(s);
  const tables = buildTables(s);
  breakTables?.(tables);
  return runChecks(s, tables, TODAY);
}

const CASES: [string, Break, Expect, ((t: BuiltTables) => void)?][] = [
  [
    "an entity without LEI",
    (s) => {
      s.entities[1]!.lei = null;
    },
    { rule: "mandatory", template: "B_01.02", row: 2, column: "c0010", field: "lei", recordId: "e-sub" },
  ],
  [
    "a mistyped entity LEI",
    (s) => {
      s.entities[1]!.lei = "529900T8BM49AURSDO56";
    },
    { rule: "lei-check-digits", template: "B_01.02", row: 2, column: "c0010", field: "lei", recordId: "e-sub" },
  ],
  [
    "a short entity LEI",
    (s) => {
      s.entities[1]!.lei = "529900T8BM49AURSDO5";
    },
    { rule: "lei-format", template: "B_01.02", column: "c0010", recordId: "e-sub" },
  ],
  [
    "a provider LEI with wrong check digits",
    (s) => {
      vendor(s, "v-apple").lei = "HWUPKR0MPOU8FGXBT395";
    },
    { rule: "lei-check-digits", template: "B_05.01", row: 1, column: "c0010", field: "lei", recordId: "v-apple" },
  ],
  [
    "an unknown country",
    (s) => {
      vendor(s, "v-host").country = "XX";
    },
    { rule: "country-iso3166", template: "B_05.01", row: 2, column: "c0080", field: "country", recordId: "v-host" },
  ],
  [
    "an unknown currency",
    (s) => {
      contract(s, "c-1").currency = "EUX";
    },
    { rule: "currency-iso4217", template: "B_02.01", row: 1, column: "c0040", field: "currency", recordId: "c-1" },
  ],
  [
    "a value outside the closed list",
    (s) => {
      contract(s, "c-2").relianceLevel = "eba_ZZ:x999";
    },
    { rule: "closed-list", template: "B_02.02", row: 2, column: "c0180", field: "relianceLevel", recordId: "c-2" },
  ],
  [
    "an annual cost with three decimals",
    (s) => {
      contract(s, "c-1").annualCost = "12.345";
    },
    { rule: "monetary-format", template: "B_02.01", column: "c0050", field: "annualCost", recordId: "c-1" },
  ],
  [
    "a negative recovery time",
    (s) => {
      fn(s, "f-pay").rtoHours = -4;
    },
    { rule: "integer-format", template: "B_06.01", row: 2, column: "c0080", field: "rtoHours", recordId: "f-pay" },
  ],
  [
    "an impossible date",
    (s) => {
      fn(s, "f-pay").lastAssessedOn = "2026-02-30";
    },
    { rule: "date-format", template: "B_06.01", column: "c0070", field: "lastAssessedOn", recordId: "f-pay" },
  ],
  [
    "a missing annual cost",
    (s) => {
      contract(s, "c-2").annualCost = null;
    },
    { rule: "mandatory", template: "B_02.01", row: 2, column: "c0050", field: "annualCost", recordId: "c-2" },
  ],
  [
    "a link that is not a boolean",
    () => {},
    { rule: "boolean-format", template: "B_03.01", row: 1, column: "c0030", recordId: "c-1" },
    (t) => {
      t["B_03.01"].rows[0]![2] = "yes";
    },
  ],
  [
    "two contracts with one reference",
    (s) => {
      contract(s, "c-3").reference = "CT-2026-0002";
    },
    { rule: "duplicate-key", template: "B_02.01", row: 3, column: "c0010", recordId: "c-3" },
  ],
  [
    "an overarching contract outside the register",
    (s) => {
      contract(s, "c-3").overarchingReference = "CT-2025-0999";
    },
    {
      rule: "fk-contract",
      template: "B_02.01",
      row: 3,
      column: "c0030",
      field: "overarchingContractId",
      recordId: "c-3",
    },
  ],
  [
    "a supply chain naming a provider not in B_05.01",
    (s) => {
      contract(s, "c-1").subcontractors[0]!.recipientVendorId = "v-parent";
    },
    { rule: "fk-provider", template: "B_05.02", row: 2, column: "c0060", field: "subcontractors", recordId: "c-1" },
  ],
  [
    "a function not in B_06.01",
    () => {},
    { rule: "fk-function", template: "B_02.02", row: 1, column: "c0050", field: "functions", recordId: "c-1" },
    (t) => {
      t["B_02.02"].rows[0]![4] = "F-GONE";
    },
  ],
  [
    "a signing entity outside the scope",
    (s) => {
      contract(s, "c-3").signingEntity = { id: "x", name: "Other bank", lei: "213800WAVVOPS85N2205" };
    },
    { rule: "fk-entity", template: "B_03.01", row: 3, column: "c0020", field: "signingEntityId", recordId: "c-3" },
  ],
  [
    "a branch not in B_01.03",
    () => {},
    { rule: "fk-branch", template: "B_04.01", row: 2, column: "c0040", field: "recipients", recordId: "c-1" },
    (t) => {
      t["B_04.01"].rows[1]![3] = "NOPE";
    },
  ],
  [
    "a provider with no identification",
    (s) => void Object.assign(vendor(s, "v-apple"), { lei: null, registrationNumber: null }),
    { rule: "contract-provider", template: "B_03.02", row: 1, column: "c0020", field: "vendorId", recordId: "c-1" },
  ],
  [
    "a contract supporting no function",
    (s) => {
      contract(s, "c-3").functionIds = [];
    },
    { rule: "contract-function", template: "B_02.02", row: null, column: "c0050", field: "functions", recordId: "c-3" },
  ],
  [
    "a contract without signing entity",
    (s) => {
      contract(s, "c-2").signingEntity = null;
    },
    { rule: "contract-signing-entity", template: "B_03.01", row: null, field: "signingEntityId", recordId: "c-2" },
  ],
  [
    "a subcontractor at rank 1",
    (s) => {
      contract(s, "c-1").subcontractors[0]!.rank = 1;
    },
    { rule: "rank-start", template: "B_05.02", row: 2, column: "c0050", field: "subcontractors", recordId: "c-1" },
  ],
  [
    "a gap in the ranks",
    (s) => {
      contract(s, "c-1").subcontractors[1]!.rank = 4;
    },
    { rule: "rank-gap", template: "B_05.02", row: 3, column: "c0050", recordId: "c-1" },
  ],
  [
    "a rank-3 subcontractor serving the provider",
    (s) => {
      contract(s, "c-1").subcontractors[1]!.recipientVendorId = null;
    },
    { rule: "rank-recipient", template: "B_05.02", row: 3, column: "c0060", recordId: "c-1" },
  ],
  [
    "a contract ending before it starts",
    (s) => {
      contract(s, "c-2").endDate = "2025-01-01";
    },
    { rule: "date-order", template: "B_02.02", row: 2, column: "c0080", field: "endDate", recordId: "c-2" },
  ],
  [
    "an entity leaving before it entered",
    (s) => {
      s.entities[1]!.deletedOn = "2025-05-01";
    },
    { rule: "date-order", template: "B_01.02", row: 2, column: "c0090", field: "deletedOn", recordId: "e-sub" },
  ],
  [
    "an audit after the reference date",
    (s) => {
      contract(s, "c-3").lastAuditOn = "2027-01-10";
    },
    {
      rule: "date-after-reference",
      template: "B_07.01",
      row: 3,
      column: "c0070",
      field: "lastAuditOn",
      recordId: "c-3",
    },
  ],
  [
    "an assessment after the reference date",
    (s) => {
      fn(s, "f-lend").lastAssessedOn = "2027-02-01";
    },
    { rule: "date-after-reference", template: "B_06.01", row: 1, column: "c0070", recordId: "f-lend" },
  ],
  [
    "an exit plan tested in the future",
    (s) => {
      contract(s, "c-1").exitPlanTestedOn = "2026-12-15";
    },
    {
      rule: "exit-plan-future",
      severity: "blocking",
      template: "B_07.01",
      row: 1,
      field: "exitPlanTestedOn",
      recordId: "c-1",
    },
  ],
  [
    "an exit plan last tested 13 months ago",
    (s) => {
      contract(s, "c-1").exitPlanTestedOn = "2025-10-28";
    },
    {
      rule: "exit-plan-untested",
      severity: "warning",
      template: "B_07.01",
      row: 1,
      column: "c0080",
      field: "exitPlanTestedOn",
      recordId: "c-1",
    },
  ],
  [
    "a terminated contract without reason",
    (s) => {
      contract(s, "c-3").terminationReasonCode = null;
    },
    {
      rule: "termination-reason",
      template: "B_02.02",
      row: 4,
      column: "c0090",
      field: "terminationReasonCode",
      recordId: "c-3",
    },
  ],
  [
    "stored data without location",
    (s) => {
      contract(s, "c-1").dataStorageCountries = [];
    },
    {
      rule: "data-location",
      template: "B_02.02",
      row: 1,
      column: "c0150",
      field: "dataStorageCountries",
      recordId: "c-1",
    },
  ],
  [
    "stored data without sensitiveness",
    (s) => {
      contract(s, "c-1").dataSensitiveness = null;
    },
    { rule: "data-sensitiveness", template: "B_02.02", row: 1, column: "c0170", recordId: "c-1" },
  ],
  [
    "a hard-to-substitute service without reason",
    (s) => {
      contract(s, "c-1").nonSubstitutabilityReason = null;
    },
    {
      rule: "substitutability-reason",
      template: "B_07.01",
      row: 1,
      column: "c0060",
      field: "nonSubstitutabilityReason",
      recordId: "c-1",
    },
  ],
  [
    "a critical function without RPO",
    (s) => {
      fn(s, "f-pay").rpoHours = null;
    },
    { rule: "critical-rto-rpo", template: "B_06.01", row: 2, column: "c0090", field: "rpoHours", recordId: "f-pay" },
  ],
  [
    "a non-Latin legal name without Latin name",
    (s) => {
      vendor(s, "v-dc").latinName = null;
    },
    {
      rule: "latin-name",
      severity: "warning",
      template: "B_05.01",
      row: 3,
      column: "c0060",
      field: "latinName",
      recordId: "v-dc",
    },
  ],
  [
    "a provider's contracts in two currencies",
    (s) => {
      contract(s, "c-3").currency = "EUR";
    },
    { rule: "mixed-currencies", severity: "warning", template: "B_05.01", row: 4, column: "c0100", recordId: "v-bbg" },
  ],
];

describe("runChecks", () => {
  it("finds nothing on the clean fixture", () => {
    expect(runChecks(cleanSnapshot(), buildTables(cleanSnapshot()), TODAY)).toEqual([]);
  });

  it.each(CASES)("fires on %s", (_name, breakIt, want, breakTables) => {
    const problems = check(breakIt, breakTables);
    const { recordId, ...fields } = want;
    const hit = problems.find((p) => p.rule === want.rule && p.record.id === recordId);
    expect(hit, JSON.stringify(problems, null, 1)).toBeDefined();
    expect(hit).toMatchObject({ severity: "blocking", ...fields });
    expect(hit!.link).toBe(recordLink(hit!.record, hit!.field));
    expect(hit!.message.length).toBeGreaterThan(10);
  });

  it("covers every rule the checks know", () => {
    const rules = new Set(CASES.map(([, , want]) => want.rule));
    expect([...rules].sort()).toEqual(
      [
        "boolean-format",
        "closed-list",
        "contract-function",
        "contract-provider",
        "contract-signing-entity",
        "country-iso3166",
        "critical-rto-rpo",
        "currency-iso4217",
        "data-location",
        "data-sensitiveness",
        "date-after-reference",
        "date-format",
        "date-order",
        "duplicate-key",
        "exit-plan-future",
        "exit-plan-untested",
        "fk-branch",
        "fk-contract",
        "fk-entity",
        "fk-function",
        "fk-provider",
        "integer-format",
        "latin-name",
        "lei-check-digits",
        "lei-format",
        "mandatory",
        "mixed-currencies",
        "monetary-format",
        "rank-gap",
        "rank-recipient",
        "rank-start",
        "substitutability-reason",
        "termination-reason",
      ].sort(),
    );
  });

  it("links each problem to the record's register form, focusing the field", () => {
    const [p] = check((s) => {
      contract(s, "c-2").annualCost = null;
    });
    expect(p!.link).toBe("/contracts?contract=c-2&section=register&field=annualCost");
  });
});
