// The demo workflows and drafts (packages/db/src/demo/workflows.ts) through the API: each demo user reads their own
// drafts only and can submit one; the centre counts the overdue arrangements and the one awaiting the committee; a
// member of the Outsourcing Oversight Committee decides that one, its owner may not. A database of its own, seeded as
// `npm run db:seed` does (accounts, vendors, assessments, contracts, governance, workflows).
import {
  DEMO_PASSWORD,
  demoEmailFor,
  demoId,
  seedDemoContracts,
  seedDemoGovernance,
  seedDemoRiskAssessments,
  seedDemoVendors,
  seedDemoWorkflows,
} from "@tprm/db/demo";
import type { TestDatabase } from "@tprm/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOwnDatabase, freshIp, startTestApp, type TestApp } from "./helpers.js";
import { type Caller, caller } from "./risk-assessments-support.js";
import { DESCRIPTION, materiality, outsourcing } from "./workflow-submit-support.js";

let database: TestDatabase;
let t: TestApp;
let call: Caller;
const tokens = new Map<string, string>();

async function tokenOf(role: string) {
  const known = tokens.get(role);
  if (known) return known;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/public/auth/login",
    payload: { email: demoEmailFor(role), password: DEMO_PASSWORD },
    remoteAddress: freshIp(),
  });
  const token = res.json().data.accessToken as string;
  tokens.set(role, token);
  return token;
}

beforeAll(async () => {
  database = await createOwnDatabase();
  t = await startTestApp({ DATABASE_URL: database.url });
  call = caller(t);
  const now = new Date();
  await t.services.db.$transaction(
    async (tx) => {
      await seedDemoVendors(tx, now);
      await seedDemoRiskAssessments(tx, now);
      await seedDemoContracts(tx, now);
      await seedDemoGovernance(tx, now);
      await seedDemoWorkflows(tx, now);
    },
    { timeout: 180_000, maxWait: 10_000 },
  );
}, 240_000);
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

const DRAFTS = "/api/workflows/drafts";
type Draft = { id: string; step: number; vendor: { name: string } | null };

describe("the demo drafts", () => {
  it("each demo user lists their own, newest first, and cannot read another's", async () => {
    const business = await call(await tokenOf("Business User"), "GET", `${DRAFTS}/user`);
    expect(business.status).toBe(200);
    expect(business.body.data.map((d: Draft) => d.step)).toEqual([4, 2]);
    const admin = await call(await tokenOf("Admin"), "GET", `${DRAFTS}/user`);
    expect(admin.body.data.map((d: Draft) => d.step)).toEqual([5]);
    const adminDraft = admin.body.data[0].id;
    expect((await call(await tokenOf("Business User"), "GET", `${DRAFTS}/${adminDraft}`)).status).toBe(404);
    expect((await call(await tokenOf("Compliance Officer"), "GET", `${DRAFTS}/user`)).status).toBe(403);
  });

  it("the Business User completes and submits a demo draft: the chosen vendor is kept, the draft removed", async () => {
    const token = await tokenOf("Business User");
    const [draft] = (await call(token, "GET", `${DRAFTS}/user`)).body.data as Draft[];
    expect(draft!.vendor?.name).toBe("Veritrace Identity Data");
    const got = (await call(token, "GET", `${DRAFTS}/${draft!.id}`)).body.data;
    const res = await call(token, "POST", "/api/workflows/new-outsourcing", {
      recipientDetails: got.recipientDetails,
      providerDetails: got.providerDetails,
      vendorId: got.vendor.id,
      committeeId: got.committeeId,
      processDescription: got.processDescription.length >= 100 ? got.processDescription : DESCRIPTION,
      outsourcingAssessment: outsourcing(),
      materialityAssessment: materiality(3),
      draftId: draft!.id,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.vendor).toMatchObject({ name: "Veritrace Identity Data", created: false });
    expect(res.body.data.workflow.reference).toMatch(/^WF-\d{4}-\d{4}$/);
    expect((await call(token, "GET", `${DRAFTS}/${draft!.id}`)).status).toBe(404);
    // The committee named by the demo draft (the Outsourcing Oversight Committee) is linked.
    const w = await t.services.db.workflow.findUniqueOrThrow({ where: { id: res.body.data.workflow.id } });
    expect(w.committeeId).toBe(demoId("committee", "outsourcing-oversight"));
  });
});

describe("the demo arrangements", () => {
  const waiting = demoId("workflow", "ledgerline-core");

  it("the centre counts overdue ones and the one awaiting the committee", async () => {
    const res = await call(await tokenOf("Risk Manager"), "GET", "/api/workflows/summary");
    expect(res.status).toBe(200);
    expect(res.body.data.overdue).toBeGreaterThanOrEqual(4);
    expect(res.body.data.pendingDecision).toBe(1);
  });

  it("the one awaiting the committee has its seven flags; a member may decide, its owner may not", async () => {
    const member = await call(await tokenOf("Compliance Officer"), "GET", `/api/workflows/${waiting}`);
    expect(member.status).toBe(200);
    expect(member.body.data).toMatchObject({
      status: "pending",
      displayStatus: "pending-approval",
      currentStep: "committee_approval",
      progress: 85,
      priority: "critical",
      riskRating: "critical",
    });
    expect(Object.values(member.body.data.flags)).toEqual(Array(7).fill(true));
    expect(member.body.data.can.decide).toBe(true);
    const owner = await call(await tokenOf("Business User"), "GET", `/api/workflows/${waiting}`);
    expect(owner.body.data.can.decide).toBe(false);

    const url = `/api/workflows/${waiting}/committee-decision`;
    expect((await call(await tokenOf("Business User"), "POST", url, { decision: "approved" })).status).toBe(403);
    // The Risk Manager, on the committee, set its risk review: a reviewer may not decide it (four eyes).
    expect((await call(await tokenOf("Risk Manager"), "POST", url, { decision: "approved" })).status).toBe(403);
    const decided = await call(await tokenOf("Vendor Manager"), "POST", url, { decision: "approved" });
    expect(decided.status).toBe(200);
    expect(decided.body.data.message).toBe("Arrangement APPROVED - Contract execution initiated");
    expect(decided.body.data.workflow).toMatchObject({ status: "approved", currentStep: "contract_execution" });
    expect(decided.body.data.workflow.contract?.stage).toBe("approval");
  });

  it("an arrangement still at its risk assessment shows the linked assessment on the deck", async () => {
    const id = demoId("workflow", "tessera-acquiring");
    const res = await call(await tokenOf("Risk Manager"), "GET", `/api/workflows/${id}/with-risk-assessment`);
    expect(res.status).toBe(200);
    expect(res.body.data.riskAssessment).toMatchObject({ status: expect.stringMatching(/draft|in_progress/) });
    expect(res.body.data.workflow).toMatchObject({ overdue: true, currentStep: "risk_assessment_in_progress" });
  });
});
