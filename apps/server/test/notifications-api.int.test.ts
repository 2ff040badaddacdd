// The caller's notifications over REST: the list (paged, filtered, newest first, only their own in-app rows), marking
// read (another's id answers 404), the four counts exactly as 001 §2.7 defines them, the notification preferences,
// and who may notify a stakeholder group (each role written out).
import { randomUUID } from "node:crypto";
import type { PrismaClient } from "@tprm/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { bearer, signIn, startTestApp, type TestApp } from "./helpers.js";
import { setSettings } from "./notifications-support.js";

let t: TestApp;
let db: PrismaClient;
beforeAll(async () => {
  t = await startTestApp();
  db = t.services.db;
});
afterAll(() => t.close());

type Seed = {
  priority?: string;
  type?: string;
  readAt?: Date | null;
  createdAt?: Date;
  inApp?: boolean;
  title?: string;
};

async function seed(userId: string, rows: Seed[]) {
  await db.notification.createMany({
    data: rows.map((r, i) => ({
      userId,
      eventKey: `seed:${randomUUID()}`,
      eventType: "test.seeded",
      type: r.type ?? "vendor",
      priority: r.priority ?? "medium",
      title: r.title ?? `Notification ${i}`,
      message: "Something happened.",
      readAt: r.readAt ?? null,
      inApp: r.inApp ?? true,
      createdAt: r.createdAt ?? new Date(Date.now() - i * 60_000),
    })),
  });
}

async function call(token: string, method: "GET" | "PATCH" | "PUT" | "POST", url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}

describe("the caller's notifications", () => {
  it("pages newest first, filters by status, priority and type, and lists only the caller's in-app rows", async () => {
    const { user, token } = await signIn(t, "Finance");
    const other = await signIn(t, "Finance");
    await seed(user.id, [
      { title: "newest", priority: "critical", type: "invoice" },
      { title: "second", readAt: new Date() },
      { title: "third", priority: "low", type: "kpi" },
      { title: "e-mail only", inApp: false },
      { title: "fourth", priority: "critical", readAt: new Date() },
    ]);
    await seed(other.user.id, [{ title: "not mine" }]);

    const page1 = await call(token, "GET", "/api/notifications?limit=3");
    expect(page1.status).toBe(200);
    expect(page1.body.data.map((n: { title: string }) => n.title)).toEqual(["newest", "second", "third"]);
    expect(page1.body.pagination).toEqual({ page: 1, limit: 3, total: 4, totalPages: 2 });
    expect(page1.body.data[0]).toMatchObject({
      eventType: "test.seeded",
      type: "invoice",
      priority: "critical",
      status: "unread",
      readAt: null,
      relatedEntity: null,
      link: null,
    });
    const page2 = await call(token, "GET", "/api/notifications?limit=3&page=2");
    expect(page2.body.data.map((n: { title: string }) => n.title)).toEqual(["fourth"]);

    const titles = async (query: string) =>
      (await call(token, "GET", `/api/notifications?${query}`)).body.data.map((n: { title: string }) => n.title);
    expect(await titles("status=unread")).toEqual(["newest", "third"]);
    expect(await titles("status=read")).toEqual(["second", "fourth"]);
    expect(await titles("priority=critical")).toEqual(["newest", "fourth"]);
    expect(await titles("type=kpi")).toEqual(["third"]);
    expect((await call(token, "GET", "/api/notifications?limit=101")).status).toBe(400);
    expect((await call(token, "GET", "/api/notifications?status=archived")).status).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/notifications" })).statusCode).toBe(401);
  });

  it("marks one read and all read, only the caller's: another's notification answers 404 and stays unread", async () => {
    const { user, token } = await signIn(t, "Procurement");
    const other = await signIn(t, "Procurement");
    await seed(user.id, [{ title: "a" }, { title: "b" }, { title: "c", readAt: new Date("2026-01-01T00:00:00Z") }]);
    await seed(other.user.id, [{ title: "theirs" }]);
    const mine = await db.notification.findFirstOrThrow({ where: { userId: user.id, title: "a" } });
    const theirs = await db.notification.findFirstOrThrow({ where: { userId: other.user.id } });

    const read = await call(token, "PATCH", `/api/notifications/${mine.id}/read`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: mine.id, status: "read" });
    const firstRead = read.body.data.readAt;
    expect((await call(token, "PATCH", `/api/notifications/${mine.id}/read`)).body.data.readAt).toBe(firstRead);

    expect((await call(token, "PATCH", `/api/notifications/${theirs.id}/read`)).status).toBe(404);
    expect((await call(token, "PATCH", `/api/notifications/${randomUUID()}/read`)).status).toBe(404);
    expect((await db.notification.findUniqueOrThrow({ where: { id: theirs.id } })).readAt).toBeNull();

    expect((await call(token, "PATCH", "/api/notifications/mark-all-read")).body.data).toEqual({ updated: 1 });
    expect((await call(token, "GET", "/api/notifications/stats")).body.data.unread).toBe(0);
    expect((await db.notification.findUniqueOrThrow({ where: { id: theirs.id } })).readAt).toBeNull();
    const kept = await db.notification.findFirstOrThrow({ where: { userId: user.id, title: "c" } });
    expect(kept.readAt?.toISOString()).toBe("2026-01-01T00:00:00.000Z");
  });

  it("counts as 001 §2.7: total; unread = status other than read; critical = priority critical; today where the user is", async () => {
    const { user, token } = await signIn(t, "Risk Manager");
    await setSettings(db, user.id, { timeZone: "Asia/Tokyo" });
    // Midnight in Tokyo (UTC+9 all year), worked out by hand.
    const now = new Date();
    const tokyo = new Date(now.getTime() + 9 * 3600_000);
    const midnight = new Date(Date.UTC(tokyo.getUTCFullYear(), tokyo.getUTCMonth(), tokyo.getUTCDate()) - 9 * 3600_000);
    const minute = 60_000;
    await seed(user.id, [
      { priority: "critical", createdAt: new Date(midnight.getTime() + minute) },
      { priority: "critical", readAt: new Date(), createdAt: new Date(midnight.getTime() - minute) },
      { priority: "high", createdAt: new Date(midnight.getTime() - 3 * 24 * 60 * minute) },
      { priority: "low", readAt: new Date(), createdAt: now },
      { priority: "critical", inApp: false, createdAt: now },
    ]);
    const stats = await call(token, "GET", "/api/notifications/stats");
    expect(stats).toEqual({
      status: 200,
      body: { success: true, data: { total: 4, unread: 2, critical: 2, today: 2 } },
    });
  });

  it("reads and saves the notification preferences through the user's settings, keeping the others", async () => {
    const { user, token } = await signIn(t, "Executive");
    expect((await call(token, "GET", "/api/notifications/settings")).body.data).toEqual({
      emailNotifications: true,
      inAppNotifications: true,
      digestFrequency: "daily",
    });
    await setSettings(db, user.id, { language: "fr" });
    const chosen = { emailNotifications: true, inAppNotifications: false, digestFrequency: "weekly" };
    expect(await call(token, "PUT", "/api/notifications/settings", chosen)).toEqual({
      status: 200,
      body: { success: true, data: chosen },
    });
    const all = (await call(token, "GET", "/api/users/settings")).body.data;
    expect(all).toMatchObject({ ...chosen, language: "fr", theme: "light" });
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityType: "UserSettings", entityId: user.id } });
    expect(audit).toMatchObject({
      before: { inAppNotifications: true, digestFrequency: "daily" },
      after: { inAppNotifications: false, digestFrequency: "weekly" },
    });
    const bad = await call(token, "PUT", "/api/notifications/settings", { ...chosen, digestFrequency: "yearly" });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe("digestFrequency");
  });
});

describe("notifying a stakeholder group (POST /api/notifications/stakeholders)", () => {
  // Who may send, for all 17 roles: Admin, Risk Manager, Compliance and Compliance Officer.
  const MAY_SEND: Record<string, boolean> = {
    Admin: true,
    "Business User": false,
    "Risk Manager": true,
    Compliance: true,
    "Compliance Officer": true,
    Finance: false,
    "Finance Manager": false,
    Legal: false,
    "Legal Counsel": false,
    "IT Security": false,
    Procurement: false,
    "Vendor Manager": false,
    Executive: false,
    "Board Member": false,
    "Internal Auditor": false,
    "External Auditor": false,
    "Regulatory Body": false,
  };
  const body = {
    type: "it_security",
    title: "Assessment submitted: Acme Ltd",
    message: "The IT and business continuity domain needs your review.",
    priority: "high",
    relatedEntity: { type: "RiskAssessment", id: "RA-2026-001", name: "Acme Ltd" },
    link: "/risk-assessment",
  };

  it("is allowed per role as written out, and tells the group's users", async () => {
    const itSecurity = await signIn(t, "IT Security");
    for (const [role, allowed] of Object.entries(MAY_SEND)) {
      const { token } = await signIn(t, role);
      const res = await call(token, "POST", "/api/notifications/stakeholders", {
        ...body,
        title: `${body.title} ${role}`,
      });
      expect(res.status, role).toBe(allowed ? 201 : 403);
      if (allowed) expect(res.body.data.recipients, role).toBeGreaterThan(0);
    }
    const got = await db.notification.findMany({ where: { userId: itSecurity.user.id }, orderBy: { title: "asc" } });
    expect(got.map((n) => n.title)).toEqual(
      ["Admin", "Compliance", "Compliance Officer", "Risk Manager"].map((r) => `${body.title} ${r}`),
    );
    expect(got[0]).toMatchObject({
      eventType: "stakeholder.notified",
      type: "workflow",
      priority: "high",
      entityType: "RiskAssessment",
      entityId: "RA-2026-001",
      entityName: "Acme Ltd",
      link: "/risk-assessment",
    });
    const audit = await db.auditLog.findFirstOrThrow({
      where: { entityType: "StakeholderNotification", description: { contains: `${body.title} Admin` } },
    });
    expect(audit.action).toBe("CREATE");
  });

  it("refuses an unknown group, a missing title and a link outside the app", async () => {
    const { token } = await signIn(t, "Risk Manager");
    for (const wrong of [{ type: "marketing" }, { title: "" }, { link: "https://evil.example/x" }]) {
      const res = await call(token, "POST", "/api/notifications/stakeholders", { ...body, ...wrong });
      expect(res.status, JSON.stringify(wrong)).toBe(400);
      expect(res.body.issues[0].path).toBe(Object.keys(wrong)[0]);
    }
  });
});

describe("the API reference", () => {
  it("documents the answers given and the 404s of another's or an unknown id", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const schemaOf = (path: string, method: string, status: number) =>
      doc.paths[path][method].responses[String(status)].content["application/json"].schema;
    expect(Object.keys(doc.paths["/api/notifications/{id}/read"].patch.responses)).toContain("404");
    expect(Object.keys(doc.paths["/api/notifications/stakeholders/members/{id}"].delete.responses)).toContain("404");
    const { user, token } = await signIn(t, "Compliance Officer");
    await seed(user.id, [{ title: "documented", priority: "critical" }]);
    for (const [path, url] of [
      ["/api/notifications", "/api/notifications"],
      ["/api/notifications/stats", "/api/notifications/stats"],
      ["/api/notifications/settings", "/api/notifications/settings"],
    ] as const) {
      const res = await call(token, "GET", url);
      const parsed = z.fromJSONSchema(schemaOf(path, "get", 200)).safeParse(res.body);
      expect(parsed.success ? [] : parsed.error.issues, path).toEqual([]);
    }
    const missing = await call(token, "PATCH", `/api/notifications/${randomUUID()}/read`);
    const parsed = z.fromJSONSchema(schemaOf("/api/notifications/{id}/read", "patch", 404)).safeParse(missing.body);
    expect(parsed.success).toBe(true);
  });
});
