// Activity (docs/ACTIVITY.md): the feed pages by 20 with its page count, filters by kind of record and record, shows
// System for the platform's own changes and only what a role may view; a user's activity covers 30 days by default
// and another user's needs the audit permission.
import { randomUUID } from "node:crypto";
import { recordChange, SYSTEM } from "@tprm/api";
import type { PrismaClient } from "@tprm/db";
import { createInvoice, createVendor } from "@tprm/db/factories";
import type { TestDatabase } from "@tprm/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createOwnDatabase, signIn, startTestApp, type TestApp } from "./helpers.js";

// A database of its own: the unfiltered feed counts every row of the audit trail.
let database: TestDatabase;
let t: TestApp;
let db: PrismaClient;
let admin: { token: string; id: string; name: string };
let vendorManager: { token: string; id: string };
let finance: { token: string; id: string };

type Session = { token: string };
const person = async (role: string) => {
  const { token, user } = await signIn(t, role);
  return { token, id: user.id, name: `${user.firstName} ${user.lastName}` };
};

beforeAll(async () => {
  database = await createOwnDatabase();
  t = await startTestApp({ DATABASE_URL: database.url });
  db = t.services.db;
  admin = await person("Admin");
  vendorManager = await person("Vendor Manager");
  finance = await person("Finance");
});
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

interface ActivityRow {
  id: string;
  userId: string | null;
  userName: string;
  action: string;
  auditAction: string;
  entityType: string;
  entityId: string | null;
  description: string;
  createdAt: string;
}
interface Page {
  success: boolean;
  data: ActivityRow[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

async function get(who: Session | null, url: string) {
  const res = await t.app.inject({ method: "GET", url, headers: who ? bearer(who.token) : {} });
  return { status: res.statusCode, body: res.json() as Page & { message?: string } };
}

/** `count` rows about one vendor, a minute apart, the newest `count` minutes before `end`. */
async function vendorRows(vendorId: string, count: number, end = Date.now()) {
  await db.auditLog.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      actorId: admin.id,
      action: "UPDATE",
      entityType: "Vendor",
      entityId: vendorId,
      description: `Change ${i + 1} of ${vendorId}`,
      createdAt: new Date(end - (count - i) * 60_000),
    })),
  });
}

describe("GET /api/activity/feed", () => {
  it("pages by 20, newest first, with the total and the number of pages", async () => {
    const vendor = await createVendor(db);
    await vendorRows(vendor.id, 45);
    const first = await get(admin, `/api/activity/feed?entityType=Vendor&entityId=${vendor.id}`);
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    expect(first.body.pagination).toEqual({ page: 1, limit: 20, total: 45, totalPages: 3 });
    expect(first.body.data).toHaveLength(20);
    expect(first.body.data[0]!.description).toBe(`Change 45 of ${vendor.id}`);
    const times = first.body.data.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const last = await get(admin, `/api/activity/feed?entityType=Vendor&entityId=${vendor.id}&page=3`);
    expect(last.body.pagination).toEqual({ page: 3, limit: 20, total: 45, totalPages: 3 });
    expect(last.body.data.map((r) => r.description)).toEqual([5, 4, 3, 2, 1].map((n) => `Change ${n} of ${vendor.id}`));
    const beyond = await get(admin, `/api/activity/feed?entityType=Vendor&entityId=${vendor.id}&page=4`);
    expect(beyond.body.data).toEqual([]);

    const hundred = await get(admin, `/api/activity/feed?limit=100&entityType=Vendor&entityId=${vendor.id}`);
    expect(hundred.body.pagination).toEqual({ page: 1, limit: 100, total: 45, totalPages: 1 });
    for (const bad of ["limit=101", "limit=0", "page=0", "entityType="]) {
      expect((await get(admin, `/api/activity/feed?${bad}`)).status, bad).toBe(400);
    }
  });

  it("reads a real change as the spec's record: action, kind, sentence, actor, time", async () => {
    const vendor = await createVendor(db, { status: "active", checklistDone: "all", name: `Kestrel ${randomUUID()}` });
    const review = await t.app.inject({
      method: "POST",
      url: `/api/vendors/${vendor.id}/reviews`,
      headers: bearer(admin.token),
      payload: {
        overallRisk: "high",
        itScore: 5,
        operationalScore: 5,
        complianceScore: 5,
        financialScore: 5,
        gdprScore: 5,
      },
    });
    expect(review.statusCode, review.body).toBe(201);
    const feed = await get(vendorManager, `/api/activity/feed?entityType=Vendor&entityId=${vendor.id}`);
    expect(feed.status).toBe(200);
    expect(feed.body.data).toHaveLength(1);
    const [record] = feed.body.data;
    expect(record).toMatchObject({
      userId: admin.id,
      userName: admin.name,
      action: "REVIEW",
      auditAction: "REVIEW",
      entityType: "Vendor",
      entityId: vendor.id,
    });
    expect(record!.description).toMatch(new RegExp(`^Reviewed ${vendor.name}: risk High`));
    expect(Date.now() - Date.parse(record!.createdAt)).toBeLessThan(60_000);
  });

  it("names the platform itself System", async () => {
    const vendor = await createVendor(db);
    await db.$transaction((tx) =>
      recordChange(tx, SYSTEM, {
        action: "UPDATE",
        entityType: "Vendor",
        entityId: vendor.id,
        description: `Nightly check of ${vendor.name}`,
      }),
    );
    const feed = await get(admin, `/api/activity/feed?entityType=Vendor&entityId=${vendor.id}`);
    expect(feed.body.data).toEqual([
      expect.objectContaining({ userId: null, userName: "System", action: "UPDATE", entityId: vendor.id }),
    ]);
  });

  it("filters by kind of record and by record; a vendor's activity includes its invoices' for those who see invoices", async () => {
    const vendor = await createVendor(db);
    const other = await createVendor(db);
    const invoice = await createInvoice(db, { vendorId: vendor.id });
    await vendorRows(vendor.id, 2);
    await vendorRows(other.id, 3);
    await db.auditLog.create({
      data: {
        actorId: finance.id,
        action: "CREATE",
        entityType: "Invoice",
        entityId: invoice.id,
        description: `Recorded invoice ${invoice.number}`,
      },
    });
    const url = `/api/activity/feed?entityType=Vendor&entityId=${vendor.id}`;
    const forFinance = await get(finance, url);
    expect(forFinance.body.pagination.total).toBe(3);
    expect(forFinance.body.data[0]).toMatchObject({ entityType: "Invoice", entityId: invoice.id, action: "CREATE" });
    expect((await get(admin, url)).body.pagination.total).toBe(3);
    // A Vendor Manager may not view invoices: the vendor's own rows only.
    const forManager = await get(vendorManager, url);
    expect(forManager.body.pagination.total).toBe(2);
    expect(forManager.body.data.every((r) => r.entityType === "Vendor" && r.entityId === vendor.id)).toBe(true);

    const invoices = await get(finance, "/api/activity/feed?entityType=Invoice");
    expect(invoices.body.data.length).toBeGreaterThan(0);
    expect(invoices.body.data.every((r) => r.entityType === "Invoice")).toBe(true);
    const byId = await get(admin, `/api/activity/feed?entityId=${other.id}`);
    expect(byId.body.pagination.total).toBe(3);
    expect(byId.body.data.every((r) => r.entityId === other.id)).toBe(true);
    // Text that is no vendor's id finds nothing (and is no error).
    expect((await get(finance, "/api/activity/feed?entityType=Vendor&entityId=not-an-id")).body.data).toEqual([]);
  });

  it("the audit permission reads everything; other roles only what they may view", async () => {
    const total = await db.auditLog.count();
    const vendorTotal = await db.auditLog.count({ where: { entityType: "Vendor" } });
    const both = await db.auditLog.count({ where: { entityType: { in: ["Vendor", "Invoice"] } } });
    const auditor = await person("Internal Auditor");
    const all = await get(auditor, "/api/activity/feed");
    // The auditor's own sign-in is a row too.
    expect(all.body.pagination.total).toBe(total + 1);
    expect(all.body.data.some((r) => r.entityType === "Session" && r.action === "CREATE")).toBe(true);

    const manager = await get(vendorManager, "/api/activity/feed?limit=100");
    expect(manager.body.pagination.total).toBe(vendorTotal);
    expect(manager.body.data.every((r) => r.entityType === "Vendor")).toBe(true);
    expect((await get(finance, "/api/activity/feed")).body.pagination.total).toBe(both);

    const executive = await person("Executive");
    const nothing = await get(executive, "/api/activity/feed");
    expect(nothing.status).toBe(200);
    expect(nothing.body.data).toEqual([]);
    expect(nothing.body.pagination).toEqual({ page: 1, limit: 20, total: 0, totalPages: 1 });

    for (const [who, query] of [
      [executive, "entityType=Vendor"],
      [vendorManager, "entityType=Invoice"],
      [vendorManager, "entityType=User"],
      [finance, "entityType=Session"],
    ] as const) {
      const refused = await get(who, `/api/activity/feed?${query}`);
      expect(refused.status, query).toBe(403);
      expect(refused.body).toEqual({
        success: false,
        message: "You don't have permission to view the activity of this kind of record.",
      });
    }
    expect((await get(auditor, "/api/activity/feed?entityType=User")).status).toBe(200);
    expect((await get(null, "/api/activity/feed")).status).toBe(401);
  });
});

describe("GET /api/activity/users/{userId}", () => {
  it("is the user's own activity of the last 30 days by default, up to 365 when asked", async () => {
    const me = await person("Vendor Manager");
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    await db.auditLog.createMany({
      data: [1, 29, 31, 200, 400].map((daysAgo) => ({
        actorId: me.id,
        action: "UPDATE",
        entityType: "Vendor",
        entityId: randomUUID(),
        description: `${daysAgo} days ago`,
        createdAt: new Date(now - daysAgo * day),
      })),
    });
    const recent = await get(me, `/api/activity/users/${me.id}`);
    expect(recent.status).toBe(200);
    // The sign-in (a session created) and the changes of the last 30 days, newest first.
    expect(recent.body.data.map((r) => r.description)).toEqual(["Signed in", "1 days ago", "29 days ago"]);
    expect(recent.body.data[0]).toMatchObject({ action: "CREATE", auditAction: "LOGIN", entityType: "Session" });
    expect(recent.body.data.every((r) => r.userId === me.id && r.userName === me.name)).toBe(true);
    expect(recent.body.pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });

    expect((await get(me, `/api/activity/users/${me.id}?days=365`)).body.pagination.total).toBe(5);
    expect((await get(me, `/api/activity/users/${me.id}?days=30&limit=2&page=2`)).body.data).toHaveLength(1);
    for (const days of ["0", "366", "2.5", "soon"]) {
      expect((await get(me, `/api/activity/users/${me.id}?days=${days}`)).status, days).toBe(400);
    }
  });

  it("another user's activity needs the audit permission (403 otherwise)", async () => {
    const someone = await person("Procurement");
    for (const reader of [vendorManager, finance, await person("Executive")]) {
      const refused = await get(reader, `/api/activity/users/${someone.id}`);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe("Only the user themselves, an Admin or an auditor may read a user's activity.");
    }
    // Refused before anything is looked up: an unknown id is refused the same way.
    expect((await get(finance, `/api/activity/users/${randomUUID()}`)).status).toBe(403);

    for (const reader of [admin, await person("Internal Auditor"), await person("External Auditor")]) {
      const read = await get(reader, `/api/activity/users/${someone.id}`);
      expect(read.status).toBe(200);
      expect(read.body.data).toEqual([expect.objectContaining({ userId: someone.id, auditAction: "LOGIN" })]);
    }
    const unknown = await get(admin, `/api/activity/users/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect((await get(admin, "/api/activity/users/not-a-user")).status).toBe(400);
    expect((await get(null, `/api/activity/users/${someone.id}`)).status).toBe(401);
  });
});
