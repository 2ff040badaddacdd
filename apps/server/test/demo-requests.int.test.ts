import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, freshIp, signIn, startTestApp, type TestApp } from "./helpers.js";
import { startMailHarness } from "./mail-harness.js";

let t: TestApp;
let mail: Awaited<ReturnType<typeof startMailHarness>>;
beforeAll(async () => {
  mail = await startMailHarness();
  t = await startTestApp({ SALES_EMAIL: "sales-desk@tprm.example", PUBLIC_FORM_RATE_LIMIT_PER_HOUR: "3" });
});
afterAll(async () => {
  await mail.close();
  await t.close();
});

const valid = {
  firstName: "Maria",
  lastName: "Keller",
  email: "maria.keller@alpenbank.example",
  company: "Alpenbank AG",
  title: "Head of Outsourcing Governance",
  phone: "+41 44 555 01 23",
  message: "We need a DORA register of information by Q1.",
  budget: "100k-250k",
  timeline: "short",
  employees: "5000-10000",
  website: "",
};

const submit = (payload: unknown, remoteAddress = freshIp()) =>
  t.app.inject({ method: "POST", url: "/api/public/demo-requests", payload: payload as object, remoteAddress });

describe("POST /api/public/demo-requests", () => {
  it("stores the request, audits it and mails the sales address through the worker", async () => {
    const res = await submit(valid);
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    const row = await t.services.db.demoRequest.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ company: "Alpenbank AG", timeline: "short", employees: "5000-10000" });
    expect(await t.services.db.auditLog.count({ where: { entityType: "DemoRequest", entityId: id } })).toBe(1);
    const received = await mail.waitFor("sales-desk@tprm.example");
    expect(received.text).toContain("Alpenbank AG");
    expect(received.text).toContain("maria.keller@alpenbank.example");

    const admin = await signIn(t, "Admin");
    const list = await t.app.inject({ method: "GET", url: "/api/demo-requests", headers: bearer(admin.token) });
    expect(list.json().data.map((r: { id: string }) => r.id)).toContain(id);
    const other = await signIn(t, "Executive");
    expect(
      (await t.app.inject({ method: "GET", url: "/api/demo-requests", headers: bearer(other.token) })).statusCode,
    ).toBe(403);
  });

  it("answers 400 with field messages and stores nothing for bad input", async () => {
    const before = await t.services.db.demoRequest.count();
    const res = await submit({ ...valid, firstName: "", email: "someone@gmail.com", employees: "tiny" });
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(["firstName", "email", "employees"]));
    expect(res.json().issues.find((i: { path: string }) => i.path === "email").message).toMatch(/business email/);
    expect(await t.services.db.demoRequest.count()).toBe(before);
  });

  it("a filled honeypot looks accepted but stores nothing", async () => {
    const before = await t.services.db.demoRequest.count();
    const res = await submit({ ...valid, website: "http://spam.example" });
    expect(res.statusCode).toBe(201);
    expect(await t.services.db.demoRequest.count()).toBe(before);
  });

  it("limits each address (3 an hour in this test) with 429", async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await submit(valid, ip)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
