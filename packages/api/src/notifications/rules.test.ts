import { describe, expect, it } from "vitest";
import { audienceRoles, digestDue, digestPeriodStart, pickRecipients, startOfTodayIn } from "./rules.js";

const user = (id: string, role: string | null, status = "active") => ({
  id,
  email: `${id}@bank.example`,
  role,
  status,
});

describe("who an audience reaches", () => {
  // The default groups, written out here rather than read from the module.
  it("each stakeholder group's default roles", () => {
    const expected: Record<string, string[]> = {
      finance: ["Finance", "Finance Manager"],
      operations: ["Vendor Manager", "Procurement"],
      compliance: ["Compliance", "Compliance Officer"],
      it_security: ["IT Security"],
      risk_mgt: ["Risk Manager"],
      esg: ["Risk Manager", "Compliance Officer"],
      committee: ["Executive", "Board Member"],
    };
    for (const [group, roles] of Object.entries(expected)) {
      expect(audienceRoles({ stakeholders: [group as "finance"] }).sort(), group).toEqual([...roles].sort());
    }
    expect(audienceRoles({ roles: ["ADMIN", "Finance", "Nobody"], stakeholders: ["finance"] }).sort()).toEqual(
      ["Admin", "Finance", "Finance Manager"].sort(),
    );
  });

  it("active users by role, name or membership, each once; mailboxes once, less users' own addresses", () => {
    const users = [
      user("fin", "Finance"),
      user("finmgr", "Finance Manager"),
      user("gone", "Finance", "deactivated"),
      user("waiting", "Finance", "pending"),
      user("legal", "Legal"),
      user("admin", "ADMIN"),
      user("named", "Executive"),
    ];
    const members = [
      { stakeholderType: "finance", userId: "legal", email: null },
      { stakeholderType: "finance", userId: null, email: "AP-Team@bank.example" },
      { stakeholderType: "finance", userId: null, email: "fin@bank.example" },
      { stakeholderType: "esg", userId: null, email: "esg@bank.example" },
    ];
    const picked = pickRecipients(
      {
        stakeholders: ["finance"],
        users: ["named", "fin", "gone"],
        roles: ["Admin"],
        emails: ["ap-team@bank.example"],
      },
      { users, members },
    );
    expect(picked.userIds.sort()).toEqual(["admin", "fin", "finmgr", "legal", "named"].sort());
    expect(picked.mailboxes).toEqual(["ap-team@bank.example"]);
    expect(pickRecipients({}, { users, members })).toEqual({ userIds: [], mailboxes: [] });
  });
});

describe("when a digest is due", () => {
  const zone = "Europe/Berlin"; // UTC+1 in winter, UTC+2 in summer
  const at = (iso: string) => new Date(iso);

  it("each period starts at the hour, 08:00, Monday 08:00 or the 1st at 08:00 where the user is", () => {
    const now = at("2026-01-14T10:30:00Z"); // Wednesday 11:30 in Berlin
    expect(digestPeriodStart("hourly", now, zone).toISOString()).toBe("2026-01-14T10:00:00.000Z");
    expect(digestPeriodStart("daily", now, zone).toISOString()).toBe("2026-01-14T07:00:00.000Z");
    expect(digestPeriodStart("weekly", now, zone).toISOString()).toBe("2026-01-12T07:00:00.000Z");
    expect(digestPeriodStart("monthly", now, zone).toISOString()).toBe("2026-01-01T07:00:00.000Z");
    // Before 08:00 the period is the one before; summer time moves the hour in UTC.
    const early = at("2026-07-01T05:00:00Z"); // Wednesday 1 July, 07:00 in Berlin
    expect(digestPeriodStart("daily", early, zone).toISOString()).toBe("2026-06-30T06:00:00.000Z");
    expect(digestPeriodStart("monthly", early, zone).toISOString()).toBe("2026-06-01T06:00:00.000Z");
    expect(digestPeriodStart("weekly", at("2026-01-12T06:59:00Z"), zone).toISOString()).toBe(
      "2026-01-05T07:00:00.000Z",
    );
    expect(digestPeriodStart("daily", now, "Asia/Tokyo").toISOString()).toBe("2026-01-13T23:00:00.000Z");
  });

  it("due once something from an ended period waits and nothing was sent this period", () => {
    const now = at("2026-01-14T10:30:00Z");
    const base = { frequency: "daily" as const, now, timeZone: zone };
    // Arrived yesterday evening, never sent: due. Nothing waiting: not due.
    expect(digestDue({ ...base, lastSentAt: null, oldestPendingAt: at("2026-01-13T19:00:00Z") })).toBe(true);
    expect(digestDue({ ...base, lastSentAt: null, oldestPendingAt: null })).toBe(false);
    // Arrived this morning after 08:00: waits for tomorrow's digest.
    expect(digestDue({ ...base, lastSentAt: null, oldestPendingAt: at("2026-01-14T08:00:00Z") })).toBe(false);
    // Already sent today at 08:00: not again until tomorrow; sent yesterday: due.
    const waiting = at("2026-01-14T06:00:00Z");
    expect(digestDue({ ...base, lastSentAt: at("2026-01-14T07:00:05Z"), oldestPendingAt: waiting })).toBe(false);
    expect(digestDue({ ...base, lastSentAt: at("2026-01-13T07:00:05Z"), oldestPendingAt: waiting })).toBe(true);
    // Hourly: what arrived before the hour; weekly: what arrived before Monday 08:00; realtime: never.
    const h = { ...base, frequency: "hourly" as const, lastSentAt: at("2026-01-14T09:00:01Z") };
    expect(digestDue({ ...h, oldestPendingAt: at("2026-01-14T09:59:00Z") })).toBe(true);
    expect(digestDue({ ...h, oldestPendingAt: at("2026-01-14T10:01:00Z") })).toBe(false);
    const w = { ...base, frequency: "weekly" as const, lastSentAt: at("2026-01-05T07:00:00Z") };
    expect(digestDue({ ...w, oldestPendingAt: at("2026-01-11T12:00:00Z") })).toBe(true);
    expect(digestDue({ ...w, oldestPendingAt: at("2026-01-12T12:00:00Z") })).toBe(false);
    expect(digestDue({ ...base, frequency: "realtime", lastSentAt: null, oldestPendingAt: waiting })).toBe(false);
  });
});

describe("today in the user's time zone (001 §2.7 Today's Notifications)", () => {
  it("starts at their midnight, which is another UTC day for some", () => {
    const now = new Date("2026-03-10T02:00:00Z");
    expect(startOfTodayIn("UTC", now).toISOString()).toBe("2026-03-10T00:00:00.000Z");
    // 11:00 in Tokyo: the day began at 15:00 UTC the day before.
    expect(startOfTodayIn("Asia/Tokyo", now).toISOString()).toBe("2026-03-09T15:00:00.000Z");
    // 22:00 on 9 March in New York (EDT from 8 March): the day began at 04:00 UTC on the 9th.
    expect(startOfTodayIn("America/New_York", now).toISOString()).toBe("2026-03-09T04:00:00.000Z");
  });
});
