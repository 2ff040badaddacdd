// The analytics screen's pure parts: which tab the URL names, and a chart's figures as CSV (the same figures its
// table shows, written raw: codes and exact decimals rather than the screen's wording of them).

export const ANALYTICS_TABS = ["vendors", "risk", "compliance", "financial"] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];

/** The tab in `?tab=`; the first for anything else. */
export function analyticsTabOf(params: URLSearchParams): AnalyticsTab {
  const tab = params.get("tab");
  return (ANALYTICS_TABS as readonly string[]).includes(tab ?? "") ? (tab as AnalyticsTab) : "vendors";
}

export const analyticsTabParams = (tab: string): Record<string, string> => (tab === "vendors" ? {} : { tab });

export type CsvValue = string | number | null;

/**
 * One CSV field: quoted when it holds a comma, quote or line break; a text that a spreadsheet would run as a
 * formula (=, +, -, @, tab or carriage return first) is prefixed with an apostrophe. Numbers are written as they are.
 */
export function csvField(value: CsvValue): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A header row and the rows, comma-separated with CRLF line ends (RFC 4180). */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  return [header, ...rows]
    .map((row) => row.map(csvField).join(","))
    .join("\r\n")
    .concat("\r\n");
}

/** A file name from a chart's key and today: "analytics-vendors-by-status-2026-03-31.csv". */
export function csvFileName(key: string, today: string): string {
  return `analytics-${key}-${today}.csv`;
}

/** Hands the text to the browser as a download (UTF-8 with a byte-order mark, so spreadsheets read accents right). */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
