// Copy-paste examples of the common API calls (issue 18, the Integrations screen). Each is data — method, path,
// body, where the answer goes — turned into a curl command for this platform's address, so the browser test can
// send exactly the same request with a real key and see it answered.

export type ApiExampleId = "listVendors" | "createVendor" | "reportRun";

export interface ApiExample {
  id: ApiExampleId;
  method: "GET" | "POST";
  /** The path with its query; `{runId}` stands for a value the reader fills in. */
  path: string;
  body?: Record<string, unknown>;
  /** curl -o: an answer that is a file. */
  output?: string;
}

export const API_EXAMPLES: readonly ApiExample[] = [
  { id: "listVendors", method: "GET", path: "/api/vendors?page=1&limit=50&sort=name" },
  {
    id: "createVendor",
    method: "POST",
    path: "/api/vendors",
    body: {
      name: "Northwind Payments Ltd",
      country: "GB",
      criticality: "high",
      contactPerson: "Dana Whitfield",
      email: "vendor-risk@northwind.example",
      servicesProvided: ["Card processing"],
    },
  },
  { id: "reportRun", method: "GET", path: "/api/reports/runs/$RUN_ID/pdf", output: "report-run.pdf" },
];

/** Single-quotes a shell word (an apostrophe inside closes, escapes and reopens the quote). */
export const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * The curl command of an example against `origin`, the key read from $TPRM_API_KEY (never a key on screen).
 * A path holding a shell variable ($RUN_ID) is double-quoted so the shell fills it in.
 */
export function curlCommand(example: ApiExample, origin: string): string {
  const url = `${origin.replace(/\/+$/, "")}${example.path}`;
  const lines = [`curl -sS${example.method === "GET" ? "" : ` -X ${example.method}`} ${quoteUrl(url)}`];
  lines.push(`  -H "Authorization: Bearer $TPRM_API_KEY"`);
  if (example.body) {
    lines.push(`  -H "Content-Type: application/json"`);
    lines.push(`  --data ${shellQuote(JSON.stringify(example.body))}`);
  }
  if (example.output) lines.push(`  -o ${shellQuote(example.output)}`);
  return lines.join(" \\\n");
}

const quoteUrl = (url: string) => (url.includes("$") ? `"${url.replace(/["\\`]/g, "\\$&")}"` : shellQuote(url));
