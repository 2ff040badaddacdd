// Who may export and import a register's records over REST: the export (POST <base>/export), the import
// (POST <base>/import, multipart) and the import template (GET <base>/import-template/csv), role by role, and 401
// without a session. The caller names the register and which role gets which answer.
import { expect, it } from "vitest";
import { bearer, signIn, type TestApp } from "./helpers.js";
import { caller } from "./risk-assessments-support.js";
import { multipart } from "./vendor-transfer-harness.js";

export type TransferAccessTable = [role: string, exportStatus: number, importStatus: number][];

export function itChecksTransferAccess(
  app: () => TestApp,
  {
    base,
    csvHeader,
    table,
  }: {
    /** The register's REST path, e.g. /api/contracts. */
    base: string;
    /** The first line of the file uploaded (an import's header row, ending in CRLF). */
    csvHeader: string;
    table: TransferAccessTable;
  },
) {
  for (const [role, exportStatus, importStatus] of table) {
    it(`${role}: export ${exportStatus}, import ${importStatus}, template ${importStatus === 202 ? 200 : 403}`, async () => {
      const t = app();
      const { token } = await signIn(t, role);
      const exported = await caller(t)(token, "POST", `${base}/export`, { format: "csv", search: "none" });
      expect(exported.status).toBe(exportStatus);
      const { payload, headers } = multipart("a.csv", csvHeader);
      const imported = await t.app.inject({
        method: "POST",
        url: `${base}/import`,
        headers: { ...headers, ...bearer(token) },
        payload,
      });
      expect(imported.statusCode, imported.body).toBe(importStatus);
      const template = await t.app.inject({
        method: "GET",
        url: `${base}/import-template/csv`,
        headers: bearer(token),
      });
      expect(template.statusCode).toBe(importStatus === 202 ? 200 : 403);
    });
  }

  it("answers 401 without a session", async () => {
    const t = app();
    expect((await t.app.inject({ method: "POST", url: `${base}/export`, payload: {} })).statusCode).toBe(401);
    const { payload, headers } = multipart("a.csv", csvHeader);
    expect((await t.app.inject({ method: "POST", url: `${base}/import`, headers, payload })).statusCode).toBe(401);
  });
}
