// Committees over REST: members as a list or as membersJson (validated), meetings (schedule, hold, cancel), decisions,
// last and next meeting, delete only without meetings, charter and minutes checked by content; 400 in the spec's
// order, 401, 404, 409, and that a refused change writes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { download, EXE, form, PDF, postForm, TXT } from "./contract-documents-support.js";
import { committeeRow, expectNothingWritten, footprint, startWithOfficer } from "./governance-pc-support.js";
import { signIn, type TestApp } from "./helpers.js";
import type { Caller, SignedIn } from "./risk-assessments-support.js";

let t: TestApp;
let call: Caller;
let officer: SignedIn;
beforeAll(async () => {
  ({ t, call, officer } = await startWithOfficer());
});
afterAll(() => t.close());

const BASE = "/api/governance/committees";
const UNKNOWN = "0195f3a0-0000-7000-8000-000000000000";

describe("committees", () => {
  it("creates a committee with members as a list (one a user here); the count is derived", async () => {
    const res = await call(officer.token, "POST", BASE, {
      name: "Outsourcing Oversight Committee",
      type: "Steering",
      chair: "Ana Ruiz",
      jurisdiction: "EU",
      members: [
        { name: "Ana Ruiz", role: "Chair", department: "Risk" },
        { name: "Officer", role: "Secretary", department: "Compliance", userId: officer.user.id },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      name: "Outsourcing Oversight Committee",
      status: "active",
      memberCount: 2,
      lastMeeting: null,
      nextMeeting: null,
      meetings: [],
      members: [
        { name: "Ana Ruiz", role: "Chair", department: "Risk", user: null },
        { name: "Officer", user: { id: officer.user.id } },
      ],
    });
    expect(JSON.parse(res.body.data.membersJson)).toEqual([
      { name: "Ana Ruiz", role: "Chair", department: "Risk" },
      { name: "Officer", role: "Secretary", department: "Compliance" },
    ]);
    const audit = await t.services.db.auditLog.findFirst({
      where: { entityType: "Committee", entityId: res.body.data.id },
    });
    expect(audit).toMatchObject({ action: "CREATE", actorId: officer.user.id });
  });

  it("accepts the original API's body: members as a count (ignored) and membersJson", async () => {
    const res = await call(officer.token, "POST", BASE, {
      name: "Board Risk Committee",
      type: "Regulatory",
      chair: "Jo Park",
      members: "7",
      membersJson: '[{"name":"Jo Park","role":"Chair","department":"Board"}]',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.memberCount).toBe(1);
  });

  it("400: the spec's messages in its order; membersJson that is not a list of members; nothing written", async () => {
    const before = await footprint(t);
    const res = await call(officer.token, "POST", BASE, { name: "", type: " ", chair: "" });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string; message: string }) => [i.path, i.message])).toEqual([
      ["name", "Committee Name is required"],
      ["type", "Committee Type is required"],
      ["chair", "Committee Chair is required"],
    ]);
    const json = await call(officer.token, "POST", BASE, { name: "X", type: "Y", chair: "Z", membersJson: "Ana, Tom" });
    expect(json.status).toBe(400);
    expect(json.body.issues[0].path).toBe("membersJson");
    expect(json.body.issues[0].message).toMatch(/Members JSON is not valid JSON/);
    const noName = await call(officer.token, "POST", BASE, {
      name: "X",
      type: "Y",
      chair: "Z",
      membersJson: '[{"role":"Chair"}]',
    });
    expect(noName.body.issues[0].message).toBe(
      "Members JSON, member 1: name is required (text of at most 200 characters)",
    );
    const badUser = await call(officer.token, "POST", BASE, {
      name: "X",
      type: "Y",
      chair: "Z",
      members: [{ name: "Ghost", userId: UNKNOWN }],
    });
    expect(badUser.status).toBe(400);
    expect(badUser.body.issues).toEqual([{ path: "members.0.userId", message: "Unknown user" }]);
    const objectMembers = await call(officer.token, "POST", BASE, {
      name: "X",
      type: "Y",
      chair: "Z",
      members: { a: 1 },
    });
    expect(objectMembers.status).toBe(400);
    await expectNothingWritten(t, before);
  });

  it("meetings: schedule, hold, decide, cancel; last is the latest held, next the earliest scheduled ahead", async () => {
    const created = await call(officer.token, "POST", BASE, {
      name: "Operational Risk Committee",
      type: "Advisory",
      chair: "Kim Ito",
      members: [{ name: "Kim Ito" }, { name: "Lee Chan" }],
    });
    const c = created.body.data;
    const [kim, lee] = c.members;
    const meetings = `${BASE}/${c.id}/meetings`;
    const held = await call(officer.token, "POST", meetings, {
      scheduledAt: "2026-01-20T09:00:00Z",
      status: "held",
      agenda: "Quarterly review",
      location: "Room 1",
      attendeeIds: [kim.id, lee.id],
    });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    expect(held.body.data.lastMeeting).toBe("2026-01-20T09:00:00.000Z");
    const heldId = held.body.data.meetings[0].id;
    expect(held.body.data.meetings[0].attendees.map((a: { name: string }) => a.name)).toEqual(["Kim Ito", "Lee Chan"]);

    const later = await call(officer.token, "POST", meetings, { scheduledAt: "2099-06-01T09:00:00Z" });
    const sooner = await call(officer.token, "POST", meetings, { scheduledAt: "2099-03-01T09:00:00Z" });
    expect(sooner.body.data.nextMeeting).toBe("2099-03-01T09:00:00.000Z");
    const soonerId = sooner.body.data.meetings.find((m: { scheduledAt: string }) =>
      m.scheduledAt.startsWith("2099-03"),
    ).id;
    expect(later.status).toBe(201);

    const decided = await call(officer.token, "POST", `${meetings}/${heldId}/decisions`, {
      title: "Approve the cloud provider",
      outcome: "approved",
      note: "Subject to exit plan",
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(201);
    const heldNow = decided.body.data.meetings.find((m: { id: string }) => m.id === heldId);
    expect(heldNow.decisions).toMatchObject([
      { title: "Approve the cloud provider", outcome: "approved", createdBy: { id: officer.user.id } },
    ]);

    const before = await footprint(t);
    const onScheduled = await call(officer.token, "POST", `${meetings}/${soonerId}/decisions`, {
      title: "Too early",
      outcome: "noted",
    });
    expect(onScheduled.status).toBe(409);
    const heldAhead = await call(officer.token, "PUT", `${meetings}/${soonerId}`, { status: "held" });
    expect(heldAhead.status).toBe(400);
    const outsider = await call(officer.token, "PUT", `${meetings}/${soonerId}`, { attendeeIds: [UNKNOWN] });
    expect(outsider.body.issues).toEqual([
      { path: "attendeeIds", message: "Every attendee must be a member of this committee" },
    ]);
    const badOutcome = await call(officer.token, "POST", `${meetings}/${heldId}/decisions`, {
      title: "",
      outcome: "maybe",
    });
    expect(badOutcome.body.issues.map((i: { path: string }) => i.path)).toEqual(["title", "outcome"]);
    expect((await call(officer.token, "PATCH", `${meetings}/${heldId}/cancel`)).status).toBe(409);
    expect((await call(officer.token, "PUT", `${meetings}/${UNKNOWN}`, { agenda: "x" })).status).toBe(404);
    await expectNothingWritten(t, before);

    const cancelled = await call(officer.token, "PATCH", `${meetings}/${soonerId}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.nextMeeting).toBe("2099-06-01T09:00:00.000Z");
    expect((await call(officer.token, "PUT", `${meetings}/${soonerId}`, { agenda: "x" })).status).toBe(409);

    const list = await call(officer.token, "GET", BASE);
    const card = list.body.data.items.find((x: { id: string }) => x.id === c.id);
    expect(card).toMatchObject({
      memberCount: 2,
      lastMeeting: "2026-01-20T09:00:00.000Z",
      nextMeeting: "2099-06-01T09:00:00.000Z",
    });

    // A committee that met is kept: delete answers 409 and it can be set inactive instead.
    expect((await call(officer.token, "DELETE", `${BASE}/${c.id}`)).status).toBe(409);
    const inactive = await call(officer.token, "PUT", `${BASE}/${c.id}`, { status: "inactive" });
    expect(inactive.body.data.status).toBe("inactive");
  });

  it("a held meeting with decisions stays held (409), writing nothing", async () => {
    const c = await committeeRow(t);
    const held = await call(officer.token, "POST", `${BASE}/${c.id}/meetings`, {
      scheduledAt: "2026-01-05T10:00:00Z",
      status: "held",
    });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const meetingId = held.body.data.meetings[0].id;
    const decided = await call(officer.token, "POST", `${BASE}/${c.id}/meetings/${meetingId}/decisions`, {
      title: "Approve the charter",
      outcome: "approved",
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(201);
    const back = await call(officer.token, "PUT", `${BASE}/${c.id}/meetings/${meetingId}`, {
      status: "scheduled",
      scheduledAt: "2099-01-05T10:00:00Z",
    });
    expect(back.status).toBe(409);
    const meeting = await t.services.db.committeeMeeting.findUniqueOrThrow({ where: { id: meetingId } });
    expect(meeting).toMatchObject({ status: "held", scheduledAt: new Date("2026-01-05T10:00:00Z") });
  });

  it("replacing the members keeps those named by id or name; those left out are marked removed and keep their attendance", async () => {
    const c = (
      await call(officer.token, "POST", BASE, {
        name: "Kept",
        type: "Steering",
        chair: "A",
        members: [{ name: "A" }, { name: "B" }],
      })
    ).body.data;
    const [a, b] = c.members;
    await call(officer.token, "POST", `${BASE}/${c.id}/meetings`, {
      scheduledAt: "2026-01-01T10:00:00Z",
      status: "held",
      attendeeIds: [a.id, b.id],
    });
    const res = await call(officer.token, "PUT", `${BASE}/${c.id}`, {
      members: [{ id: a.id, name: "A", role: "Chair" }, { name: "C" }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.members.map((m: { name: string; role: string | null }) => [m.name, m.role])).toEqual([
      ["A", "Chair"],
      ["C", null],
    ]);
    // B left the committee but attended the held meeting: the meeting still names B.
    expect(res.body.data.meetings[0].attendees.map((x: { memberId: string }) => x.memberId).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    expect(res.body.data.memberCount).toBe(2);
    const left = await t.services.db.committeeMember.findUniqueOrThrow({ where: { id: b.id } });
    expect(left.removedAt).not.toBeNull();
    // Editing that meeting sends its attendees back as they are; B cannot be added to another meeting.
    const held = res.body.data.meetings[0];
    const edited = await call(officer.token, "PUT", `${BASE}/${c.id}/meetings/${held.id}`, {
      agenda: "Minutes corrected",
      attendeeIds: [a.id, b.id],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const another = await call(officer.token, "POST", `${BASE}/${c.id}/meetings`, {
      scheduledAt: "2026-02-01T10:00:00Z",
      status: "held",
      attendeeIds: [b.id],
    });
    expect(another.status).toBe(400);
    const byJson = await call(officer.token, "PUT", `${BASE}/${c.id}`, {
      membersJson: '[{"name":"A","role":"Chair","department":"Risk"}]',
    });
    expect(byJson.body.data.members).toMatchObject([{ id: a.id, department: "Risk" }]);
    expect(b.id).not.toBe(a.id);
  });

  it("deletes a committee that never met; 404 for an unknown one", async () => {
    const c = await committeeRow(t);
    const res = await call(officer.token, "DELETE", `${BASE}/${c.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: c.id, deleted: true });
    expect(await t.services.db.committee.findUnique({ where: { id: c.id } })).toBeNull();
    expect((await call(officer.token, "DELETE", `${BASE}/${c.id}`)).status).toBe(404);
    expect((await call(officer.token, "GET", `${BASE}/${UNKNOWN}`)).status).toBe(404);
    expect((await call(officer.token, "PUT", `${BASE}/${UNKNOWN}`, { name: "x" })).status).toBe(404);
  });

  it("charter and minutes are checked by content; an executable named .pdf is refused and writes nothing", async () => {
    const c = await committeeRow(t);
    const m = await t.services.db.committeeMeeting.create({
      data: { committeeId: c.id, scheduledAt: new Date("2026-01-05T09:00:00Z"), status: "held" },
    });
    const before = await footprint(t);
    const exe = await postForm(t, officer.token, `${BASE}/${c.id}/charter`, form({}, "charter.pdf", EXE));
    expect(exe.status).toBe(415);
    const exeMinutes = await postForm(
      t,
      officer.token,
      `${BASE}/${c.id}/meetings/${m.id}/minutes`,
      form({}, "m.pdf", EXE),
    );
    expect(exeMinutes.status).toBe(415);
    await expectNothingWritten(t, before);

    const charter = await postForm(t, officer.token, `${BASE}/${c.id}/charter`, form({}, "charter.pdf", PDF));
    expect(charter.status, JSON.stringify(charter.body)).toBe(201);
    expect(charter.body.data.charterFile).toMatchObject({ filename: "charter.pdf" });
    const minutes = await postForm(
      t,
      officer.token,
      `${BASE}/${c.id}/meetings/${m.id}/minutes`,
      form({}, "m.txt", TXT),
    );
    expect(minutes.status).toBe(201);
    expect(minutes.body.data.meetings[0].minutesFile).toMatchObject({ filename: "m.txt" });
    const auditor = await signIn(t, "External Auditor");
    expect((await download(t, auditor.token, charter.body.data.charterFile.id)).statusCode).toBe(200);
    const missing = await postForm(
      t,
      officer.token,
      `${BASE}/${c.id}/meetings/${UNKNOWN}/minutes`,
      form({}, "m.pdf", PDF),
    );
    expect(missing.status).toBe(404);
  });

  it("without signing in every call answers 401", async () => {
    const c = await committeeRow(t);
    for (const [method, url] of [
      ["GET", BASE],
      ["GET", `${BASE}/${c.id}`],
      ["POST", BASE],
      ["PUT", `${BASE}/${c.id}`],
      ["DELETE", `${BASE}/${c.id}`],
      ["POST", `${BASE}/${c.id}/meetings`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        ...(method === "GET" || method === "DELETE" ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
