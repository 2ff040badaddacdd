// Every operations read of issues 19 (metrics, database statistics, queues, the request series) for each of the
// 17 roles, against the table below written out by hand (spec 000 §7 "System": Admin only), never read from the
// permission module; and no session at all.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn, startTestApp, type TestApp } from "./helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PATHS = [
  "/api/system/metrics",
  "/api/system/database-stats",
  "/api/system/queues",
  "/api/system/metrics/requests",
];

/** Whether the role reads them (all four alike). */
const TABLE: Record<string, boolean> = {
  Admin: true,
  "Business User": false,
  "Risk Manager": false,
  Compliance: false,
  "Compliance Officer": false,
  Finance: false,
  "Finance Manager": false,
  Legal: false,
  "Legal Counsel": false,
  "IT Security": false,
  Procurement: false,
  "Vendor Manager": false,
  Executive: false,
  "Board Member": false,
  "Internal Auditor": false,
  "External Auditor": false,
  "Regulatory Body": false,
};

describe("operations reads per role", () => {
  it("the table names all 17 roles", () => {
    expect(Object.keys(TABLE)).toHaveLength(17);
  });

  for (const [role, allowed] of Object.entries(TABLE)) {
    it(`${role}: ${allowed ? "reads" : "is refused"}`, async () => {
      const { token } = await signIn(t, role);
      const outcomes = [];
      for (const url of PATHS) {
        outcomes.push([url, (await t.app.inject({ method: "GET", url, headers: bearer(token) })).statusCode]);
      }
      expect(outcomes).toEqual(PATHS.map((url) => [url, allowed ? 200 : 403]));
    });
  }

  it("refuses every read without a session (401)", async () => {
    for (const url of PATHS) expect([url, (await t.app.inject({ method: "GET", url })).statusCode]).toEqual([url, 401]);
  });
});
