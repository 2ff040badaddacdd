// The policy REST paths (docs/GOVERNANCE.md, Policies): success, the spec's validation order and messages, 401,
// 404, 409, archive and restore with date and actor, versions that keep the earlier ones readable, refused changes
// that write nothing, and uploads checked by content.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { download, EXE, form, PDF, postForm, TXT } from "./contract-documents-support.js";
import { BASE, caller, day, footprint, policyBody, policyRow } from "./governance-policies-support.js";
import { signIn, startTestApp, type TestApp } from "./helpers.js";

let t: TestApp;
let officer: { token: string; user: { id: string } };
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  officer = (await signIn(t, "Compliance Officer")) as typeof officer;
});
afterAll(() => t.close());

describe("creating and reading a policy", () => {
  it("creates a Draft at version 1.0 numbered POL-<year>-NNNN, with its history and audit row", async () => {
    const res = await call(officer.token, "POST", BASE, policyBody({ content: "Scope and duties." }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const p = res.body.data;
    expect(p.reference).toMatch(new RegExp(`^POL-${new Date().getUTCFullYear()}-\\d{4,}$`));
    expect(p).toMatchObject({ status: "draft", version: "1.0", content: "Scope and duties.", archived: false });
    expect(p.versions).toHaveLength(1);
    expect(p.history.map((e: { kind: string }) => e.kind)).toEqual(["created"]);
    const audit = await t.services.db.auditLog.findFirst({ where: { entityType: "Policy", entityId: p.id } });
    expect(audit).toMatchObject({ action: "CREATE", actorId: officer.user.id });

    const got = await call(officer.token, "GET", `${BASE}/${p.id}`);
    expect(got.status).toBe(200);
    expect(got.body.data.name).toBe(p.name);
  });

  it("answers 400 with the spec's messages in its order: name, owner, jurisdiction, review date", async () => {
    const before = await footprint(t);
    const res = await call(officer.token, "POST", BASE, { riskRating: "medium" });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    const messages = (res.body.issues as { path: string; message: string }[]).map((i) => i.message);
    expect(messages.slice(0, 4)).toEqual([
      "Policy Name is required",
      "Policy Owner is required",
      "Jurisdiction is required",
      "Review Date is required",
    ]);
    const blank = await call(officer.token, "POST", BASE, policyBody({ name: "  ", owner: "" }));
    expect((blank.body.issues as { message: string }[]).map((i) => i.message)).toEqual([
      "Policy Name is required",
      "Policy Owner is required",
    ]);
    const risk = await call(officer.token, "POST", BASE, policyBody({ riskRating: "extreme" }));
    expect(risk.status).toBe(400);
    expect(await footprint(t)).toEqual(before);
  });

  it("refuses a status in the body, and 404s an unknown policy", async () => {
    expect((await call(officer.token, "POST", BASE, policyBody({ status: "active" }))).status).toBe(400);
    const unknown = "00000000-0000-7000-8000-000000000000";
    expect((await call(officer.token, "GET", `${BASE}/${unknown}`)).status).toBe(404);
    expect((await call(officer.token, "PUT", `${BASE}/${unknown}`, { name: "X" })).status).toBe(404);
    expect((await call(officer.token, "PATCH", `${BASE}/${unknown}/archive`)).status).toBe(404);
    expect((await call(officer.token, "GET", `${BASE}/not-an-id`)).status).toBeOneOf([400, 404]);
  });

  it("answers 401 without signing in", async () => {
    for (const [method, url] of [
      ["GET", BASE],
      ["GET", `${BASE}/search`],
      ["GET", `${BASE}/archived`],
      ["GET", `${BASE}/overview`],
      ["POST", BASE],
      ["PATCH", `${BASE}/bulk-archive`],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === "GET" ? {} : { payload: {} }) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe("versions", () => {
  it("a field-only edit keeps the version; a changed text makes the next (minor or major)", async () => {
    const p = (await call(officer.token, "POST", BASE, policyBody({ content: "v1" }))).body.data;
    const fields = await call(officer.token, "PUT", `${BASE}/${p.id}`, { jurisdiction: "UK" });
    expect(fields.status).toBe(200);
    expect(fields.body.data).toMatchObject({ jurisdiction: "UK", version: "1.0" });
    const minor = await call(officer.token, "PUT", `${BASE}/${p.id}`, { content: "v1.1", changeNote: "Typos" });
    expect(minor.body.data).toMatchObject({ version: "1.1", content: "v1.1" });
    const major = await call(officer.token, "PUT", `${BASE}/${p.id}`, { content: "v2", major: true });
    expect(major.body.data.version).toBe("2.0");
    const versions = major.body.data.versions as { version: string; content: string; changeNote: string | null }[];
    expect(versions.map((v) => [v.version, v.content])).toEqual([
      ["2.0", "v2"],
      ["1.1", "v1.1"],
      ["1.0", "v1"],
    ]);
    expect(versions[1]!.changeNote).toBe("Typos");
  });

  it("an uploaded document makes a new version; the earlier version's file stays downloadable", async () => {
    const p = (await call(officer.token, "POST", BASE, policyBody())).body.data;
    const first = await postForm(t, officer.token, `${BASE}/${p.id}/document`, form({}, "policy.pdf", PDF));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // A Draft's first document completes its version 1.0; every later file makes the next version.
    expect(first.body.data.version).toBe("1.0");
    const second = await postForm(
      t,
      officer.token,
      `${BASE}/${p.id}/document`,
      form({ note: "Rewritten", major: "yes" }, "policy.txt", TXT),
    );
    expect(second.status).toBe(201);
    const detail = second.body.data;
    expect(detail.version).toBe("2.0");
    expect(detail.file.filename).toBe("policy.txt");
    const old = detail.versions.find((v: { version: string }) => v.version === "1.0");
    expect(old.file.filename).toBe("policy.pdf");
    const reader = await signIn(t, "Internal Auditor");
    const res = await download(t, reader.token, old.file.id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);

    const charter = await postForm(t, officer.token, `${BASE}/${p.id}/charter`, form({}, "charter.pdf", PDF));
    expect(charter.status).toBe(201);
    expect(charter.body.data).toMatchObject({ version: "2.1" });
    expect(charter.body.data.file.filename).toBe("policy.txt");
    expect(charter.body.data.charterFile.filename).toBe("charter.pdf");
  });

  it("a Draft's version 1.0 already sent for acknowledgement is not changed by a first document: 1.1 is made", async () => {
    const p = (await call(officer.token, "POST", BASE, policyBody())).body.data;
    const reader = await signIn(t, "Risk Manager");
    const sent = await call(officer.token, "POST", `${BASE}/${p.id}/acknowledgements`, {
      userIds: [reader.user.id],
      dueDate: day(14),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const up = await postForm(t, officer.token, `${BASE}/${p.id}/document`, form({}, "policy.pdf", PDF));
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(up.body.data.version).toBe("1.1");
    const v10 = await t.services.db.policyVersion.findFirstOrThrow({ where: { policyId: p.id, major: 1, minor: 0 } });
    expect(v10.fileId).toBeNull();
  });

  it("refuses an executable named .pdf (415) and a .exe name, writing nothing", async () => {
    const p = await policyRow(t);
    const before = await footprint(t);
    const exe = await postForm(t, officer.token, `${BASE}/${p.id}/document`, form({}, "policy.pdf", EXE));
    expect(exe.status).toBe(415);
    const named = await postForm(t, officer.token, `${BASE}/${p.id}/document`, form({}, "setup.exe", TXT));
    expect(named.status).toBe(415);
    expect(await footprint(t)).toEqual(before);
  });
});

describe("status, archive and restore", () => {
  it("moves Draft → Under Review → Approved → Active, recording who and when; refuses skips (409)", async () => {
    const p = (await call(officer.token, "POST", BASE, policyBody())).body.data;
    const skip = await call(officer.token, "PATCH", `${BASE}/${p.id}/status`, { status: "active" });
    expect(skip.status).toBe(409);
    for (const status of ["under_review", "approved", "active"]) {
      const res = await call(officer.token, "PATCH", `${BASE}/${p.id}/status`, { status });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ status, statusChangedBy: { id: officer.user.id } });
    }
    const expired = await call(officer.token, "PATCH", `${BASE}/${p.id}/status`, { status: "expired" });
    expect(expired.status).toBe(409);
    const inactive = await call(officer.token, "PATCH", `${BASE}/${p.id}/status`, { status: "inactive" });
    expect(inactive.body.data.status).toBe("inactive");
  });

  it("shows a policy whose review date has passed as Expired, and filters by it", async () => {
    const p = await policyRow(t, { status: "active", reviewDate: new Date(`${day(-2)}T00:00:00Z`), name: "Lapsed zq" });
    const detail = await call(officer.token, "GET", `${BASE}/${p.id}`);
    expect(detail.body.data).toMatchObject({ status: "expired", recordedStatus: "active" });
    const list = await call(officer.token, "GET", `${BASE}?status=expired&search=Lapsed%20zq`);
    expect(list.body.data.map((i: { id: string }) => i.id)).toEqual([p.id]);
  });

  it("archives with date and actor (hidden from the list, at /archived), restores clearing them", async () => {
    const p = (await call(officer.token, "POST", BASE, policyBody({ name: "Archive me qx" }))).body.data;
    const archived = await call(officer.token, "PATCH", `${BASE}/${p.id}/archive`);
    expect(archived.status).toBe(200);
    expect(archived.body.data).toMatchObject({ archived: true, archivedBy: { id: officer.user.id } });
    expect(archived.body.data.archivedAt).toBeTruthy();
    const row = await t.services.db.policy.findUniqueOrThrow({ where: { id: p.id } });
    expect(row.archivedById).toBe(officer.user.id);
    expect(row.archivedAt).toBeInstanceOf(Date);
    const list = await call(officer.token, "GET", `${BASE}?search=Archive%20me%20qx`);
    expect(list.body.data).toEqual([]);
    const arch = await call(officer.token, "GET", `${BASE}/archived?search=Archive%20me%20qx`);
    expect(arch.body.data.map((i: { id: string }) => i.id)).toEqual([p.id]);
    expect((await call(officer.token, "PATCH", `${BASE}/${p.id}/archive`)).status).toBe(409);
    expect((await call(officer.token, "PUT", `${BASE}/${p.id}`, { name: "Changed" })).status).toBe(409);

    const restored = await call(officer.token, "PATCH", `${BASE}/${p.id}/restore`);
    expect(restored.body.data).toMatchObject({ archived: false, archivedAt: null, archivedBy: null });
    expect((await call(officer.token, "PATCH", `${BASE}/${p.id}/restore`)).status).toBe(409);
    const kinds = restored.body.data.history.map((e: { kind: string }) => e.kind);
    expect(kinds.slice(0, 2)).toEqual(["restored", "archived"]);
  });

  it("bulk archive is all or nothing", async () => {
    const a = await policyRow(t);
    const b = await policyRow(t);
    const done = await policyRow(t, { archived: true, archivedAt: new Date() });
    const before = await footprint(t);
    const refused = await call(officer.token, "PATCH", `${BASE}/bulk-archive`, { ids: [a.id, b.id, done.id] });
    expect(refused.status).toBe(409);
    expect(await footprint(t)).toEqual(before);
    const ok = await call(officer.token, "PATCH", `${BASE}/bulk-archive`, { ids: [a.id, b.id] });
    expect(ok.status).toBe(200);
    expect(ok.body.data.archived).toBe(2);
    const rows = await t.services.db.policy.findMany({ where: { id: { in: [a.id, b.id] } } });
    expect(rows.every((r) => r.archived && r.archivedById === officer.user.id)).toBe(true);
  });
});

describe("lists", () => {
  it("filters, searches over owner, category and framework, sorts and pages", async () => {
    const tag = `zz${Date.now()}`;
    await policyRow(t, { name: `${tag} B`, owner: "Ana Ruiz", category: "AML", riskRating: "low" });
    await policyRow(t, { name: `${tag} A`, regulatoryFramework: `EBA ${tag}`, riskRating: "critical" });
    await policyRow(t, { name: `${tag} C`, reviewDate: new Date(`${day(10)}T00:00:00Z`), category: tag });
    const names = async (q: string) =>
      (await call(officer.token, "GET", `${BASE}?${q}`)).body.data.map((i: { name: string }) => i.name);
    expect(await names(`search=${tag}&sort=name&order=desc`)).toEqual([`${tag} C`, `${tag} B`, `${tag} A`]);
    expect(await names(`search=EBA%20${tag}`)).toEqual([`${tag} A`]);
    expect(await names(`search=${tag}&riskRating=critical`)).toEqual([`${tag} A`]);
    expect(await names(`search=${tag}&reviewWithinDays=14`)).toEqual([`${tag} C`]);
    const page = await call(officer.token, "GET", `${BASE}?search=${tag}&limit=2&page=2&sort=name`);
    expect(page.body.pagination).toMatchObject({ page: 2, limit: 2, total: 3 });
    const picked = await call(officer.token, "GET", `${BASE}/search?q=${tag}`);
    expect(picked.body.data).toHaveLength(3);
    expect(Object.keys(picked.body.data[0]).sort()).toEqual(["archived", "id", "name", "reference", "status"]);
  });

  it("the overview counts the approved share and lists reviews due within 90 days", async () => {
    const soon = await policyRow(t, { reviewDate: new Date(`${day(20)}T00:00:00Z`), status: "active" });
    const res = await call(officer.token, "GET", `${BASE}/overview`);
    expect(res.status).toBe(200);
    const o = res.body.data;
    expect(o.compliancePercent).toBe(Math.round((o.approved / o.total) * 100));
    const due = o.upcomingReviews.find((p: { id: string }) => p.id === soon.id);
    expect(due.daysToReview).toBe(20);
  });

  it("the monitoring card lists policies with a gap first, even behind 50 gapless ones earlier by name", async () => {
    const tag = `mon${Date.now()}`;
    const framework = { regulatoryFramework: `DORA ${tag}`, complianceGaps: [] as string[] };
    await t.services.db.policy.createMany({
      data: Array.from({ length: 50 }, (_, i) => ({
        reference: `POL-1998-${tag}-${i}`,
        name: `0000 ${tag} ${String(i).padStart(2, "0")}`,
        owner: "Owner",
        jurisdiction: "EU",
        reviewDate: new Date(`${day(120)}T00:00:00Z`),
        ...framework,
      })),
    });
    const gap = await policyRow(t, {
      name: `zzzz ${tag}`,
      regulatoryFramework: `DORA ${tag}`,
      complianceGaps: ["ICT"],
    });
    const o = (await call(officer.token, "GET", `${BASE}/overview`)).body.data;
    expect(o.monitored.length).toBeLessThanOrEqual(50);
    expect(o.monitored.map((p: { id: string }) => p.id)).toContain(gap.id);
    const firstGapless = o.monitored.findIndex((p: { complianceGaps: string[] }) => p.complianceGaps.length === 0);
    const lastGap = o.monitored.findLastIndex((p: { complianceGaps: string[] }) => p.complianceGaps.length > 0);
    if (firstGapless >= 0) expect(lastGap).toBeLessThan(firstGapless);
  });
});
