// The procedures over REST: create (Draft, PRO-<year>-NNNN, moderate), list (search, filters, sort, paging, archived
// excluded), update, archive and restore (date and actor), the alignment card, the document upload checked by
// content; 400 in the spec's order, 401, 404, 409, and that a refused change writes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { download, EXE, form, PDF, postForm } from "./contract-documents-support.js";
import {
  day,
  expectNothingWritten,
  footprint,
  policyRow,
  procedureRow,
  startWithOfficer,
} from "./governance-pc-support.js";
import { signIn, type TestApp } from "./helpers.js";
import type { Caller, SignedIn } from "./risk-assessments-support.js";

let t: TestApp;
let call: Caller;
let officer: SignedIn;
beforeAll(async () => {
  ({ t, call, officer } = await startWithOfficer());
});
afterAll(() => t.close());

const BASE = "/api/governance/procedures";

describe("procedures", () => {
  it("creates a procedure as Draft, numbered PRO-<year>-NNNN, complexity moderate, linked to a policy", async () => {
    const policy = await policyRow(t, { name: "Outsourcing Policy" });
    const res = await call(officer.token, "POST", BASE, {
      name: "  Vendor onboarding  ",
      owner: "Ana Ruiz",
      policyId: policy.id,
      category: "Third parties",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const p = res.body.data;
    expect(p).toMatchObject({
      name: "Vendor onboarding",
      owner: "Ana Ruiz",
      status: "draft",
      complexity: "moderate",
      category: "Third parties",
      archived: false,
      alignment: "aligned",
      policy: { id: policy.id, name: "Outsourcing Policy", archived: false },
    });
    expect(p.reference).toMatch(new RegExp(`^PRO-${new Date().getUTCFullYear()}-\\d{4,}$`));
    const audit = await t.services.db.auditLog.findFirst({ where: { entityType: "Procedure", entityId: p.id } });
    expect(audit).toMatchObject({ action: "CREATE", actorId: officer.user.id });

    const got = await call(officer.token, "GET", `${BASE}/${p.id}`);
    expect(got.status).toBe(200);
    expect(got.body.data.reference).toBe(p.reference);
  });

  it("without a policy: 'No policy linked' is a null policy and the alignment is missing", async () => {
    const res = await call(officer.token, "POST", BASE, { name: "Orphan", owner: "Tom", policyId: "" });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ policy: null, alignment: "missing" });
  });

  it("400 with the spec's messages in its order, and nothing written", async () => {
    const before = await footprint(t);
    const res = await call(officer.token, "POST", BASE, { name: " ", owner: "" });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.issues.map((i: { path: string; message: string }) => [i.path, i.message])).toEqual([
      ["name", "Procedure Name is required"],
      ["owner", "Procedure Owner is required"],
    ]);
    const onlyOwner = await call(officer.token, "POST", BASE, { name: "X" });
    expect(onlyOwner.body.issues).toEqual([{ path: "owner", message: "Procedure Owner is required" }]);
    const badPolicy = await call(officer.token, "POST", BASE, {
      name: "X",
      owner: "Y",
      policyId: "0195f3a0-0000-7000-8000-000000000000",
    });
    expect(badPolicy.status).toBe(400);
    expect(badPolicy.body.issues).toEqual([{ path: "policyId", message: "Choose a policy from the list" }]);
    const status = await call(officer.token, "POST", BASE, { name: "X", owner: "Y", status: "active" });
    expect(status.status).toBe(400);
    expect(status.body.issues[0]).toEqual({ path: "status", message: "A new procedure starts as Draft" });
    await expectNothingWritten(t, before);
  });

  it("updates the details and the status; 404 for an unknown id", async () => {
    const p = await procedureRow(t);
    const res = await call(officer.token, "PUT", `${BASE}/${p.id}`, {
      name: "Renamed",
      complexity: "complex",
      status: "active",
      lastReview: "2026-02-01",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      name: "Renamed",
      complexity: "complex",
      status: "active",
      lastReview: "2026-02-01",
    });
    const blank = await call(officer.token, "PUT", `${BASE}/${p.id}`, { name: "", owner: "" });
    expect(blank.body.issues.map((i: { message: string }) => i.message)).toEqual([
      "Procedure Name is required",
      "Procedure Owner is required",
    ]);
    const missing = await call(officer.token, "PUT", `${BASE}/0195f3a0-0000-7000-8000-000000000000`, { name: "X" });
    expect(missing.status).toBe(404);
    expect((await call(officer.token, "GET", `${BASE}/0195f3a0-0000-7000-8000-000000000000`)).status).toBe(404);
    expect((await call(officer.token, "GET", `${BASE}/not-an-id`)).status).toBe(400);
  });

  it("archive records the date and the acting user and hides it; restore clears them; 409 when already so", async () => {
    const p = await procedureRow(t, { name: `Archivable ${Date.now()}` });
    const archived = await call(officer.token, "PATCH", `${BASE}/${p.id}/archive`);
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    expect(archived.body.data).toMatchObject({ archived: true, archivedBy: { id: officer.user.id } });
    expect(Date.now() - new Date(archived.body.data.archivedAt).getTime()).toBeLessThan(60_000);
    const row = await t.services.db.procedure.findUniqueOrThrow({ where: { id: p.id } });
    expect(row).toMatchObject({ archived: true, archivedById: officer.user.id });

    const list = await call(officer.token, "GET", `${BASE}?search=${encodeURIComponent(p.name)}`);
    expect(list.body.data).toEqual([]);
    const archivedList = await call(officer.token, "GET", `${BASE}/archived?search=${encodeURIComponent(p.name)}`);
    expect(archivedList.body.data.map((x: { id: string }) => x.id)).toEqual([p.id]);

    const before = await footprint(t);
    const again = await call(officer.token, "PATCH", `${BASE}/${p.id}/archive`);
    expect(again.status).toBe(409);
    const edit = await call(officer.token, "PUT", `${BASE}/${p.id}`, { name: "Nope" });
    expect(edit.status).toBe(409);
    await expectNothingWritten(t, before);

    const restored = await call(officer.token, "PATCH", `${BASE}/${p.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ archived: false, archivedAt: null, archivedBy: null });
    expect((await call(officer.token, "PATCH", `${BASE}/${p.id}/restore`)).status).toBe(409);
    const audit = await t.services.db.auditLog.findMany({
      where: { entityType: "Procedure", entityId: p.id },
      orderBy: { createdAt: "asc" },
    });
    expect(audit.map((a) => a.description)).toEqual([
      `Archived procedure ${p.reference} ${p.name}`,
      `Restored procedure ${p.reference} ${p.name}`,
    ]);
    expect(audit.every((a) => a.actorId === officer.user.id)).toBe(true);
  });

  it("lists with search, filters, sort and paging", async () => {
    const tag = `Listed${Date.now()}`;
    const policy = await policyRow(t);
    await procedureRow(t, { name: `${tag} C`, complexity: "simple", status: "active", policyId: policy.id });
    await procedureRow(t, { name: `${tag} A`, complexity: "complex", category: "Risk" });
    await procedureRow(t, { name: `${tag} B`, complexity: "complex", category: "Risk" });
    const names = async (query: string) => {
      const res = await call(officer.token, "GET", `${BASE}?search=${tag}&${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.map((p: { name: string }) => p.name.replace(`${tag} `, ""));
    };
    expect(await names("")).toEqual(["A", "B", "C"]);
    expect(await names("sort=name&order=desc")).toEqual(["C", "B", "A"]);
    expect(await names("complexity=complex")).toEqual(["A", "B"]);
    expect(await names("status=active")).toEqual(["C"]);
    expect(await names(`policyId=${policy.id}`)).toEqual(["C"]);
    expect(await names("category=Risk&sort=name&order=desc")).toEqual(["B", "A"]);
    const page = await call(officer.token, "GET", `${BASE}?search=${tag}&limit=2&page=2`);
    expect(page.body.pagination).toMatchObject({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect(page.body.data).toHaveLength(1);
    expect((await call(officer.token, "GET", `${BASE}?complexity=huge`)).status).toBe(400);
  });

  it("refuses a newly chosen archived policy (400); a link kept since its policy was archived stays", async () => {
    const archived = await policyRow(t, { archived: true, archivedAt: new Date() });
    const before = await footprint(t);
    const created = await call(officer.token, "POST", BASE, { name: "X", owner: "Y", policyId: archived.id });
    expect(created.status).toBe(400);
    expect(created.body.issues).toEqual([
      { path: "policyId", message: "This policy is archived: choose a policy in force" },
    ]);
    await expectNothingWritten(t, before);
    const linkedBefore = await procedureRow(t, { policyId: archived.id });
    const kept = await call(officer.token, "PUT", `${BASE}/${linkedBefore.id}`, {
      name: "Renamed",
      policyId: archived.id,
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data).toMatchObject({ name: "Renamed", alignment: "archived" });
    const other = await procedureRow(t);
    const moved = await call(officer.token, "PUT", `${BASE}/${other.id}`, { policyId: archived.id });
    expect(moved.status).toBe(400);
  });

  it("the alignment card counts procedures whose policy is missing, archived or expired", async () => {
    const ok = await policyRow(t);
    const archived = await policyRow(t, { archived: true, archivedAt: new Date() });
    const lapsed = await policyRow(t, { reviewDate: day("2001-01-01") });
    const expired = await policyRow(t, { status: "expired" });
    const before = (await call(officer.token, "GET", `${BASE}/alignment`)).body.data;
    await procedureRow(t, { policyId: ok.id });
    const a = await procedureRow(t, { policyId: archived.id });
    const b = await procedureRow(t, { policyId: lapsed.id });
    const c = await procedureRow(t, { policyId: expired.id });
    const d = await procedureRow(t);
    await procedureRow(t, { policyId: archived.id, archived: true }); // archived procedures are not counted
    const res = await call(officer.token, "GET", `${BASE}/alignment`);
    expect(res.status).toBe(200);
    const after = res.body.data;
    expect({
      total: after.total - before.total,
      aligned: after.aligned - before.aligned,
      missing: after.missing - before.missing,
      archived: after.archived - before.archived,
      expired: after.expired - before.expired,
      misaligned: after.misaligned - before.misaligned,
    }).toEqual({ total: 5, aligned: 1, missing: 1, archived: 1, expired: 2, misaligned: 4 });
    const byId = new Map(after.rows.map((r: { id: string; alignment: string }) => [r.id, r.alignment]));
    expect([byId.get(a.id), byId.get(b.id), byId.get(c.id), byId.get(d.id)]).toEqual([
      "archived",
      "expired",
      "expired",
      "missing",
    ]);
  });

  it("uploads the document checked by content; an executable named .pdf is refused and writes nothing", async () => {
    const p = await procedureRow(t);
    const url = `${BASE}/${p.id}/document`;
    const before = await footprint(t);
    const exe = await postForm(t, officer.token, url, form({}, "procedure.pdf", EXE));
    expect(exe.status).toBe(415);
    expect(exe.body.success).toBe(false);
    const named = await postForm(t, officer.token, url, form({}, "setup.exe", EXE));
    expect(named.status).toBe(415);
    await expectNothingWritten(t, before);

    const ok = await postForm(t, officer.token, url, form({}, "procedure.pdf", PDF));
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.data.file).toMatchObject({ filename: "procedure.pdf", contentType: "application/pdf" });
    const reader = await signIn(t, "External Auditor");
    const got = await download(t, reader.token, ok.body.data.file.id);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);

    const unknown = await postForm(
      t,
      officer.token,
      `${BASE}/0195f3a0-0000-7000-8000-000000000000/document`,
      form({}, "a.pdf", PDF),
    );
    expect(unknown.status).toBe(404);
    const anonymous = await postForm(t, null, url, form({}, "a.pdf", PDF));
    expect(anonymous.status).toBe(401);
    const auditor = await postForm(t, reader.token, url, form({}, "a.pdf", PDF));
    expect(auditor.status).toBe(403);
  });

  it("without signing in every call answers 401", async () => {
    const p = await procedureRow(t);
    for (const [method, url] of [
      ["GET", BASE],
      ["GET", `${BASE}/archived`],
      ["GET", `${BASE}/alignment`],
      ["GET", `${BASE}/${p.id}`],
      ["POST", BASE],
      ["PUT", `${BASE}/${p.id}`],
      ["PATCH", `${BASE}/${p.id}/archive`],
      ["PATCH", `${BASE}/${p.id}/restore`],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === "GET" ? {} : { payload: {} }) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
