// GET /api/risk-assessments: each filter, the search (reference, vendor name, service category), the sorts with id
// breaking ties, paging, the review-due mark; and that real answers match the API reference.
import { randomUUID } from "node:crypto";
import { addDays, todayIn } from "@tprm/api/dates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { signIn, type TestApp } from "./helpers.js";
import {
  activeVendor,
  allScored,
  assessmentRow,
  type Caller,
  person,
  startAssessmentApp,
} from "./risk-assessments-support.js";

let t: TestApp;
let call: Caller;
let token: string;
/** A tag in every vendor name of this file, so the searches see only this file's assessments. */
const TAG = `ql${randomUUID().slice(0, 6)}`;
const ids: Record<string, string> = {};
const refs: Record<string, string> = {};
let v1: string;
let l2: string;

beforeAll(async () => {
  const app = await startAssessmentApp();
  ({ t, call } = app);
  token = app.rm.token;
  const today = todayIn("UTC");
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const lead1 = await person(t, "Risk Manager");
  const lead2 = await person(t, "Risk Manager");
  l2 = lead2.id;
  const alpha = await activeVendor(t, `${TAG} Alpha Payments`);
  const beta = await activeVendor(t, `${TAG} Beta Hosting`, { legalName: "Beta Holdings plc" });
  const gamma = await activeVendor(t, `${TAG} Gamma Data`);
  v1 = alpha.id;
  const make = async (key: string, fields: Parameters<typeof assessmentRow>[1]) => {
    const row = await assessmentRow(t, fields);
    ids[key] = row.id;
    refs[key] = row.reference;
  };
  await make("a1", {
    vendorId: alpha.id,
    leadAssessorId: lead1.id,
    type: "initial",
    assessmentDate: day("2025-01-10"),
    serviceCategory: "Payroll",
  });
  // Superseded by a3: overdue by date, but its vendor has a later completed assessment.
  await make("a2", {
    vendorId: alpha.id,
    leadAssessorId: lead1.id,
    status: "completed",
    assessmentDate: day("2025-06-01"),
    nextReviewDate: day(addDays(today, -5)),
    overallScore: "8.20",
    overallRisk: "critical",
    scores: allScored(8),
  });
  await make("a3", {
    vendorId: alpha.id,
    leadAssessorId: lead1.id,
    status: "completed",
    assessmentDate: day("2025-09-01"),
    nextReviewDate: day(addDays(today, 10)),
    overallScore: "6.50",
    overallRisk: "high",
    scores: allScored(6),
  });
  await make("a4", {
    vendorId: beta.id,
    leadAssessorId: lead2.id,
    status: "in_progress",
    assessmentDate: day("2026-02-01"),
    serviceCategory: "Cloud hosting",
    overallScore: "4.00",
    overallRisk: "medium",
    scores: { complianceLegal: 4 },
  });
  await make("a5", {
    vendorId: gamma.id,
    leadAssessorId: lead1.id,
    status: "completed",
    assessmentDate: day("2024-05-05"),
    nextReviewDate: day(addDays(today, -1)),
    overallScore: "1.50",
    overallRisk: "low",
    scores: allScored(1),
  });
});
afterAll(() => t.close());

async function list(query: string) {
  const res = await call(token, "GET", `/api/risk-assessments?search=${TAG}&${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    data: { id: string; reviewDue: string | null }[];
    pagination: { total: number; totalPages: number; page: number };
  };
}
const keysOf = (body: { data: { id: string }[] }) =>
  body.data.map((a) => Object.keys(ids).find((k) => ids[k] === a.id) ?? a.id);

describe("filters", () => {
  it("status, overall risk, type, vendor, assessor and the date range", async () => {
    expect(keysOf(await list(""))).toEqual(["a4", "a3", "a2", "a1", "a5"]);
    expect(keysOf(await list("status=completed"))).toEqual(["a3", "a2", "a5"]);
    expect(keysOf(await list("overallRisk=high"))).toEqual(["a3"]);
    expect(keysOf(await list("type=initial"))).toEqual(["a1"]);
    expect(keysOf(await list(`vendorId=${v1}`))).toEqual(["a3", "a2", "a1"]);
    expect(keysOf(await list(`leadAssessorId=${l2}`))).toEqual(["a4"]);
    expect(keysOf(await list("from=2025-01-10&to=2025-06-01"))).toEqual(["a2", "a1"]);
  });

  it("reviews due: the vendor's latest completed assessment, overdue or within 30 days", async () => {
    expect(keysOf(await list("reviewDue=overdue"))).toEqual(["a5"]);
    expect(keysOf(await list("reviewDue=due"))).toEqual(["a3"]);
    const marks = Object.fromEntries((await list("")).data.map((a) => [a.id, a.reviewDue]));
    expect(marks).toEqual({
      [ids.a1!]: null,
      [ids.a2!]: null,
      [ids.a3!]: "due",
      [ids.a4!]: null,
      [ids.a5!]: "overdue",
    });
  });

  it("searches the reference, the vendor's names and the service category", async () => {
    const search = async (q: string) => {
      const res = await call(token, "GET", `/api/risk-assessments?search=${encodeURIComponent(q)}`);
      return keysOf(res.body).filter((k) => k in ids);
    };
    expect(await search(refs.a4!)).toEqual(["a4"]);
    expect(await search(refs.a4!.toLowerCase())).toEqual(["a4"]);
    expect(await search(`${TAG} gamma`)).toEqual(["a5"]);
    expect((await search("Beta Holdings")).sort()).toEqual(["a4"]);
    const hosting = await call(token, "GET", `/api/risk-assessments?search=cloud%20HOSTING&leadAssessorId=${l2}`);
    expect(keysOf(hosting.body)).toEqual(["a4"]);
    // Wildcards are the characters typed.
    expect(await search(`${TAG}%`)).toEqual([]);
    const payroll = await call(token, "GET", `/api/risk-assessments?search=payroll&vendorId=${v1}`);
    expect(keysOf(payroll.body)).toEqual(["a1"]);
  });
});

describe("sorting and paging", () => {
  it("sorts by each column with unscored and unscheduled ones last ascending, first descending", async () => {
    expect(keysOf(await list("sort=overallScore&order=asc"))).toEqual(["a5", "a4", "a3", "a2", "a1"]);
    expect(keysOf(await list("sort=overallScore&order=desc"))).toEqual(["a1", "a2", "a3", "a4", "a5"]);
    expect(keysOf(await list("sort=overallRisk&order=asc"))).toEqual(["a5", "a4", "a3", "a2", "a1"]);
    expect(keysOf(await list("sort=nextReviewDate&order=asc")).slice(0, 3)).toEqual(["a2", "a5", "a3"]);
    expect(keysOf(await list("sort=assessmentDate&order=asc"))).toEqual(["a5", "a1", "a2", "a3", "a4"]);
    expect(keysOf(await list("sort=reference&order=asc"))).toEqual(["a1", "a2", "a3", "a4", "a5"]);
    expect(keysOf(await list("sort=status&order=asc"))).toEqual(["a1", "a4", "a5", "a2", "a3"]);
  });

  it("ties are broken by id in the sort's direction", async () => {
    const vendor = await activeVendor(t, `${TAG} Tie`);
    const lead = await person(t);
    const rows = [];
    for (let i = 0; i < 3; i++) {
      rows.push(await assessmentRow(t, { vendorId: vendor.id, leadAssessorId: lead.id, type: "triggered" }));
    }
    const sorted = rows.map((r) => r.id).sort();
    const asc = await list("type=triggered&sort=assessmentDate&order=asc");
    expect(asc.data.map((a) => a.id)).toEqual(sorted);
    const desc = await list("type=triggered&sort=assessmentDate&order=desc");
    expect(desc.data.map((a) => a.id)).toEqual([...sorted].reverse());
  });

  it("pages with the shared pagination, also past the end", async () => {
    const page = await list("status=completed&limit=2&page=2");
    expect(page.data).toHaveLength(1);
    expect(page.pagination).toMatchObject({ page: 2, total: 3, totalPages: 2 });
    const past = await list("status=completed&limit=2&page=9");
    expect(past.data).toEqual([]);
    expect(past.pagination.total).toBe(3);
  });

  it("bad query values answer 400 naming the parameter", async () => {
    for (const [query, path] of [
      ["status=done", "status"],
      ["overallRisk=severe", "overallRisk"],
      ["limit=0", "limit"],
      ["sort=vendor", "sort"],
      ["from=yesterday", "from"],
      ["vendorId=42", "vendorId"],
      ["reviewDue=soon", "reviewDue"],
    ]) {
      const res = await call(token, "GET", `/api/risk-assessments?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.issues[0].path, query).toBe(path);
    }
  });
});

describe("answers match the API reference", () => {
  it("list, detail, summary, create, update, submit, reopen, domain and bulk answers", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const expectDocumented = (name: string, status: number, body: unknown) => {
      const [method, path] = name.split(" ") as [string, string];
      const schema = doc.paths[path][method.toLowerCase()].responses[String(status)].content["application/json"].schema;
      const result = z.fromJSONSchema(schema).safeParse(body);
      expect(result.success ? [] : result.error.issues, name).toEqual([]);
    };
    const rm = await signIn(t, "Risk Manager");
    const vendor = await activeVendor(t, `${TAG} Answers`);
    const scores = Object.fromEntries(Object.entries(allScored(5)).map(([d, score]) => [d, { score }]));
    const created = await call(rm.token, "POST", "/api/risk-assessments", {
      vendorId: vendor.id,
      leadAssessorId: rm.user.id,
      domains: scores,
    });
    expectDocumented("POST /api/risk-assessments", 201, created.body);
    const id = created.body.data.id;
    const base = "/api/risk-assessments";
    const steps: [string, number, Awaited<ReturnType<typeof call>>][] = [
      ["PUT /api/risk-assessments/{id}", 200, await call(rm.token, "PUT", `${base}/${id}`, { comments: "Checked" })],
      [
        "PUT /api/risk-assessments/{id}/domains/{domain}",
        200,
        await call(rm.token, "PUT", `${base}/${id}/domains/esgAndAML`, { score: 6 }),
      ],
      ["POST /api/risk-assessments/{id}/submit", 200, await call(rm.token, "POST", `${base}/${id}/submit`)],
      ["GET /api/risk-assessments", 200, await call(rm.token, "GET", `${base}?search=${TAG}`)],
      ["GET /api/risk-assessments/summary", 200, await call(rm.token, "GET", `${base}/summary?search=${TAG}`)],
      ["GET /api/risk-assessments/{id}", 200, await call(rm.token, "GET", `${base}/${id}`)],
      [
        "POST /api/risk-assessments/{id}/reopen",
        200,
        await call(rm.token, "POST", `${base}/${id}/reopen`, { reason: "Answers" }),
      ],
      [
        "PATCH /api/risk-assessments/bulk-update",
        200,
        await call(rm.token, "PATCH", `${base}/bulk-update`, { ids: [id], patch: { status: "in_progress" } }),
      ],
      ["GET /api/risk-assessments/{id}", 404, await call(rm.token, "GET", `${base}/${randomUUID()}`)],
      ["DELETE /api/risk-assessments/{id}", 409, await call(rm.token, "DELETE", `${base}/${id}`)],
    ];
    for (const [name, status, res] of steps) {
      expect(res.status, `${name}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(status);
      expectDocumented(name, status, res.body);
    }
  });
});
