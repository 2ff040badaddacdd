// The wizard's drafts over REST (001 §7; issue 16): saved, read, listed and deleted by their own user only (another
// user's draft answers 404, the spec's owner and userId are ignored), audited; bad bodies 400 with nothing written;
// 401 signed out; 403 for every role but Business User and Admin (the table below, written out by hand).
import { randomUUID } from "node:crypto";
import { createVendor } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startTestApp, type TestApp } from "./helpers.js";
import { type Caller, caller } from "./risk-assessments-support.js";
import {
  auditRows,
  DESCRIPTION,
  expectNothingWritten,
  footprint,
  issuePaths,
  materiality,
  outsourcing,
  submitBody,
} from "./workflow-submit-support.js";

let t: TestApp;
let call: Caller;
let ana: Awaited<ReturnType<typeof signIn>>;
let ben: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  ana = await signIn(t, "Business User");
  ben = await signIn(t, "Business User");
});
afterAll(() => t.close());

const SAVE = "/api/workflows/save-draft";
const DRAFTS = "/api/workflows/drafts";

const partial = (extra: object = {}) => ({
  recipientDetails: "Payments division",
  providerDetails: `Provider ${randomUUID().slice(0, 8)}\nBerlin`,
  outsourcingAssessment: [{ questionId: "recurrent", answer: "Yes" }],
  materialityAssessment: { q1: 3, q2: null },
  currentStep: "Step 4",
  ...extra,
});

describe("saving and resuming a draft", () => {
  it("saves a new draft as the signed-in user's (owner and userId ignored), with its audit row", async () => {
    const res = await call(ana.token, "POST", SAVE, partial({ owner: "Current User", userId: ben.user.id }));
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const draft = res.body.data;
    expect(draft).toMatchObject({
      recipientDetails: "Payments division",
      legalEntity: "",
      processDescription: "",
      currentStep: "Step 4",
      step: 4,
      vendor: null,
      committeeId: null,
      outsourcingAssessment: [{ questionId: "recurrent", answer: "Yes" }],
      materialityAssessment: [
        { questionId: "q1", answer: 3 },
        { questionId: "q2", answer: null },
      ],
    });
    const row = await t.services.db.workflowDraft.findUniqueOrThrow({ where: { id: draft.id } });
    expect(row.userId).toBe(ana.user.id);
    const audit = await auditRows(t, "WorkflowDraft", draft.id);
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([["CREATE", ana.user.id]]);
  });

  it("updates the user's own draft with its id, keeps the vendor chosen, and reads it back", async () => {
    const vendor = await createVendor(t.services.db, { name: `Chosen ${randomUUID().slice(0, 6)}` });
    const first = (await call(ana.token, "POST", SAVE, partial())).body.data;
    const saved = await call(ana.token, "POST", SAVE, {
      ...partial({ id: first.id, vendorId: vendor.id, processDescription: DESCRIPTION, currentStep: "Step 3" }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ id: first.id, vendor: { id: vendor.id, name: vendor.name }, step: 3 });
    expect(new Date(saved.body.data.draftLastSaved) >= new Date(first.draftLastSaved)).toBe(true);
    const got = await call(ana.token, "GET", `${DRAFTS}/${first.id}`);
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({
      id: first.id,
      processDescription: DESCRIPTION.trim(),
      currentStep: "Step 3",
    });
    const audit = await auditRows(t, "WorkflowDraft", first.id);
    expect(audit.map((a) => a.action)).toEqual(["CREATE", "UPDATE"]);
  });

  it("an unknown step text reads as step 1", async () => {
    const res = await call(ana.token, "POST", SAVE, partial({ currentStep: "Somewhere" }));
    expect(res.body.data.step).toBe(1);
  });

  it("lists only the user's own drafts, last saved first, whatever userId the query names", async () => {
    const mine = await signIn(t, "Business User");
    const a = (await call(mine.token, "POST", SAVE, partial())).body.data;
    const b = (await call(mine.token, "POST", SAVE, partial())).body.data;
    await call(mine.token, "POST", SAVE, partial({ id: a.id, currentStep: "Step 5" }));
    await call(ben.token, "POST", SAVE, partial());
    const list = await call(mine.token, "GET", `${DRAFTS}/user?userId=${ben.user.id}`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((d: { id: string }) => d.id)).toEqual([a.id, b.id]);
    const plain = await call(mine.token, "GET", `${DRAFTS}/user`);
    expect(plain.body.data.map((d: { id: string }) => d.id)).toEqual([a.id, b.id]);
  });

  it("deletes the user's own draft with its audit row; then it is gone", async () => {
    const draft = (await call(ana.token, "POST", SAVE, partial())).body.data;
    const res = await call(ana.token, "DELETE", `${DRAFTS}/${draft.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: draft.id, deleted: true });
    expect(await t.services.db.workflowDraft.count({ where: { id: draft.id } })).toBe(0);
    expect((await auditRows(t, "WorkflowDraft", draft.id)).map((a) => a.action)).toEqual(["CREATE", "DELETE"]);
    expect((await call(ana.token, "GET", `${DRAFTS}/${draft.id}`)).status).toBe(404);
  });
});

describe("at the same moment", () => {
  it("deleting a draft twice at once: one 200, one 404", async () => {
    const draft = (await call(ana.token, "POST", SAVE, partial())).body.data;
    const url = `${DRAFTS}/${draft.id}`;
    const statuses = (await Promise.all([call(ana.token, "DELETE", url), call(ana.token, "DELETE", url)]))
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([200, 404]);
  });

  it("saving while it is deleted: the save answers 404 or saves before the delete, never 500", async () => {
    const draft = (await call(ana.token, "POST", SAVE, partial())).body.data;
    const [saved, deleted] = await Promise.all([
      call(ana.token, "POST", SAVE, partial({ id: draft.id, currentStep: "Step 5" })),
      call(ana.token, "DELETE", `${DRAFTS}/${draft.id}`),
    ]);
    expect([200, 404]).toContain(saved.status);
    expect(deleted.status).toBe(200);
  });
});

describe("drafts are private", () => {
  it("another user's draft answers 404 to get, save and delete, and is left as it was", async () => {
    const draft = (await call(ana.token, "POST", SAVE, partial())).body.data;
    const admin = await signIn(t, "Admin");
    const before = await footprint(t);
    const got = await call(ben.token, "GET", `${DRAFTS}/${draft.id}`);
    expect(got.status).toBe(404);
    expect(got.body.message).toBe("No draft of yours with this id.");
    expect((await call(ben.token, "POST", SAVE, partial({ id: draft.id }))).status).toBe(404);
    expect((await call(ben.token, "DELETE", `${DRAFTS}/${draft.id}`)).status).toBe(404);
    expect((await call(admin.token, "GET", `${DRAFTS}/${draft.id}`)).status).toBe(404);
    await expectNothingWritten(t, before);
    expect((await call(ben.token, "GET", `${DRAFTS}/user`)).body.data.map((d: { id: string }) => d.id)).not.toContain(
      draft.id,
    );
  });

  it("submitting another user's draft answers 404 and writes nothing", async () => {
    const draft = (await call(ana.token, "POST", SAVE, partial())).body.data;
    const before = await footprint(t);
    const res = await call(ben.token, "POST", "/api/workflows/new-outsourcing", submitBody({ draftId: draft.id }));
    expect(res.status).toBe(404);
    await expectNothingWritten(t, before);
  });
});

describe("bad input", () => {
  it("400 naming each field, nothing written", async () => {
    const before = await footprint(t);
    const cases: [object, string[]][] = [
      [partial({ processDescription: "x".repeat(5001) }), ["processDescription"]],
      [
        partial({ outsourcingAssessment: [{ questionId: "nope", answer: "Yes" }] }),
        ["outsourcingAssessment.0.questionId"],
      ],
      [partial({ materialityAssessment: [{ questionId: "q1", answer: 6 }] }), ["materialityAssessment.0.answer"]],
      [
        partial({ outsourcingAssessment: [{ questionId: "recurrent", answer: "Maybe" }] }),
        ["outsourcingAssessment.0.answer"],
      ],
      [partial({ vendorId: "not-an-id" }), ["vendorId"]],
      [partial({ vendorId: randomUUID() }), ["vendorId"]],
      [partial({ committeeId: randomUUID() }), ["committeeId"]],
    ];
    for (const [body, paths] of cases) {
      const res = await call(ana.token, "POST", SAVE, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(issuePaths(res.body)).toEqual(paths);
    }
    expect((await call(ana.token, "GET", `${DRAFTS}/not-a-uuid`)).status).toBe(400);
    expect((await call(ana.token, "DELETE", `${DRAFTS}/not-a-uuid`)).status).toBe(400);
    await expectNothingWritten(t, before);
  });

  it("a complete answer set saves as well (the draft keeps partial and full lists)", async () => {
    const res = await call(
      ana.token,
      "POST",
      SAVE,
      partial({ outsourcingAssessment: outsourcing(), materialityAssessment: materiality(1) }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.materialityAssessment).toHaveLength(15);
  });
});

describe("signed out", () => {
  it("401 on every draft path and the submission", async () => {
    const id = randomUUID();
    const anon = async (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
      (await t.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode;
    expect(await anon("POST", SAVE, partial())).toBe(401);
    expect(await anon("GET", `${DRAFTS}/${id}`)).toBe(401);
    expect(await anon("GET", `${DRAFTS}/user`)).toBe(401);
    expect(await anon("DELETE", `${DRAFTS}/${id}`)).toBe(401);
    expect(await anon("POST", "/api/workflows/new-outsourcing", submitBody())).toBe(401);
  });
});

/** Create workflows (000 §6, the spec's table): Business User and Admin only. */
const Y = true;
const N = false;
const CREATE: Record<string, boolean> = {
  Admin: Y,
  "Business User": Y,
  "Risk Manager": N,
  Compliance: N,
  "Compliance Officer": N,
  Finance: N,
  "Finance Manager": N,
  Legal: N,
  "Legal Counsel": N,
  "IT Security": N,
  Procurement: N,
  "Vendor Manager": N,
  Executive: N,
  "Board Member": N,
  "Internal Auditor": N,
  "External Auditor": N,
  "Regulatory Body": N,
};

describe("drafts and the submission per role", () => {
  it("the table names all 17 roles", () => {
    expect(Object.keys(CREATE)).toHaveLength(17);
  });

  for (const [role, allowed] of Object.entries(CREATE)) {
    it(`${role}: create workflows ${allowed}`, async () => {
      const who = await signIn(t, role);
      const own = await t.services.db.workflowDraft.create({ data: { userId: who.user.id, recipientDetails: "R" } });
      const before = await footprint(t);
      const ok = (success = 200) => (allowed ? success : 403);
      const status = async (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
        (await call(who.token, method, url, payload)).status;
      const outcomes: [string, number, number][] = [
        ["POST save-draft", await status("POST", SAVE, partial()), ok()],
        ["GET draft", await status("GET", `${DRAFTS}/${own.id}`), ok()],
        ["GET drafts/user", await status("GET", `${DRAFTS}/user`), ok()],
        ["POST new-outsourcing", await status("POST", "/api/workflows/new-outsourcing", submitBody()), ok(201)],
        ["DELETE draft", await status("DELETE", `${DRAFTS}/${own.id}`), ok()],
      ];
      expect(outcomes.map(([name, got]) => [name, got])).toEqual(outcomes.map(([name, , want]) => [name, want]));
      if (!allowed) await expectNothingWritten(t, before);
    });
  }
});
