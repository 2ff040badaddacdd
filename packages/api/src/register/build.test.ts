// The 15 tables built from a known snapshot (fixtures/snapshot.ts) against the tables written by hand from the
// ITS's templates (fixtures/expected/*.csv): exactly those rows, in that order, under those column codes.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildTables, TableBuilder } from "./build.js";
import { TEMPLATE_IDS, templateFileName } from "./catalog.js";
import { cleanSnapshot } from "./fixtures/snapshot.js";
import { csvText } from "./package.js";

const expected = (file: string) => readFileSync(new URL(`./fixtures/expected/${file}`, import.meta.url), "utf8");

describe("buildTables on the fixture", () => {
  const tables = buildTables(cleanSnapshot());

  it.each(TEMPLATE_IDS)("writes %s exactly as the hand-written table", (id) => {
    const table = tables[id];
    expect(table.id).toBe(id);
    expect(csvText([table.columns, ...table.rows]).replaceAll("\r\n", "\n")).toBe(expected(templateFileName(id)));
    expect(table.sources).toHaveLength(table.rows.length);
  });

  it("has the expected number of rows per table", () => {
    const counts = Object.fromEntries(TEMPLATE_IDS.map((id) => [id, tables[id].rows.length]));
    expect(counts).toEqual({
      "B_01.01": 1,
      "B_01.02": 2,
      "B_01.03": 1,
      "B_02.01": 3,
      "B_02.02": 5,
      "B_02.03": 0,
      "B_03.01": 3,
      "B_03.02": 3,
      "B_03.03": 0,
      "B_04.01": 5,
      "B_05.01": 4,
      "B_05.02": 5,
      "B_06.01": 2,
      "B_07.01": 3,
      "B_99.01": 1,
    });
  });

  it("keeps the record each row came from", () => {
    expect(tables["B_01.03"].sources[0]).toEqual({
      kind: "entity",
      id: "b-paris",
      label: "Deutsche Bank Paris Branch",
    });
    expect(tables["B_02.02"].sources.map((s) => s.id)).toEqual(["c-1", "c-1", "c-2", "c-2", "c-3"]);
    expect(tables["B_05.01"].sources.map((s) => `${s.kind}:${s.id}`)).toEqual([
      "vendor:v-apple",
      "vendor:v-host",
      "vendor:v-dc",
      "vendor:v-bbg",
    ]);
    expect(tables["B_06.01"].sources[1]).toEqual({
      kind: "function",
      id: "f-pay",
      label: "F-PAY-01 Payments processing",
    });
    expect(tables["B_99.01"].sources[0]!.id).toBe("e-db");
  });

  it("identifies a provider by the next code it has when the LEI is missing, and sums mixed currencies apart", () => {
    const s = cleanSnapshot();
    s.vendors.find((v) => v.id === "v-apple")!.lei = null;
    s.contracts[2]!.currency = "EUR";
    const t = buildTables(s);
    expect(t["B_05.01"].rows[0]!.slice(0, 4)).toEqual(["C0806592", "eba_qCO:qx2003", "", ""]);
    expect(t["B_03.02"].rows[0]).toEqual(["CT-2026-0001", "C0806592", "eba_qCO:qx2003"]);
    // Bloomberg: 50,000 USD and 8,000 EUR; the reporting currency (EUR) is among them.
    expect(t["B_05.01"].rows[3]!.slice(8, 10)).toEqual(["eba_CU:EUR", "8000.00"]);
  });

  it("falls back to the signing entity as the user of a contract without recipients", () => {
    const s = cleanSnapshot();
    s.contracts[2]!.recipients = [];
    expect(buildTables(s)["B_04.01"].rows.at(-1)).toEqual(["CT-2026-0003", "529900T8BM49AURSDO55", "eba_ZZ:x839", ""]);
  });

  it("writes a row per data-at-rest × data-management country, none dropped", () => {
    const s = cleanSnapshot();
    s.contracts[0]!.dataProcessingCountries = ["IE", "FR"];
    const rows = buildTables(s)["B_02.02"].rows.filter((r) => r[0] === "CT-2026-0001");
    expect(rows.map((r) => `${r[14]} ${r[15]}`)).toEqual([
      "eba_GA:IE eba_GA:IE",
      "eba_GA:IE eba_GA:FR",
      "eba_GA:DE eba_GA:IE",
      "eba_GA:DE eba_GA:FR",
    ]);
    s.contracts[0]!.dataStored = false;
    const none = buildTables(s)["B_02.02"].rows.filter((r) => r[0] === "CT-2026-0001");
    expect(none.map((r) => `${r[14]} ${r[15]} ${r[16]}`)).toEqual(["eba_GA:qx2007 eba_GA:qx2007 "]);
  });

  it("writes the contract's service type on every rank of its supply chain", () => {
    const rows = buildTables(cleanSnapshot())["B_05.02"].rows.filter((r) => r[0] === "CT-2026-0001");
    expect(rows.map((r) => `${r[4]} ${r[1]}`)).toEqual(["1 eba_TA:S19", "2 eba_TA:S19", "3 eba_TA:S19"]);
  });

  it("judges an ending on the reference date: terminated after it, the contract was running", () => {
    const s = cleanSnapshot();
    s.scope.referenceDate = "2026-06-30";
    const row = buildTables(s)["B_02.02"].rows.find((r) => r[0] === "CT-2026-0003")!;
    // Terminated 2026-09-30, after the reference date: its contractual end, no termination reason.
    expect([row[7], row[8]]).toEqual(["2027-05-31", ""]);
    s.contracts[2]!.terminatedOn = "2026-06-30";
    const ended = buildTables(s)["B_02.02"].rows.find((r) => r[0] === "CT-2026-0003")!;
    expect([ended[7], ended[8]]).toEqual(["2026-06-30", "eba_CO:x9"]);
  });

  it("refuses a column the template does not have", () => {
    const b = new TableBuilder("B_03.02");
    expect(() => b.add({ c0040: "x" }, { kind: "contract", id: "c", label: "c" })).toThrow(/no column c0040/);
  });
});
