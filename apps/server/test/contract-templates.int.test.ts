import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contractRow,
  DOC,
  docx,
  download,
  EXE,
  expectDocumented,
  footprint,
  form,
  type OpenApi,
  openApi,
  PDF,
  PNG,
  postForm,
  ROLE_TABLE,
  signInEveryRole,
  type Tokens,
  TXT,
} from "./contract-documents-support.js";
import { bearer, startTestApp, type TestApp } from "./helpers.js";

let t: TestApp;
let tokens: Tokens;
let doc: OpenApi;

beforeAll(async () => {
  t = await startTestApp();
  tokens = await signInEveryRole(t);
  doc = await openApi(t);
}, 120_000);
afterAll(() => t?.close());

const token = (role: string) => tokens[role]!.token;
const call = async (role: string, method: "GET" | "PUT" | "DELETE", url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: bearer(token(role)), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};

type Template = { id: string; name: string; versions: { fileId: string; version: number }[]; contracts: number };

async function addTemplate(name = `Template ${randomUUID().slice(0, 8)}`, type = "service_agreement", file = PDF) {
  const res = await postForm(t, token("Procurement"), "/api/contract-templates", form({ name, type }, "t.pdf", file));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Template;
}

describe("uploading templates and their versions", () => {
  it("stores version 1 and the next versions, lists them newest first, and downloads the same bytes", async () => {
    const name = `Master services ${randomUUID().slice(0, 8)}`;
    const first = await postForm(
      t,
      token("Legal"),
      "/api/contract-templates",
      form({ name, type: "Master Services Agreement", description: "Bank standard" }, "MSA template.docx", docx()),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expectDocumented(doc, "POST /api/contract-templates", 201, first.body);
    const created = first.body.data;
    expect(created).toMatchObject({
      name,
      type: "master_services_agreement",
      description: "Bank standard",
      contracts: 0,
      updatedBy: { id: tokens.Legal!.id },
    });
    expect(created.versions).toEqual([
      expect.objectContaining({ version: 1, filename: "MSA template.docx", note: null }),
    ]);
    const file = await t.services.db.storedFile.findUniqueOrThrow({ where: { id: created.versions[0].fileId } });
    expect(file.purpose).toBe("contract-template");
    const audit = await t.services.db.auditLog.findFirstOrThrow({
      where: { entityType: "ContractTemplate", entityId: created.id },
    });
    expect(audit).toMatchObject({ action: "CREATE", actorId: tokens.Legal!.id });
    expect(audit.description).toBe(`Added contract template "${name}" (MSA template.docx)`);

    const v2 = await postForm(
      t,
      token("Business User"),
      `/api/contract-templates/${created.id}/versions`,
      form({ note: "2027 clauses" }, "MSA 2027.pdf", PDF),
    );
    expect(v2.status).toBe(201);
    expectDocumented(doc, "POST /api/contract-templates/{id}/versions", 201, v2.body);
    const v3 = await postForm(
      t,
      token("Admin"),
      `/api/contract-templates/${created.id}/versions`,
      form({}, "old.doc", DOC),
    );
    expect(v3.status).toBe(201);
    expect(v3.body.data.versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(v3.body.data.versions[1]).toMatchObject({ note: "2027 clauses", contentType: "application/pdf" });
    expect(v3.body.data.updatedBy.id).toBe(tokens.Admin!.id);

    const got = await call("Finance", "GET", `/api/contract-templates/${created.id}`);
    expect(got.status).toBe(200);
    expectDocumented(doc, "GET /api/contract-templates/{id}", 200, got.body);
    expect(got.body.data.versions).toHaveLength(3);

    const [newest, middle] = got.body.data.versions as { fileId: string }[];
    for (const role of ["Procurement", "Legal", "Internal Auditor"]) {
      const bytes = await download(t, token(role), middle!.fileId);
      expect(bytes.statusCode, role).toBe(200);
      expect(bytes.rawPayload.equals(PDF)).toBe(true);
      expect(createHash("sha256").update(bytes.rawPayload).digest("hex")).toBe(
        createHash("sha256").update(PDF).digest("hex"),
      );
      expect((await download(t, token(role), newest!.fileId)).rawPayload.equals(DOC)).toBe(true);
    }
    for (const role of ["IT Security", "Executive", "Board Member", "External Auditor", "Regulatory Body"]) {
      expect((await download(t, token(role), middle!.fileId)).statusCode, role).toBe(403);
    }
  });

  it("lists by name with the versions and the contracts made from each; search by name and filter by type", async () => {
    const tag = randomUUID().slice(0, 8);
    const b = await addTemplate(`B ${tag} data processing`, "data_processing_agreement");
    const a = await addTemplate(`A ${tag} services`, "service_agreement");
    await t.services.db.contract.updateMany({ where: { id: (await contractRow(t)).id }, data: { templateId: a.id } });
    await contractRow(t, { templateId: a.id, templateVersion: 1 });
    const all = await call("Compliance", "GET", `/api/contract-templates?search=${tag}`);
    expect(all.status).toBe(200);
    expectDocumented(doc, "GET /api/contract-templates", 200, all.body);
    expect(all.body.data.map((x: Template) => [x.name, x.contracts, x.versions.length])).toEqual([
      [a.name, 2, 1],
      [b.name, 0, 1],
    ]);
    const typed = await call("Compliance", "GET", `/api/contract-templates?search=${tag.toUpperCase()}&type=SLA`);
    expect(typed.body.data).toEqual([]);
    const dpa = await call("Compliance", "GET", `/api/contract-templates?search=${tag}&type=data_processing_agreement`);
    expect(dpa.body.data.map((x: Template) => x.id)).toEqual([b.id]);
    expect((await call("Compliance", "GET", "/api/contract-templates?type=poem")).status).toBe(400);
  });
});

describe("bad uploads are refused and write nothing", () => {
  it("content checked, not names (415); missing or bad fields, empty files (400); unknown template (404)", async () => {
    const existing = await addTemplate();
    const before = await footprint(t);
    const buyer = token("Procurement");
    const meta = { name: "Impostor", type: "sla" };
    const png = await postForm(t, buyer, "/api/contract-templates", form(meta, "template.pdf", PNG));
    expect(png.status).toBe(415);
    expect(png.body.message).toMatch(/the content of this file is a PNG image\.$/);
    const exe = await postForm(t, buyer, "/api/contract-templates", form(meta, "template.pdf", EXE));
    expect(exe.status).toBe(415);
    expect((await postForm(t, buyer, "/api/contract-templates", form(meta, "setup.exe", EXE))).status).toBe(415);
    const text = await postForm(t, buyer, "/api/contract-templates", form(meta, "template.docx", TXT));
    expect(text.status).toBe(415);
    expect(text.body.message).toBe(
      "The file is named .docx but its content is text; rename it .txt or upload the right file.",
    );
    expect((await postForm(t, buyer, "/api/contract-templates", form(meta, "empty.txt", ""))).status).toBe(400);
    const noName = await postForm(t, buyer, "/api/contract-templates", form({ type: "sla" }, "t.pdf", PDF));
    expect(noName.status).toBe(400);
    expect(noName.body.issues[0].path).toBe("name");
    const badType = await postForm(
      t,
      buyer,
      "/api/contract-templates",
      form({ name: "x", type: "poem" }, "t.pdf", PDF),
    );
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe("type: Choose a contract type from the list");
    const nul = await postForm(
      t,
      buyer,
      "/api/contract-templates",
      form({ ...meta, description: "a\u0000" }, "t.pdf", PDF),
    );
    expect(nul.status).toBe(400);
    expect(nul.body.issues[0].path).toBe("description");
    const version = `/api/contract-templates/${existing.id}/versions`;
    expect((await postForm(t, buyer, version, form({}, "v.pdf", PNG))).status).toBe(415);
    expect((await postForm(t, buyer, version, form({ note: "n".repeat(2001) }, "v.pdf", PDF))).status).toBe(400);
    const unknown = await postForm(
      t,
      buyer,
      `/api/contract-templates/${randomUUID()}/versions`,
      form({}, "v.pdf", PDF),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Contract template not found.");
    expect((await postForm(t, buyer, "/api/contract-templates/nope/versions", form({}, "v.pdf", PDF))).status).toBe(
      404,
    );
    const json = await t.app.inject({
      method: "POST",
      url: "/api/contract-templates",
      headers: bearer(buyer),
      payload: meta,
    });
    expect(json.statusCode).toBe(415);
    expect((await postForm(t, null, "/api/contract-templates", form(meta, "t.pdf", PDF))).status).toBe(401);
    expect(await footprint(t)).toEqual(before);
  });
});

describe("describing and deleting", () => {
  it("PUT changes name, type and description with an audit row; a description left out is kept; 404 unknown", async () => {
    const template = await addTemplate();
    const url = `/api/contract-templates/${template.id}`;
    const res = await call("Legal Counsel", "PUT", url, { name: "NDA standard", type: "NDA", description: "Mutual" });
    expect(res.status).toBe(400); // "NDA" is not a type: the label is "Non-disclosure agreement"
    const ok = await call("Legal Counsel", "PUT", url, {
      name: "NDA standard",
      type: "non_disclosure_agreement",
      description: "Mutual",
    });
    expect(ok.status).toBe(200);
    expectDocumented(doc, "PUT /api/contract-templates/{id}", 200, ok.body);
    expect(ok.body.data).toMatchObject({
      name: "NDA standard",
      type: "non_disclosure_agreement",
      description: "Mutual",
    });
    const kept = await call("Legal Counsel", "PUT", url, { name: "NDA standard v2", type: "non_disclosure_agreement" });
    expect(kept.body.data.description).toBe("Mutual");
    const audit = await t.services.db.auditLog.findMany({
      where: { entityType: "ContractTemplate", entityId: template.id, action: "UPDATE" },
      orderBy: { createdAt: "asc" },
    });
    expect(audit.map((a) => a.description)).toEqual([
      'Updated contract template "NDA standard"',
      'Updated contract template "NDA standard v2"',
    ]);
    const before = await footprint(t);
    const unknown = await call("Legal", "PUT", `/api/contract-templates/${randomUUID()}`, { name: "x", type: "sla" });
    expect(unknown.status).toBe(404);
    expectDocumented(doc, "PUT /api/contract-templates/{id}", 404, unknown.body);
    const missing = await call("Legal", "GET", `/api/contract-templates/${randomUUID()}`);
    expect(missing.status).toBe(404);
    expectDocumented(doc, "GET /api/contract-templates/{id}", 404, missing.body);
    expect((await call("Legal", "PUT", url, { name: "", type: "sla" })).status).toBe(400);
    expect(await footprint(t)).toEqual(before);
  });

  it("DELETE removes the template, its versions and their files; contracts made from it keep their copy", async () => {
    const template = await addTemplate();
    const v2 = await postForm(
      t,
      token("Procurement"),
      `/api/contract-templates/${template.id}/versions`,
      form({}, "v2.txt", TXT),
    );
    const fileIds = (v2.body.data as Template).versions.map((v) => v.fileId);
    // A contract made from it, holding its own copy (a draft document with a file of its own).
    const contract = await contractRow(t, { templateId: template.id, templateVersion: 2 });
    const copy = await t.services.db.storedFile.create({
      data: {
        filename: "v2.txt",
        contentType: "text/plain; charset=utf-8",
        size: TXT.byteLength,
        sha256: createHash("sha256").update(TXT).digest("hex"),
        data: TXT,
        purpose: "contract-document",
      },
    });
    await t.services.db.contractDocument.create({
      data: {
        contractId: contract.id,
        kind: "draft",
        title: template.name,
        versions: { create: { version: 1, fileId: copy.id } },
      },
    });

    const res = await call("Procurement", "DELETE", `/api/contract-templates/${template.id}`);
    expect(res.status).toBe(200);
    expectDocumented(doc, "DELETE /api/contract-templates/{id}", 200, res.body);
    expect(res.body.data).toEqual({ id: template.id, deleted: true });
    const db = t.services.db;
    expect(await db.contractTemplate.count({ where: { id: template.id } })).toBe(0);
    expect(await db.contractTemplateVersion.count({ where: { templateId: template.id } })).toBe(0);
    expect(await db.storedFile.count({ where: { id: { in: fileIds } } })).toBe(0);
    for (const fileId of fileIds) expect((await download(t, token("Procurement"), fileId)).statusCode).toBe(404);
    const after = await db.contract.findUniqueOrThrow({ where: { id: contract.id } });
    expect(after).toMatchObject({ templateId: null, templateVersion: 2 });
    const stillThere = await download(t, token("Legal"), copy.id);
    expect(stillThere.statusCode).toBe(200);
    expect(stillThere.rawPayload.equals(TXT)).toBe(true);
    const audit = await db.auditLog.findFirstOrThrow({
      where: { entityType: "ContractTemplate", entityId: template.id, action: "DELETE" },
    });
    expect(audit.description).toBe(`Deleted contract template "${template.name}" (2 versions)`);
    expect(audit.before).toMatchObject({ contracts: 1, versions: [{ version: 1 }, { version: 2 }] });

    const again = await call("Procurement", "DELETE", `/api/contract-templates/${template.id}`);
    expect(again.status).toBe(404);
    expectDocumented(doc, "DELETE /api/contract-templates/{id}", 404, again.body);
  });
});

describe("who may do what (every role)", () => {
  it("list and get: view contracts; upload, new version, update, delete: edit contracts; refusals write nothing", async () => {
    // view contracts: Business User, Risk Manager, Compliance, Compliance Officer, Finance, Finance Manager, Legal,
    // Legal Counsel, Procurement, Vendor Manager, Internal Auditor, Admin. edit contracts: Business User, Legal,
    // Legal Counsel, Procurement, Admin. Everyone else (IT Security, Executive, Board Member, External Auditor,
    // Regulatory Body): 403.
    const template = await addTemplate();
    const got: Record<string, Record<string, string>> = {};
    const outcome = (status: number, ok: number) => (status === ok ? "allowed" : String(status));
    for (const { role } of ROLE_TABLE) {
      const before = await footprint(t);
      const list = await call(role, "GET", "/api/contract-templates");
      const get = await call(role, "GET", `/api/contract-templates/${template.id}`);
      const upload = await postForm(
        t,
        token(role),
        "/api/contract-templates",
        form({ name: role, type: "sla" }, "a.txt", TXT),
      );
      const version = await postForm(
        t,
        token(role),
        `/api/contract-templates/${template.id}/versions`,
        form({}, "v.pdf", PDF),
      );
      const update = await call(role, "PUT", `/api/contract-templates/${template.id}`, {
        name: `By ${role}`,
        type: "sla",
      });
      const doomed = upload.status === 201 ? (upload.body.data as Template).id : template.id;
      const remove = await call(role, "DELETE", `/api/contract-templates/${doomed}`);
      got[role] = {
        list: outcome(list.status, 200),
        get: outcome(get.status, 200),
        upload: outcome(upload.status, 201),
        version: outcome(version.status, 201),
        update: outcome(update.status, 200),
        delete: outcome(remove.status, 200),
      };
      if (upload.status !== 201) expect(await footprint(t)).toEqual(before);
    }
    expect(got).toEqual(
      Object.fromEntries(
        ROLE_TABLE.map(({ role, view, edit }) => [
          role,
          { list: view, get: view, upload: edit, version: edit, update: edit, delete: edit },
        ]),
      ),
    );
  }, 60_000);
});
