// The DORA Register of Information as an xBRL-CSV report package (a ZIP): one root folder named like the package,
// META-INF/reportPackage.json, reports/report.json (extends the EBA's DORA module), reports/parameters.csv,
// reports/FilingIndicators.csv and one CSV per template. CSVs are UTF-8 without BOM, CRLF, RFC 4180 quoting.
import { ZipWriter } from "../files/zip-writer.js";
import type { BuiltTable } from "./build.js";
import { DORA_MODULE_URL, TEMPLATE_IDS, TEMPLATES, type TemplateId, templateFileName } from "./catalog.js";

export interface PackageOptions {
  /** eba: the EBA's naming; nbb: the National Bank of Belgium's (the reference implementation's). */
  profile: "eba" | "nbb";
  consolidated: boolean;
  lei: string;
  /** ISO 3166-1 alpha-2 of the reporting entity. */
  country: string;
  /** The competent authority's code, e.g. "DE_BAFIN" (nbb naming). */
  authority: string;
  referenceDate: string;
  createdAt: Date;
  baseCurrency: string;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** yyyyMMddHHmmssSSS in UTC. */
export function packageTimestamp(d: Date): string {
  return (
    `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}${pad(d.getUTCMilliseconds(), 3)}`
  );
}

const level = (o: PackageOptions) => (o.consolidated ? "CON" : "IND");

/** eba: {LEI}.{CON|IND}_{CC}_DORA010100_DORA_{refDate}_{timestamp}; nbb: LEI_{LEI}.{CON|IND}_{authority}_DOR_DORA_ROI. */
export function packageName(o: PackageOptions): string {
  if (o.profile === "nbb") return `LEI_${o.lei}.${level(o)}_${o.authority}_DOR_DORA_ROI`;
  return `${o.lei}.${level(o)}_${o.country.toUpperCase()}_DORA010100_DORA_${o.referenceDate}_${packageTimestamp(o.createdAt)}`;
}

/** One RFC 4180 field: quoted when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function csvText(rows: string[][]): string {
  return rows.map((r) => `${r.map(csvField).join(",")}\r\n`).join("");
}

/** Whether any table holds a value in a column of that kind (a parameter nobody uses is a fatal error). */
function usesKind(tables: Record<TemplateId, BuiltTable>, kind: "integer" | "monetary"): boolean {
  return TEMPLATE_IDS.some((id) => {
    const columns = TEMPLATES[id].columns;
    const table = tables[id];
    return columns.some((col, i) => col.kind === kind && table.rows.some((r) => r[i] !== ""));
  });
}

export function parametersCsv(tables: Record<TemplateId, BuiltTable>, o: PackageOptions): string {
  const rows = [
    ["name", "value"],
    ["entityID", `rs:${o.lei}.${level(o)}`],
    ["refPeriod", o.referenceDate],
    ["baseCurrency", `iso4217:${o.baseCurrency}`],
  ];
  if (usesKind(tables, "integer")) rows.push(["decimalsInteger", "0"]);
  if (usesKind(tables, "monetary")) rows.push(["decimalsMonetary", "-3"]);
  return csvText(rows);
}

export function filingIndicatorsCsv(tables: Record<TemplateId, BuiltTable>): string {
  return csvText([
    ["templateID", "reported"],
    ...TEMPLATE_IDS.map((id) => [id.toUpperCase(), tables[id].rows.length > 0 ? "true" : "false"]),
  ]);
}

/** The package's files, by path inside the ZIP (root folder included), in the order they are written. */
export function packageFiles(tables: Record<TemplateId, BuiltTable>, o: PackageOptions): [string, string][] {
  const root = packageName(o);
  const files: [string, string][] = [
    [
      `${root}/META-INF/reportPackage.json`,
      JSON.stringify({ documentInfo: { documentType: "https://xbrl.org/report-package/2023" } }),
    ],
    [
      `${root}/reports/report.json`,
      JSON.stringify({
        documentInfo: { documentType: "https://xbrl.org/2021/xbrl-csv", extends: [DORA_MODULE_URL] },
      }),
    ],
    [`${root}/reports/parameters.csv`, parametersCsv(tables, o)],
    [`${root}/reports/FilingIndicators.csv`, filingIndicatorsCsv(tables)],
  ];
  for (const id of TEMPLATE_IDS) {
    const table = tables[id];
    files.push([`${root}/reports/${templateFileName(id)}`, csvText([table.columns, ...table.rows])]);
  }
  return files;
}

/** The ZIP; its file name is packageName(o) + ".zip". */
export async function writePackage(tables: Record<TemplateId, BuiltTable>, o: PackageOptions): Promise<Buffer> {
  const zip = new ZipWriter();
  for (const [path, text] of packageFiles(tables, o)) zip.add(path, text);
  return zip.finish();
}
