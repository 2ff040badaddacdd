import { describe, expect, it } from "vitest";
import { API_EXAMPLES, curlCommand, shellQuote } from "./curl-examples";

const example = (id: string) => API_EXAMPLES.find((e) => e.id === id)!;

describe("curl examples", () => {
  it("lists vendors with the key from the environment, never a key in the text", () => {
    expect(curlCommand(example("listVendors"), "https://tprm.bank.example/")).toBe(
      [
        "curl -sS 'https://tprm.bank.example/api/vendors?page=1&limit=50&sort=name' \\",
        '  -H "Authorization: Bearer $TPRM_API_KEY"',
      ].join("\n"),
    );
  });

  it("creates a vendor with a JSON body quoted for the shell", () => {
    const command = curlCommand(example("createVendor"), "https://tprm.bank.example");
    expect(command).toContain("curl -sS -X POST 'https://tprm.bank.example/api/vendors'");
    expect(command).toContain('-H "Content-Type: application/json"');
    const body = command.match(/--data '(.*)'$/m)?.[1];
    expect(JSON.parse(body ?? "")).toMatchObject({ name: "Northwind Payments Ltd", country: "GB" });
  });

  it("downloads a report run to a file, the run id left to the shell", () => {
    const command = curlCommand(example("reportRun"), "http://localhost:4325");
    expect(command).toContain('curl -sS "http://localhost:4325/api/reports/runs/$RUN_ID/pdf"');
    expect(command).toMatch(/-o 'report-run\.pdf'$/);
  });

  it("quotes an apostrophe safely", () => {
    expect(shellQuote("O'Brien")).toBe(`'O'\\''Brien'`);
  });
});
