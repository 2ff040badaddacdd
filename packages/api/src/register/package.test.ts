// The xBRL-CSV report package: its name for each profile, its files, and their bytes (UTF-8 without BOM, CRLF,
// RFC 4180 quoting), read back from the ZIP.
import { describe, expect, it } from "vitest";
import { inflateBudget, inflateEntry, readZipDirectory } from "../files/zip-inspect.js";
import { buildTables } from "./build.js";
import { DORA_MODULE_URL } from "./catalog.js";
import { cleanSnapshot } from "./fixtures/snapshot.js";
import { csvField, type PackageOptions, packageName, writePackage } from "./package.js";

const OPTIONS: PackageOptions = {
  profile: "eba",
  consolidated: true,
  lei: "7LTWFZYICNSX8D621K86",
  country: "DE",
  authority: "DE_BAFIN",
  referenceDate: "2026-12-31",
  createdAt: new Date("2027-01-15T09:08:07.006Z"),
  baseCurrency: "EUR",
};

async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of readZipDirectory(zip)) {
    const parts: Buffer[] = [];
    for await (const chunk of inflateEntry(zip, entry, inflateBudget(1 << 26))) parts.push(chunk);
    files.set(entry.name, Buffer.concat(parts));
  }
  return files;
}

describe("packageName", () => {
  it("follows the EBA's naming, individual and consolidated", () => {
    expect(packageName(OPTIONS)).toBe("7LTWFZYICNSX8D621K86.CON_DE_DORA010100_DORA_2026-12-31_20270115090807006");
    expect(packageName({ ...OPTIONS, consolidated: false })).toBe(
      "7LTWFZYICNSX8D621K86.IND_DE_DORA010100_DORA_2026-12-31_20270115090807006",
    );
  });

  it("follows the NBB's naming", () => {
    expect(packageName({ ...OPTIONS, profile: "nbb" })).toBe("LEI_7LTWFZYICNSX8D621K86.CON_DE_BAFIN_DOR_DORA_ROI");
    expect(packageName({ ...OPTIONS, profile: "nbb", consolidated: false })).toBe(
      "LEI_7LTWFZYICNSX8D621K86.IND_DE_BAFIN_DOR_DORA_ROI",
    );
  });
});

describe("writePackage", () => {
  it("writes the report package's files under one root folder", async () => {
    const files = await unzip(await writePackage(buildTables(cleanSnapshot()), OPTIONS));
    const root = packageName(OPTIONS);
    expect([...files.keys()]).toEqual([
      `${root}/META-INF/reportPackage.json`,
      `${root}/reports/report.json`,
      `${root}/reports/parameters.csv`,
      `${root}/reports/FilingIndicators.csv`,
      ...[
        "b_01.01",
        "b_01.02",
        "b_01.03",
        "b_02.01",
        "b_02.02",
        "b_02.03",
        "b_03.01",
        "b_03.02",
        "b_03.03",
        "b_04.01",
        "b_05.01",
        "b_05.02",
        "b_06.01",
        "b_07.01",
        "b_99.01",
      ].map((t) => `${root}/reports/${t}.csv`),
    ]);
    const text = (name: string) => files.get(`${root}/${name}`)!.toString("utf8");
    expect(JSON.parse(text("META-INF/reportPackage.json"))).toEqual({
      documentInfo: { documentType: "https://xbrl.org/report-package/2023" },
    });
    expect(JSON.parse(text("reports/report.json"))).toEqual({
      documentInfo: { documentType: "https://xbrl.org/2021/xbrl-csv", extends: [DORA_MODULE_URL] },
    });
    expect(text("reports/parameters.csv")).toBe(
      "name,value\r\nentityID,rs:7LTWFZYICNSX8D621K86.CON\r\nrefPeriod,2026-12-31\r\nbaseCurrency,iso4217:EUR\r\n" +
        "decimalsInteger,0\r\ndecimalsMonetary,-3\r\n",
    );
    const indicators = text("reports/FilingIndicators.csv");
    expect(indicators.startsWith("templateID,reported\r\nB_01.01,true\r\n")).toBe(true);
    expect(indicators).toContain("\r\nB_02.03,false\r\n");
    expect(indicators).toContain("\r\nB_03.03,false\r\n");
    expect(indicators.split("\r\n").filter((l) => l.endsWith(",true"))).toHaveLength(13);
    expect(text("reports/b_03.03.csv")).toBe("c0010,c0020,c0031\r\n");
    const providers = files.get(`${root}/reports/b_05.01.csv`)!;
    expect(providers.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(false);
    expect(providers.toString("utf8")).toContain(",数据中心有限公司,Data Centre Co. Ltd,");
    expect(providers.toString("utf8").split("\r\n")).toHaveLength(6);
  });

  it("states only the decimals parameters a value uses", async () => {
    const tables = buildTables(cleanSnapshot());
    for (const id of Object.keys(tables) as (keyof typeof tables)[]) {
      if (id !== "B_01.01") tables[id] = { ...tables[id], rows: [], sources: [] };
    }
    const files = await unzip(await writePackage(tables, OPTIONS));
    expect(files.get(`${packageName(OPTIONS)}/reports/parameters.csv`)!.toString()).toBe(
      "name,value\r\nentityID,rs:7LTWFZYICNSX8D621K86.CON\r\nrefPeriod,2026-12-31\r\nbaseCurrency,iso4217:EUR\r\n",
    );
  });

  it("quotes a field with a comma, a quote or a line break", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("Acme, Inc.")).toBe('"Acme, Inc."');
    expect(csvField('The "Cloud"')).toBe('"The ""Cloud"""');
    expect(csvField("two\r\nlines")).toBe('"two\r\nlines"');
  });
});
