// The notifications benchmark's data: account-seed.ts's organisation (2,000 people, two in three with saved settings)
// given a mix of notification preferences, each digest user's last digest, 1,000,000 notifications over the last
// 90 days and a stakeholder group of 500. Multi-row INSERT … SELECT, in the order rows arrive in production.
import { STAKEHOLDER_DEFAULT_ROLES } from "@tprm/api/schemas";
import { log, withClient } from "../harness.js";
import { seedAccounts } from "./account-seed.js";

/** The group notified in the benchmark: its roles' users, topped up to GROUP_USERS with added members. */
export const GROUP = "operations";
export const GROUP_USERS = 500;

const NOW = `(now() AT TIME ZONE 'UTC')`; // createdAt and the other times are timestamp(3) in UTC
const MEMBERS = `SELECT "id", "email", substring("email" FROM 'member([0-9]+)@')::int AS n FROM "User"
  WHERE "email" LIKE 'member%@bench.bank.example'`;
const TYPES = `ARRAY['vendor','vendor','vendor','vendor','vendor','vendor','invoice','invoice','invoice','invoice','kpi',
  'kpi','assessment','assessment','workflow','workflow','workflow','transfer','security','system']`;
const EVENTS = `ARRAY['vendor.riskChanged','vendor.riskChanged','vendor.reviewDue','vendor.reviewDue',
  'vendor.contractRenewal','vendor.onboarded','invoice.overdue','invoice.overdue','invoice.overdue','invoice.approved',
  'kpiBreach.recorded','kpiBreach.recorded','assessment.submitted','assessment.due','stakeholder.notified',
  'stakeholder.notified','workflow.assigned','transfer.finished','security.passwordChanged','system.maintenance']`;
/** 5 % critical, 15 % high, 50 % medium, 30 % low. */
const PRIORITIES = `ARRAY['critical','high','high','high'] || array_fill('medium'::text, ARRAY[10])
  || array_fill('low'::text, ARRAY[6])`;

/** Who receives what: the busiest 1 % a fifth of everything, the next 19 % 38 %, everyone else the other 42 %. */
export const classes = (users: number) => {
  const busiest = Math.max(1, Math.round(users / 100));
  return { busiest, busy: Math.round(users * 0.19) };
};

export async function seedNotifications(url: string, users: number, notifications: number) {
  await seedAccounts(url, users);
  const started = Date.now();
  const { busiest, busy } = classes(users);
  await withClient(url, async (c) => {
    // Preferences by member number: digests 15 % realtime, 5 % hourly, 50 % daily, 25 % weekly, 5 % monthly;
    // e-mail off ~14 %, in-app off ~4 %; five time zones. A third never saved settings (the defaults: daily).
    await c.query(`UPDATE "UserSettings" s SET
        "digestFrequency" = (ARRAY['realtime','realtime','realtime','hourly','weekly','weekly','weekly','weekly',
          'weekly','monthly'] || array_fill('daily'::text, ARRAY[10]))[1 + u.n % 20],
        "emailNotifications" = u.n % 7 <> 3, "inAppNotifications" = u.n % 23 <> 5,
        "timeZone" = (ARRAY['Europe/London','America/New_York','Europe/Berlin','Asia/Singapore',
          'America/Chicago'])[1 + u.n % 5]
      FROM (${MEMBERS}) u WHERE s."userId" = u."id"`);
    // What each user's rows look like: e-mailed up to their last digest (realtime: all; e-mail off: never).
    await c.query(`CREATE TEMP TABLE bu AS SELECT u.n AS idx, u."id", COALESCE(s."inAppNotifications", true) AS in_app,
        CASE WHEN NOT COALESCE(s."emailNotifications", true) THEN '-infinity'::timestamp
             WHEN s."digestFrequency" = 'realtime' THEN 'infinity'::timestamp
             ELSE ${NOW} - CASE COALESCE(s."digestFrequency", 'daily') WHEN 'hourly' THEN interval '40 minutes'
               WHEN 'weekly' THEN interval '3 days' WHEN 'monthly' THEN interval '12 days' ELSE interval '16 hours' END
        END AS sent_until
      FROM (${MEMBERS}) u LEFT JOIN "UserSettings" s ON s."userId" = u."id"`);
    await c.query(`INSERT INTO "NotificationDigest" ("userId", "lastSentAt")
      SELECT "id", sent_until FROM bu WHERE isfinite(sent_until)`);
    // In time order, as rows arrive (a user's rows spread over the whole table), ids time-ordered like Prisma's
    // uuid(7). Users are looked up in arrays, not joined: a join would write each user's rows together. Unread: 70 %
    // of the last two days', of older ones 25 % (the busiest), 8 % (busy), 4 % (everyone else).
    await c.query(`SELECT setseed(0.12)`);
    const inserted = await c.query(
      `INSERT INTO "Notification" ("id", "userId", "eventKey", "eventType", "type", "priority", "title", "message",
         "entityType", "entityId", "entityName", "link", "inApp", "readAt", "emailedAt", "createdAt")
       SELECT (lpad(to_hex((extract(epoch FROM r.at) * 1000)::bigint), 12, '0') || '7'
                || substr(md5(r.g::text), 1, 3) || '8' || substr(md5(r.g::text), 4, 15))::uuid,
         a.ids[r.idx], 'bench.' || (${TYPES})[r.t] || ':' || r.g, (${EVENTS})[r.t], (${TYPES})[r.t],
         (${PRIORITIES})[r.p], 'Vendor ' || r.v || ' Ltd: ' || replace((${EVENTS})[r.t], '.', ' '),
         'Vendor ' || r.v || ' Ltd needs attention (' || (${EVENTS})[r.t] || '). Open the record to see what changed, '
           || 'who is assigned and what is due next.',
         'Vendor', md5(r.v::text)::uuid::text, 'Vendor ' || r.v || ' Ltd',
         '/vendor-management?vendor=' || md5(r.v::text)::uuid, a.in_app[r.idx],
         CASE WHEN (r.at > ${NOW} - interval '2 days' AND r.rr < 0.7)
                OR r.rr < CASE WHEN r.cls = 0 THEN 0.25 WHEN r.cls = 1 THEN 0.08 ELSE 0.04 END THEN NULL
              ELSE least(r.at + r.rr * interval '2 days', ${NOW}) END,
         CASE WHEN r.at <= a.sent[r.idx] THEN r.at + interval '30 seconds' END, r.at
       FROM (SELECT q.*, CASE WHEN q.u < 0.2 THEN 0 WHEN q.u < 0.58 THEN 1 ELSE 2 END AS cls,
               1 + CASE WHEN q.u < 0.2 THEN floor(q.u / 0.2 * $2)
                        WHEN q.u < 0.58 THEN $2 + floor((q.u - 0.2) / 0.38 * $3)
                        ELSE $2 + $3 + floor((q.u - 0.58) / 0.42 * ($4 - $2 - $3)) END::int AS idx
             FROM (SELECT g, ${NOW} - interval '90 days' + (g + random()) / $1 * interval '90 days' AS at,
                     random() AS u, random() AS rr, 1 + floor(random() * 20)::int AS t,
                     1 + floor(random() * 20)::int AS p, floor(random() * 5000)::int AS v
                   FROM generate_series(0, $1::int - 1) g) q) r
       CROSS JOIN (SELECT array_agg("id" ORDER BY idx) AS ids, array_agg(in_app ORDER BY idx) AS in_app,
                     array_agg(sent_until ORDER BY idx) AS sent FROM bu) a`,
      [notifications, busiest, busy, users],
    );
    const roles = [...STAKEHOLDER_DEFAULT_ROLES[GROUP]];
    await c.query(
      `INSERT INTO "StakeholderMember" ("id", "stakeholderType", "userId", "createdAt")
       SELECT gen_random_uuid(), $1, "id", ${NOW} FROM "User" WHERE "status" = 'active' AND NOT ("role" = ANY($2))
       ORDER BY "email" DESC
       LIMIT greatest(0, $3 - (SELECT count(*) FROM "User" WHERE "status" = 'active' AND "role" = ANY($2)))`,
      [GROUP, roles, GROUP_USERS],
    );
    await c.query(
      `INSERT INTO "StakeholderMember" ("id", "stakeholderType", "email", "name", "createdAt")
       VALUES (gen_random_uuid(), $1, 'ops-desk@bank.example', 'Operations desk', ${NOW}),
              (gen_random_uuid(), $1, 'vendor-office@bank.example', 'Vendor office', ${NOW})`,
      [GROUP],
    );
    await c.query("VACUUM ANALYZE");
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    log(`seeded ${inserted.rowCount?.toLocaleString("en")} notifications and the ${GROUP} group in ${seconds} s`);
  });
}

export interface Recipient {
  id: string;
  email: string;
  total: number;
  unread: number;
}

/** `count` users from member number `from` on who see notifications in the app, with what they hold. */
export async function recipients(url: string, from: number, count: number): Promise<Recipient[]> {
  return withClient(url, async (c) => {
    const { rows } = await c.query<Recipient>(
      `SELECT u."id", u."email", count(*)::int AS total, count(*) FILTER (WHERE n."readAt" IS NULL)::int AS unread
       FROM (${MEMBERS}) u JOIN "Notification" n ON n."userId" = u."id" AND n."inApp"
       WHERE u.n >= $1 GROUP BY u."id", u."email", u.n ORDER BY u.n LIMIT $2`,
      [from, count],
    );
    return rows;
  });
}
