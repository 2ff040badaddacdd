// Policy acknowledgements (issue 15 item 2; docs/GOVERNANCE.md, Acknowledgements): sending writes one row and one
// notification per person, sending again adds nothing; counts per version (a major version asks again, a minor one
// does not); each person reads and acknowledges only their own, once; bad bodies write nothing.
import { onMajorVersion, SYSTEM } from "@tprm/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createPolicyVersion,
  footprint,
  inDays,
  member,
  policyWithFile,
  today,
} from "./governance-acknowledgements-support.js";
import { bearer, signIn, type TestApp } from "./helpers.js";
import { type Caller, startAssessmentApp } from "./risk-assessments-support.js";

let t: TestApp;
let call: Caller;
let officer: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  ({ t, call } = await startAssessmentApp("Compliance Officer"));
  officer = await signIn(t, "Compliance Officer");
});
afterAll(() => t.close());

const send = (policyId: string, body: object, token = officer.token) =>
  call(token, "POST", `/api/governance/policies/${policyId}/acknowledgements`, body);

describe("sending a policy for acknowledgement", () => {
  it("writes one row and one notification per person, linked to where they read it, and sets the ack version", async () => {
    const { policy } = await policyWithFile(t.services.db);
    const a = await member(t, "Risk Manager");
    const b = await member(t, "Finance");
    const res = await send(policy.id, { userIds: [a.id, b.id, a.id], dueDate: inDays(14) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      policyId: policy.id,
      version: { id: policy.currentVersionId, major: 1, minor: 0 },
      added: 2,
      alreadyAsked: 0,
      counts: { accepted: 0, pending: 2, overdue: 0, total: 2 },
    });
    const db = t.services.db;
    const rows = await db.policyAcknowledgement.findMany({ where: { policyId: policy.id } });
    expect(rows.map((r) => r.userId).sort()).toEqual([a.id, b.id].sort());
    expect(rows.every((r) => r.versionId === policy.currentVersionId && r.requestedById === officer.user.id)).toBe(
      true,
    );
    const notes = await db.notification.findMany({ where: { entityId: policy.id } });
    expect(notes.map((n) => n.userId).sort()).toEqual([a.id, b.id].sort());
    expect(notes[0]).toMatchObject({
      type: "governance",
      eventType: "policy.acknowledgementRequested",
      link: `/acknowledgements?version=${policy.currentVersionId}`,
    });
    expect((await db.policy.findUniqueOrThrow({ where: { id: policy.id } })).ackVersionId).toBe(
      policy.currentVersionId,
    );
    const audit = await db.auditLog.findMany({ where: { entityType: "Policy", entityId: policy.id } });
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBe(officer.user.id);
    const events = await db.policyEvent.findMany({ where: { policyId: policy.id } });
    expect(events.map((e) => e.kind)).toEqual(["acknowledgement_requested"]);
  });

  it("reaches every active holder of the roles, once each, and adds nothing when sent again", async () => {
    const { policy } = await policyWithFile(t.services.db);
    const db = t.services.db;
    const holders = await db.user.findMany({ where: { role: "Board Member", status: "active" }, select: { id: true } });
    const extra = await member(t, "Board Member");
    const inactive = await member(t, "Board Member", { status: "deactivated" });
    const first = await send(policy.id, { roles: ["Board Member"], userIds: [extra.id], dueDate: inDays(30) });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // Other test files may add Board Members meanwhile: everyone read before, the one named, never the deactivated.
    const asked: number = first.body.data.added;
    expect(asked).toBeGreaterThanOrEqual(holders.length + 1);
    const rows = await db.policyAcknowledgement.findMany({ where: { policyId: policy.id } });
    const askedIds = new Set(rows.map((r) => r.userId));
    expect(rows).toHaveLength(asked);
    expect([...holders.map((h) => h.id), extra.id].every((id) => askedIds.has(id))).toBe(true);
    expect(askedIds.has(inactive.id)).toBe(false);
    const before = await footprint(db, policy.id);
    expect(before.notifications).toBe(asked);

    const again = await send(policy.id, { userIds: [...askedIds], dueDate: inDays(60) });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ added: 0, alreadyAsked: asked });
    expect(await footprint(db, policy.id)).toEqual(before);
  });

  it("asks only the newcomers when sent to more people", async () => {
    const { policy } = await policyWithFile(t.services.db);
    const a = await member(t, "Legal");
    const b = await member(t, "Legal");
    await send(policy.id, { userIds: [a.id], dueDate: inDays(10) });
    const res = await send(policy.id, { userIds: [a.id, b.id], dueDate: inDays(10) });
    expect(res.body.data).toMatchObject({ added: 1, alreadyAsked: 1, counts: { pending: 2, total: 2 } });
    expect(await t.services.db.notification.count({ where: { entityId: policy.id, userId: a.id } })).toBe(1);
  });

  it("refuses an archived policy, a policy without a version and an unknown policy, writing nothing", async () => {
    const someone = await member(t, "Finance");
    const body = { userIds: [someone.id], dueDate: inDays(5) };
    const { policy: archived } = await policyWithFile(t.services.db, { archived: true, archivedAt: new Date() });
    expect((await send(archived.id, body)).status).toBe(409);
    expect(await footprint(t.services.db, archived.id)).toMatchObject({ rows: 0, notifications: 0, audits: 0 });
    const bare = await t.services.db.policy.create({
      data: {
        reference: `POL-1999-${Date.now()}`,
        name: "No version",
        owner: "x",
        jurisdiction: "EU",
        reviewDate: new Date(),
      },
    });
    const none = await send(bare.id, body);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe("The policy has no version to acknowledge yet.");
    expect((await send("0190a5d2-0000-7000-8000-000000000000", body)).status).toBe(404);
  });

  it.each([
    ["no one", { dueDate: "2099-01-01" }, "roles"],
    ["no due date", { roles: ["Finance"] }, "dueDate"],
    ["a due date that is no day", { roles: ["Finance"], dueDate: "2026-02-30" }, "dueDate"],
    ["a due date in the past", { roles: ["Finance"], dueDate: "2001-01-01" }, "dueDate"],
    ["an unknown role", { roles: ["Chief Wizard"], dueDate: "2099-01-01" }, "roles.0"],
    ["a user id that is not one", { userIds: ["nope"], dueDate: "2099-01-01" }, "userIds.0"],
    [
      "a user who does not exist",
      { userIds: ["0190a5d2-0000-7000-8000-000000000001"], dueDate: "2099-01-01" },
      "userIds",
    ],
    ["roles as text", { roles: "Finance", dueDate: "2099-01-01" }, "roles"],
  ])("answers 400 for %s and writes nothing", async (_label, body, path) => {
    const { policy } = await policyWithFile(t.services.db);
    const before = await footprint(t.services.db, policy.id);
    const res = await send(policy.id, body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.success).toBe(false);
    expect(JSON.stringify(res.body.issues ?? res.body.message)).toContain(path.split(".")[0]);
    expect(await footprint(t.services.db, policy.id)).toEqual(before);
  });

  it("answers 400 when the roles reach no active user", async () => {
    const db = t.services.db;
    const { policy } = await policyWithFile(db);
    const holders = await db.user.count({ where: { role: "Regulatory Body", status: "active" } });
    if (holders > 0) return; // the demo data gave the role someone: nothing to show here
    const res = await send(policy.id, { roles: ["Regulatory Body"], dueDate: inDays(5) });
    expect(res.status).toBe(400);
  });
});

describe("counts per version", () => {
  it("counts accepted, pending and overdue for the ack version; a minor version asks nobody, a major one asks again", async () => {
    const db = t.services.db;
    const { policy } = await policyWithFile(db);
    const [a, b, c] = [await signIn(t, "Risk Manager"), await signIn(t, "Finance"), await signIn(t, "Legal")];
    await send(policy.id, { userIds: [a.user.id, b.user.id, c.user.id], dueDate: inDays(7) });
    // c's request became overdue
    await db.policyAcknowledgement.updateMany({
      where: { policyId: policy.id, userId: c.user.id },
      data: { dueDate: new Date(`${inDays(-1)}T00:00:00.000Z`) },
    });
    const mine = await call(a.token, "GET", "/api/governance/acknowledgements/mine");
    expect(
      (await call(a.token, "POST", `/api/governance/acknowledgements/${mine.body.data[0].id}/acknowledge`)).status,
    ).toBe(200);
    const summary = () => call(officer.token, "GET", `/api/governance/policies/${policy.id}/acknowledgements/summary`);
    expect((await summary()).body.data.counts).toEqual({ accepted: 1, pending: 1, overdue: 1, total: 3 });
    // The policies list carries the same counts on the policy's row.
    const listed = await call(officer.token, "GET", `/api/governance/policies?search=${policy.reference}`);
    expect(listed.body.data[0]).toMatchObject({
      id: policy.id,
      acknowledgements: { accepted: 1, pending: 1, overdue: 1 },
    });

    // A minor version: nobody is asked again, the acknowledgement of 1.0 still counts.
    const minor = await createPolicyVersion(db, policy.id, { major: 1, minor: 1 });
    expect(await db.policyAcknowledgement.count({ where: { policyId: policy.id } })).toBe(3);
    expect((await summary()).body.data).toMatchObject({
      version: { major: 1, minor: 0 },
      counts: { accepted: 1, total: 3 },
    });
    // Sending the current (minor) version to the same people adds nothing either.
    const resend = await send(policy.id, { userIds: [a.user.id, b.user.id], dueDate: inDays(7) });
    expect(resend.body.data).toMatchObject({ added: 0, alreadyAsked: 2 });
    expect(minor.id).toBeTruthy();

    // A major version: everyone asked for 1.x is asked again for 2.0, and notified again.
    const notesBefore = await db.notification.count({ where: { entityId: policy.id } });
    const major = await db.$transaction(async (tx) => {
      const v = await createPolicyVersion(tx, policy.id, { major: 2, minor: 0 });
      return { v, result: await onMajorVersion(tx, SYSTEM, policy.id, v.id) };
    });
    expect(major.result).toEqual({ asked: 3 });
    expect(await db.notification.count({ where: { entityId: policy.id } })).toBe(notesBefore + 3);
    expect((await summary()).body.data).toMatchObject({
      version: { id: major.v.id, major: 2, minor: 0 },
      counts: { accepted: 0, pending: 3, overdue: 0, total: 3 },
    });
    // The person who acknowledged 1.0 now has 2.0 pending and 1.0 done; the superseded 1.0 requests are not pending.
    const pending = await call(b.token, "GET", "/api/governance/acknowledgements/mine?status=pending");
    expect(pending.body.data.map((r: { version: { major: number } }) => r.version.major)).toEqual([2]);
    const done = await call(a.token, "GET", "/api/governance/acknowledgements/mine?status=done");
    expect(done.body.data.map((r: { version: { major: number } }) => r.version.major)).toEqual([1]);

    // Called again (or for a version that is not a later major), nothing more.
    expect(await db.$transaction((tx) => onMajorVersion(tx, SYSTEM, policy.id, major.v.id))).toEqual({ asked: 0 });
    const list = await call(
      officer.token,
      "GET",
      `/api/governance/policies/${policy.id}/acknowledgements?state=pending`,
    );
    expect(list.status).toBe(200);
    expect(list.body.pagination.total).toBe(3);
  });

  it("an edit that makes a major version asks again; a minor one does not", async () => {
    const db = t.services.db;
    const { policy } = await policyWithFile(db, { status: "draft" });
    const a = await member(t, "Finance");
    await send(policy.id, { userIds: [a.id], dueDate: inDays(7) });
    const put = (body: object) => call(officer.token, "PUT", `/api/governance/policies/${policy.id}`, body);
    expect((await put({ content: "A minor rewording." })).status).toBe(200);
    expect(await db.policyAcknowledgement.count({ where: { policyId: policy.id } })).toBe(1);
    const major = await put({ content: "A new policy.", major: true, changeNote: "Rewritten" });
    expect(major.status, JSON.stringify(major.body)).toBe(200);
    const rows = await db.policyAcknowledgement.findMany({
      where: { policyId: policy.id },
      include: { version: { select: { major: true, minor: true } } },
      orderBy: { requestedAt: "asc" },
    });
    expect(rows.map((r) => `${r.version.major}.${r.version.minor}`)).toEqual(["1.0", "2.0"]);
    expect(await db.notification.count({ where: { entityId: policy.id, userId: a.id } })).toBe(2);
  });

  it("someone deactivated before acknowledging is neither pending nor overdue, and stays among those asked", async () => {
    const db = t.services.db;
    const { policy } = await policyWithFile(db);
    const [a, gone] = [await signIn(t, "Risk Manager"), await signIn(t, "Finance")];
    await send(policy.id, { userIds: [a.user.id, gone.user.id], dueDate: inDays(7) });
    await db.user.update({ where: { id: gone.user.id }, data: { status: "deactivated" } });
    const summary = await call(officer.token, "GET", `/api/governance/policies/${policy.id}/acknowledgements/summary`);
    expect(summary.body.data.counts).toEqual({ accepted: 0, pending: 1, overdue: 0, total: 1 });
    const list = (state?: string) =>
      call(
        officer.token,
        "GET",
        `/api/governance/policies/${policy.id}/acknowledgements${state ? `?state=${state}` : ""}`,
      );
    expect((await list("pending")).body.pagination.total).toBe(1);
    expect((await list()).body.pagination.total).toBe(2);
  });

  it("a policy never sent counts nothing", async () => {
    const { policy } = await policyWithFile(t.services.db);
    const res = await call(officer.token, "GET", `/api/governance/policies/${policy.id}/acknowledgements/summary`);
    expect(res.body.data).toEqual({
      policyId: policy.id,
      version: null,
      counts: { accepted: 0, pending: 0, overdue: 0, total: 0 },
    });
    const list = await call(officer.token, "GET", `/api/governance/policies/${policy.id}/acknowledgements`);
    expect(list.body).toMatchObject({ success: true, data: [], pagination: { total: 0 } });
  });
});

describe("reading and acknowledging", () => {
  it("a Risk Manager (no governance view) reads the exact version and its document, and acknowledges it once", async () => {
    const db = t.services.db;
    const { policy, fileId } = await policyWithFile(db, { content: "Text of version one." });
    const rm = await signIn(t, "Risk Manager");
    const other = await signIn(t, "Finance");
    await send(policy.id, { userIds: [rm.user.id, other.user.id], dueDate: inDays(3) });

    const mine = await call(rm.token, "GET", "/api/governance/acknowledgements/mine");
    expect(mine.status).toBe(200);
    expect(mine.body.data).toHaveLength(1);
    const ack = mine.body.data[0];
    expect(ack).toMatchObject({ policy: { id: policy.id }, version: { major: 1, minor: 0 }, state: "pending" });

    const read = await call(rm.token, "GET", `/api/governance/acknowledgements/${ack.id}`);
    expect(read.body.data).toMatchObject({
      content: "Text of version one.",
      file: { id: fileId, filename: "policy.txt" },
    });
    const download = await t.app.inject({
      method: "GET",
      url: `/api/files/${fileId}/download`,
      headers: bearer(rm.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe("Policy text");
    // Someone not asked (and without the governance view) may not.
    const stranger = await signIn(t, "Procurement");
    const refused = await t.app.inject({
      method: "GET",
      url: `/api/files/${fileId}/download`,
      headers: bearer(stranger.token),
    });
    expect(refused.statusCode).toBe(403);

    // Another person's acknowledgement: 404 to read and to acknowledge, nothing written.
    const theirs = (await call(other.token, "GET", "/api/governance/acknowledgements/mine")).body.data[0];
    expect((await call(rm.token, "GET", `/api/governance/acknowledgements/${theirs.id}`)).status).toBe(404);
    expect((await call(rm.token, "POST", `/api/governance/acknowledgements/${theirs.id}/acknowledge`)).status).toBe(
      404,
    );
    expect((await db.policyAcknowledgement.findUniqueOrThrow({ where: { id: theirs.id } })).acknowledgedAt).toBeNull();

    const audits = await db.auditLog.count({ where: { entityType: "Policy", entityId: policy.id } });
    const done = await call(rm.token, "POST", `/api/governance/acknowledgements/${ack.id}/acknowledge`);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ id: ack.id, state: "accepted" });
    expect(done.body.data.acknowledgedAt).toBeTruthy();
    expect(await db.auditLog.count({ where: { entityType: "Policy", entityId: policy.id } })).toBe(audits + 1);

    const twice = await call(rm.token, "POST", `/api/governance/acknowledgements/${ack.id}/acknowledge`);
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ success: false, message: "You have already acknowledged this version." });
    expect(await db.auditLog.count({ where: { entityType: "Policy", entityId: policy.id } })).toBe(audits + 1);

    const list = await call(officer.token, "GET", `/api/governance/policies/${policy.id}/acknowledgements`);
    expect(list.body.data[0]).toMatchObject({ user: { id: rm.user.id }, state: "accepted" });
    expect(list.body.data[1]).toMatchObject({ user: { id: other.user.id }, state: "pending", acknowledgedAt: null });
    expect((await call(rm.token, "GET", "/api/governance/acknowledgements/mine?status=pending")).body.data).toEqual([]);
  });

  it("an unknown acknowledgement id answers 404; a malformed one 400", async () => {
    const someone = await signIn(t, "Finance");
    const unknown = "0190a5d2-0000-7000-8000-000000000002";
    expect((await call(someone.token, "GET", `/api/governance/acknowledgements/${unknown}`)).status).toBe(404);
    expect((await call(someone.token, "POST", `/api/governance/acknowledgements/${unknown}/acknowledge`)).status).toBe(
      404,
    );
    expect((await call(someone.token, "GET", "/api/governance/acknowledgements/mine?status=later")).status).toBe(400);
  });

  it("my list shows today's state: overdue once the due date has passed", async () => {
    const db = t.services.db;
    const { policy } = await policyWithFile(db);
    const me = await signIn(t, "Finance Manager");
    await send(policy.id, { userIds: [me.user.id], dueDate: today() });
    expect((await call(me.token, "GET", "/api/governance/acknowledgements/mine")).body.data[0].state).toBe("pending");
    await db.policyAcknowledgement.updateMany({
      where: { userId: me.user.id },
      data: { dueDate: new Date(`${inDays(-1)}T00:00:00.000Z`) },
    });
    expect((await call(me.token, "GET", "/api/governance/acknowledgements/mine")).body.data[0].state).toBe("overdue");
  });
});
