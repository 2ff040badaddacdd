// Contracts over REST and tRPC: create (numbered, from a vendor's id or exact name, from a template), read, update
// (merged field rules, approval withdrawn by a change of terms, an expired contract renewed), delete (Admin only,
// never with invoices), and bad bodies answering 400 with nothing written.
import { createInvoice } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiContract,
  auditRows,
  type Caller,
  contractBody,
  contractRow,
  expectNothingWritten,
  footprint,
  person,
  startContractApp,
  vendor,
} from "./contracts-support.js";
import { signIn, type TestApp } from "./helpers.js";

let t: TestApp;
let call: Caller;
let buyer: Awaited<ReturnType<typeof signIn>>;
let admin: Awaited<ReturnType<typeof signIn>>;
let ownerId: string;

beforeAll(async () => {
  ({ t, call, buyer } = await startContractApp());
  admin = await signIn(t, "Admin");
  ownerId = (await person(t, "Legal")).id;
});
afterAll(() => t.close());

async function trpc(token: string, path: string, input: object, method: "GET" | "POST" = "POST") {
  const res = await t.app.inject({
    method,
    url: method === "GET" ? `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}` : `/trpc/${path}`,
    cookies: { tprm_session: token },
    headers: { "content-type": "application/json", origin: "http://localhost:3000" },
    ...(method === "POST" ? { payload: JSON.stringify(input) } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

describe("create and read", () => {
  it("creates over REST: 201, a CT reference, Draft at Initiation, a created event and an audit row", async () => {
    const body = await contractBody(t, ownerId, { autoRenewal: true, renewalTermMonths: 12, noticePeriodDays: 90 });
    const res = await call(buyer.token, "POST", "/api/contracts", body);
    expect(res.status).toBe(201);
    const c = res.body.data;
    expect(c.reference).toMatch(/^CT-\d{4}-\d{4,}$/);
    expect(c).toMatchObject({
      name: body.name,
      vendor: { id: body.vendorId },
      value: "1200000.00",
      monthlyValueK: "100.0",
      status: "draft",
      stage: "initiation",
      approved: false,
      approval: null,
      endDate: "2027-12-31",
      noticeDeadline: "2027-10-02",
      owner: { id: ownerId },
      invoiceCount: 0,
      documents: [],
      template: null,
    });
    expect(c.history).toEqual([
      expect.objectContaining({
        kind: "created",
        toStage: "initiation",
        actor: { id: buyer.user.id, name: expect.any(String) },
      }),
    ]);
    const audit = await auditRows(t, c.id);
    expect(audit.map((a) => a.action)).toEqual(["CREATE"]);
    expect(audit[0]!.actorId).toBe(buyer.user.id);

    const read = await call(buyer.token, "GET", `/api/contracts/${c.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(c);
  });

  it("numbers contracts one after the other", async () => {
    const a = await apiContract(t, buyer.token, ownerId);
    const b = await apiContract(t, buyer.token, ownerId);
    const n = (ref: string) => Number(ref.split("-")[2]);
    expect(n(b.reference)).toBe(n(a.reference) + 1);
  });

  it("finds the vendor by its exact name, ignoring case; refuses an unknown or ambiguous name", async () => {
    const v = await vendor(t, `Exact Name ${Date.now()}`);
    const made = await apiContract(t, buyer.token, ownerId, { vendor: v.name.toUpperCase() });
    expect(made.vendor).toEqual({ id: v.id, name: v.name });

    const before = await footprint(t);
    const unknown = await call(
      buyer.token,
      "POST",
      "/api/contracts",
      await contractBody(t, ownerId, { vendor: "No Such Vendor Ltd" }),
    );
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('No vendor named \\"No Such Vendor Ltd\\"');
    const twin = `Twin ${Date.now()}`;
    await vendor(t, twin);
    await vendor(t, twin.toLowerCase());
    const after = await footprint(t);
    const ambiguous = await call(
      buyer.token,
      "POST",
      "/api/contracts",
      await contractBody(t, ownerId, { vendor: twin }),
    );
    expect(ambiguous.status).toBe(400);
    expect(JSON.stringify(ambiguous.body)).toContain("give vendorId");
    expect(before.contracts).toEqual(after.contracts);
    await expectNothingWritten(t, after);
  });

  it("creates and reads over tRPC", async () => {
    const body = await contractBody(t, ownerId, { stage: "drafting" });
    const created = await trpc(buyer.token, "contracts.create", body);
    expect(created.status).toBe(200);
    const id = created.body.result.data.id;
    expect(created.body.result.data).toMatchObject({ stage: "drafting", status: "draft" });
    const read = await trpc(buyer.token, "contracts.get", { id }, "GET");
    expect(read.status).toBe(200);
    expect(read.body.result.data.name).toBe(body.name);
  });

  it("answers 404 for a contract that does not exist", async () => {
    const res = await call(buyer.token, "GET", "/api/contracts/00000000-0000-7000-8000-000000000000");
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("No contract with this id.");
  });

  it("copies the template's latest version as the draft document, version 1", async () => {
    const db = t.services.db;
    const file = (text: string) =>
      db.storedFile.create({
        data: {
          filename: "msa.txt",
          contentType: "text/plain",
          size: text.length,
          sha256: "0".repeat(64),
          data: Buffer.from(text),
          purpose: "contract-template",
        },
      });
    const template = await db.contractTemplate.create({
      data: {
        name: `MSA template ${Date.now()}`,
        versions: {
          create: [
            { version: 1, fileId: (await file("first")).id },
            { version: 2, fileId: (await file("second")).id },
          ],
        },
      },
    });
    const c = await apiContract(t, buyer.token, ownerId, { templateId: template.id });
    expect(c.template).toEqual({ id: template.id, name: template.name, version: 2 });
    const docs = c.documents as { kind: string; versions: { version: number; fileId: string; filename: string }[] }[];
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ kind: "draft", title: template.name });
    expect(docs[0]!.versions).toEqual([expect.objectContaining({ version: 1, filename: "msa.txt" })]);
    const copy = await db.storedFile.findUniqueOrThrow({ where: { id: docs[0]!.versions[0]!.fileId } });
    expect(copy.purpose).toBe("contract-document");
    expect(Buffer.from(copy.data).toString()).toBe("second");

    const before = await footprint(t);
    const missing = await call(
      buyer.token,
      "POST",
      "/api/contracts",
      await contractBody(t, ownerId, { templateId: "00000000-0000-7000-8000-000000000001" }),
    );
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain("Unknown template");
    expect((await footprint(t)).contracts).toEqual(before.contracts);
  });
});

describe("bad bodies answer 400 and write nothing", () => {
  it("a status, an end before the start, auto-renewal without a term, an inactive owner", async () => {
    const inactive = await person(t, "Legal", { status: "deactivated" });
    const bodies = [
      await contractBody(t, ownerId, { status: "executed" }),
      await contractBody(t, ownerId, { startDate: "2026-06-01", endDate: "2026-05-31" }),
      await contractBody(t, ownerId, { autoRenewal: true }),
      await contractBody(t, ownerId, { stage: "execution" }),
      await contractBody(t, inactive.id),
      await contractBody(t, ownerId, { value: "-1" }),
    ];
    const before = await footprint(t);
    for (const body of bodies) {
      const res = await call(buyer.token, "POST", "/api/contracts", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    await expectNothingWritten(t, before);
  });

  it("an update checks the merged values: an end date before the stored start, auto-renewal without a term", async () => {
    const c = await apiContract(t, buyer.token, ownerId);
    const legal = await signIn(t, "Legal");
    const before = await footprint(t);
    const early = await call(legal.token, "PUT", `/api/contracts/${c.id}`, { endDate: "2025-12-31" });
    expect(early.status).toBe(400);
    expect(early.body.issues ?? early.body.errors ?? early.body).toBeTruthy();
    expect(JSON.stringify(early.body)).toContain("End date must be on or after the start date");
    const renewal = await call(legal.token, "PUT", `/api/contracts/${c.id}`, { autoRenewal: true });
    expect(renewal.status).toBe(400);
    expect(JSON.stringify(renewal.body)).toContain("renewal term");
    const status = await call(legal.token, "PUT", `/api/contracts/${c.id}`, { status: "executed" });
    expect(status.status).toBe(400);
    await expectNothingWritten(t, before);
  });
});

describe("update", () => {
  it("changes the details given, with an audit row of the before and after", async () => {
    const legal = await signIn(t, "Legal");
    const c = await apiContract(t, buyer.token, ownerId);
    const res = await call(legal.token, "PUT", `/api/contracts/${c.id}`, {
      value: 2400000,
      governingLaw: "England and Wales",
      dataStorageCountries: ["DE", "FR"],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      value: "2400000.00",
      monthlyValueK: "200.0",
      governingLaw: "England and Wales",
      dataStorageCountries: ["DE", "FR"],
      updatedBy: { id: legal.user.id },
    });
    const [, update] = await auditRows(t, c.id);
    expect(update).toMatchObject({ action: "UPDATE", actorId: legal.user.id });
    expect(update!.description).toContain("value");
    expect((update!.before as { value: string }).value).toBe("1200000.00");
    expect((update!.after as { value: string }).value).toBe("2400000.00");
  });

  it("changing the approved terms before signature withdraws the approval", async () => {
    const v = await vendor(t);
    const row = await contractRow(t, {
      vendorId: v.id,
      stage: "approval",
      status: "approved",
      approvedAt: new Date(),
      ownerId,
    });
    const legal = await signIn(t, "Legal");
    const renamed = await call(legal.token, "PUT", `/api/contracts/${row.id}`, { name: "Renamed" });
    expect(renamed.body.data).toMatchObject({ approved: true, status: "approved" });
    const res = await call(legal.token, "PUT", `/api/contracts/${row.id}`, { value: "99999.00" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ approved: false, approval: null, status: "under_review" });
    expect(res.body.data.history.map((e: { kind: string }) => e.kind)).toEqual(["approval_withdrawn"]);
  });

  it("an expired contract given an end date from today on is renewed", async () => {
    const v = await vendor(t);
    const row = await contractRow(t, {
      vendorId: v.id,
      stage: "management",
      status: "expired",
      approvedAt: new Date(),
      expiredAt: new Date(),
      endDate: new Date("2026-01-31T00:00:00Z"),
    });
    const legal = await signIn(t, "Legal");
    const res = await call(legal.token, "PUT", `/api/contracts/${row.id}`, { endDate: "2099-01-31" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "executed", expiredAt: null, endDate: "2099-01-31" });
    expect(res.body.data.history.map((e: { kind: string }) => e.kind)).toEqual(["renewed"]);
  });

  it("a terminated contract is not changed (409)", async () => {
    const v = await vendor(t);
    const row = await contractRow(t, { vendorId: v.id, status: "terminated", terminatedAt: new Date() });
    const legal = await signIn(t, "Legal");
    const res = await call(legal.token, "PUT", `/api/contracts/${row.id}`, { name: "Again" });
    expect(res.status).toBe(409);
  });
});

describe("delete", () => {
  it("Admin deletes a contract, its history and its documents' files, audited", async () => {
    const c = await apiContract(t, buyer.token, ownerId);
    const refused = await call(buyer.token, "DELETE", `/api/contracts/${c.id}`);
    expect(refused.status).toBe(403);
    const res = await call(admin.token, "DELETE", `/api/contracts/${c.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: c.id, deleted: true });
    expect(await t.services.db.contract.findUnique({ where: { id: c.id } })).toBeNull();
    expect(await t.services.db.contractEvent.count({ where: { contractId: c.id } })).toBe(0);
    expect((await auditRows(t, c.id)).map((a) => a.action)).toEqual(["CREATE", "DELETE"]);
    expect((await call(admin.token, "DELETE", `/api/contracts/${c.id}`)).status).toBe(404);
  });

  it("a contract with invoices answers 409 and stays", async () => {
    const v = await vendor(t);
    const row = await contractRow(t, {
      vendorId: v.id,
      status: "executed",
      stage: "management",
      approvedAt: new Date(),
    });
    const invoice = await createInvoice(t.services.db, { vendorId: v.id });
    await t.services.db.invoice.update({ where: { id: invoice.id }, data: { contractId: row.id } });
    const before = await footprint(t);
    const res = await call(admin.token, "DELETE", `/api/contracts/${row.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("The contract has invoices: terminate it instead.");
    await expectNothingWritten(t, before);
    const detail = await call(admin.token, "GET", `/api/contracts/${row.id}`);
    expect(detail.body.data.invoiceCount).toBe(1);
  });
});
