// Comments on a record: threads and replies, a mention notifies once and only those who may view the record, edits
// keep their history, deletion (author or Admin) keeps the thread's shape, and bad bodies are refused with 400.
import { createPolicy, createVendor } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startTestApp, type TestApp } from "./helpers.js";
import { caller } from "./risk-assessments-support.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const mention = (u: { id: string; firstName: string; lastName: string }) => `@[${u.firstName} ${u.lastName}](${u.id})`;
const vendorOf = (name: string) => createVendor(t.services.db, { name: `${name} ${Date.now().toString(36)}` });
const notificationsOf = (userId: string) =>
  t.services.db.notification.findMany({ where: { userId, eventType: "comment.mentioned" } });

describe("comments", () => {
  it("threads replies under their top comment, a reply to a reply included", async () => {
    const a = await signIn(t, "Vendor Manager");
    const call = caller(t);
    const vendor = await vendorOf("Threads");
    const top = await call(a.token, "POST", "/api/comments", {
      entityType: "vendor",
      entityId: vendor.id,
      body: "Top",
    });
    expect(top.status).toBe(201);
    const reply = await call(a.token, "POST", "/api/comments", {
      entityType: "vendor",
      entityId: vendor.id,
      parentId: top.body.data.id,
      body: "Reply",
    });
    const nested = await call(a.token, "POST", "/api/comments", {
      entityType: "vendor",
      entityId: vendor.id,
      parentId: reply.body.data.id,
      body: "Reply to the reply",
    });
    expect(nested.body.data.parentId).toBe(top.body.data.id);
    const list = await call(a.token, "GET", `/api/comments/vendor/${vendor.id}`);
    expect(list.body.data.total).toBe(3);
    expect(list.body.data.items).toHaveLength(1);
    expect(list.body.data.items[0].replies.map((r: { body: string }) => r.body)).toEqual([
      "Reply",
      "Reply to the reply",
    ]);
    // A parent on another record is refused.
    const other = await vendorOf("Other");
    const wrong = await call(a.token, "POST", "/api/comments", {
      entityType: "vendor",
      entityId: other.id,
      parentId: top.body.data.id,
      body: "Misplaced",
    });
    expect(wrong.status).toBe(400);
  });

  it("notifies each mentioned colleague once, and never one who may not view the record", async () => {
    const author = await signIn(t, "Vendor Manager");
    const colleague = await signIn(t, "Risk Manager");
    const auditor = await signIn(t, "Internal Auditor"); // may not view vendors
    const call = caller(t);
    const vendor = await vendorOf("Mentions");
    const body = `${mention(colleague.user)} and ${mention(colleague.user)}, with ${mention(auditor.user)}: please look.`;
    const post = await call(author.token, "POST", "/api/comments", { entityType: "vendor", entityId: vendor.id, body });
    expect(post.status).toBe(201);
    expect(post.body.data.mentions).toEqual([
      { id: colleague.user.id, name: `${colleague.user.firstName} ${colleague.user.lastName}` },
    ]);
    const got = await notificationsOf(colleague.user.id);
    expect(got).toHaveLength(1);
    expect(got[0]!.link).toBe(`/vendor-management?vendor=${vendor.id}`);
    expect(got[0]!.message).toContain(`@${colleague.user.firstName} ${colleague.user.lastName}`);
    expect(await notificationsOf(auditor.user.id)).toHaveLength(0);
    expect(await notificationsOf(author.user.id)).toHaveLength(0);
    // An edit mentioning them again adds nothing; a newly mentioned colleague is told.
    const third = await signIn(t, "Procurement");
    const edit = await call(author.token, "PUT", `/api/comments/${post.body.data.id}`, {
      body: `${body} Also ${mention(third.user)}.`,
    });
    expect(edit.status).toBe(200);
    expect(await notificationsOf(colleague.user.id)).toHaveLength(1);
    expect(await notificationsOf(third.user.id)).toHaveLength(1);
  });

  it("keeps every earlier version when the author edits; no one else may edit", async () => {
    const author = await signIn(t, "Vendor Manager");
    const other = await signIn(t, "Vendor Manager");
    const admin = await signIn(t, "Admin");
    const call = caller(t);
    const vendor = await vendorOf("Edits");
    const post = await call(author.token, "POST", "/api/comments", {
      entityType: "vendor",
      entityId: vendor.id,
      body: "First",
    });
    const id = post.body.data.id as string;
    expect(
      (await call(author.token, "PUT", `/api/comments/${id}`, { body: "Second" })).body.data.editedAt,
    ).not.toBeNull();
    await call(author.token, "PUT", `/api/comments/${id}`, { body: "Third" });
    expect((await call(other.token, "PUT", `/api/comments/${id}`, { body: "Not mine" })).status).toBe(403);
    expect((await call(admin.token, "PUT", `/api/comments/${id}`, { body: "Not mine either" })).status).toBe(403);
    const history = await call(other.token, "GET", `/api/comments/${id}/revisions`);
    expect(history.status).toBe(200);
    expect(history.body.data.current.body).toBe("Third");
    expect(history.body.data.revisions.map((r: { body: string }) => r.body)).toEqual(["Second", "First"]);
    const audit = await t.services.db.auditLog.count({ where: { entityType: "comment", entityId: id } });
    expect(audit).toBe(3);
  });

  it("lets the author or an Admin delete, keeping the thread's shape and the words for the auditors", async () => {
    const author = await signIn(t, "Compliance");
    const other = await signIn(t, "Compliance");
    const admin = await signIn(t, "Admin");
    const call = caller(t);
    const vendor = await vendorOf("Deletes");
    const top = await call(author.token, "POST", "/api/comments", {
      entityType: "vendor",
      entityId: vendor.id,
      body: "Said",
    });
    const id = top.body.data.id as string;
    await call(other.token, "POST", "/api/comments", {
      entityType: "vendor",
      entityId: vendor.id,
      parentId: id,
      body: "Answer",
    });
    expect((await call(other.token, "DELETE", `/api/comments/${id}`)).status).toBe(403);
    expect((await call(author.token, "DELETE", `/api/comments/${id}`)).status).toBe(200);
    expect((await call(author.token, "DELETE", `/api/comments/${id}`)).status).toBe(409);
    expect((await call(author.token, "PUT", `/api/comments/${id}`, { body: "Back" })).status).toBe(409);
    const list = await call(other.token, "GET", `/api/comments/vendor/${vendor.id}`);
    expect(list.body.data.items).toHaveLength(1);
    expect(list.body.data.items[0]).toMatchObject({ id, body: "", canEdit: false, canDelete: false });
    expect(list.body.data.items[0].deletedAt).not.toBeNull();
    expect(list.body.data.items[0].replies[0].body).toBe("Answer");
    expect(list.body.data.total).toBe(1);
    // The deleted words: not for the colleague, kept for Admin (and the auditors).
    expect((await call(other.token, "GET", `/api/comments/${id}/revisions`)).status).toBe(403);
    const kept = await call(admin.token, "GET", `/api/comments/${id}/revisions`);
    expect(kept.body.data.revisions[0].body).toBe("Said");
    // An Admin deletes anyone's comment.
    const reply = list.body.data.items[0].replies[0].id as string;
    expect((await call(admin.token, "DELETE", `/api/comments/${reply}`)).status).toBe(200);
    const after = await call(other.token, "GET", `/api/comments/vendor/${vendor.id}`);
    expect(after.body.data.items).toHaveLength(0);
  });

  it("refuses bad bodies with 400", async () => {
    const a = await signIn(t, "Admin");
    const call = caller(t);
    const vendor = await vendorOf("Bad");
    const bad = [
      {},
      { entityType: "vendor", entityId: vendor.id },
      { entityType: "vendor", entityId: vendor.id, body: "   " },
      { entityType: "vendor", entityId: vendor.id, body: "x".repeat(10_001) },
      { entityType: "spaceship", entityId: vendor.id, body: "Hello" },
      { entityType: "vendor", entityId: "not-a-uuid", body: "Hello" },
      { entityType: "vendor", entityId: vendor.id, parentId: "nope", body: "Hello" },
    ];
    for (const payload of bad) {
      expect((await call(a.token, "POST", "/api/comments", payload)).status, JSON.stringify(payload).slice(0, 80)).toBe(
        400,
      );
    }
    expect((await call(a.token, "GET", "/api/comments/spaceship/x")).status).toBe(400);
    expect(await t.services.db.comment.count({ where: { entityId: vendor.id } })).toBe(0);
  });

  it("offers only active colleagues who may view the record to mention", async () => {
    const a = await signIn(t, "Vendor Manager");
    const viewer = await signIn(t, "Finance");
    const blind = await signIn(t, "Board Member");
    const call = caller(t);
    const vendor = await vendorOf("Picker");
    const surname = `Pick${Date.now().toString(36)}`;
    await t.services.db.user.updateMany({
      where: { id: { in: [viewer.user.id, blind.user.id] } },
      data: { lastName: surname },
    });
    const res = await call(a.token, "GET", `/api/comments/vendor/${vendor.id}/mention-candidates?q=${surname}`);
    expect(res.status).toBe(200);
    const ids = res.body.data.map((u: { id: string }) => u.id);
    expect(ids).toContain(viewer.user.id);
    expect(ids).toEqual([viewer.user.id]);
  });

  it("lets an outside party mention only those already in the record's discussion", async () => {
    const staff = await signIn(t, "Compliance Officer");
    const bystander = await signIn(t, "Risk Manager");
    const auditor = await signIn(t, "External Auditor");
    const call = caller(t);
    const policy = await createPolicy(t.services.db, { name: `Outside ${Date.now().toString(36)}` });
    const surname = `Out${Date.now().toString(36)}`;
    await t.services.db.user.updateMany({
      where: { id: { in: [staff.user.id, bystander.user.id] } },
      data: { lastName: surname },
    });
    const candidates = async () =>
      (
        await call(auditor.token, "GET", `/api/comments/policy/${policy.id}/mention-candidates?q=${surname}`)
      ).body.data.map((u: { id: string }) => u.id);
    expect(await candidates()).toEqual([]);
    const opened = await call(staff.token, "POST", "/api/comments", {
      entityType: "policy",
      entityId: policy.id,
      body: "Evidence for the review is attached to the policy.",
    });
    expect(opened.status).toBe(201);
    expect(await candidates()).toEqual([staff.user.id]);
    const named = (u: typeof staff.user) => mention({ ...u, lastName: surname });
    const asked = await call(auditor.token, "POST", "/api/comments", {
      entityType: "policy",
      entityId: policy.id,
      body: `${named(staff.user)} ${named(bystander.user)} please confirm the version.`,
    });
    expect(asked.status).toBe(201);
    expect(asked.body.data.mentionIds ?? []).not.toContain(bystander.user.id);
    expect((await notificationsOf(staff.user.id)).some((n) => n.entityId === policy.id)).toBe(true);
    expect((await notificationsOf(bystander.user.id)).some((n) => n.entityId === policy.id)).toBe(false);
  });
});
