// The document repository over REST (issue 15; spec 001 §2.2): categories with figures computed from their
// documents, documents listed, searched, created, edited and archived, files attached by content check and
// downloaded, the tab's two figures; 400 with field issues, 401, 404, 409, and refused changes writing nothing.
import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOC, docx, download, EXE, form, PDF, PNG, postForm, TXT } from "./contract-documents-support.js";
import {
  CATEGORIES_URL,
  callApi,
  createCategory,
  createDocument,
  DOCUMENTS_URL,
  fileUrl,
  footprint,
  SUMMARY_URL,
  uniqueName,
} from "./governance-documents-support.js";
import { createOwnDatabase, signIn, startTestApp, type TestApp } from "./helpers.js";

let database: Awaited<ReturnType<typeof createOwnDatabase>>;
let t: TestApp;
let officer: { token: string; id: string };
let executive: string;

beforeAll(async () => {
  database = await createOwnDatabase();
  t = await startTestApp({ DATABASE_URL: database.url });
  const signed = await signIn(t, "Compliance Officer");
  officer = { token: signed.token, id: signed.user.id };
  executive = (await signIn(t, "Executive")).token;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

const api = (method: "GET" | "POST" | "PUT" | "PATCH", url: string, payload?: object) =>
  callApi(t, officer.token, method, url, payload);

describe("categories", () => {
  it("creates, lists and edits a category with an audit row each", async () => {
    const name = uniqueName("Audit Reports");
    const created = await api("POST", CATEGORIES_URL, { name, owner: "Internal Audit", description: "Reports" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      success: true,
      data: { name, owner: "Internal Audit", documents: 0, compliant: 0, complianceRate: null, lastUpdated: null },
    });
    const id = created.body.data.id;
    const listed = await callApi(t, executive, "GET", CATEGORIES_URL);
    expect(listed.status).toBe(200);
    expect(listed.body.data.find((c: { id: string }) => c.id === id)).toMatchObject({ name, complianceRate: null });

    const renamed = `${name} (internal)`;
    const edited = await api("PUT", `${CATEGORIES_URL}/${id}`, { name: renamed, owner: "Head of Audit" });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: renamed, owner: "Head of Audit", description: "Reports" });
    const audit = await t.services.db.auditLog.findMany({ where: { entityType: "DocumentCategory", entityId: id } });
    expect(audit.map((a) => a.action).sort()).toEqual(["CREATE", "UPDATE"]);
    expect(audit.every((a) => a.actorId === officer.id)).toBe(true);
  });

  it("answers 409 on the name field for a name another category has (in any case), writing nothing", async () => {
    const first = await createCategory(t, officer.token);
    const other = await createCategory(t, officer.token);
    const before = await footprint(t);
    const duplicate = await api("POST", CATEGORIES_URL, { name: first.name.toUpperCase() });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({
      success: false,
      message: "Another document category already has this name.",
    });
    const renamed = await api("PUT", `${CATEGORIES_URL}/${other.id}`, { name: first.name });
    expect(renamed.status).toBe(409);
    expect(await footprint(t)).toEqual(before);
  });

  it("answers 400 with the field's issue, 404 for an unknown category, 401 without a session", async () => {
    const before = await footprint(t);
    const empty = await api("POST", CATEGORIES_URL, { name: "  " });
    expect(empty.status).toBe(400);
    expect(empty.body.success).toBe(false);
    expect(empty.body.issues).toEqual([
      expect.objectContaining({ path: "name", message: "Category name is required" }),
    ]);
    const long = await api("POST", CATEGORIES_URL, { name: "x".repeat(121) });
    expect(long.status).toBe(400);
    const missing = await api("PUT", `${CATEGORIES_URL}/${randomUUID()}`, { name: uniqueName("Nobody") });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: "Document category not found." });
    expect((await callApi(t, null, "GET", CATEGORIES_URL)).status).toBe(401);
    expect((await callApi(t, null, "POST", CATEGORIES_URL, { name: uniqueName("Anon") })).status).toBe(401);
    expect(await footprint(t)).toEqual(before);
  });
});

describe("a category's figures come from its documents", () => {
  it("counts documents not archived, rates the compliant share (pending review is not compliant), dates the last change", async () => {
    const category = await createCategory(t, officer.token, { owner: "Compliance" });
    const figures = async () =>
      (await api("GET", CATEGORIES_URL)).body.data.find((c: { id: string }) => c.id === category.id);

    expect(await figures()).toMatchObject({ documents: 0, complianceRate: null, lastUpdated: null });
    await createDocument(t, officer.token, category.id, { status: "active", compliance: "compliant" });
    await createDocument(t, officer.token, category.id, { status: "active", compliance: "compliant" });
    await createDocument(t, officer.token, category.id, { status: "draft", compliance: "compliant" });
    await createDocument(t, officer.token, category.id, { status: "active", compliance: "non_compliant" });
    const pending = await createDocument(t, officer.token, category.id, { compliance: "pending_review" });
    // 3 compliant of 5.
    expect(await figures()).toMatchObject({ documents: 5, compliant: 3, complianceRate: 60 });
    expect((await figures()).lastUpdated).toBe(pending.updatedAt);

    // An archived document leaves the count and the rate (3 of 4), and its archiving is the latest change.
    const archived = await api("PATCH", `${DOCUMENTS_URL}/${pending.id}/archive`);
    expect(archived.status).toBe(200);
    expect(archived.body.data.status).toBe("archived");
    const after = await figures();
    expect(after).toMatchObject({ documents: 4, compliant: 3, complianceRate: 75 });
    expect(after.lastUpdated).toBe(archived.body.data.updatedAt);
    // An archived compliant document does not count either.
    const extra = await createDocument(t, officer.token, category.id, { status: "archived", compliance: "compliant" });
    expect(await figures()).toMatchObject({ documents: 4, compliant: 3, complianceRate: 75 });
    expect((await figures()).lastUpdated).toBe(extra.updatedAt);
  });
});

describe("documents", () => {
  it("creates, reads, edits and archives a document, each change with its audit row", async () => {
    const category = await createCategory(t, officer.token);
    const created = await api("POST", DOCUMENTS_URL, {
      title: "Outsourcing policy statement",
      categoryId: category.id,
      status: "active",
      owner: "Chief Compliance Officer",
      reviewDate: "2027-03-31",
      compliance: "compliant",
      description: "The board's statement",
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      title: "Outsourcing policy statement",
      category: { id: category.id, name: category.name },
      status: "active",
      owner: "Chief Compliance Officer",
      reviewDate: "2027-03-31",
      compliance: "compliant",
      description: "The board's statement",
      file: null,
      createdBy: { id: officer.id, name: expect.any(String) },
    });
    const id = created.body.data.id;
    const read = await callApi(t, executive, "GET", `${DOCUMENTS_URL}/${id}`);
    expect(read.status).toBe(200);
    expect(read.body.data.id).toBe(id);

    const edited = await api("PUT", `${DOCUMENTS_URL}/${id}`, {
      title: "Outsourcing policy statement 2027",
      categoryId: category.id,
      owner: "Head of Compliance",
      reviewDate: null,
    });
    expect(edited.status).toBe(200);
    // Left out: status, compliance and description stay; null clears the review date.
    expect(edited.body.data).toMatchObject({
      title: "Outsourcing policy statement 2027",
      owner: "Head of Compliance",
      status: "active",
      compliance: "compliant",
      reviewDate: null,
      description: "The board's statement",
    });
    const archived = await api("PUT", `${DOCUMENTS_URL}/${id}`, {
      title: "Outsourcing policy statement 2027",
      categoryId: category.id,
      owner: "Head of Compliance",
      status: "archived",
    });
    expect(archived.body.data.status).toBe("archived");
    const audit = await t.services.db.auditLog.findMany({
      where: { entityType: "GovernanceDocument", entityId: id },
      orderBy: { createdAt: "asc" },
    });
    expect(audit.map((a) => a.description)).toEqual([
      'Added document "Outsourcing policy statement" to the repository',
      'Edited document "Outsourcing policy statement 2027"',
      'Archived document "Outsourcing policy statement 2027"',
    ]);
  });

  it("answers 400 with each field's issue and writes nothing", async () => {
    const category = await createCategory(t, officer.token);
    const before = await footprint(t);
    const bad = await api("POST", DOCUMENTS_URL, {
      title: "",
      categoryId: category.id,
      owner: "",
      status: "published",
      reviewDate: "2027-02-30",
      compliance: "maybe",
    });
    expect(bad.status).toBe(400);
    const byPath = Object.fromEntries(
      (bad.body.issues as { path: string; message: string }[]).map((i) => [i.path, i.message]),
    );
    expect(byPath).toEqual({
      title: "Document title is required",
      owner: "Document owner is required",
      status: "Status is Active, Draft or Archived",
      reviewDate: "Review date must be a date (YYYY-MM-DD)",
      compliance: "Compliance is Compliant, Non-compliant or Pending review",
    });
    const noCategory = await api("POST", DOCUMENTS_URL, { title: "T", owner: "O", categoryId: randomUUID() });
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.issues).toEqual([
      expect.objectContaining({ path: "categoryId", message: "Choose a category from the list" }),
    ]);
    expect(await footprint(t)).toEqual(before);
  });

  it("answers 404 for an unknown document on every path", async () => {
    const category = await createCategory(t, officer.token);
    const before = await footprint(t);
    const id = randomUUID();
    const body = { title: "T", owner: "O", categoryId: category.id };
    for (const [method, url, payload] of [
      ["GET", `${DOCUMENTS_URL}/${id}`],
      ["PUT", `${DOCUMENTS_URL}/${id}`, body],
      ["PATCH", `${DOCUMENTS_URL}/${id}/archive`],
    ] as const) {
      const res = await api(method, url, payload);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body).toEqual({ success: false, message: "Document not found." });
    }
    const upload = await postForm(t, officer.token, fileUrl(id), form({}, "a.pdf", PDF));
    expect(upload.status).toBe(404);
    expect(await footprint(t)).toEqual(before);
  });

  it("pages, filters by category, status and compliance, searches title, owner and category, newest change first", async () => {
    const category = await createCategory(t, officer.token, { name: uniqueName("Board Papers") });
    const tag = randomUUID().slice(0, 8);
    const a = await createDocument(t, officer.token, category.id, { title: `Minutes ${tag} A`, status: "active" });
    const b = await createDocument(t, officer.token, category.id, {
      title: `Minutes ${tag} B`,
      status: "draft",
      compliance: "compliant",
    });
    const c = await createDocument(t, officer.token, category.id, { title: `Pack ${tag}`, owner: `Owner ${tag}` });
    const list = (query: string) => callApi(t, executive, "GET", `${DOCUMENTS_URL}?${query}`);

    const byCategory = await list(`categoryId=${category.id}`);
    expect(byCategory.status).toBe(200);
    expect(byCategory.body.data.map((d: { id: string }) => d.id)).toEqual([c.id, b.id, a.id]);
    expect(byCategory.body.pagination).toMatchObject({ page: 1, total: 3, totalPages: 1 });

    const paged = await list(`categoryId=${category.id}&limit=2&page=2`);
    expect(paged.body.data.map((d: { id: string }) => d.id)).toEqual([a.id]);
    expect(paged.body.pagination).toMatchObject({ page: 2, limit: 2, total: 3, totalPages: 2 });

    expect((await list(`categoryId=${category.id}&status=draft`)).body.data.map((d: { id: string }) => d.id)).toEqual([
      c.id,
      b.id,
    ]);
    expect(
      (await list(`categoryId=${category.id}&compliance=compliant`)).body.data.map((d: { id: string }) => d.id),
    ).toEqual([b.id]);
    expect((await list(`search=minutes ${tag}`)).body.data.map((d: { id: string }) => d.id)).toEqual([b.id, a.id]);
    expect((await list(`search=owner ${tag}`)).body.data.map((d: { id: string }) => d.id)).toEqual([c.id]);
    const byCategoryName = await list(`search=${encodeURIComponent(category.name)}`);
    expect(byCategoryName.body.data).toHaveLength(3);
    const byTitle = await list(`categoryId=${category.id}&sort=title&order=asc`);
    expect(byTitle.body.data.map((d: { id: string }) => d.id)).toEqual([a.id, b.id, c.id]);

    const badQuery = await list("status=published&limit=1000");
    expect(badQuery.status).toBe(400);
  });
});

describe("a document's file", () => {
  it("attaches each accepted kind, checked by content, and downloads the same bytes for a viewer", async () => {
    const category = await createCategory(t, officer.token);
    const document = await createDocument(t, officer.token, category.id);
    for (const [name, bytes, type] of [
      ["Statement.pdf", PDF, "application/pdf"],
      ["Statement.doc", DOC, "application/msword"],
      ["Statement.docx", docx("Statement"), "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      ["Statement.txt", TXT, "text/plain; charset=utf-8"],
    ] as const) {
      const res = await postForm(t, officer.token, fileUrl(document.id), form({}, name, bytes));
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.data.file).toMatchObject({ filename: name, size: bytes.byteLength });
      const stored = await t.services.db.storedFile.findUniqueOrThrow({ where: { id: res.body.data.file.id } });
      expect(stored.purpose).toBe("governance-repository-document");
      expect(stored.contentType.startsWith(type.split(";")[0]!)).toBe(true);
    }
    const pdf = await postForm(t, officer.token, fileUrl(document.id), form({}, "Final.pdf", PDF));
    const fileId = pdf.body.data.file.id;
    const got = await download(t, executive, fileId);
    expect(got.statusCode).toBe(200);
    expect(createHash("sha256").update(got.rawPayload).digest("hex")).toBe(
      createHash("sha256").update(PDF).digest("hex"),
    );
    // Someone without the governance centre reads no repository file.
    const outsider = await signIn(t, "Procurement");
    expect((await download(t, outsider.token, fileId)).statusCode).toBe(403);
    const audit = await t.services.db.auditLog.findFirstOrThrow({
      where: { entityType: "GovernanceDocument", entityId: document.id },
      orderBy: { createdAt: "desc" },
    });
    expect(audit.description).toBe(`Attached Final.pdf to document "${document.title}"`);
  });

  it("refuses by content (an executable named .pdf, a PNG named .docx, an .exe name) with 415, writing nothing", async () => {
    const category = await createCategory(t, officer.token);
    const document = await createDocument(t, officer.token, category.id);
    const before = await footprint(t);
    for (const [name, bytes] of [
      ["invoice.pdf", EXE],
      ["scan.docx", PNG],
      ["setup.exe", EXE],
      ["notes.txt", PDF],
    ] as const) {
      const res = await postForm(t, officer.token, fileUrl(document.id), form({}, name, bytes));
      expect(res.status, name).toBe(415);
      expect(res.body.success).toBe(false);
    }
    const notMultipart = await api("POST", fileUrl(document.id), { file: "x" });
    expect(notMultipart.status).toBe(415);
    const empty = await postForm(t, officer.token, fileUrl(document.id), form({}, "empty.pdf", Buffer.alloc(0)));
    expect(empty.status).toBe(400);
    const anonymous = await postForm(t, null, fileUrl(document.id), form({}, "a.pdf", PDF));
    expect(anonymous.status).toBe(401);
    const readOnly = await postForm(t, executive, fileUrl(document.id), form({}, "a.pdf", PDF));
    expect(readOnly.status).toBe(403);
    expect(await footprint(t)).toEqual(before);
  });
});

describe("the tab's figures (001 §2.2)", () => {
  it("averages the categories' rates (those without documents left out) and rates approved or active policies", async () => {
    const categories = (await api("GET", CATEGORIES_URL)).body.data as { complianceRate: number | null }[];
    const rates = categories.map((c) => c.complianceRate).filter((r): r is number => r !== null);
    expect(categories.some((c) => c.complianceRate === null)).toBe(true);
    const db = t.services.db;
    const policies = await db.policy.count({ where: { archived: false } });
    const today = new Date(new Date().toISOString().slice(0, 10));
    const approved = await db.policy.count({
      where: { archived: false, status: { in: ["approved", "active"] }, reviewDate: { gte: today } },
    });
    const summary = await callApi(t, executive, "GET", SUMMARY_URL);
    expect(summary.status).toBe(200);
    expect(summary.body.data).toEqual({
      averageDocumentCompliance: Math.round((rates.reduce((s, r) => s + r, 0) / rates.length) * 10) / 10,
      categoriesWithRate: rates.length,
      policyCompliance: policies ? Math.round((approved * 100) / policies) : null,
      policies,
      approvedPolicies: approved,
    });
  });

  it("counts policies directly: archived ones left out, approved and active ones approved unless their review date has passed", async () => {
    const db = t.services.db;
    await db.policy.deleteMany({});
    const empty = (await callApi(t, executive, "GET", SUMMARY_URL)).body.data;
    expect(empty).toMatchObject({ policyCompliance: null, policies: 0, approvedPolicies: 0 });
    const statuses = [
      "approved",
      "active",
      "draft",
      "under_review",
      "expired",
      "inactive",
      "active",
      "active",
    ] as const;
    for (const [i, status] of statuses.entries()) {
      await db.policy.create({
        data: {
          reference: `POL-1999-${String(i).padStart(4, "0")}`,
          name: `Policy ${i}`,
          owner: "Owner",
          jurisdiction: "EU",
          // The 7th (active) is past its review date: it shows as expired, not approved.
          reviewDate: new Date(i === 6 ? "2020-01-01" : "2099-01-01"),
          status,
          // The last one (active) is archived: left out.
          archived: i === statuses.length - 1,
        },
      });
    }
    const figures = (await callApi(t, executive, "GET", SUMMARY_URL)).body.data;
    // 2 approved (approved, active) of 7 not archived: 29% (the policies' whole percentage).
    expect(figures).toMatchObject({ policies: 7, approvedPolicies: 2, policyCompliance: 29 });
  });
});
