// The events that notify their people (docs/ACTIVITY.md, "Notifications of events"): a review that changes a vendor's
// risk rating, a KPI breach, an invoice that became overdue, an export or import that finished, a password change and
// two-factor turned off. Each event gives its recipients one row each, once; a change that rolls back gives none.
import { randomUUID } from "node:crypto";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateTOTP } from "@oslojs/otp";
import { BUILT_IN_SCHEDULES, notifyOverdueInvoices } from "@tprm/api";
import { failTransferTask, runVendorExport, runVendorImport } from "@tprm/api/vendor-transfer/service";
import type { PrismaClient } from "@tprm/db";
import { createInvoice, createUser, createVendor, DEMO_PASSWORD } from "@tprm/db/factories";
import type { TestDatabase } from "@tprm/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createOwnDatabase, freshIp, signIn, startTestApp, type TestApp } from "./helpers.js";
import { multipart } from "./vendor-transfer-harness.js";

// A database of its own: a role's notifications reach every active user holding it, so the file must know them all.
let database: TestDatabase;
let t: TestApp;
let db: PrismaClient;
let admin: Session;

interface Session {
  token: string;
  id: string;
}
const person = async (role: string): Promise<Session> => {
  const { token, user } = await signIn(t, role);
  return { token, id: user.id };
};

beforeAll(async () => {
  database = await createOwnDatabase();
  t = await startTestApp({ DATABASE_URL: database.url, LOGIN_RATE_LIMIT_PER_MINUTE: "1000" });
  db = t.services.db;
  admin = await person("Admin");
});
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

async function call(who: Session, method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    headers: bearer(who.token),
    remoteAddress: freshIp(),
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

/** The active users holding one of the roles, by id. */
async function activeIds(...roles: string[]) {
  const users = await db.user.findMany({ where: { role: { in: roles }, status: "active" }, select: { id: true } });
  return users.map((u) => u.id).sort();
}

const rowsOf = (where: { eventKey?: string; eventType?: string; entityId?: string }) =>
  db.notification.findMany({ where, orderBy: { userId: "asc" } });
const recipients = (rows: { userId: string }[]) => rows.map((r) => r.userId).sort();

const review = (who: Session, vendorId: string, overallRisk: string) =>
  call(who, "POST", `/api/vendors/${vendorId}/reviews`, {
    overallRisk,
    itScore: 5,
    operationalScore: 5,
    complianceScore: 5,
    financialScore: 5,
    gdprScore: 5,
  });

describe("a review that changes a vendor's risk rating", () => {
  it("tells the Risk Managers and the vendor's owner (its creator), not the reviewer; once per review", async () => {
    await person("Risk Manager");
    await person("Risk Manager");
    const owner = await person("Procurement");
    const name = `Heron Clearing ${randomUUID().slice(0, 6)}`;
    const vendor = await createVendor(db, {
      name,
      status: "active",
      checklistDone: "all",
      riskRating: "medium",
      createdById: owner.id,
    });
    const reviewer = await person("Vendor Manager");
    const first = await review(reviewer, vendor.id, "high");
    expect(first.status).toBe(201);
    const rows = await rowsOf({ eventKey: `vendor.riskChanged:${first.body.data.review.id}` });
    expect(recipients(rows)).toEqual([...(await activeIds("Risk Manager")), owner.id].sort());
    expect(rows.map((r) => r.userId)).not.toContain(reviewer.id);
    expect(rows[0]).toMatchObject({
      eventType: "vendor.riskChanged",
      type: "vendor",
      priority: "high",
      title: `${name} is now High risk`,
      entityType: "Vendor",
      entityId: vendor.id,
      entityName: name,
      link: `/vendor-management?vendor=${vendor.id}`,
    });
    expect(rows[0]!.message).toMatch(/^Periodic Review by .+ rated Heron Clearing \w+ High risk \(was Medium\)\.$/);

    // A review that keeps the rating tells nobody; the next change tells again.
    const same = await review(reviewer, vendor.id, "high");
    expect(same.status).toBe(201);
    expect(await rowsOf({ eventType: "vendor.riskChanged", entityId: vendor.id })).toHaveLength(rows.length);
    const lower = await review(reviewer, vendor.id, "low");
    const again = await rowsOf({ eventKey: `vendor.riskChanged:${lower.body.data.review.id}` });
    expect(again).toHaveLength(rows.length);
    expect(again[0]).toMatchObject({ priority: "low", title: `${name} is now Low risk` });
  });

  it("a first rating tells too; a review whose notification fails is not recorded at all", async () => {
    const vendor = await createVendor(db, { status: "active", checklistDone: "all", riskRating: null });
    const reviewer = await person("Vendor Manager");
    const first = await review(reviewer, vendor.id, "critical");
    const rows = await rowsOf({ eventKey: `vendor.riskChanged:${first.body.data.review.id}` });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]!.message).toMatch(/Critical risk \(was not rated\)\.$/);

    // The notification is written in the review's transaction: when it fails, the review, the new rating and the
    // audit row go with it.
    const doomed = await createVendor(db, {
      name: `Doomed ${randomUUID()}`,
      status: "active",
      checklistDone: "all",
      riskRating: "low",
    });
    await db.$executeRawUnsafe(`
      CREATE FUNCTION refuse_doomed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW."entityName" LIKE 'Doomed %' THEN RAISE EXCEPTION 'refused for the test'; END IF;
        RETURN NEW;
      END $$`);
    await db.$executeRawUnsafe(
      `CREATE TRIGGER refuse_doomed BEFORE INSERT ON "Notification" FOR EACH ROW EXECUTE FUNCTION refuse_doomed()`,
    );
    try {
      const refused = await review(reviewer, doomed.id, "high");
      expect(refused.status).toBe(500);
    } finally {
      await db.$executeRawUnsafe(`DROP TRIGGER refuse_doomed ON "Notification"`);
      await db.$executeRawUnsafe("DROP FUNCTION refuse_doomed()");
    }
    expect(await db.vendor.findUniqueOrThrow({ where: { id: doomed.id } })).toMatchObject({ riskRating: "low" });
    expect(await db.vendorReview.count({ where: { vendorId: doomed.id } })).toBe(0);
    expect(await db.auditLog.count({ where: { entityType: "Vendor", entityId: doomed.id } })).toBe(0);
    expect(await rowsOf({ entityId: doomed.id })).toEqual([]);
  });
});

describe("a KPI breach recorded", () => {
  it("tells the Vendor Managers but its reporter, with a link that opens the vendor; once per breach", async () => {
    const reporter = await person("Vendor Manager");
    await person("Vendor Manager");
    const name = `Osprey Payments ${randomUUID().slice(0, 6)}`;
    const vendor = await createVendor(db, { name, status: "active", checklistDone: "all" });
    const res = await call(reporter, "POST", "/api/kpi-breaches", {
      vendorId: vendor.id,
      kpi: "Settlement by 06:00",
      threshold: "99.5",
      actual: "97.25",
      unit: "%",
      severity: "critical",
      occurredAt: "2026-01-15",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const rows = await rowsOf({ eventKey: `kpiBreach.recorded:${res.body.data.id}` });
    expect(recipients(rows)).toEqual((await activeIds("Vendor Manager")).filter((id) => id !== reporter.id));
    expect(rows[0]).toMatchObject({
      eventType: "kpiBreach.recorded",
      type: "kpi",
      priority: "critical",
      title: `KPI breach at ${name}: Settlement by 06:00`,
      link: `/vendor-management?vendor=${vendor.id}`,
      entityType: "Vendor",
      entityId: vendor.id,
    });
    expect(rows[0]!.message).toMatch(
      /^Critical severity: Settlement by 06:00 97\.25% against a target of 99\.5%, on 2026-01-15\. Reported by .+\.$/,
    );
    // A refused breach (a vendor that does not exist) tells nobody.
    const before = await db.notification.count();
    const refused = await call(reporter, "POST", "/api/kpi-breaches", {
      vendorId: randomUUID(),
      kpi: "Settlement by 06:00",
      threshold: "99.5",
      actual: "97.25",
      severity: "high",
      occurredAt: "2026-01-15",
    });
    expect(refused.status).toBe(404);
    expect(await db.notification.count()).toBe(before);
  });
});

describe("an invoice that became overdue (the daily job)", () => {
  const day = (offset: number) => {
    const d = new Date();
    d.setUTCHours(0, 0, 0, 0);
    return new Date(d.getTime() + offset * 86_400_000);
  };

  it("is a built-in daily schedule", () => {
    expect(BUILT_IN_SCHEDULES).toContainEqual(
      expect.objectContaining({ key: "invoice-overdue-notify", jobName: "invoice-overdue-notify", cron: "0 6 * * *" }),
    );
  });

  it("tells Finance once per invoice and the day it became overdue, however often it runs", async () => {
    await person("Finance");
    await person("Finance Manager");
    const vendor = await createVendor(db, { name: `Kite Logistics ${randomUUID().slice(0, 6)}` });
    const make = (dueOffset: number, extra: object = {}) =>
      createInvoice(db, { vendorId: vendor.id, issueDate: day(dueOffset - 30), dueDate: day(dueOffset), ...extra });
    const yesterday = await make(-1, { amount: "12450.50", currency: "EUR" });
    const threeDays = await make(-3);
    const paid = await make(-1, { status: "paid", paidAt: new Date() });
    const today = await make(0);
    const longAgo = await make(-30);

    const first = await notifyOverdueInvoices(db, { timeZone: "UTC" });
    const finance = await activeIds("Finance", "Finance Manager");
    expect(first.notified).toBeGreaterThanOrEqual(2 * finance.length);
    const due = day(-1).toISOString().slice(0, 10);
    const rows = await rowsOf({ eventKey: `invoice.overdue:${yesterday.id}:${day(0).toISOString().slice(0, 10)}` });
    expect(recipients(rows)).toEqual(finance);
    expect(rows[0]).toMatchObject({
      eventType: "invoice.overdue",
      type: "invoice",
      priority: "high",
      title: `Invoice ${yesterday.number} from ${vendor.name} is overdue`,
      message: `Invoice ${yesterday.number} from ${vendor.name} for 12,450.50 EUR was due on ${due} and is not paid.`,
      entityType: "Invoice",
      entityId: yesterday.id,
      link: `/invoices?vendor=${vendor.id}&q=${yesterday.number}&invoice=${yesterday.id}`,
    });
    expect(recipients(await rowsOf({ entityId: threeDays.id }))).toEqual(finance);
    for (const quiet of [paid, today, longAgo]) expect(await rowsOf({ entityId: quiet.id })).toEqual([]);

    // Again the same day, and on the next two days: nothing more for these invoices.
    const mine = {
      eventType: "invoice.overdue",
      entityId: { in: [yesterday, threeDays, paid, today, longAgo].map((i) => i.id) },
    };
    const counted = await db.notification.count({ where: mine });
    expect((await notifyOverdueInvoices(db, { timeZone: "UTC" })).notified).toBe(0);
    for (const later of [1, 2]) {
      await notifyOverdueInvoices(db, { timeZone: "UTC", now: new Date(Date.now() + later * 86_400_000) });
    }
    expect(await rowsOf({ entityId: yesterday.id })).toHaveLength(finance.length);
    expect(await rowsOf({ entityId: threeDays.id })).toHaveLength(finance.length);
    // Only the invoice due today became overdue since (tomorrow's run).
    expect(await db.notification.count({ where: mine })).toBe(counted + finance.length);
    expect(recipients(await rowsOf({ entityId: today.id }))).toEqual(finance);
  });
});

describe("an export or import that finished", () => {
  it("tells the person who started it (exported, imported, rejected or failed), once", async () => {
    const starter = await person("Procurement");
    const exported = await call(starter, "POST", "/api/vendors/export", { format: "csv" });
    expect(exported.status).toBe(202);
    const exportTask = exported.body.data.taskId as string;
    const result = await runVendorExport(db, exportTask);
    await runVendorExport(db, exportTask); // a redelivered job
    const exportRows = await rowsOf({ eventKey: `transfer.finished:${exportTask}` });
    expect(exportRows.map((r) => r.userId)).toEqual([starter.id]);
    expect(exportRows[0]).toMatchObject({
      eventType: "transfer.exportCompleted",
      type: "transfer",
      title: "Your vendor export is ready",
      message: `${result!.filename} (CSV, ${result!.rows.toLocaleString("en")} vendor${result!.rows === 1 ? "" : "s"}) is ready to download from the vendor screen.`,
      link: "/vendor-management",
    });

    const upload = async (filename: string, csv: string) => {
      const { payload, headers } = multipart(filename, csv);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/vendors/import",
        headers: { ...headers, ...bearer(starter.token) },
        payload,
      });
      expect(res.statusCode, res.body).toBe(202);
      return res.json().data.taskId as string;
    };
    const good = await upload("good.csv", `Name\nImported Ibis ${randomUUID()}\nImported Jay ${randomUUID()}\n`);
    await runVendorImport(db, good);
    expect(await rowsOf({ eventKey: `transfer.finished:${good}` })).toEqual([
      expect.objectContaining({
        userId: starter.id,
        eventType: "transfer.importCompleted",
        title: "Your vendor import is done",
        message: "Imported 2 vendors from good.csv.",
      }),
    ]);

    const bad = await upload("bad.csv", "Name,Country\nFine Finch,GB\n,GB\nWrong Wren,XX\n");
    await runVendorImport(db, bad);
    expect(await rowsOf({ eventKey: `transfer.finished:${bad}` })).toEqual([
      expect.objectContaining({
        eventType: "transfer.importRejected",
        priority: "high",
        title: "Your vendor import was rejected",
        message:
          "Nothing was imported from bad.csv: 2 rows of 3 have problems. The problem report lists each one with its row and column.",
      }),
    ]);

    const failing = await upload("never.csv", "Name\nNever Nightjar\n");
    expect(await failTransferTask(db, failing, "The task failed unexpectedly; nothing was changed.")).toBe(true);
    expect(await failTransferTask(db, failing, "Again")).toBe(false);
    expect(await rowsOf({ eventKey: `transfer.finished:${failing}` })).toEqual([
      expect.objectContaining({
        eventType: "transfer.failed",
        title: "Your vendor import failed",
        message: "The task failed unexpectedly; nothing was changed.",
      }),
    ]);
  });
});

describe("a password changed or two-factor turned off", () => {
  it("tells the account's owner, even when they made the change", async () => {
    const user = await person("Finance");
    const changed = await call(user, "PUT", "/api/users/account/password", {
      currentPassword: DEMO_PASSWORD,
      newPassword: "A-new-password-2026",
      confirmPassword: "A-new-password-2026",
    });
    expect(changed.status).toBe(200);
    const rows = await rowsOf({ eventType: "security.passwordChanged" });
    expect(rows.filter((r) => r.userId === user.id)).toEqual([
      expect.objectContaining({
        type: "security",
        priority: "high",
        title: "Your password was changed",
        link: "/account",
      }),
    ]);
    expect(rows.find((r) => r.userId === user.id)!.message).toMatch(
      /^Your password was changed from [\d.]+; your other sessions were signed out\./,
    );
    // A wrong current password changes nothing and tells nobody.
    const wrong = await call(user, "PUT", "/api/users/account/password", {
      currentPassword: "not-the-password",
      newPassword: "Another-password-2026",
      confirmPassword: "Another-password-2026",
    });
    expect(wrong.status).toBe(400);
    expect(await rowsOf({ eventType: "security.passwordChanged" })).toHaveLength(rows.length);
  });

  it("turning two-factor off, or an Admin's reset, tells the account's owner", async () => {
    const user = await person("Risk Manager");
    const setup = await call(user, "POST", "/api/users/account/2fa/setup", { password: DEMO_PASSWORD });
    const secret = decodeBase32IgnorePadding(setup.body.data.secret as string);
    const code = async () => {
      // Each step's code is accepted once: wait for the next step before making another.
      await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 100));
      return generateTOTP(secret, 30, 6);
    };
    expect(
      (await call(user, "PUT", "/api/users/account/2fa", { enabled: true, code: generateTOTP(secret, 30, 6) })).status,
    ).toBe(200);
    const off = await call(user, "PUT", "/api/users/account/2fa", {
      enabled: false,
      password: DEMO_PASSWORD,
      code: await code(),
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(await rowsOf({ eventType: "security.twoFactorDisabled" })).toEqual([
      expect.objectContaining({
        userId: user.id,
        title: "Two-factor authentication was turned off",
        link: "/account",
      }),
    ]);

    const other = await createUser(db, { role: "Legal", twoFactorEnabled: true, twoFactorSecret: "JBSWY3DPEHPK3PXP" });
    const reset = await call(admin, "POST", `/api/users/${other.id}/2fa/reset`);
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(await rowsOf({ eventType: "security.twoFactorReset" })).toEqual([
      expect.objectContaining({ userId: other.id, title: "Two-factor authentication was reset" }),
    ]);
  }, 90_000);
});
