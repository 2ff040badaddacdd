// The deliverable calendar as an iCalendar document (RFC 5545), written here rather than by a library: the subset
// needed is small (VCALENDAR of VEVENTs) and every rule it must follow is below — CRLF line ends, content lines
// folded at 75 octets without splitting a UTF-8 character, TEXT values escaped, a UID per item, DTSTAMP on each.
import type { CalendarItem, CalendarKind, CalendarStatus } from "./schemas.js";

const CRLF = "\r\n";
const MAX_OCTETS = 75;

/** TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * Folds a content line (RFC 5545 §3.1): at most 75 octets per line, continuation lines starting with one space
 * (which counts in their 75), never inside a multi-octet UTF-8 character.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** 2026-03-05T09:30:00Z as 20260305T093000Z. */
export function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

const dateValue = (date: string) => date.replace(/-/g, "");

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export const KIND_TITLES: Readonly<Record<CalendarKind, string>> = {
  contract_notice: "Contract notice deadline",
  contract_end: "Contract end",
  assessment_review: "Assessment review",
  policy_review: "Policy review",
  committee_meeting: "Committee meeting",
  workflow_target: "Workflow target date",
  report_run: "Scheduled report",
};

export const STATUS_TITLES: Readonly<Record<CalendarStatus, string>> = {
  completed: "Completed",
  in_progress: "In progress",
  pending: "Pending",
  not_started: "Not started",
  na: "N/A",
};

/** An hour for items with a time (meetings, report runs); the register keeps no end time. */
const TIMED_MINUTES = 60;

export interface IcsOptions {
  /** The app's origin, for each item's URL and the UIDs' domain, e.g. https://tprm.example.org */
  origin: string;
  calendarName: string;
  now: Date;
}

function eventLines(item: CalendarItem, o: IcsOptions, host: string): string[] {
  const summary = `${KIND_TITLES[item.kind]}: ${item.title}${item.reference ? ` (${item.reference})` : ""}`;
  const description = [
    `Status: ${STATUS_TITLES[item.status]}${item.overdue ? " (overdue)" : ""}`,
    `${o.origin}${item.link}`,
  ].join("\n");
  const when = item.at
    ? [`DTSTART:${utcStamp(item.at)}`, `DTEND:${utcStamp(new Date(item.at.getTime() + TIMED_MINUTES * 60_000))}`]
    : [`DTSTART;VALUE=DATE:${dateValue(item.date)}`, `DTEND;VALUE=DATE:${dateValue(nextDay(item.date))}`];
  return [
    "BEGIN:VEVENT",
    `UID:${item.id.replace(/:/g, "-")}@${host}`,
    `DTSTAMP:${utcStamp(o.now)}`,
    ...when,
    `SUMMARY:${escapeText(summary)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${o.origin}${item.link}`,
    `CATEGORIES:${escapeText(KIND_TITLES[item.kind])}`,
    `STATUS:${item.status === "na" ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
  ];
}

/** The whole document, CRLF-terminated lines, each folded. */
export function renderIcs(items: readonly CalendarItem[], o: IcsOptions): string {
  const host = new URL(o.origin).hostname || "tprm.invalid";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//TPRM Platform//Deliverable Calendar//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(o.calendarName)}`,
    ...items.flatMap((item) => eventLines(item, o, host)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
