// notify(): one row per recipient in the transaction of the change that caused it, nothing when it rolls back, nothing
// more for a repeated event; stakeholder groups reach their roles, members and mailboxes; preferences decide what is
// written. And the stakeholder directory's paths (Admin only, audited).
import { notify, recordChange, SYSTEM } from "@tprm/api";
import type { PrismaClient } from "@tprm/db";
import { createUser } from "@tprm/db/factories";
import type { TestDatabase } from "@tprm/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createOwnDatabase, signIn, startTestApp, type TestApp, uniqueEmail } from "./helpers.js";
import { event, setSettings } from "./notifications-support.js";

// A database of its own: the stakeholder groups reach every user of a role, so the file must know every user.
let database: TestDatabase;
let t: TestApp;
let db: PrismaClient;
let admin: { token: string };
beforeAll(async () => {
  database = await createOwnDatabase();
  t = await startTestApp({ DATABASE_URL: database.url });
  db = t.services.db;
  admin = await signIn(t, "Admin");
});
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

/** The delivery job's outbox events (not dispatched here: no worker drains this database). */
async function deliveries(eventKey: string) {
  const rows = await db.outboxEvent.findMany({ where: { type: "notification-deliver" } });
  return rows
    .map((r) => r.payload as { eventKey: string; notificationIds: string[]; mailboxes: string[] })
    .filter((p) => p.eventKey === eventKey);
}

const rowsOf = (eventKey: string) => db.notification.findMany({ where: { eventKey }, orderBy: { userId: "asc" } });

describe("notify", () => {
  it("writes one row per active recipient with the change, none when the change rolls back, none for a repeat", async () => {
    const [a, b] = [await createUser(db, { role: "Finance" }), await createUser(db, { role: "Legal" })];
    const gone = await createUser(db, { role: "Finance", status: "deactivated" });
    const ev = event({ users: [a.id, b.id, gone.id, a.id] });

    // The change and its notification commit together.
    const result = await db.$transaction(async (tx) => {
      await recordChange(tx, SYSTEM, {
        action: "UPDATE",
        entityType: "Vendor",
        entityId: null,
        description: "A change",
      });
      return notify(tx, SYSTEM, ev);
    });
    expect(result.recipients).toBe(2);
    const rows = await rowsOf(ev.eventKey);
    expect(rows.map((r) => r.userId).sort()).toEqual([a.id, b.id].sort());
    expect(rows[0]).toMatchObject({
      eventType: "vendor.riskChanged",
      type: "vendor",
      priority: "high",
      title: "Acme Ltd is now High risk",
      entityType: "Vendor",
      entityName: "Acme Ltd",
      link: ev.link,
      inApp: true,
      readAt: null,
      emailedAt: null,
    });
    const delivery = await deliveries(ev.eventKey);
    expect(delivery).toHaveLength(1);
    expect(delivery[0]!.notificationIds.sort()).toEqual(rows.map((r) => r.id).sort());

    // The same event again (a retried job): no row, no delivery.
    const again = await db.$transaction((tx) => notify(tx, SYSTEM, ev));
    expect(again).toMatchObject({ recipients: 0, notificationIds: [] });
    expect(await rowsOf(ev.eventKey)).toHaveLength(2);
    expect(await deliveries(ev.eventKey)).toHaveLength(1);

    // A change that fails takes its notifications and their delivery with it.
    const failed = event({ users: [a.id] });
    await expect(
      db.$transaction(async (tx) => {
        await notify(tx, SYSTEM, failed);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await rowsOf(failed.eventKey)).toEqual([]);
    expect(await deliveries(failed.eventKey)).toEqual([]);

    // A malformed event is the caller's bug: refused, rolling the change back.
    await expect(
      db.$transaction((tx) => notify(tx, SYSTEM, event({ users: [a.id] }, { title: "" }))),
    ).rejects.toThrow();
  });

  it("preferences: in-app off keeps a row for e-mail only (not listed), both off writes nothing", async () => {
    const inAppOff = await signIn(t, "Risk Manager");
    const bothOff = await createUser(db, { role: "Risk Manager" });
    const emailOff = await createUser(db, { role: "Risk Manager" });
    await setSettings(db, inAppOff.user.id, { inAppNotifications: false });
    await setSettings(db, bothOff.id, { inAppNotifications: false, emailNotifications: false });
    await setSettings(db, emailOff.id, { emailNotifications: false });
    const ev = event({ users: [inAppOff.user.id, bothOff.id, emailOff.id] });
    await db.$transaction((tx) => notify(tx, SYSTEM, ev));
    const rows = await rowsOf(ev.eventKey);
    expect(Object.fromEntries(rows.map((r) => [r.userId, r.inApp]))).toEqual({
      [inAppOff.user.id]: false,
      [emailOff.id]: true,
    });
    const list = await t.app.inject({ method: "GET", url: "/api/notifications", headers: bearer(inAppOff.token) });
    expect(list.json().data.find((n: { title: string }) => n.title === ev.title)).toBeUndefined();
    const stats = await t.app.inject({
      method: "GET",
      url: "/api/notifications/stats",
      headers: bearer(inAppOff.token),
    });
    expect(stats.json().data.total).toBe(0);
  });

  it("each stakeholder group reaches its roles' active users, its added members and its shared mailboxes", async () => {
    // The default roles of each group, as docs/NOTIFICATIONS.md lists them.
    const TABLE: Record<string, string[]> = {
      finance: ["Finance", "Finance Manager"],
      operations: ["Vendor Manager", "Procurement"],
      compliance: ["Compliance", "Compliance Officer"],
      it_security: ["IT Security"],
      risk_mgt: ["Risk Manager"],
      esg: ["Risk Manager", "Compliance Officer"],
      committee: ["Executive", "Board Member"],
    };
    for (const role of new Set(Object.values(TABLE).flat())) {
      await createUser(db, { role });
      await createUser(db, { role, status: "deactivated" });
      await createUser(db, { role, status: "pending" });
    }
    for (const [type, roles] of Object.entries(TABLE)) {
      const named = await createUser(db, { role: "Legal", email: uniqueEmail(`member-${type}`) });
      const mailbox = `${type}-team@bank.example`;
      for (const payload of [{ userId: named.id }, { email: mailbox.toUpperCase(), name: `${type} team` }]) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/notifications/stakeholders/members",
          headers: bearer(admin.token),
          payload: { stakeholderType: type, ...payload },
        });
        expect(res.statusCode, `${type} ${JSON.stringify(payload)}`).toBe(201);
      }
      // Active users of the roles, less those who turned both in-app and e-mail off (the test above made one).
      const byRole = await db.user.findMany({
        where: {
          status: "active",
          role: { in: roles },
          NOT: { settings: { is: { inAppNotifications: false, emailNotifications: false } } },
        },
        select: { id: true },
      });
      expect(byRole.length, type).toBeGreaterThan(0);
      const ev = event({ stakeholders: [type as "finance"] }, { type: "assessment" });
      const result = await db.$transaction((tx) => notify(tx, SYSTEM, ev));
      const reached = (await rowsOf(ev.eventKey)).map((r) => r.userId).sort();
      expect(reached, type).toEqual([...byRole.map((u) => u.id), named.id].sort());
      expect(result.mailboxes, type).toEqual([mailbox]);
      expect((await deliveries(ev.eventKey))[0]!.mailboxes).toEqual([mailbox]);
    }
  });
});

describe("the stakeholder directory (Admin)", () => {
  const url = "/api/notifications/stakeholders/members";

  it("lists each group with its roles and members; adds, refuses duplicates and bad members, removes; audited", async () => {
    const user = await createUser(db, { role: "Legal Counsel", firstName: "Lena", lastName: "Legal" });
    const add = (payload: object) =>
      t.app.inject({
        method: "POST",
        url,
        headers: bearer(admin.token),
        payload: { stakeholderType: "esg", ...payload },
      });
    const added = await add({ userId: user.id });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({
      stakeholderType: "esg",
      user: { id: user.id, name: "Lena Legal", email: user.email },
      email: null,
    });
    expect((await add({ userId: user.id })).statusCode).toBe(409);
    expect((await add({ email: "ESG-Desk@bank.example", name: "ESG desk" })).statusCode).toBe(201);
    expect((await add({ email: "esg-desk@bank.example" })).statusCode).toBe(409);
    const inactive = await createUser(db, { role: "Finance", status: "deactivated" });
    const refused = await add({ userId: inactive.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([{ path: "userId", message: "Choose an active user" }]);
    expect((await add({ userId: user.id, email: "both@bank.example" })).statusCode).toBe(400);
    expect((await add({})).statusCode).toBe(400);

    const groups = (await t.app.inject({ method: "GET", url, headers: bearer(admin.token) })).json().data;
    expect(groups.map((g: { type: string }) => g.type)).toEqual([
      "finance",
      "operations",
      "compliance",
      "it_security",
      "risk_mgt",
      "esg",
      "committee",
    ]);
    const esg = groups.find((g: { type: string }) => g.type === "esg");
    expect(esg.roles).toEqual(["Risk Manager", "Compliance Officer"]);
    expect(esg.members.map((m: { email: string | null }) => m.email)).toContain("esg-desk@bank.example");

    const id = added.json().data.id;
    const removed = await t.app.inject({ method: "DELETE", url: `${url}/${id}`, headers: bearer(admin.token) });
    expect(removed.json()).toEqual({ success: true, data: { id, deleted: true } });
    expect(
      (await t.app.inject({ method: "DELETE", url: `${url}/${id}`, headers: bearer(admin.token) })).statusCode,
    ).toBe(404);
    const audits = await db.auditLog.findMany({ where: { entityType: "StakeholderMember", entityId: id } });
    expect(audits.map((a) => a.action).sort()).toEqual(["CREATE", "DELETE"]);
    expect(audits.find((a) => a.action === "DELETE")?.description).toBe("Removed Lena Legal from the ESG stakeholders");
  });

  it("is the Admin's only", async () => {
    for (const role of ["Risk Manager", "Compliance Officer", "IT Security", "Finance"]) {
      const { token } = await signIn(t, role);
      expect((await t.app.inject({ method: "GET", url, headers: bearer(token) })).statusCode, role).toBe(403);
      const post = await t.app.inject({
        method: "POST",
        url,
        headers: bearer(token),
        payload: { stakeholderType: "finance", email: "x@bank.example" },
      });
      expect(post.statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
  });
});
