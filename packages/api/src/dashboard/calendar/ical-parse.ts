// A strict reader of the documents ical.ts writes, for the tests (unit, integration, browser): it refuses what RFC
// 5545 forbids rather than guessing — a bare LF, a physical line over 75 octets, a content line that is not
// NAME[;PARAM=VALUE]*:VALUE, BEGIN/END out of order, an event without UID, DTSTAMP or DTSTART.

export interface ParsedIcs {
  calendar: Record<string, string>;
  events: Record<string, string>[];
}

export function parseIcs(text: string): ParsedIcs {
  const fail = (why: string): never => {
    throw new Error(`Not a valid iCalendar document: ${why}`);
  };
  if (!text.endsWith("\r\n")) fail("it must end with CRLF");
  if (/[\r\n]/.test(text.replace(/\r\n/g, ""))) fail("a line ends without CRLF");
  const physical = text.slice(0, -2).split("\r\n");
  const encoder = new TextEncoder();
  const logical: string[] = [];
  for (const line of physical) {
    if (encoder.encode(line).length > 75) fail(`a line is over 75 octets: ${line.slice(0, 40)}…`);
    if (line.startsWith(" ")) {
      if (logical.length === 0) fail("it starts with a continuation line");
      logical[logical.length - 1] += line.slice(1);
    } else logical.push(line);
  }
  if (logical[0] !== "BEGIN:VCALENDAR" || logical.at(-1) !== "END:VCALENDAR") fail("not one VCALENDAR");
  const stack: string[] = [];
  const calendar: Record<string, string> = {};
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of logical) {
    const match = /^([A-Z][A-Z0-9-]*)((?:;[A-Z-]+=[^;:]+)*):(.*)$/.exec(line);
    if (!match) return fail(`not a content line: ${line}`);
    const [, name = "", params = "", value = ""] = match;
    if (name === "BEGIN") {
      stack.push(value);
      if (value === "VEVENT") current = {};
    } else if (name === "END") {
      if (stack.pop() !== value) fail(`END:${value} closes nothing`);
      if (value === "VEVENT" && current) {
        for (const required of ["UID", "DTSTAMP"]) if (!current[required]) fail(`an event without ${required}`);
        if (!Object.keys(current).some((k) => k.startsWith("DTSTART"))) fail("an event without DTSTART");
        events.push(current);
        current = null;
      }
    } else (current ?? calendar)[name + params] = value;
  }
  if (stack.length) fail(`${stack.join(", ")} never ends`);
  if (calendar.VERSION !== "2.0" || !calendar.PRODID) fail("VERSION 2.0 and PRODID are required");
  return { calendar, events };
}
