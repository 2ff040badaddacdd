// The account benchmark's data: an organisation of BENCH_ACCOUNT_USERS people (2,000) with their settings, open
// sessions, sign-in history and audit trail, and the organisation's settings row — so the session lookup, the
// settings reads and the sign-in's writes meet tables and indexes of a realistic size. Multi-row INSERT … SELECT.
import { hashPassword, ROLES } from "@tprm/db";
import { DEMO_PASSWORD } from "@tprm/db/factories";
import { log, withClient } from "../harness.js";

export const memberEmail = (i: number) => `member${i}@bench.bank.example`;

export interface Member {
  id: string;
  email: string;
}

/** The first `count` members (the benchmark's clients sign in as them), or none before seeding. */
export async function members(url: string, count: number): Promise<Member[]> {
  const emails = Array.from({ length: count }, (_, i) => memberEmail(i));
  return withClient(url, async (c) => {
    const { rows } = await c.query<Member>(
      `SELECT "id", "email" FROM "User" WHERE "email" = ANY($1) ORDER BY "email"`,
      [emails],
    );
    return emails.map((email) => rows.find((r) => r.email === email)).filter((m): m is Member => m !== undefined);
  });
}

export async function seedAccounts(url: string, users: number) {
  const started = Date.now();
  // One argon2id hash for everyone (hashing 2,000 passwords would take a minute and prove nothing).
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await withClient(url, async (c) => {
    await c.query(
      `INSERT INTO "OrganisationSettings" ("id", "name", "passwordMinLength", "twoFactorRequirement", "sessionLifetimeHours", "updatedAt")
       VALUES (1, 'Bench Bank', 12, 'none', 720, now()) ON CONFLICT ("id") DO NOTHING`,
    );
    await c.query(
      `INSERT INTO "User" ("id", "email", "passwordHash", "firstName", "lastName", "role", "status", "jobTitle",
         "department", "lastPasswordChange", "lastLoginAt", "createdAt", "updatedAt")
       SELECT gen_random_uuid(), 'member' || g || '@bench.bank.example', $1, 'Member', 'No. ' || g,
         ($2::text[])[1 + g % array_length($2::text[], 1)], 'active', 'Analyst', 'Operations',
         now() - (g % 90) * interval '1 day', now() - (g % 7) * interval '1 day', now() - (g % 700) * interval '1 day', now()
       FROM generate_series(0, $3::int - 1) g`,
      [passwordHash, [...ROLES], users],
    );
    // Two in three people saved their settings once (the benchmark's clients, the first members, among them).
    await c.query(
      `INSERT INTO "UserSettings" ("userId", "theme", "language", "dateFormat", "timeZone", "digestFrequency", "updatedAt")
       SELECT u."id", 'light', (ARRAY['en','es','fr','de','zh'])[1 + n % 5], 'DD/MM/YYYY', 'Europe/London', 'weekly', now()
       FROM (SELECT "id", substring("email" FROM 'member([0-9]+)@')::int AS n FROM "User"
             WHERE "email" LIKE 'member%@bench.bank.example') u
       WHERE u.n < 16 OR u.n % 3 <> 2`,
    );
    // Five open sessions each (browsers, phones), ids as the server stores them: a token's SHA-256 in hex.
    await c.query(
      `INSERT INTO "Session" ("id", "userId", "expiresAt", "createdAt", "lastActivityAt", "userAgent")
       SELECT encode(sha256(uuid_send(gen_random_uuid())), 'hex'), u."id", now() + (10 + g) * interval '1 day',
         now() - g * interval '1 day', now() - g * interval '1 hour', 'Mozilla/5.0 (bench)'
       FROM "User" u CROSS JOIN generate_series(1, 5) g`,
    );
    const attempts = await c.query(
      `INSERT INTO "LoginAttempt" ("id", "email", "userId", "ipAddress", "success", "reason", "createdAt")
       SELECT gen_random_uuid(), u."email", u."id", '10.0.0.' || (g % 250), g % 10 <> 0,
         CASE WHEN g % 10 = 0 THEN 'bad-password' ELSE 'ok' END, now() - g * interval '3 days'
       FROM "User" u CROSS JOIN generate_series(1, 10) g`,
    );
    const audits = await c.query(
      `INSERT INTO "AuditLog" ("id", "actorId", "action", "entityType", "entityId", "description", "ipAddress", "createdAt")
       SELECT gen_random_uuid(), u."id", (ARRAY['LOGIN','UPDATE','CREATE','LOGOUT'])[1 + g % 4],
         (ARRAY['Session','UserSettings','Vendor','Session'])[1 + g % 4], NULL, 'Bench history ' || g, '10.0.0.1',
         now() - g * interval '7 hours'
       FROM "User" u CROSS JOIN generate_series(1, 50) g`,
    );
    await c.query("VACUUM ANALYZE");
    log(
      `seeded ${users.toLocaleString("en")} users, their settings, ${(users * 5).toLocaleString("en")} sessions, ` +
        `${attempts.rowCount?.toLocaleString("en")} sign-in attempts, ${audits.rowCount?.toLocaleString("en")} ` +
        `audit rows in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  });
}
