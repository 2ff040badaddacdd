// The contract's lifecycle over REST: forward one stage, back any (back before Approval withdraws the approval); the
// approval at the Approval stage by someone other than the owner; Execution only once approved; termination final.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiContract,
  auditRows,
  type Caller,
  type ContractAnswer,
  expectNothingWritten,
  footprint,
  startContractApp,
} from "./contracts-support.js";
import { signIn, type TestApp } from "./helpers.js";

type SignedIn = Awaited<ReturnType<typeof signIn>>;
let t: TestApp;
let call: Caller;
let buyer: SignedIn;
let legal: SignedIn;
let counsel: SignedIn;

beforeAll(async () => {
  ({ t, call, buyer } = await startContractApp());
  legal = await signIn(t, "Legal");
  counsel = await signIn(t, "Legal Counsel");
});
afterAll(() => t.close());

const move = (token: string, id: string, stage: string, note?: string) =>
  call(token, "POST", `/api/contracts/${id}/stage`, { stage, ...(note ? { note } : {}) });

/** A contract owned by Legal (so Legal Counsel approves), moved through to Approval. */
async function atApproval(): Promise<ContractAnswer> {
  const c = await apiContract(t, buyer.token, legal.user.id, { stage: "negotiation" });
  const res = await move(buyer.token, c.id, "approval", "Ready for sign-off");
  expect(res.status).toBe(200);
  return res.body.data;
}

describe("stage moves", () => {
  it("moves forward one stage at a time with a history row and an audit row", async () => {
    const c = await apiContract(t, buyer.token, legal.user.id);
    const res = await move(buyer.token, c.id, "drafting", "First draft");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ stage: "drafting", status: "draft" });
    expect(res.body.data.history.at(-1)).toMatchObject({
      kind: "stage_moved",
      fromStage: "initiation",
      toStage: "drafting",
      note: "First draft",
      actor: { id: buyer.user.id },
    });
    expect((await auditRows(t, c.id)).map((a) => a.action)).toEqual(["CREATE", "UPDATE"]);

    const before = await footprint(t);
    const skip = await move(buyer.token, c.id, "approval");
    expect(skip.status).toBe(409);
    expect(skip.body.message).toContain("one stage at a time");
    const same = await move(buyer.token, c.id, "drafting");
    expect(same.status).toBe(409);
    await expectNothingWritten(t, before);
  });

  it("into Approval: Under review, and Legal and Legal Counsel are told", async () => {
    const c = await atApproval();
    expect(c).toMatchObject({ stage: "approval", status: "under_review" });
    const notes = await t.services.db.notification.findMany({ where: { entityType: "Contract", entityId: c.id } });
    const told = new Set(notes.map((n) => n.userId));
    expect(told.has(legal.user.id)).toBe(true);
    expect(told.has(counsel.user.id)).toBe(true);
    expect(notes[0]!.title).toContain("Contract awaiting approval");
  });

  it("Execution without the approval answers 409 and writes nothing", async () => {
    const c = await atApproval();
    const before = await footprint(t);
    const res = await move(buyer.token, c.id, "execution");
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Execution needs an approved contract: record the approval first.");
    await expectNothingWritten(t, before);
  });
});

describe("approval", () => {
  it("the owner cannot approve their own contract (403)", async () => {
    const c = await atApproval();
    const before = await footprint(t);
    const res = await call(legal.token, "POST", `/api/contracts/${c.id}/approve`, {});
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You own this contract: someone else must approve it.");
    await expectNothingWritten(t, before);
  });

  it("Legal Counsel approves, the owner is told, then Execution is reached", async () => {
    const c = await atApproval();
    const approved = await call(counsel.token, "POST", `/api/contracts/${c.id}/approve`, { note: "Terms fine" });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: "approved",
      approved: true,
      approval: { by: { id: counsel.user.id }, note: "Terms fine" },
    });
    const toOwner = await t.services.db.notification.findMany({
      where: { entityType: "Contract", entityId: c.id, userId: legal.user.id, title: { contains: "approved" } },
    });
    expect(toOwner).toHaveLength(1);

    const twice = await call(counsel.token, "POST", `/api/contracts/${c.id}/approve`, {});
    expect(twice.status).toBe(409);

    const executed = await move(buyer.token, c.id, "execution");
    expect(executed.status).toBe(200);
    expect(executed.body.data).toMatchObject({ stage: "execution", status: "executed" });
  });

  it("approval is only at the Approval stage (409)", async () => {
    const c = await apiContract(t, buyer.token, legal.user.id);
    const res = await call(counsel.token, "POST", `/api/contracts/${c.id}/approve`, {});
    expect(res.status).toBe(409);
  });

  it("moving back before Approval withdraws the approval", async () => {
    const c = await atApproval();
    await call(counsel.token, "POST", `/api/contracts/${c.id}/approve`, {});
    const back = await move(buyer.token, c.id, "negotiation", "Vendor reopened pricing");
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ stage: "negotiation", status: "draft", approved: false, approval: null });
    expect(back.body.data.history.slice(-2).map((e: { kind: string }) => e.kind)).toEqual([
      "stage_moved",
      "approval_withdrawn",
    ]);
    // Back at Approval it needs approving again before Execution.
    await move(buyer.token, c.id, "approval");
    expect((await move(buyer.token, c.id, "execution")).status).toBe(409);
  });
});

describe("termination", () => {
  it("terminates with the reason, tells the owner; a second time and any move answer 409", async () => {
    const c = await apiContract(t, buyer.token, legal.user.id);
    const res = await call(buyer.token, "POST", `/api/contracts/${c.id}/terminate`, { reason: "Vendor exit" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: "terminated",
      terminationReason: "Vendor exit",
      terminatedBy: { id: buyer.user.id },
    });
    expect(res.body.data.history.at(-1)).toMatchObject({ kind: "terminated", note: "Vendor exit" });
    const told = await t.services.db.notification.count({
      where: { entityType: "Contract", entityId: c.id, userId: legal.user.id },
    });
    expect(told).toBe(1);
    const before = await footprint(t);
    expect((await call(buyer.token, "POST", `/api/contracts/${c.id}/terminate`, { reason: "Again" })).status).toBe(409);
    expect((await move(buyer.token, c.id, "drafting")).status).toBe(409);
    expect((await call(buyer.token, "PUT", `/api/contracts/${c.id}`, { name: "x" })).status).toBe(409);
    await expectNothingWritten(t, before);
  });

  it("a terminate without a reason answers 400", async () => {
    const c = await apiContract(t, buyer.token, legal.user.id);
    const res = await call(buyer.token, "POST", `/api/contracts/${c.id}/terminate`, { reason: " " });
    expect(res.status).toBe(400);
  });
});

describe("concurrent moves", () => {
  it("two moves of the same contract at once: one wins, the other is refused", async () => {
    const c = await apiContract(t, buyer.token, legal.user.id);
    const [a, b] = await Promise.all([move(buyer.token, c.id, "drafting"), move(buyer.token, c.id, "drafting")]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const events = await t.services.db.contractEvent.count({ where: { contractId: c.id, kind: "stage_moved" } });
    expect(events).toBe(1);
  });
});
