// Governance Status and the deliverable calendar for each of the 17 roles, against the table below written out by
// hand from the spec's role table (000 §6) and docs/DASHBOARD.md (Governance Status is for the governance centre's
// readers; the calendar for the dashboard's, each kind for the readers of its register) — never read from the
// permission module. Also Governance Status's totals on records this file adds.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn, startTestApp, type TestApp } from "./helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const CN = "contract_notice";
const CE = "contract_end";
const AR = "assessment_review";
const PR = "policy_review";
const CM = "committee_meeting";
const WT = "workflow_target";
const RR = "report_run";
const ALL = [CN, CE, AR, PR, CM, WT, RR];
const Y = true;
const N = false;

/** [GET governance-status, GET deliverable-calendar, the calendar's kinds (when allowed)] */
const TABLE: Record<string, [governance: boolean, calendar: boolean, kinds: string[]]> = {
  Admin: [Y, Y, ALL],
  "Business User": [N, Y, [CN, CE, WT]],
  "Risk Manager": [N, Y, [CN, CE, AR, WT, RR]],
  Compliance: [Y, Y, [CN, CE, PR, CM, WT, RR]],
  "Compliance Officer": [Y, Y, [CN, CE, PR, CM, WT, RR]],
  Finance: [N, Y, [CN, CE, WT, RR]],
  "Finance Manager": [N, Y, [CN, CE, WT, RR]],
  Legal: [Y, N, []],
  "Legal Counsel": [Y, N, []],
  "IT Security": [Y, Y, [AR, PR, CM, WT, RR]],
  Procurement: [N, Y, [CN, CE, WT]],
  "Vendor Manager": [N, Y, [CN, CE, AR, WT, RR]],
  Executive: [Y, Y, [AR, PR, CM, RR]],
  "Board Member": [Y, Y, [PR, CM, RR]],
  "Internal Auditor": [Y, N, []],
  "External Auditor": [Y, N, []],
  "Regulatory Body": [N, N, []],
};

describe("dashboard governance status and calendar per role", () => {
  it("the table names all 17 roles", () => {
    expect(Object.keys(TABLE)).toHaveLength(17);
  });

  for (const [role, [governance, calendar, kinds]] of Object.entries(TABLE)) {
    it(`${role}: governance status ${governance}, calendar ${calendar} (${kinds.join(", ") || "none"})`, async () => {
      const { token } = await signIn(t, role);
      const get = (url: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });
      const gov = await get("/api/dashboard/governance-status");
      const cal = await get("/api/dashboard/deliverable-calendar?from=2026-01-01&to=2026-01-31");
      expect([gov.statusCode, cal.statusCode]).toEqual([governance ? 200 : 403, calendar ? 200 : 403]);
      if (calendar) expect(cal.json().data.kinds).toEqual(kinds);
      // Asking for a kind one may not view gives nothing of it (the filter narrows what one may view).
      if (calendar && !kinds.includes(PR)) {
        const asked = await get(
          "/api/dashboard/deliverable-calendar?from=2026-01-01&to=2026-12-31&kinds=policy_review",
        );
        expect(asked.json().data.items).toEqual([]);
      }
    });
  }

  it("refuses both without a session (401)", async () => {
    for (const url of [
      "/api/dashboard/governance-status",
      "/api/dashboard/deliverable-calendar?from=2026-01-01&to=2026-01-02",
    ]) {
      expect([url, (await t.app.inject({ method: "GET", url })).statusCode]).toEqual([url, 401]);
    }
  });
});

describe("GET /api/dashboard/governance-status", () => {
  it("counts policies, procedures, documents and committees by status; archived policies and procedures left out", async () => {
    const { token } = await signIn(t, "Board Member");
    type Area = "policies" | "procedures" | "documents" | "committees";
    type Row = { area: string; total: number; active: number; byStatus: Record<string, number>; link: string };
    const read = async () => {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/dashboard/governance-status",
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      return Object.fromEntries<Row>(
        (
          res.json().data.rows as {
            area: string;
            total: number;
            active: number;
            byStatus: Record<string, number>;
            link: string;
          }[]
        ).map((r) => [r.area, r]),
      );
    };
    const before = (await read()) as Record<Area, Row>;
    const db = t.services.db;
    const stamp = Date.now().toString(36);
    const policy = (status: "active" | "draft" | "expired", archived = false) =>
      db.policy.create({
        data: {
          reference: `POL-1999-${stamp}-${Math.random().toString(36).slice(2, 8)}`,
          name: `Status policy ${stamp}`,
          owner: "Compliance team",
          jurisdiction: "EU",
          reviewDate: new Date("2027-01-01"),
          status,
          archived,
        },
      });
    await policy("active");
    await policy("active");
    await policy("expired");
    await policy("active", true);
    const procedure = (status: "active" | "under_review", archived = false) =>
      db.procedure.create({
        data: {
          reference: `PRC-1999-${stamp}-${Math.random().toString(36).slice(2, 8)}`,
          name: `Status procedure ${stamp}`,
          owner: "Operations",
          status,
          archived,
        },
      });
    await procedure("active");
    await procedure("under_review");
    await procedure("under_review", true);
    await db.committee.create({ data: { name: `Active committee ${stamp}`, type: "Steering", chair: "A" } });
    await db.committee.create({
      data: { name: `Dormant committee ${stamp}`, type: "Advisory", chair: "B", status: "inactive" },
    });
    const after = (await read()) as Record<Area, Row>;
    const diff = (area: Area, key: "total" | "active") => after[area][key] - before[area][key];
    const diffStatus = (area: Area, status: string) =>
      (after[area].byStatus[status] ?? 0) - (before[area].byStatus[status] ?? 0);
    expect({
      policies: [diff("policies", "total"), diff("policies", "active"), diffStatus("policies", "expired")],
      procedures: [diff("procedures", "total"), diff("procedures", "active"), diffStatus("procedures", "under_review")],
      committees: [diff("committees", "total"), diff("committees", "active"), diffStatus("committees", "inactive")],
    }).toEqual({ policies: [3, 2, 1], procedures: [2, 1, 1], committees: [2, 1, 1] });
    for (const area of ["policies", "procedures", "documents", "committees"] as const) {
      expect(after[area].link).toBe(`/governance?tab=${area}`);
      expect(after[area].total).toBe(Object.values(after[area].byStatus).reduce((a, b) => a + b, 0));
    }
  });
});
