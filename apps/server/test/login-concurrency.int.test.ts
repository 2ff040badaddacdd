import "../../../test/provided-context.js";
import { createSqlPool } from "@tprm/db";
import { createUser, DEMO_PASSWORD } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freshIp, startTestApp, type TestApp, uniqueEmail } from "./helpers.js";

const LOCKED = "Access denied. Your account may be locked. Please contact support.";
const INVALID = "Invalid email or password. Please check your credentials and try again.";

let t: TestApp;
// A connection of its own (not the app's pool) that holds the user's row to line requests up behind it.
const gatePool = createSqlPool(inject("databaseUrl"), 2);
beforeAll(async () => {
  // Enough connections for every request in flight to wait on the row at once.
  t = await startTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "200", DATABASE_POOL_SIZE: "30" });
});
afterAll(async () => {
  await t.close();
  await gatePool.end();
});

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: "POST", url: "/api/public/auth/login", payload: { email, password }, remoteAddress });

async function attempts(userId: string) {
  const rows = await t.services.db.loginAttempt.groupBy({ by: ["reason"], where: { userId }, _count: true });
  return Object.fromEntries(rows.map((r) => [r.reason, r._count]));
}

/** Backends of this test database waiting for a lock (the requests queued behind the gate). */
async function waitingOnLocks() {
  const { rows } = await gatePool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
  );
  return rows[0]!.n;
}

async function until(condition: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("lockout under concurrent sign-ins", () => {
  it("25 wrong passwords at once: exactly five are checked, the rest are refused as locked", async () => {
    const email = uniqueEmail("burst");
    const user = await createUser(t.services.db, { email, role: "Finance" });
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => login(email, `wrong-${i}-pass`, ip)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 403)).toHaveLength(20);
    for (const a of answers) expect(a.json().message).toBe(a.statusCode === 401 ? INVALID : LOCKED);
    // Only five passwords were verified; the other twenty were refused before their password was looked at.
    expect(await attempts(user.id)).toEqual({ "bad-password": 5, locked: 20 });
    const row = await t.services.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(await t.services.db.auditLog.count({ where: { entityId: user.id, action: "LOCK" } })).toBe(1);
  });

  it("the right password sent among ten wrong ones is refused once the fifth failure has locked the account", async () => {
    const email = uniqueEmail("race");
    const user = await createUser(t.services.db, { email, role: "Finance" });
    const ip = freshIp();
    // Hold the account's row so every request is in flight at once and they are served in the order they came.
    const gate = await gatePool.connect();
    try {
      await gate.query("BEGIN");
      await gate.query('SELECT 1 FROM "User" WHERE id = $1 FOR UPDATE', [user.id]);
      const wrong = Array.from({ length: 10 }, (_, i) => login(email, `wrong-${i}-pass`, ip));
      await until(async () => (await waitingOnLocks()) >= 10, "ten sign-ins to queue");
      const right = login(email, DEMO_PASSWORD, ip);
      await until(async () => (await waitingOnLocks()) >= 11, "the right password to queue");
      await gate.query("COMMIT");
      const [answers, rightAnswer] = await Promise.all([Promise.all(wrong), right]);
      expect(rightAnswer.statusCode).toBe(403);
      expect(rightAnswer.json()).toEqual({ success: false, message: LOCKED });
      expect(answers.map((a) => a.statusCode).sort()).toEqual([401, 401, 401, 401, 401, 403, 403, 403, 403, 403]);
    } finally {
      await gate.query("ROLLBACK").catch(() => undefined);
      gate.release();
    }
    // The lock the fifth failure set is still there: no sign-in cleared it, no session was opened.
    const row = await t.services.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(await t.services.db.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await attempts(user.id)).toEqual({ "bad-password": 5, locked: 6 });
  });

  it("a locked account is refused even with the right password, and the lock holds", async () => {
    const email = uniqueEmail("held");
    const user = await createUser(t.services.db, { email, role: "Finance" });
    const lockedUntil = new Date(Date.now() + 10 * 60_000);
    await t.services.db.user.update({ where: { id: user.id }, data: { lockedUntil } });
    const res = await login(email, DEMO_PASSWORD, freshIp());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(LOCKED);
    const row = await t.services.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.lockedUntil).toEqual(lockedUntil);
  });
});
