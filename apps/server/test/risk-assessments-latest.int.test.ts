// What the database keeps on the assessment row (migration 20261125000600_assessment_latest), checked against what
// the assessments and their domain rows say: `latestCompleted` follows submissions, reopenings, bulk changes, imports,
// deletions and direct SQL, vendor by vendor; the nine score columns follow every way a domain is written; and the
// dashboard's domain averages and heat map equal the figures computed here from the domain rows.
import { randomUUID } from "node:crypto";
import { DOMAIN_LABELS } from "@tprm/api/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, type TestApp } from "./helpers.js";
import {
  expectedAverages,
  expectedHeatMap,
  expectFlagsRight,
  expectScoresRight,
  flagged,
  rowScores,
  storedOf,
} from "./risk-assessments-latest-support.js";
import {
  activeVendor,
  allScored,
  assessmentRow,
  type Caller,
  DOMAINS,
  domainsBody,
  type SignedIn,
  startAssessmentApp,
} from "./risk-assessments-support.js";
import { multipart, startTransferWorker, waitForTask } from "./vendor-transfer-harness.js";

let t: TestApp;
let call: Caller;
let worker: ReturnType<typeof startTransferWorker>;
let rm: SignedIn;
// In every vendor's name: the summary is read with search=TAG, so other files' assessments stay out of its figures.
const TAG = `lt${randomUUID().slice(0, 6)}`;
const v: Record<"main" | "bystander" | "bulk" | "scores", { id: string; name: string }> = {} as never;
// Filled as the tests go, in order.
const ids = {} as Record<"bystander" | "a" | "b" | "c" | "d" | "x2" | "x3", string>;
const vendorIds = () => Object.values(v).map((x) => x.id);

beforeAll(async () => {
  ({ t, call, rm } = await startAssessmentApp());
  worker = startTransferWorker();
  for (const key of ["main", "bystander", "bulk", "scores"] as const) {
    v[key] = await activeVendor(t, `Latest ${TAG} ${key}`);
  }
  // The bystander's one completed assessment, made directly: no other vendor's change may touch its flag.
  const row = await assessmentRow(t, {
    vendorId: v.bystander.id,
    leadAssessorId: rm.user.id,
    status: "completed",
    assessmentDate: new Date("2025-05-05T00:00:00Z"),
    overallScore: "5.00",
    overallRisk: "medium",
    scores: allScored(5),
  });
  ids.bystander = row.id;
}, 120_000);
afterAll(async () => {
  await worker?.close();
  await t?.close();
});

async function create(vendorId: string, assessmentDate: string, scores: Parameters<typeof domainsBody>[0] = {}) {
  const res = await call(rm.token, "POST", "/api/risk-assessments", {
    vendorId,
    leadAssessorId: rm.user.id,
    assessmentDate,
    domains: domainsBody(scores),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

async function post(url: string, payload?: object) {
  const res = await call(rm.token, "POST", url, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
const submit = (id: string) => post(`/api/risk-assessments/${id}/submit`);
const reopen = (id: string) => post(`/api/risk-assessments/${id}/reopen`, { reason: "Scores to revisit" });

async function latestOf(vendorId: string) {
  const all = await flagged(t, vendorIds());
  expect(all[v.bystander.id], "the bystander keeps its flag").toEqual([ids.bystander]);
  await expectFlagsRight(t, vendorIds());
  return all[vendorId];
}

describe("latestCompleted: each vendor's latest completed assessment", () => {
  it("moves from the older to the newer submitted assessment", async () => {
    ids.a = await create(v.main.id, "2025-01-10", allScored(4));
    expect(await latestOf(v.main.id)).toEqual([]);
    await submit(ids.a);
    expect(await latestOf(v.main.id)).toEqual([ids.a]);
    ids.b = await create(v.main.id, "2026-02-01", allScored(6));
    await submit(ids.b);
    expect(await latestOf(v.main.id)).toEqual([ids.b]);
  });

  it("stays on the newer when an older-dated one is submitted; on the same date the later id wins", async () => {
    ids.c = await create(v.main.id, "2024-06-01", allScored(8));
    await submit(ids.c);
    expect(await latestOf(v.main.id)).toEqual([ids.b]);
    ids.d = await create(v.main.id, "2026-02-01", allScored(3));
    expect(ids.d > ids.b).toBe(true);
    await submit(ids.d);
    expect(await latestOf(v.main.id)).toEqual([ids.d]);
  });

  it("reopening the latest hands the flag back to the previous completed one, and resubmitting takes it again", async () => {
    await reopen(ids.d);
    expect(await latestOf(v.main.id)).toEqual([ids.b]);
    await reopen(ids.b);
    expect(await latestOf(v.main.id)).toEqual([ids.a]);
    await submit(ids.b);
    expect(await latestOf(v.main.id)).toEqual([ids.b]);
  });

  it("follows a bulk submission over two vendors, and a bulk date change moves nothing", async () => {
    const x1 = await create(v.bulk.id, "2023-03-01", allScored(2));
    const x3 = await create(v.bulk.id, "2025-09-01", allScored(7));
    const x2 = await create(v.bulk.id, "2024-03-01", allScored(5));
    const patch = (ids: string[], patch: object) =>
      call(rm.token, "PATCH", "/api/risk-assessments/bulk-update", { ids, patch });
    const done = await patch([x1, x3, x2, ids.d], { status: "completed" });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await latestOf(v.bulk.id)).toEqual([x3]);
    expect(await latestOf(v.main.id)).toEqual([ids.d]);
    const dated = await patch([x1, x2, x3, ids.d, ids.b], { nextReviewDate: "2027-01-31" });
    expect(dated.status).toBe(200);
    expect(await latestOf(v.bulk.id)).toEqual([x3]);
    expect(await latestOf(v.main.id)).toEqual([ids.d]);
    ids.x2 = x2;
    ids.x3 = x3;
  });

  it("an import adds no completed assessment and leaves the flag; deleting a later draft leaves it too", async () => {
    const header = ["Vendor", "Lead Assessor", "Status", "Assessment Date"];
    const scored = [DOMAINS[0], DOMAINS[2], DOMAINS[8]].map((d) => `${DOMAIN_LABELS[d]} Score`);
    const file = [
      [...header, ...scored],
      [v.main.name, rm.user.email, "Draft", "2027-06-30", 9, 0, 4],
      [v.main.name, rm.user.email, "Draft", "2027-07-01", "", "", ""],
    ]
      .map((r) => r.join(","))
      .join("\r\n");
    const { payload, headers } = multipart(`latest-${TAG}.csv`, file);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/risk-assessments/import",
      headers: { ...headers, ...bearer(rm.token) },
      payload,
    });
    expect(res.statusCode, res.body).toBe(202);
    const task = await waitForTask(t, rm.token, res.json().data.taskId);
    expect(task.result, task.error ?? "").toMatchObject({ outcome: "imported", inserted: 2, inProgress: 1 });
    expect(await latestOf(v.main.id)).toEqual([ids.d]);
    const imported = (await storedOf(t, [v.main.id])).filter((a) => a.assessmentDate.getUTCFullYear() === 2027);
    expect(imported.map((a) => [a.status, a.latestCompleted]).sort()).toEqual([
      ["draft", false],
      ["in_progress", false],
    ]);
    const scoredRow = imported.find((a) => a.status === "in_progress")!;
    expect(rowScores(scoredRow)).toEqual([9, -1, 0, -1, -1, -1, -1, -1, 4]);
    await expectScoresRight(t, [v.main.id]);

    const draft = await create(v.main.id, "2027-12-31");
    const deleted = await call(rm.token, "DELETE", `/api/risk-assessments/${draft}`);
    expect(deleted.status).toBe(200);
    expect(await latestOf(v.main.id)).toEqual([ids.d]);
  });

  it("two submissions for one vendor at the same moment leave exactly one flagged (the vendor is locked)", async () => {
    const race = await activeVendor(t, `Race ${randomUUID().slice(0, 8)}`);
    for (let round = 0; round < 3; round++) {
      const older = await create(race.id, `2026-0${round + 1}-10`, allScored(4));
      const newer = await create(race.id, `2026-0${round + 1}-20`, allScored(6));
      await Promise.all([submit(newer), submit(older)]);
      await expectFlagsRight(t, [race.id]);
      expect((await flagged(t, [race.id]))[race.id]).toEqual([newer]);
    }
  });

  it("direct SQL: one statement over two vendors, a changed date and a deletion each recompute the vendors touched", async () => {
    const db = t.services.db;
    await db.$executeRaw`UPDATE "RiskAssessment" SET "status" = 'in_progress'
      WHERE "id" IN (${ids.d}::uuid, ${ids.x3}::uuid)`;
    expect(await latestOf(v.main.id)).toEqual([ids.b]);
    expect(await latestOf(v.bulk.id)).toEqual([ids.x2]);
    await db.$executeRaw`UPDATE "RiskAssessment" SET "assessmentDate" = '2026-03-01' WHERE "id" = ${ids.c}::uuid`;
    expect(await latestOf(v.main.id)).toEqual([ids.c]);
    await db.$executeRaw`DELETE FROM "RiskAssessment" WHERE "id" = ${ids.c}::uuid`;
    expect(await latestOf(v.main.id)).toEqual([ids.b]);
    await db.$executeRaw`UPDATE "RiskAssessment" SET "status" = 'completed' WHERE "id" IN (${ids.d}::uuid, ${ids.x3}::uuid)`;
    expect(await latestOf(v.main.id)).toEqual([ids.d]);
    expect(await latestOf(v.bulk.id)).toEqual([ids.x3]);
  });
});

describe("the nine scores on the row", () => {
  const scoresOf = async (id: string) =>
    rowScores(await t.services.db.riskAssessment.findUniqueOrThrow({ where: { id } }));

  it("follows create, update (a score changed, one cleared, one added) and the one-domain form", async () => {
    const blank = await create(v.scores.id, "2026-01-15");
    expect(await scoresOf(blank)).toEqual([-1, -1, -1, -1, -1, -1, -1, -1, -1]);
    const id = await create(v.scores.id, "2026-04-01", { vendorFinancialResilience: 3, complianceLegal: 7 });
    expect(await scoresOf(id)).toEqual([3, -1, 7, -1, -1, -1, -1, -1, -1]);
    const put = await call(rm.token, "PUT", `/api/risk-assessments/${id}`, {
      domains: domainsBody({ vendorFinancialResilience: null, complianceLegal: 9, esgAndAML: 2 }),
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(await scoresOf(id)).toEqual([-1, -1, 9, -1, -1, -1, -1, -1, 2]);
    const domain = (score: number | null) =>
      call(rm.token, "PUT", `/api/risk-assessments/${id}/domains/itBusinessContinuity`, { score });
    expect((await domain(10)).status).toBe(200);
    expect(await scoresOf(id)).toEqual([-1, 10, 9, -1, -1, -1, -1, -1, 2]);
    expect((await domain(null)).status).toBe(200);
    expect(await scoresOf(id)).toEqual([-1, -1, 9, -1, -1, -1, -1, -1, 2]);
    await expectScoresRight(t, vendorIds());
  });
});

describe("the dashboard's domain averages and heat map", () => {
  async function summary(query: string) {
    const res = await call(rm.token, "GET", `/api/risk-assessments/summary?search=${TAG}${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }

  it("equal the figures computed from the domain rows, with the filters applied", async () => {
    const all = await storedOf(t, vendorIds());
    const cases: [string, (a: (typeof all)[number]) => boolean][] = [
      ["", () => true],
      // The main vendor's latest (2026-02-01) is outside: it leaves the heat map, no older one takes its place.
      ["&to=2025-12-31", (a) => a.assessmentDate.toISOString().slice(0, 10) <= "2025-12-31"],
      ["&status=in_progress", (a) => a.status === "in_progress"],
      [`&vendorId=${v.main.id}`, (a) => a.vendorId === v.main.id],
    ];
    for (const [query, selects] of cases) {
      const s = await summary(query);
      const selected = all.filter(selects);
      expect(s.total, query).toBe(selected.length);
      expect(s.domainAverages, query).toEqual(expectedAverages(selected));
      expect(s.heatMap.vendors, query).toEqual(expectedHeatMap(all, selected));
    }
    const full = await summary("");
    expect(full.heatMap.vendors.map((r: { assessmentId: string }) => r.assessmentId)).toEqual(
      expect.arrayContaining([ids.d, ids.x3, ids.bystander]),
    );
    expect(
      (await summary("&to=2025-12-31")).heatMap.vendors.map((r: { vendor: { id: string } }) => r.vendor.id),
    ).not.toContain(v.main.id);
  });
});
