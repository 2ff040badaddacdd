// ISO 17442 check digits on real LEIs, as the register's checks apply them to entities and providers.
import { describe, expect, it } from "vitest";
import { isValidLei } from "../vendors/lei.js";
import { buildTables } from "./build.js";
import { runChecks } from "./checks.js";
import { cleanSnapshot, TODAY } from "./fixtures/snapshot.js";

const REAL = {
  "5493001KJTIIGC8Y1R12": "Bloomberg Finance L.P.",
  "529900T8BM49AURSDO55": "a European issuer",
  "7LTWFZYICNSX8D621K86": "Deutsche Bank AG",
  HWUPKR0MPOU8FGXBT394: "Apple Inc.",
  "213800WAVVOPS85N2205": "a UK-registered entity",
};

describe("LEI check digits (ISO 17442, MOD 97-10)", () => {
  it.each(Object.keys(REAL))("accepts the real LEI %s", (lei) => {
    expect(isValidLei(lei)).toBe(true);
  });

  it.each([
    ["a changed check digit", "7LTWFZYICNSX8D621K87"],
    ["a changed character", "7LTWFZYICNSX8D621K96"],
    ["two swapped characters", "HWUPKR0MPOU8FGXBT349"],
    ["a letter for a digit", "529900T8BM49AURSD055"],
    ["one character too few", "213800WAVVOPS85N220"],
    ["lower case", "5493001kjtiigc8y1r12"],
  ])("rejects %s (%s)", (_what, lei) => {
    expect(isValidLei(lei)).toBe(false);
  });

  it("passes the fixture's real LEIs and reports a broken one on the entity, the branch's head office and the provider", () => {
    expect(runChecks(cleanSnapshot(), buildTables(cleanSnapshot()), TODAY)).toEqual([]);
    const s = cleanSnapshot();
    s.entities[0]!.lei = "7LTWFZYICNSX8D621K68";
    s.vendors.find((v) => v.id === "v-bbg")!.lei = "5493001KJTIIGC8Y1R21";
    const problems = runChecks(s, buildTables(s), TODAY).filter((p) => p.rule === "lei-check-digits");
    const where = problems.map((p) => `${p.template} ${p.column} ${p.record.id}`);
    expect(where).toContain("B_01.01 c0010 e-db");
    expect(where).toContain("B_01.02 c0010 e-db");
    expect(where).toContain("B_05.01 c0010 v-bbg");
    expect(problems.every((p) => p.severity === "blocking")).toBe(true);
  });
});
