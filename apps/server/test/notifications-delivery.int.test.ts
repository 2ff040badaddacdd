// Delivery through the worker to a real SMTP listener: a realtime recipient gets one multipart e-mail (text and HTML,
// escaped, with the link to the record), a shared mailbox too; a user with e-mail off gets none. A daily digest arrives
// in the user's language and time zone, once, and none when nothing arrived.
import { notify, nudgeOutbox, SYSTEM, sendDueDigests } from "@tprm/api";
import { notificationDigestJob } from "@tprm/api/jobs";
import type { PrismaClient } from "@tprm/db";
import { createUser } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, uniqueEmail } from "./helpers.js";
import { startMailHarness } from "./mail-harness.js";
import { event, parseMail, setSettings } from "./notifications-support.js";

let t: TestApp;
let db: PrismaClient;
let mail: Awaited<ReturnType<typeof startMailHarness>>;
beforeAll(async () => {
  mail = await startMailHarness();
  t = await startTestApp();
  db = t.services.db;
});
afterAll(async () => {
  await mail?.close();
  await t?.close();
});

// The harness's worker has no APP_URL of its own: links start with the default address.
const APP = "http://localhost:3000";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const inboxOf = (to: string) => mail.inbox.filter((m) => m.to.includes(to));

describe("realtime e-mail", () => {
  it("one multipart e-mail per notification with the record's link; mailboxes get it; e-mail off gets none", async () => {
    const realtime = await createUser(db, { email: uniqueEmail("realtime"), role: "Risk Manager", firstName: "Rita" });
    const emailOff = await createUser(db, { email: uniqueEmail("email-off"), role: "Risk Manager" });
    const daily = await createUser(db, { email: uniqueEmail("daily"), role: "Risk Manager" });
    await setSettings(db, realtime.id, { digestFrequency: "realtime", timeZone: "Europe/London" });
    await setSettings(db, emailOff.id, { digestFrequency: "realtime", emailNotifications: false });
    const mailbox = uniqueEmail("risk-desk");
    const ev = event(
      { users: [realtime.id, emailOff.id, daily.id], emails: [mailbox] },
      { title: "Acme <Ltd> & Co is now High risk", priority: "critical" },
    );
    await db.$transaction((tx) => notify(tx, SYSTEM, ev));
    await nudgeOutbox(mail.jobs);

    const received = parseMail((await mail.waitFor(realtime.email)).raw);
    expect(received.contentType).toBe("multipart/alternative");
    expect(received.subject).toBe("[Critical] Acme <Ltd> & Co is now High risk");
    expect(received.text).toContain("Hello Rita User,");
    expect(received.text).toContain("Acme <Ltd> & Co is now High risk");
    expect(received.text).toContain("Related record: Acme Ltd");
    expect(received.text).toContain(`Open in the platform: ${APP}${ev.link}`);
    expect(received.text).toMatch(/Received: .+\(Europe\/London\)/);
    expect(received.html).toContain("Acme &#60;Ltd&#62; &#38; Co is now High risk");
    expect(received.html).not.toContain("<Ltd>");
    expect(received.html).toContain(`href="${APP}${ev.link}"`);

    const shared = parseMail((await mail.waitFor(mailbox)).raw);
    expect(shared.text).not.toContain("Hello");
    expect(shared.text).toContain(`${APP}${ev.link}`);

    const rows = await db.notification.findMany({ where: { eventKey: ev.eventKey } });
    const stamped = Object.fromEntries(rows.map((r) => [r.userId, r.emailedAt !== null]));
    expect(stamped).toEqual({ [realtime.id]: true, [emailOff.id]: false, [daily.id]: false });
    await sleep(1_500);
    expect(inboxOf(emailOff.email)).toEqual([]);
    expect(inboxOf(daily.email)).toEqual([]);
    expect(inboxOf(realtime.email)).toHaveLength(1);
  });
});

describe("digests", () => {
  it("a daily digest arrives in the user's language and time zone, once; none when nothing arrived or e-mail is off", async () => {
    const german = await createUser(db, { email: uniqueEmail("digest-de"), role: "Finance", firstName: "Greta" });
    const idle = await createUser(db, { email: uniqueEmail("digest-idle"), role: "Finance" });
    const muted = await createUser(db, { email: uniqueEmail("digest-muted"), role: "Finance" });
    await setSettings(db, german.id, { language: "de", timeZone: "Europe/Paris", digestFrequency: "daily" });
    await setSettings(db, idle.id, { digestFrequency: "daily" });
    await setSettings(db, muted.id, { digestFrequency: "daily", emailNotifications: false });

    const first = event({ users: [german.id, muted.id] }, { title: "Rechnung INV-7 ist überfällig", priority: "high" });
    const second = event(
      { users: [german.id, muted.id] },
      { title: "KPI breach: Uptime", priority: "low", link: null },
    );
    for (const ev of [first, second]) await db.$transaction((tx) => notify(tx, SYSTEM, ev));
    // They arrived two days ago: yesterday's digest period has ended.
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600_000);
    await db.notification.updateMany({
      where: { eventKey: { in: [first.eventKey, second.eventKey] } },
      data: { createdAt: twoDaysAgo },
    });

    // The built-in schedule's job, as the dispatcher would enqueue it.
    await mail.jobs.enqueue(notificationDigestJob, { frequency: "daily" });
    const digest = parseMail((await mail.waitFor(german.email)).raw);
    expect(digest.subject).toBe("Ihre tägliche Zusammenfassung der Benachrichtigungen (2)");
    expect(digest.text).toContain("Hallo Greta User,");
    expect(digest.text).toContain("Neue Benachrichtigungen seit Ihrer letzten täglichen Zusammenfassung: 2");
    expect(digest.text).toContain("Rechnung INV-7 ist überfällig");
    expect(digest.text).toContain("Priorität: Hoch");
    expect(digest.text).toContain("Priorität: Niedrig");
    expect(digest.text).toContain(`In der Plattform öffnen: ${APP}${first.link}`);
    expect(digest.text).toContain("(Europe/Paris)");
    expect(digest.html).toContain('<html lang="de">');
    expect(digest.html).toContain("Rechnung INV-7 ist überfällig");

    const sent = await db.notificationDigest.findUniqueOrThrow({ where: { userId: german.id } });
    const listed = await db.notification.findMany({ where: { userId: german.id } });
    expect(listed.every((n) => n.emailedAt?.getTime() === sent.lastSentAt.getTime())).toBe(true);
    expect(await db.notificationDigest.findUnique({ where: { userId: idle.id } })).toBeNull();
    expect(await db.notificationDigest.findUnique({ where: { userId: muted.id } })).toBeNull();
    expect(await db.notification.count({ where: { userId: muted.id, emailedAt: { not: null } } })).toBe(0);

    // The next run of the day sends nothing more: the digest went out in this period.
    await sendDueDigests(db, "daily", { appUrl: APP });
    await nudgeOutbox(mail.jobs);
    await sleep(1_500);
    expect((await db.notificationDigest.findUniqueOrThrow({ where: { userId: german.id } })).lastSentAt).toEqual(
      sent.lastSentAt,
    );
    expect(inboxOf(german.email)).toHaveLength(1);
    expect(inboxOf(idle.email)).toEqual([]);
    expect(inboxOf(muted.email)).toEqual([]);
  });
});
