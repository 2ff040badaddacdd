// The daily contract job (issue 14; docs/CONTRACTS.md, "Dates"): reminders 90, 60 and 30 days before an end date and,
// for contracts renewing automatically, before the notice deadline, each sent once; tacit renewals; expiry. `today`
// is passed in, so the days can pass within one test.
import { BUILT_IN_SCHEDULES, runContractReminders, seedBuiltInSchedules } from "@tprm/api";
import { addDays } from "@tprm/api/dates";
import { ALL_JOBS } from "@tprm/api/jobs";
import { renewedEndDate } from "@tprm/api/schemas";
import { createPrismaClient, type PrismaClient } from "@tprm/db";
import { createContract, createUser, createVendor } from "@tprm/db/factories";
import type { TestDatabase } from "@tprm/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOwnDatabase } from "./helpers.js";

// A database of its own: Legal, Legal Counsel and Procurement are told by role, and each run reads every contract.
let database: TestDatabase;
let db: PrismaClient;
let told: (ownerId: string) => string[];

beforeAll(async () => {
  database = await createOwnDatabase();
  db = createPrismaClient(database.url, { poolSize: 2 });
  const byRole = await db.user.findMany({
    where: { role: { in: ["Legal", "Legal Counsel", "Procurement"] }, status: "active" },
    select: { id: true },
  });
  expect(byRole.length).toBeGreaterThanOrEqual(3);
  told = (ownerId) => [...new Set([ownerId, ...byRole.map((u) => u.id)])].sort();
});
afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

const T = "2031-01-15";
const day = (offset: number) => addDays(T, offset);
const asDate = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const iso = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;
const run = (offset: number) => runContractReminders(db, { timeZone: "UTC", today: day(offset) });

let sequence = 0;
async function contract(fields: {
  end: number | null;
  autoRenewal?: boolean;
  term?: number | null;
  notice?: number | null;
  status?: "draft" | "executed" | "expired" | "terminated";
}) {
  sequence += 1;
  const owner = await createUser(db, { role: "Business User" });
  const vendor = await createVendor(db, { name: `Northwind Hosting ${sequence}` });
  const row = await createContract(db, {
    vendorId: vendor.id,
    name: `Hosting agreement ${sequence}`,
    ownerId: owner.id,
    startDate: asDate(day(-700)),
    endDate: fields.end === null ? null : asDate(day(fields.end)),
    autoRenewal: fields.autoRenewal ?? false,
    renewalTermMonths: fields.term ?? null,
    noticePeriodDays: fields.notice ?? null,
    status: fields.status ?? "executed",
    ...(fields.status === "expired" ? { expiredAt: new Date() } : {}),
    ...(fields.status === "terminated" ? { terminatedAt: new Date(), terminationReason: "Exit" } : {}),
  });
  return { ...row, owner, vendor };
}

const notes = (entityId: string) =>
  db.notification.findMany({ where: { entityId }, orderBy: [{ createdAt: "asc" }, { userId: "asc" }] });
const sent = async (contractId: string) =>
  (
    await db.contractReminder.findMany({
      where: { contractId },
      orderBy: [{ sentAt: "asc" }, { kind: "asc" }, { threshold: "desc" }],
    })
  ).map((r) => `${r.kind}:${iso(r.deadline)}:${r.threshold}`);

describe("the contract reminders (daily job)", () => {
  it("is a built-in daily schedule, seeded as a Schedule row", async () => {
    expect(BUILT_IN_SCHEDULES).toContainEqual(
      expect.objectContaining({ key: "contract-reminders", jobName: "contract-reminders" }),
    );
    expect(ALL_JOBS.map((j) => j.name)).toContain("contract-reminders");
    await seedBuiltInSchedules(db, ALL_JOBS);
    const row = await db.schedule.findUniqueOrThrow({ where: { key: "contract-reminders" } });
    expect(row).toMatchObject({ builtIn: true, cron: "30 6 * * *", paused: false });
  });

  it("takes today from the organisation's time zone", async () => {
    const now = new Date("2031-03-01T22:30:00Z");
    expect((await runContractReminders(db, { timeZone: "UTC", now })).today).toBe("2031-03-01");
    expect((await runContractReminders(db, { timeZone: "Pacific/Auckland", now })).today).toBe("2031-03-02");
  });

  it("sends 90, then 60, then 30 days before the end date, each once, to the owner, Legal and Procurement", async () => {
    const c = await contract({ end: 95 });
    const quiet = await contract({ end: null });
    expect((await run(0)).reminders).toBe(0);
    expect(await notes(c.id)).toEqual([]);

    const first = await run(5);
    expect(first).toMatchObject({ today: day(5), reminders: 1, notified: told(c.owner.id).length });
    const rows = await notes(c.id);
    expect(rows.map((r) => r.userId).sort()).toEqual(told(c.owner.id));
    expect(rows[0]).toMatchObject({
      type: "contract",
      eventType: "contract.endDate",
      priority: "low",
      entityType: "Contract",
      entityName: c.reference,
      link: `/contracts?contract=${c.id}`,
      title: `${c.vendor.name}: contract ends in 90 days (${c.reference})`,
    });
    expect(rows[0]!.message).toContain(`ends on ${day(95)} (in 90 days)`);

    // The same day again, and the days after: nothing new until the next threshold.
    expect(await run(5)).toMatchObject({ reminders: 0, notified: 0 });
    expect((await run(6)).reminders).toBe(0);
    expect((await run(35)).reminders).toBe(1);
    expect((await run(35)).reminders).toBe(0);
    expect((await run(50)).reminders).toBe(0);
    expect((await run(65)).reminders).toBe(1);
    expect((await run(80)).reminders).toBe(0);
    expect(await sent(c.id)).toEqual([`end:${day(95)}:90`, `end:${day(95)}:60`, `end:${day(95)}:30`]);
    const all = await notes(c.id);
    expect(all).toHaveLength(3 * told(c.owner.id).length);
    expect(new Set(all.map((r) => r.priority))).toEqual(new Set(["low", "medium", "high"]));
    expect(await notes(quiet.id)).toEqual([]);
  });

  it("gives a contract added 40 days before its end the 60-day reminder, not the 90-day one", async () => {
    const c = await contract({ end: 140 });
    await run(100);
    expect(await sent(c.id)).toEqual([`end:${day(140)}:60`]);
    await run(101);
    await run(110);
    expect(await sent(c.id)).toEqual([`end:${day(140)}:60`, `end:${day(140)}:30`]);
    expect(await notes(c.id)).toHaveLength(2 * told(c.owner.id).length);
  });

  it("reminds of the notice deadline of a contract renewing automatically", async () => {
    // Ends in 150 days with 60 days' notice: the notice deadline is in 90 days.
    const c = await contract({ end: 150, autoRenewal: true, term: 12, notice: 60 });
    // Not renewing automatically: the notice period alone says nothing.
    const manual = await contract({ end: 150, notice: 60 });
    await run(0);
    expect(await sent(c.id)).toEqual([`notice:${day(90)}:90`]);
    expect(await sent(manual.id)).toEqual([]);
    const [notice] = await notes(c.id);
    expect(notice).toMatchObject({
      eventType: "contract.noticeDeadline",
      title: `${c.vendor.name}: notice deadline in 90 days (${c.reference})`,
    });
    expect(notice!.message).toContain(`must be given by ${day(90)}`);
    expect(notice!.message).toContain(`renews on ${day(150)} for 12 months`);
    // 60 days later: the end date is 90 days away, the notice deadline 30: one reminder of each, at once.
    await run(60);
    expect((await sent(c.id)).sort()).toEqual(
      [`notice:${day(90)}:90`, `notice:${day(90)}:30`, `end:${day(150)}:90`].sort(),
    );
    expect((await run(60)).reminders).toBe(0);
  });

  it("renews a contract tacitly when its end date passes, and the reminders start a new series", async () => {
    const c = await contract({ end: 10, autoRenewal: true, term: 12, notice: 30 });
    await run(0);
    expect(await sent(c.id)).toEqual([`end:${day(10)}:30`]);
    // Ended long ago, renewing every six months: as many terms as it takes to reach today.
    const old = await contract({ end: -400, autoRenewal: true, term: 6 });

    const renewal = await run(11);
    expect(renewal.renewed).toBeGreaterThanOrEqual(2);
    const expected = renewedEndDate({ autoRenewal: true, endDate: day(10), renewalTermMonths: 12 }, day(11))!;
    expect(expected).toEqual({ endDate: "2032-01-25", terms: 1 });
    const after = await db.contract.findUniqueOrThrow({ where: { id: c.id } });
    expect(iso(after.endDate)).toBe(expected.endDate);
    expect(after.status).toBe("executed");
    expect(after.expiredAt).toBeNull();
    const events = await db.contractEvent.findMany({ where: { contractId: c.id } });
    expect(events).toEqual([
      expect.objectContaining({ kind: "renewed", actorId: null, note: "Renewed automatically for 1 term" }),
    ]);
    const audit = await db.auditLog.findMany({ where: { entityType: "Contract", entityId: c.id } });
    expect(audit).toEqual([expect.objectContaining({ action: "UPDATE", actorId: null })]);
    expect(audit[0]!.description).toContain(`end date ${day(10)} → ${expected.endDate}`);

    const oldAfter = await db.contract.findUniqueOrThrow({ where: { id: old.id } });
    const oldExpected = renewedEndDate({ autoRenewal: true, endDate: day(-400), renewalTermMonths: 6 }, day(11))!;
    expect(oldExpected.terms).toBe(3);
    expect(iso(oldAfter.endDate)).toBe(oldExpected.endDate);
    expect(await db.contractEvent.findFirst({ where: { contractId: old.id } })).toMatchObject({
      note: "Renewed automatically for 3 terms",
    });

    // Run again: nothing renews twice. The notice deadline follows the new end date: a new series for both.
    expect(await run(11)).toMatchObject({ renewed: 0, expired: 0 });
    const newEnd = expected.endDate;
    const newNotice = addDays(newEnd, -30);
    const daysTo = (date: string) => Math.round((asDate(date).getTime() - asDate(T).getTime()) / 86_400_000);
    await run(daysTo(newNotice) - 90);
    await run(daysTo(newEnd) - 90);
    // 90 days before the new end date, the new notice deadline is 60 days away.
    expect((await sent(c.id)).sort()).toEqual(
      [`end:${day(10)}:30`, `notice:${newNotice}:90`, `notice:${newNotice}:60`, `end:${newEnd}:90`].sort(),
    );
    expect(await db.contractEvent.count({ where: { contractId: c.id } })).toBe(1);
  });

  it("marks a contract not renewing automatically Expired the day after its end, and tells once", async () => {
    const c = await contract({ end: 20 });
    // Renews automatically but has no renewal term: nothing to renew it by, so it expires too.
    const noTerm = await contract({ end: 20, autoRenewal: true, term: null });
    const draft = await contract({ end: 20, status: "draft" });
    const valueBefore = await db.vendor.findUniqueOrThrow({ where: { id: c.vendorId } });
    expect(valueBefore.contractValue.toFixed(2)).toBe("10000.00");

    await run(20);
    expect((await db.contract.findUniqueOrThrow({ where: { id: c.id } })).status).toBe("executed");
    const result = await run(21);
    expect(result.expired).toBeGreaterThanOrEqual(3);
    for (const row of [c, noTerm, draft]) {
      const after = await db.contract.findUniqueOrThrow({ where: { id: row.id } });
      expect(after.status).toBe("expired");
      expect(after.expiredAt).not.toBeNull();
      expect(iso(after.endDate)).toBe(day(20));
    }
    // The vendor's contract value counts executed contracts only.
    expect((await db.vendor.findUniqueOrThrow({ where: { id: c.vendorId } })).contractValue.toFixed(2)).toBe("0.00");
    expect(await db.contractEvent.findMany({ where: { contractId: c.id } })).toEqual([
      expect.objectContaining({ kind: "expired", actorId: null }),
    ]);
    expect(await db.auditLog.count({ where: { entityType: "Contract", entityId: c.id, actorId: null } })).toBe(1);
    const expiry = (await notes(c.id)).filter((n) => n.eventType === "contract.expired");
    expect(expiry.map((n) => n.userId).sort()).toEqual(told(c.owner.id));
    expect(expiry[0]).toMatchObject({
      priority: "high",
      title: `${c.vendor.name}: contract expired (${c.reference})`,
      link: `/contracts?contract=${c.id}`,
    });

    // Again, and on later days: no second expiry, no event, no notice, no reminder.
    const counted = await db.notification.count({ where: { entityId: c.id } });
    expect(await run(21)).toMatchObject({ expired: 0, reminders: 0, notified: 0 });
    await run(40);
    expect(await db.notification.count({ where: { entityId: c.id } })).toBe(counted);
    expect(await db.contractEvent.count({ where: { contractId: c.id } })).toBe(1);
  });

  it("sends every reminder due on a busy day once, whatever the pages and shares it is sent in", async () => {
    const vendor = await createVendor(db, { name: "Busy Day Services" });
    const owner = await createUser(db, { role: "Procurement" });
    const many = Array.from({ length: 130 }, (_, i) => ({
      reference: `CT-2098-${String(i + 1).padStart(4, "0")}`,
      name: `Busy day contract ${i + 1}`,
      vendorId: vendor.id,
      ownerId: owner.id,
      startDate: asDate(day(200)),
      endDate: asDate(day(290 + (i % 3))),
      status: "executed" as const,
      stage: "management" as const,
      approvedAt: new Date(),
    }));
    await db.contract.createMany({ data: many });
    const ids = (await db.contract.findMany({ where: { vendorId: vendor.id }, select: { id: true } })).map((c) => c.id);
    // 200 days on, each is 90, 91 or 92 days from its end; two days later every one has reached 90.
    await run(202);
    expect(await db.contractReminder.count({ where: { contractId: { in: ids } } })).toBe(130);
    expect((await run(202)).reminders).toBe(0);
    const rows = await db.notification.findMany({ where: { entityId: { in: ids } }, select: { eventKey: true } });
    expect(new Set(rows.map((r) => r.eventKey)).size).toBe(130);
  });

  it("sends nothing for expired and terminated contracts", async () => {
    const expired = await contract({ end: 30, status: "expired" });
    const terminated = await contract({ end: 30, autoRenewal: true, term: 12, notice: 10, status: "terminated" });
    const endedTerminated = await contract({ end: -5, status: "terminated" });
    for (const offset of [0, 25, 40]) await run(offset);
    for (const c of [expired, terminated, endedTerminated]) {
      expect(await notes(c.id)).toEqual([]);
      expect(await sent(c.id)).toEqual([]);
      expect(await db.contractEvent.count({ where: { contractId: c.id } })).toBe(0);
      const after = await db.contract.findUniqueOrThrow({ where: { id: c.id } });
      expect({ status: after.status, endDate: iso(after.endDate) }).toEqual({
        status: c.status,
        endDate: iso(c.endDate),
      });
    }
  });
});
