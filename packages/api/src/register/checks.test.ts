// Every check rule fires on a record made to break it, at the right table, row, column and field, with the link
// to that record; none fires on the clean fixture.
import { describe, expect, it } from "vitest";
import { type BuiltTables, buildTables } from "./build.js";
import { runChecks } from "./checks.js";
import { type Break, CASES } from "./fixtures/broken.js";
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

  it("points a wrong service type at the contract's field in every table it is written to", () => {
    const problems = check((s) => {
      s.contracts[1]!.ictServiceType = "eba_TA:S99";
    }).filter((p) => p.rule === "closed-list");
    expect(problems.map((p) => `${p.template} ${p.row} ${p.column} ${p.field}`)).toEqual([
      "B_02.02 2 c0060 ictServiceType",
      "B_02.02 3 c0060 ictServiceType",
      "B_05.02 4 c0020 ictServiceType",
      "B_07.01 2 c0040 ictServiceType",
    ]);
  });

  it("links each problem to the record's register form, focusing the field", () => {
    const [p] = check((s) => {
      s.contracts[1]!.annualCost = null;
    });
    expect(p!.link).toBe("/contracts?contract=c-2&section=register&field=annualCost");
  });
});
