// The workflow centre's reads on a database of the file's own, emptied of workflows, with eight known ones: the
// list's filters (display status, overdue computed from the target date), search, sort and pages; the tiles; the
// analytics computed from the data; the templates with the linked policies and the active committees.
import { randomUUID } from "node:crypto";
import type { Prisma } from "@tprm/db";
import { createPolicy, createUser, createVendor } from "@tprm/db/factories";
import type { TestDatabase } from "@tprm/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOwnDatabase, signIn, startTestApp, type TestApp, uniqueEmail } from "./helpers.js";
import { caller } from "./risk-assessments-support.js";
import { asDate, BASE, committeeWith, isoDay } from "./workflows-support.js";

let database: TestDatabase;
let t: TestApp;
let call: ReturnType<typeof caller>;
let viewer: Awaited<ReturnType<typeof signIn>>;
let otherOwnerId: string;
const ids: Record<string, string> = {};
const refs: Record<string, string> = {};

const at = (offset: number) => new Date(`${isoDay(offset)}T12:00:00.000Z`);

beforeAll(async () => {
  database = await createOwnDatabase();
  t = await startTestApp({ DATABASE_URL: database.url });
  call = caller(t);
  const db = t.services.db;
  await db.workflow.deleteMany({});
  await db.workflowDraft.deleteMany({});
  viewer = await signIn(t, "Procurement");
  const owner = await createUser(db, { email: uniqueEmail("wf-owner"), role: "Business User" });
  otherOwnerId = (await createUser(db, { email: uniqueEmail("wf-other"), role: "Business User" })).id;
  const northwind = await createVendor(db, { name: "Northwind Payments" });
  const rows: [string, Partial<Prisma.WorkflowUncheckedCreateInput>][] = [
    [
      "A",
      {
        name: "Card processing",
        vendorId: northwind.id,
        status: "initiation",
        currentStep: "risk_assessment_in_progress",
        targetDate: asDate(isoDay(10)),
        materialityClassification: "material",
      },
    ],
    [
      "B",
      {
        name: "Core banking hosting",
        status: "pending",
        currentStep: "committee_approval",
        targetDate: asDate(isoDay(-5)),
        materialityClassification: "critical",
      },
    ],
    [
      "C",
      {
        type: "vendor_onboarding",
        name: "Onboard KYC provider",
        status: "in_progress",
        currentStep: "due_diligence",
        targetDate: asDate(isoDay(-1)),
        materialityClassification: "non_material",
        ownerId: otherOwnerId,
      },
    ],
    [
      "D",
      {
        type: "contract_renewal",
        name: "Renew print services",
        status: "completed",
        currentStep: "renewal_execution",
        startDate: asDate(isoDay(-40)),
        targetDate: asDate(isoDay(-10)),
        completedAt: at(-12),
      },
    ],
    [
      "E",
      {
        name: "Payroll outsourcing",
        status: "approved",
        currentStep: "contract_execution",
        startDate: asDate(isoDay(-30)),
        targetDate: asDate(isoDay(20)),
        completedAt: at(-5),
      },
    ],
    [
      "F",
      {
        name: "Offshore call centre",
        status: "rejected",
        currentStep: "committee_approval",
        startDate: asDate(isoDay(-20)),
        targetDate: asDate(isoDay(-15)),
        completedAt: at(-2),
      },
    ],
    [
      "G",
      {
        name: "Cloud data warehouse",
        status: "deferred",
        currentStep: "committee_approval",
        targetDate: asDate(isoDay(30)),
      },
    ],
    [
      "H",
      {
        type: "vendor_offboarding",
        name: "Exit legacy archive",
        status: "cancelled",
        currentStep: "exit_plan",
        targetDate: asDate(isoDay(-50)),
      },
    ],
  ];
  for (const [key, fields] of rows) {
    const reference = `WF-2026-${String(9000 + Object.keys(ids).length)}`;
    const w = await db.workflow.create({
      data: {
        reference,
        type: "new_outsourcing",
        ownerId: owner.id,
        startDate: asDate(isoDay(-10)),
        ...fields,
      } as Prisma.WorkflowUncheckedCreateInput,
    });
    ids[key] = w.id;
    refs[key] = reference;
  }
  // Step moves: three the platform made, one a person made.
  await db.workflowEvent.createMany({
    data: [
      { workflowId: ids.A!, kind: "step_completed", automatic: true },
      { workflowId: ids.B!, kind: "step_completed", automatic: true },
      { workflowId: ids.E!, kind: "step_completed", automatic: true },
      { workflowId: ids.D!, kind: "step_completed", automatic: false },
      { workflowId: ids.D!, kind: "edited", automatic: false },
    ],
  });
  await db.workflowDraft.createMany({
    data: [{ userId: viewer.user.id }, { userId: viewer.user.id }, { userId: otherOwnerId }],
  });
});
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

const keysOf = (items: { id: string }[]) => items.map((i) => Object.keys(ids).find((k) => ids[k] === i.id));
const list = async (query = "") => {
  const res = await call(viewer.token, "GET", `${BASE}${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe("the list", () => {
  it("sorts by target date by default, with the derived columns", async () => {
    const body = await list();
    expect(keysOf(body.data)).toEqual(["H", "F", "D", "B", "C", "A", "E", "G"]);
    expect(body.pagination).toMatchObject({ page: 1, total: 8, totalPages: 1 });
    const byKey = Object.fromEntries(body.data.map((r: { id: string }) => [keysOf([r])[0], r]));
    expect(byKey.A).toMatchObject({
      displayStatus: "in-progress",
      overdue: false,
      progress: 50,
      priority: "high",
      riskRating: "high",
      vendor: { name: "Northwind Payments" },
    });
    expect(byKey.B).toMatchObject({
      displayStatus: "overdue",
      overdue: true,
      progress: 85,
      priority: "critical",
      riskRating: "critical",
    });
    expect(byKey.C).toMatchObject({ displayStatus: "overdue", overdue: true, progress: 20, priority: "medium" });
    expect(byKey.D).toMatchObject({ displayStatus: "completed", overdue: false, progress: 100 });
    expect(byKey.E).toMatchObject({ displayStatus: "completed", progress: 100 });
    expect(byKey.F).toMatchObject({ displayStatus: "on-hold", overdue: false, progress: 0 });
    expect(byKey.G).toMatchObject({ displayStatus: "on-hold", progress: 85 });
    expect(byKey.H).toMatchObject({ displayStatus: "on-hold", overdue: false });
  });

  it("filters by display status (overdue: open and past the target date), type and owner", async () => {
    expect(keysOf((await list("?status=overdue")).data)).toEqual(["B", "C"]);
    expect(keysOf((await list("?status=in-progress")).data)).toEqual(["A"]);
    expect(keysOf((await list("?status=pending-approval")).data)).toEqual([]);
    expect(keysOf((await list("?status=completed")).data)).toEqual(["D", "E"]);
    expect(keysOf((await list("?status=on-hold")).data)).toEqual(["H", "F", "G"]);
    expect(keysOf((await list("?type=new-outsourcing")).data)).toEqual(["F", "B", "A", "E", "G"]);
    expect(keysOf((await list(`?ownerId=${otherOwnerId}`)).data)).toEqual(["C"]);
    // Awaiting the committee whether overdue or not (the Committee Approval tab's list).
    expect(keysOf((await list("?storedStatus=pending")).data)).toEqual(["B"]);
    expect(keysOf((await list("?storedStatus=deferred&type=new_outsourcing")).data)).toEqual(["G"]);
  });

  it("searches the name, the reference and the vendor's name, ignoring case", async () => {
    expect(keysOf((await list("?search=northwind")).data)).toEqual(["A"]);
    expect(keysOf((await list(`?search=${refs.G!.toLowerCase()}`)).data)).toEqual(["G"]);
    expect(keysOf((await list("?search=CALL%20centre")).data)).toEqual(["F"]);
    expect(keysOf((await list("?search=nothing-like-this")).data)).toEqual([]);
  });

  it("sorts by name either way and pages", async () => {
    expect(keysOf((await list("?sort=name&order=desc")).data)).toEqual(["D", "E", "C", "F", "H", "B", "G", "A"]);
    const page = await list("?limit=3&page=2");
    expect(keysOf(page.data)).toEqual(["B", "C", "A"]);
    expect(page.pagination).toMatchObject({ page: 2, limit: 3, total: 8, totalPages: 3 });
  });

  it("refuses a bad query (400)", async () => {
    for (const q of [
      "?status=late",
      "?storedStatus=open",
      "?sort=owner",
      "?type=other",
      "?limit=0",
      `?ownerId=nobody`,
    ]) {
      expect([q, (await call(viewer.token, "GET", `${BASE}${q}`)).status]).toEqual([q, 400]);
    }
  });
});

describe("tiles and analytics", () => {
  it("counts the tiles from the data, the drafts being the caller's own", async () => {
    const res = await call(viewer.token, "GET", `${BASE}/summary`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      total: 8,
      inProgress: 2,
      averageProgress: 60,
      overdue: 2,
      critical: 1,
      pendingDecision: 1,
      myDrafts: 2,
    });
  });

  it("computes cycle time, on-time completion, approval success, step automation and the distribution by type", async () => {
    const res = await call(viewer.token, "GET", `${BASE}/analytics`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      cycleTimeDays: 24,
      onTimeCompletion: 67,
      approvalSuccess: 50,
      stepAutomation: 75,
      total: 8,
      byType: [
        { type: "new_outsourcing", count: 5, share: 63 },
        { type: "contract_renewal", count: 1, share: 13 },
        { type: "risk_assessment", count: 0, share: 0 },
        { type: "vendor_onboarding", count: 1, share: 12 },
        { type: "vendor_offboarding", count: 1, share: 12 },
      ],
    });
  });
});

describe("templates", () => {
  it("answers the five templates, the policies on outsourcing and third parties, and the active committees", async () => {
    const db = t.services.db;
    const tag = randomUUID().slice(0, 6);
    const outsourcing = await createPolicy(db, { name: `Outsourcing policy ${tag}`, category: "Outsourcing" });
    const dora = await createPolicy(db, {
      name: `ICT risk ${tag}`,
      category: "ICT",
      regulatoryFramework: "DORA; EBA/GL/2019/02",
    });
    const third = await createPolicy(db, { name: `Supplier ${tag}`, category: "third-party risk management" });
    const archived = await createPolicy(db, { name: `Old ${tag}`, category: "Outsourcing", archived: true });
    const unrelated = await createPolicy(db, {
      name: `Passwords ${tag}`,
      category: "Information Security",
      regulatoryFramework: "ISO 27001",
    });
    const active = await committeeWith(t, []);
    const inactive = await committeeWith(t, [], { status: "inactive" });
    const res = await call(viewer.token, "GET", `${BASE}/templates`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.templates.map((x: { type: string }) => x.type)).toEqual([
      "new_outsourcing",
      "contract_renewal",
      "risk_assessment",
      "vendor_onboarding",
      "vendor_offboarding",
    ]);
    expect(data.templates[0].steps.slice(0, 3)).toEqual([
      { key: "initiation", assignee: "business_owner", estimatedDays: 2 },
      { key: "materiality_assessment", assignee: "risk_team", estimatedDays: 5 },
      { key: "risk_assessment", assignee: "enterprise_risk_team", estimatedDays: 10 },
    ]);
    const policyIds = data.policies.map((p: { id: string }) => p.id);
    for (const p of [outsourcing, dora, third]) expect(policyIds).toContain(p.id);
    for (const p of [archived, unrelated]) expect(policyIds).not.toContain(p.id);
    const committeeIds = data.committees.map((c: { id: string }) => c.id);
    expect(committeeIds).toContain(active.id);
    expect(committeeIds).not.toContain(inactive.id);
    expect(data.committees.find((c: { id: string }) => c.id === active.id)).toMatchObject({
      hasCharter: false,
      type: "Outsourcing",
    });
  });
});
