// Every check rule fires on a record made to break it, at the right table, row, column and field, with the link
// to that record; none fires on the clean fixture.
import { describe, expect, it } from "vitest";
import { type BuiltTables, buildTables } from "./build.js";
import { runChecks } from "./checks.js";
import { type Break, CELL_CASES } from "./fixtures/broken.js";
import { RULE_CASES } from "./fixtures/broken-rules.js";

const CASES = [...CELL_CASES, ...RULE_CASES];

import { cleanSnapshot, TODAY } from "./fixtures/snapshot.js";
import { recordLink } from "./links.js";

function check(breakIt: Break, breakTables?: (t: BuiltTables) => void) {
  const s = cleanSnapshot();
  breakIt(s);
  const tables = buildTables(s);
  breakTables?.(tables);
  return runChecks(s, tables, TODAY);
}

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
        "fk-supply-chain-service",
        "fk-using-entity",
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
        "signer-outside-scope",
        "substitutability-reason",
        "termination-reason",
      ].sort(),
    );
  });

  it("points a wrong service type at the contract's field in every table it is written to", () => {
    const problems = check((s) => {
      s.contracts[1]!.ictServiceType = "eba_TA:S99";
    }).filter((p) => p.rule === "closed-list");
    expect(problems.map((p) => `${p.template} ${p.row} ${p.column} ${p.field}`)).toEqual([
      "B_02.02 3 c0060 ictServiceType",
      "B_02.02 4 c0060 ictServiceType",
      "B_05.02 4 c0020 ictServiceType",
      "B_07.01 2 c0040 ictServiceType",
    ]);
    // Every rank of a supply chain carries the contract's service type, so each row points at it.
    const chain = check((s) => {
      s.contracts[0]!.ictServiceType = "eba_TA:S99";
    }).filter((p) => p.rule === "closed-list" && p.template === "B_05.02");
    expect(chain.map((p) => `${p.row} ${p.field} ${p.record.id}`)).toEqual([
      "1 ictServiceType c-1",
      "2 ictServiceType c-1",
      "3 ictServiceType c-1",
    ]);
  });

  it("ignores a subcontractor's own service type (kept for the concentration view only)", () => {
    expect(
      check((s) => {
        s.contracts[0]!.subcontractors[0]!.serviceType = "eba_TA:S02";
      }),
    ).toEqual([]);
  });

  it("reports a provider without any code once, on its own B_05.01 row", () => {
    const problems = check((s) => {
      Object.assign(s.vendors[0]!, { lei: null, registrationNumber: null });
    });
    const lines = problems.map((p) => `${p.rule} ${p.template} ${p.column} ${p.record.kind}:${p.record.id} ${p.field}`);
    expect(lines).toContain("mandatory B_05.01 c0010 vendor:v-apple lei");
    expect(lines.filter((l) => l.includes("contract"))).toEqual([]);
  });

  it("blocks a signer outside a consolidated report's scope, warns in an individual report", () => {
    const outside = (consolidated: boolean) =>
      check((s) => {
        s.scope.consolidated = consolidated;
        s.contracts[2]!.signingEntity = { id: "x", name: "Parent", lei: "213800WAVVOPS85N2205" };
      }).map((p) => `${p.severity} ${p.rule}`);
    expect(outside(true)).toEqual(["blocking fk-entity"]);
    expect(outside(false)).toEqual(["warning signer-outside-scope"]);
  });

  it("reports a signer's bad LEI once, on its entity, when the signer is in scope", () => {
    const problems = check((s) => {
      s.entities[1]!.lei = "529900T8BM49AURSDO56";
      s.contracts[2]!.signingEntity!.lei = "529900T8BM49AURSDO56";
    }).filter((p) => p.rule === "lei-check-digits");
    expect(problems.map((p) => `${p.template} ${p.record.id}`)).toEqual(["B_01.02 e-sub"]);
  });

  it("demands a termination reason only of a contract ended on the reference date", () => {
    const breakIt = (referenceDate: string) =>
      check((s) => {
        s.scope.referenceDate = referenceDate;
        s.contracts[2]!.terminationReasonCode = null;
      }).filter((p) => p.rule === "termination-reason");
    // Terminated 2026-09-30: running on 2026-06-30, ended by 2026-12-31.
    expect(breakIt("2026-06-30")).toEqual([]);
    expect(breakIt("2026-12-31")).toHaveLength(1);
  });

  it("links each problem to the record's register form, focusing the field", () => {
    const [p] = check((s) => {
      s.contracts[1]!.annualCost = null;
    });
    expect(p!.link).toBe("/contracts?contract=c-2&section=register&field=annualCost");
  });
});
