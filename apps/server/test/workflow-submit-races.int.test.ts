// The wizard's submission at the same moment as another (a double click, two users naming one new provider), and
// the vendor it names kept while a workflow names it. Beside workflow-submit.int.test.ts.
import { randomUUID } from "node:crypto";
import { todayIn } from "@tprm/api/dates";
import { createVendor } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startTestApp, type TestApp } from "./helpers.js";
import { type Caller, caller } from "./risk-assessments-support.js";
import { submitBody } from "./workflow-submit-support.js";

let t: TestApp;
let db: TestApp["services"]["db"];
let call: Caller;
let owner: Awaited<ReturnType<typeof signIn>>;
let today: string;
beforeAll(async () => {
  t = await startTestApp();
  db = t.services.db;
  call = caller(t);
  owner = await signIn(t, "Business User");
  today = todayIn(t.services.env.APP_TIME_ZONE);
});
afterAll(() => t.close());

const SUBMIT = "/api/workflows/new-outsourcing";

describe("at the same moment", () => {
  it("two submissions naming the same new provider at once make one vendor", async () => {
    const body = submitBody();
    const [a, b] = await Promise.all([
      call(owner.token, "POST", SUBMIT, body),
      call(owner.token, "POST", SUBMIT, { ...body, providerDetails: body.providerDetails.toLowerCase() }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data.vendor.id).toBe(b.body.data.vendor.id);
    expect([a.body.data.vendor.created, b.body.data.vendor.created].sort()).toEqual([false, true]);
  });

  it("the same draft submitted twice at once (a double click) makes one arrangement; the second answers 404", async () => {
    const draft = await db.workflowDraft.create({ data: { userId: owner.user.id, recipientDetails: "R" } });
    const body = submitBody({ draftId: draft.id });
    const workflows = await db.workflow.count();
    const statuses = (
      await Promise.all([call(owner.token, "POST", SUBMIT, body), call(owner.token, "POST", SUBMIT, body)])
    )
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([201, 404]);
    expect(await db.workflow.count()).toBe(workflows + 1);
  });
});

describe("the arrangement's vendor", () => {
  it("cannot be deleted while a workflow names it (409, not a database error)", async () => {
    const admin = await signIn(t, "Admin");
    const vendor = await createVendor(db, { name: `Kept ${randomUUID().slice(0, 6)}`, withoutChecklist: true });
    await db.workflow.create({
      data: {
        reference: `WF-1999-${randomUUID().slice(0, 8)}`,
        type: "vendor_onboarding",
        name: "Onboarding",
        currentStep: "intake",
        ownerId: owner.user.id,
        vendorId: vendor.id,
        startDate: new Date(`${today}T00:00:00Z`),
        targetDate: new Date(`${today}T00:00:00Z`),
      },
    });
    const res = await call(admin.token, "DELETE", `/api/vendors/${vendor.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/1 workflow/);
    expect(await db.vendor.count({ where: { id: vendor.id } })).toBe(1);
  });
});
