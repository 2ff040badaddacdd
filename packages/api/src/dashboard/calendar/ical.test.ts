import { describe, expect, it } from "vitest";
import { escapeText, foldLine, renderIcs } from "./ical.js";
import { parseIcs } from "./ical-parse.js";
import type { CalendarItem } from "./schemas.js";

const item = (over: Partial<CalendarItem>): CalendarItem => ({
  id: "policy_review:0196f000-0000-7000-8000-000000000001",
  kind: "policy_review",
  date: "2026-03-31",
  at: null,
  title: "Outsourcing policy",
  reference: "POL-2026-0001",
  status: "pending",
  overdue: false,
  recordId: "0196f000-0000-7000-8000-000000000001",
  link: "/governance?tab=policies&policy=0196f000-0000-7000-8000-000000000001",
  ...over,
});

describe("iCalendar output (RFC 5545)", () => {
  it("escapes backslashes, semicolons, commas and newlines in TEXT", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds at 75 octets without splitting a UTF-8 character", () => {
    const line = `SUMMARY:${"供应商".repeat(20)}`;
    const folded = foldLine(line);
    for (const part of folded.split("\r\n")) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split("\r\n")
        .map((p, i) => (i ? p.slice(1) : p))
        .join(""),
    ).toBe(line);
    expect(foldLine("SHORT:x")).toBe("SHORT:x");
  });

  it("writes a calendar with one event per item: UID, DTSTAMP, all-day or timed dates, escaped text", () => {
    const now = new Date("2026-03-15T08:00:00Z");
    const text = renderIcs(
      [
        item({ title: 'Outsourcing, cloud; and "AI" policy — a very long name that will need folding across lines' }),
        item({
          id: "committee_meeting:0196f000-0000-7000-8000-000000000002",
          kind: "committee_meeting",
          at: new Date("2026-04-02T13:30:00Z"),
          date: "2026-04-02",
          title: "Outsourcing Committee",
          reference: null,
          status: "na",
        }),
      ],
      { origin: "https://tprm.example.org", calendarName: "TPRM deliverables", now },
    );
    const { calendar, events } = parseIcs(text);
    expect(calendar).toMatchObject({ VERSION: "2.0", PRODID: "-//TPRM Platform//Deliverable Calendar//EN" });
    expect(events).toHaveLength(2);
    const [review, meeting] = events as [Record<string, string>, Record<string, string>];
    expect(review.UID).toBe("policy_review-0196f000-0000-7000-8000-000000000001@tprm.example.org");
    expect(review.DTSTAMP).toBe("20260315T080000Z");
    expect(review["DTSTART;VALUE=DATE"]).toBe("20260331");
    expect(review["DTEND;VALUE=DATE"]).toBe("20260401");
    expect(review.SUMMARY).toBe(
      'Policy review: Outsourcing\\, cloud\\; and "AI" policy — a very long name that will need folding across lines (POL-2026-0001)',
    );
    expect(review.DESCRIPTION).toBe(
      "Status: Pending\\nhttps://tprm.example.org/governance?tab=policies&policy=0196f000-0000-7000-8000-000000000001",
    );
    expect(review.STATUS).toBe("CONFIRMED");
    expect(meeting.DTSTART).toBe("20260402T133000Z");
    expect(meeting.DTEND).toBe("20260402T143000Z");
    expect(meeting.STATUS).toBe("CANCELLED");
    expect(new Set(events.map((e) => e.UID)).size).toBe(2);
  });

  it("the reader refuses a bare LF, an unfolded long line and an unclosed event", () => {
    const ok = renderIcs([item({})], { origin: "http://localhost:3000", calendarName: "x", now: new Date() });
    expect(() => parseIcs(ok.replace(/\r\n/g, "\n"))).toThrow(/CRLF/);
    expect(() => parseIcs(ok.replace("SUMMARY:", `SUMMARY:${"x".repeat(80)}`))).toThrow(/75 octets/);
    expect(() => parseIcs(ok.replace("END:VEVENT\r\n", ""))).toThrow();
  });

  it("an empty calendar is still a valid document", () => {
    const { events } = parseIcs(renderIcs([], { origin: "http://localhost:3000", calendarName: "x", now: new Date() }));
    expect(events).toEqual([]);
  });
});
