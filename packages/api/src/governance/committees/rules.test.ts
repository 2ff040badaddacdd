import { describe, expect, it } from "vitest";
import { lastMeeting, membersJsonOf, nextMeeting, parseMembersJson } from "./rules.js";

const at = (iso: string) => new Date(iso);
const NOW = at("2026-03-15T12:00:00Z");
const meetings = [
  { scheduledAt: at("2026-01-10T09:00:00Z"), status: "held" as const },
  { scheduledAt: at("2026-02-20T09:00:00Z"), status: "held" as const },
  { scheduledAt: at("2026-03-01T09:00:00Z"), status: "cancelled" as const },
  { scheduledAt: at("2026-03-10T09:00:00Z"), status: "scheduled" as const }, // passed, never marked held
  { scheduledAt: at("2026-06-01T09:00:00Z"), status: "scheduled" as const },
  { scheduledAt: at("2026-04-15T09:00:00Z"), status: "scheduled" as const },
  { scheduledAt: at("2026-04-01T09:00:00Z"), status: "cancelled" as const },
];

describe("lastMeeting", () => {
  it("is the latest held meeting", () => {
    expect(lastMeeting(meetings)).toEqual(at("2026-02-20T09:00:00Z"));
  });
  it("is null (N/A) when none was held", () => {
    expect(lastMeeting([])).toBeNull();
    expect(lastMeeting(meetings.filter((m) => m.status !== "held"))).toBeNull();
  });
});

describe("nextMeeting", () => {
  it("is the earliest scheduled meeting after now, never a cancelled one or one already passed", () => {
    expect(nextMeeting(meetings, NOW)).toEqual(at("2026-04-15T09:00:00Z"));
  });
  it("is null (TBD) when nothing is scheduled ahead", () => {
    expect(nextMeeting(meetings, at("2026-07-01T00:00:00Z"))).toBeNull();
    expect(nextMeeting([], NOW)).toBeNull();
  });
  it("a meeting at this very moment is no longer ahead", () => {
    expect(nextMeeting([{ scheduledAt: NOW, status: "scheduled" }], NOW)).toBeNull();
  });
});

describe("parseMembersJson", () => {
  it("reads the spec's list of {name, role, department}", () => {
    expect(parseMembersJson('[{"name":" Ana Ruiz ","role":"Chair","department":"Risk"},{"name":"Tom Lee"}]')).toEqual({
      ok: true,
      members: [
        { name: "Ana Ruiz", role: "Chair", department: "Risk" },
        { name: "Tom Lee", role: null, department: null },
      ],
    });
  });
  it("empty text is no members", () => {
    expect(parseMembersJson("  ")).toEqual({ ok: true, members: [] });
    expect(parseMembersJson("[]")).toEqual({ ok: true, members: [] });
  });
  it("refuses what is not such a list, with a message saying why", () => {
    expect(parseMembersJson("Ana, Tom")).toEqual({ ok: false, message: expect.stringMatching(/not valid JSON/) });
    expect(parseMembersJson('{"name":"Ana"}')).toEqual({
      ok: false,
      message: expect.stringMatching(/must be a JSON list/),
    });
    expect(parseMembersJson('["Ana"]')).toEqual({
      ok: false,
      message: expect.stringMatching(/member 1 must be an object/),
    });
    expect(parseMembersJson('[{"name":"Ana"},{"role":"Chair"}]')).toEqual({
      ok: false,
      message: expect.stringMatching(/member 2: name is required/),
    });
    expect(parseMembersJson('[{"name":"Ana","role":7}]')).toEqual({
      ok: false,
      message: expect.stringMatching(/member 1: role must be text/),
    });
    expect(parseMembersJson(JSON.stringify(Array.from({ length: 101 }, () => ({ name: "X" }))))).toEqual({
      ok: false,
      message: expect.stringMatching(/at most 100 members/),
    });
  });
  it("round-trips through membersJsonOf", () => {
    const members = [{ name: "Ana Ruiz", role: "Chair", department: null }];
    expect(membersJsonOf(members)).toBe('[{"name":"Ana Ruiz","role":"Chair","department":""}]');
    expect(parseMembersJson(membersJsonOf(members))).toEqual({ ok: true, members });
  });
});
