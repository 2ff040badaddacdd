// Rules a contract keeps whichever call changes it: no contract added to or moved onto an offboarded vendor (as the
// import refuses it), and the person who approved a contract never becomes its owner (the owner never approves
// their own contract, even by handing it over and taking it back).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiContract,
  type Caller,
  contractBody,
  contractRow,
  expectNothingWritten,
  footprint,
  startContractApp,
  vendor,
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

const OFFBOARDED = "The vendor is offboarded: contracts are not added to it";

describe("offboarded vendors", () => {
  it("create answers 400 on the vendor field, by id or by name, and writes nothing", async () => {
    const gone = await vendor(t, undefined, { status: "offboarded", offboardedAt: new Date() });
    const before = await footprint(t);
    const byId = await call(
      buyer.token,
      "POST",
      "/api/contracts",
      await contractBody(t, legal.user.id, { vendorId: gone.id }),
    );
    expect(byId.status).toBe(400);
    expect(JSON.stringify(byId.body)).toContain(OFFBOARDED);
    const byName = await call(
      buyer.token,
      "POST",
      "/api/contracts",
      await contractBody(t, legal.user.id, { vendor: gone.name }),
    );
    expect(byName.status).toBe(400);
    expect(JSON.stringify(byName.body)).toContain(OFFBOARDED);
    await expectNothingWritten(t, before);
  });

  it("update answers 400 when moving a contract onto an offboarded vendor; a contract already there stays editable", async () => {
    const c = await apiContract(t, buyer.token, legal.user.id);
    const gone = await vendor(t, undefined, { status: "offboarded", offboardedAt: new Date() });
    const before = await footprint(t);
    const moved = await call(buyer.token, "PUT", `/api/contracts/${c.id}`, { vendorId: gone.id });
    expect(moved.status).toBe(400);
    expect(JSON.stringify(moved.body)).toContain(OFFBOARDED);
    await expectNothingWritten(t, before);

    // The contract's own vendor offboarded later: its contract keeps taking edits (the same vendor named again too).
    const own = await t.services.db.contract.findUniqueOrThrow({ where: { id: c.id } });
    await t.services.db.vendor.update({
      where: { id: own.vendorId },
      data: { status: "offboarded", offboardedAt: new Date() },
    });
    const edited = await call(buyer.token, "PUT", `/api/contracts/${c.id}`, {
      vendorId: own.vendorId,
      description: "Exit under way",
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.description).toBe("Exit under way");
  });
});

describe("the approver never owns the contract", () => {
  it("an owner cannot hand the contract over, approve it and take it back", async () => {
    // Legal owns it and may edit contracts; Legal Counsel is someone else.
    const c = await apiContract(t, buyer.token, legal.user.id, { stage: "negotiation" });
    expect((await call(buyer.token, "POST", `/api/contracts/${c.id}/stage`, { stage: "approval" })).status).toBe(200);
    const handed = await call(legal.token, "PUT", `/api/contracts/${c.id}`, { ownerId: counsel.user.id });
    expect(handed.status).toBe(200);
    const approved = await call(legal.token, "POST", `/api/contracts/${c.id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(approved.body.data.approved).toBe(true);

    const before = await footprint(t);
    const back = await call(legal.token, "PUT", `/api/contracts/${c.id}`, { ownerId: legal.user.id });
    expect(back.status).toBe(400);
    expect(JSON.stringify(back.body)).toContain("This person approved the contract: its owner must be someone else");
    await expectNothingWritten(t, before);

    // Anyone else may own it.
    const other = await call(legal.token, "PUT", `/api/contracts/${c.id}`, { ownerId: buyer.user.id });
    expect(other.status).toBe(200);
    expect(other.body.data).toMatchObject({ approved: true, owner: { id: buyer.user.id } });
  });
});

describe("the vendor's contract value past the largest amount kept", () => {
  const MAX = "9999999999999999.00";

  it("a move into Execution or a change of value answers 409 and writes nothing (no server error)", async () => {
    const v = await vendor(t);
    const half = "5000000000000000.00";
    await contractRow(t, {
      vendorId: v.id,
      status: "executed",
      stage: "management",
      currency: v.currency,
      value: half,
    });
    const c = await apiContract(t, buyer.token, legal.user.id, {
      vendorId: v.id,
      currency: v.currency,
      value: MAX,
      stage: "negotiation",
    });
    expect((await call(buyer.token, "POST", `/api/contracts/${c.id}/stage`, { stage: "approval" })).status).toBe(200);
    expect((await call(counsel.token, "POST", `/api/contracts/${c.id}/approve`, {})).status).toBe(200);

    let before = await footprint(t);
    const moved = await call(buyer.token, "POST", `/api/contracts/${c.id}/stage`, { stage: "execution" });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toContain("would add up to more than the register keeps");
    await expectNothingWritten(t, before);

    // Executed with a small value, then raised past what the vendor's sum can hold.
    const small = await apiContract(t, buyer.token, legal.user.id, {
      vendorId: v.id,
      currency: v.currency,
      value: "1.00",
    });
    await t.services.db.contract.update({
      where: { id: small.id },
      data: { stage: "management", status: "executed", approvedAt: new Date() },
    });
    before = await footprint(t);
    const raised = await call(buyer.token, "PUT", `/api/contracts/${small.id}`, { value: half });
    expect(raised.status).toBe(409);
    await expectNothingWritten(t, before);
  });
});

describe("dates that are no day", () => {
  it("30 February answers 400 on its field rather than being stored as 2 March", async () => {
    const before = await footprint(t);
    const created = await call(
      buyer.token,
      "POST",
      "/api/contracts",
      await contractBody(t, legal.user.id, { startDate: "2026-02-30" }),
    );
    expect(created.status).toBe(400);
    expect(JSON.stringify(created.body)).toContain("Start date must be a date (YYYY-MM-DD)");
    await expectNothingWritten(t, before);

    const c = await apiContract(t, buyer.token, legal.user.id);
    const snapshot = await footprint(t);
    const edited = await call(buyer.token, "PUT", `/api/contracts/${c.id}`, { endDate: "2027-02-29" });
    expect(edited.status).toBe(400);
    await expectNothingWritten(t, snapshot);
  });
});

describe("a record deleted while something is made from it", () => {
  /** Deletes in a transaction held open until `release`, as a delete running at the same moment would. */
  function heldDelete(
    write: (tx: Parameters<Parameters<TestApp["services"]["db"]["$transaction"]>[0]>[0]) => Promise<unknown>,
  ) {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const done = t.services.db.$transaction(async (tx) => {
      await write(tx);
      await gate;
    });
    return { release, done };
  }
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("a contract made from a template deleted meanwhile answers 400, not a server error", async () => {
    const db = t.services.db;
    const file = await db.storedFile.create({
      data: {
        filename: "t.txt",
        contentType: "text/plain; charset=utf-8",
        size: 1,
        sha256: "0",
        purpose: "contract-template",
        data: Buffer.from("a"),
      },
    });
    const template = await db.contractTemplate.create({
      data: { name: "Held template", versions: { create: { version: 1, fileId: file.id } } },
    });
    const held = heldDelete((tx) => tx.contractTemplate.delete({ where: { id: template.id } }));
    await pause(100);
    const body = await contractBody(t, legal.user.id, { templateId: template.id });
    const creating = call(buyer.token, "POST", "/api/contracts", body);
    await pause(300);
    held.release();
    await held.done;
    const res = await creating;
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(JSON.stringify(res.body)).toContain("Unknown template");
  });

  it("an invoice naming a contract deleted meanwhile answers 400, not a server error", async () => {
    const finance = await signIn(t, "Finance Manager");
    const c = await apiContract(t, buyer.token, legal.user.id);
    const held = heldDelete((tx) => tx.contract.delete({ where: { id: c.id } }));
    await pause(100);
    const creating = call(finance.token, "POST", "/api/invoices", {
      vendorId: (c.vendor as { id: string }).id,
      contractId: c.id,
      number: `INV-${c.reference}`,
      amount: "100.00",
      issueDate: "2026-03-01",
      dueDate: "2026-03-31",
    });
    await pause(300);
    held.release();
    await held.done;
    const res = await creating;
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(JSON.stringify(res.body)).toContain("Unknown contract");
  });
});
