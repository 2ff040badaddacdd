// Tags (issue 18; docs/COLLABORATION.md "Tags"): the organisation's tags and who may change them, apply and remove
// on many records all or nothing, and a record's tags shown only to those who may view the record.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn, startTestApp, type TestApp } from "./helpers.js";
import { type Kind, oneOfEach } from "./tags-support.js";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await signIn(t, "Admin")).token;
});
afterAll(() => t.close());

const call = (token: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function newTag(token = admin, fields: object = {}) {
  const res = await call(token, "POST", "/api/tags", { name: `Tag ${randomUUID().slice(0, 8)}`, ...fields });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; name: string; colour: string; usage: number };
}

const assignments = (tagId: string) =>
  t.services.db.tagAssignment.findMany({ where: { tagId }, select: { entityType: true, entityId: true } });
const auditRows = (tagId: string) => t.services.db.auditLog.count({ where: { entityType: "Tag", entityId: tagId } });

describe("the organisation's tags", () => {
  it("anyone signed in creates a tag; a name is unique whatever its case; only an Admin renames or deletes", async () => {
    const { token: procurement } = await signIn(t, "Procurement");
    const tag = await newTag(procurement, { colour: "teal", description: "Critical ICT service" });
    expect(tag).toMatchObject({ colour: "teal", usage: 0 });

    const duplicate = await call(admin, "POST", "/api/tags", { name: `  ${tag.name.toUpperCase()} ` });
    expect(duplicate.statusCode).toBe(409);
    expect(await t.services.db.tag.count({ where: { nameKey: tag.name.toLowerCase() } })).toBe(1);

    expect((await call(procurement, "PUT", `/api/tags/${tag.id}`, { name: "Renamed" })).statusCode).toBe(403);
    expect((await call(procurement, "DELETE", `/api/tags/${tag.id}`)).statusCode).toBe(403);

    const renamed = `Renamed ${randomUUID().slice(0, 8)}`;
    const put = await call(admin, "PUT", `/api/tags/${tag.id}`, { name: renamed, colour: "red" });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ name: renamed, colour: "red", description: "Critical ICT service" });

    const listed = (await call(procurement, "GET", "/api/tags?search=renamed")).json().data.items;
    expect(listed.map((x: { id: string }) => x.id)).toContain(tag.id);

    expect((await call(admin, "DELETE", `/api/tags/${tag.id}`)).statusCode).toBe(200);
    expect(await t.services.db.tag.findUnique({ where: { id: tag.id } })).toBeNull();
    expect((await call(admin, "DELETE", `/api/tags/${tag.id}`)).statusCode).toBe(404);
  });

  it("refuses bad bodies (400): an empty name, a colour outside the palette, no targets, an unknown kind", async () => {
    const tag = await newTag();
    const vendorId = (await oneOfEach(t)).vendor;
    for (const [url, body] of [
      ["/api/tags", { name: "   " }],
      ["/api/tags", { name: "Fine", colour: "orange" }],
      ["/api/tags/apply", { tagId: tag.id, targets: [] }],
      ["/api/tags/apply", { tagId: tag.id, targets: [{ entityType: "supplier", entityId: vendorId }] }],
      ["/api/tags/apply", { tagId: tag.id, targets: [{ entityType: "vendor", entityId: "not-an-id" }] }],
    ] as const) {
      expect([url, body, (await call(admin, "POST", url, body)).statusCode]).toEqual([url, body, 400]);
    }
    expect((await call(admin, "GET", "/api/tags")).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/tags" })).statusCode).toBe(401);
  });
});

describe("apply and remove, all or nothing", () => {
  it("one missing record: nothing is tagged; then all are, once; a second apply changes nothing", async () => {
    const tag = await newTag();
    const a = await oneOfEach(t);
    const targets = [
      { entityType: "vendor", entityId: a.vendor },
      { entityType: "contract", entityId: a.contract },
      { entityType: "report", entityId: a.report },
    ];
    const missing = { entityType: "workflow", entityId: randomUUID() };
    const refused = await call(admin, "POST", "/api/tags/apply", { tagId: tag.id, targets: [...targets, missing] });
    expect(refused.statusCode).toBe(404);
    expect(await assignments(tag.id)).toEqual([]);
    expect(await auditRows(tag.id)).toBe(1); // its creation only

    const applied = await call(admin, "POST", "/api/tags/apply", { tagId: tag.id, targets: [...targets, targets[0]] });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data).toEqual({ tagId: tag.id, targets: 3, changed: 3 });
    expect((await assignments(tag.id)).length).toBe(3);
    expect(await auditRows(tag.id)).toBe(4);

    const again = await call(admin, "POST", "/api/tags/apply", { tagId: tag.id, targets });
    expect(again.json().data.changed).toBe(0);

    const onVendor = await call(admin, "GET", `/api/tags/records/vendor/${a.vendor}`);
    expect(onVendor.json().data.items).toEqual([{ id: tag.id, name: tag.name, colour: tag.colour, description: "" }]);
  });

  it("one record of a kind the caller may not view: 403 and nothing tagged (Regulatory Body: reports only)", async () => {
    const tag = await newTag();
    const a = await oneOfEach(t);
    const { token } = await signIn(t, "Regulatory Body");
    const both = [
      { entityType: "report", entityId: a.report },
      { entityType: "vendor", entityId: a.vendor },
    ];
    expect((await call(token, "POST", "/api/tags/apply", { tagId: tag.id, targets: both })).statusCode).toBe(403);
    expect(await assignments(tag.id)).toEqual([]);
    const own = await call(token, "POST", "/api/tags/apply", { tagId: tag.id, targets: [both[0]] });
    expect(own.statusCode).toBe(200);
    expect(await assignments(tag.id)).toEqual([{ entityType: "report", entityId: a.report }]);
  });

  it("remove: a missing record leaves every tag in place; then only the named records lose it", async () => {
    const tag = await newTag();
    const a = await oneOfEach(t);
    const targets = (["vendor", "contract", "policy"] as const).map((k) => ({ entityType: k, entityId: a[k] }));
    await call(admin, "POST", "/api/tags/apply", { tagId: tag.id, targets });

    const missing = { entityType: "contract", entityId: randomUUID() };
    const refused = await call(admin, "POST", "/api/tags/remove", { tagId: tag.id, targets: [targets[0], missing] });
    expect(refused.statusCode).toBe(404);
    expect((await assignments(tag.id)).length).toBe(3);

    const removed = await call(admin, "POST", "/api/tags/remove", { tagId: tag.id, targets: targets.slice(0, 2) });
    expect(removed.json().data).toEqual({ tagId: tag.id, targets: 2, changed: 2 });
    expect(await assignments(tag.id)).toEqual([{ entityType: "policy", entityId: a.policy }]);

    expect((await call(admin, "POST", "/api/tags/apply", { tagId: randomUUID(), targets })).statusCode).toBe(404);
  });

  it("deleting a tag takes it off every record", async () => {
    const tag = await newTag();
    const a = await oneOfEach(t);
    await call(admin, "POST", "/api/tags/apply", {
      tagId: tag.id,
      targets: [{ entityType: "vendor", entityId: a.vendor }],
    });
    await call(admin, "DELETE", `/api/tags/${tag.id}`);
    expect((await call(admin, "GET", `/api/tags/records/vendor/${a.vendor}`)).json().data.items).toEqual([]);
  });
});

describe("filtering every register by tag", () => {
  const LISTS: Record<Exclude<Kind, "committee">, string> = {
    vendor: "/api/vendors",
    contract: "/api/contracts",
    assessment: "/api/risk-assessments",
    policy: "/api/governance/policies",
    procedure: "/api/governance/procedures",
    workflow: "/api/workflows",
    invoice: "/api/invoices",
    report: "/api/reports",
  };

  it("each register lists exactly the records carrying the tag", async () => {
    const tag = await newTag();
    const tagged = await oneOfEach(t);
    await oneOfEach(t); // records of every kind without the tag
    const targets = Object.keys(LISTS).map((k) => ({ entityType: k, entityId: tagged[k as Kind] }));
    expect((await call(admin, "POST", "/api/tags/apply", { tagId: tag.id, targets })).statusCode).toBe(200);
    for (const [kind, url] of Object.entries(LISTS)) {
      const res = await call(admin, "GET", `${url}?tagId=${tag.id}`);
      const ids = (res.json().data as { id: string }[]).map((r) => r.id);
      expect([kind, res.statusCode, ids]).toEqual([kind, 200, [tagged[kind as Kind]]]);
    }
    const other = await newTag();
    for (const [kind, url] of Object.entries(LISTS)) {
      const res = await call(admin, "GET", `${url}?tagId=${other.id}`);
      expect([kind, res.json().data]).toEqual([kind, []]);
    }
  });
});

describe("a record's tags follow the record's view permission", () => {
  // Written from the spec's role table (000 §6), not read from the permission module: which kinds each role views.
  const Y = true;
  const N = false;
  //              vendor contract assessment policy procedure committee workflow invoice report
  const TABLE: Record<string, boolean[]> = {
    Admin: [Y, Y, Y, Y, Y, Y, Y, Y, Y],
    "Vendor Manager": [Y, Y, Y, N, N, N, Y, N, Y],
    "Internal Auditor": [N, Y, Y, Y, Y, Y, N, N, Y],
    "Board Member": [N, N, N, Y, Y, Y, N, N, Y],
    "Regulatory Body": [N, N, N, N, N, N, N, N, Y],
  };
  const KINDS: Kind[] = [
    "vendor",
    "contract",
    "assessment",
    "policy",
    "procedure",
    "committee",
    "workflow",
    "invoice",
    "report",
  ];

  for (const [role, row] of Object.entries(TABLE)) {
    it(`${role}`, async () => {
      const a = await oneOfEach(t);
      const { token } = await signIn(t, role);
      const got: [Kind, number][] = [];
      for (const kind of KINDS)
        got.push([kind, (await call(token, "GET", `/api/tags/records/${kind}/${a[kind]}`)).statusCode]);
      expect(got).toEqual(KINDS.map((k, i) => [k, row[i] ? 200 : 403]));
    });
  }

  it("a record that does not exist is 404 to those who may view its kind", async () => {
    expect((await call(admin, "GET", `/api/tags/records/vendor/${randomUUID()}`)).statusCode).toBe(404);
  });
});
