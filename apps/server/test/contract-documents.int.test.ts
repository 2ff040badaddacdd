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
const documentsUrl = (id: string) => `/api/contracts/${id}/documents`;
const versionsUrl = (id: string, documentId: string) => `/api/contracts/${id}/documents/${documentId}/versions`;
const call = async (role: string, method: "GET" | "PUT" | "DELETE", url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: bearer(token(role)), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};

async function addDocument(contractId: string, fields = { kind: "signed", title: "Signed MSA" }, file = PDF) {
  const res = await postForm(t, token("Procurement"), documentsUrl(contractId), form(fields, "msa.pdf", file));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; versions: { fileId: string; version: number }[] };
}

describe("uploading a document and its versions", () => {
  it("stores version 1 with its file and an audit row, then version 2; lists both; downloads the same bytes", async () => {
    const contract = await contractRow(t);
    const first = await postForm(
      t,
      token("Legal"),
      documentsUrl(contract.id),
      form({ kind: "signed", title: "Signed MSA", note: "Wet-ink scan" }, "MSA signed.pdf", PDF),
    );
    expect(first.status).toBe(201);
    expectDocumented(doc, "POST /api/contracts/{id}/documents", 201, first.body);
    const created = first.body.data;
    expect(created).toMatchObject({ kind: "signed", title: "Signed MSA" });
    expect(created.versions).toEqual([
      expect.objectContaining({
        version: 1,
        filename: "MSA signed.pdf",
        contentType: "application/pdf",
        size: PDF.byteLength,
        note: "Wet-ink scan",
        uploadedBy: { id: tokens.Legal!.id, name: expect.any(String) },
      }),
    ]);
    const file = await t.services.db.storedFile.findUniqueOrThrow({ where: { id: created.versions[0].fileId } });
    expect(file.purpose).toBe("contract-document");
    expect(file.sha256).toBe(createHash("sha256").update(PDF).digest("hex"));
    const row = await t.services.db.contract.findUniqueOrThrow({ where: { id: contract.id } });
    expect(row.updatedById).toBe(tokens.Legal!.id);
    const audit = await t.services.db.auditLog.findFirstOrThrow({
      where: { entityType: "Contract", entityId: contract.id },
      orderBy: { createdAt: "desc" },
    });
    expect(audit).toMatchObject({ actorId: tokens.Legal!.id, action: "UPDATE" });
    expect(audit.description).toBe(`Added signed contract "Signed MSA" (MSA signed.pdf) to ${contract.reference}`);

    const bytes = docx("Amended");
    const second = await postForm(
      t,
      token("Business User"),
      versionsUrl(contract.id, created.id),
      form({ note: "Countersigned" }, "MSA v2.docx", bytes),
    );
    expect(second.status).toBe(201);
    expectDocumented(doc, "POST /api/contracts/{id}/documents/{documentId}/versions", 201, second.body);
    expect(second.body.data.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(second.body.data.versions[0]).toMatchObject({
      filename: "MSA v2.docx",
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      note: "Countersigned",
    });
    const versionAudit = await t.services.db.auditLog.findFirstOrThrow({
      where: { entityType: "Contract", entityId: contract.id },
      orderBy: { createdAt: "desc" },
    });
    expect(versionAudit.description).toBe(`Added version 2 (MSA v2.docx) of "Signed MSA" to ${contract.reference}`);

    const list = await call("Internal Auditor", "GET", documentsUrl(contract.id));
    expect(list.status).toBe(200);
    expectDocumented(doc, "GET /api/contracts/{id}/documents", 200, list.body);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);

    const [v2, v1] = list.body.data[0].versions as { fileId: string }[];
    for (const role of ["Procurement", "Legal", "Finance"]) {
      const got = await download(t, token(role), v1!.fileId);
      expect(got.statusCode, role).toBe(200);
      expect(got.headers["content-type"]).toBe("application/pdf");
      expect(got.rawPayload.equals(PDF)).toBe(true);
      expect((await download(t, token(role), v2!.fileId)).rawPayload.equals(bytes)).toBe(true);
    }
    for (const role of ["IT Security", "Executive", "External Auditor"]) {
      expect((await download(t, token(role), v1!.fileId)).statusCode, role).toBe(403);
    }
  });

  it("takes .doc and .txt by their content; documents are listed oldest first", async () => {
    const contract = await contractRow(t);
    const word = await postForm(
      t,
      token("Procurement"),
      documentsUrl(contract.id),
      form({ kind: "draft", title: "Draft" }, "draft.doc", DOC),
    );
    expect(word.status, JSON.stringify(word.body)).toBe(201);
    expect(word.body.data.versions[0].contentType).toBe("application/msword");
    const text = await postForm(
      t,
      token("Procurement"),
      documentsUrl(contract.id),
      form({ kind: "other", title: "Notes", note: "" }, "notes.txt", TXT),
    );
    expect(text.status).toBe(201);
    expect(text.body.data.versions[0]).toMatchObject({ contentType: "text/plain; charset=utf-8", note: null });
    const list = await call("Procurement", "GET", documentsUrl(contract.id));
    expect(list.body.data.map((d: { title: string }) => d.title)).toEqual(["Draft", "Notes"]);
    const got = await download(t, token("Legal"), word.body.data.versions[0].fileId);
    expect(got.rawPayload.equals(DOC)).toBe(true);
  });
});

describe("bad uploads are refused and write nothing", () => {
  it("content checked, not names: a PNG or an .exe named .pdf, an .exe, a PDF named .docx (415); empty, missing or bad fields (400)", async () => {
    const contract = await contractRow(t);
    const existing = await addDocument(contract.id);
    const other = await contractRow(t);
    const before = await footprint(t);
    const buyer = token("Procurement");
    const url = documentsUrl(contract.id);
    const signed = { kind: "signed", title: "Signed" };

    const png = await postForm(t, buyer, url, form(signed, "contract.pdf", PNG));
    expect(png.status).toBe(415);
    expect(png.body.message).toBe(
      "Only PDF, Word 97–2003 document (.doc), Word document (.docx) or text files are accepted here; the content of this file is a PNG image.",
    );
    const exe = await postForm(t, buyer, url, form(signed, "contract.pdf", EXE));
    expect(exe.status).toBe(415);
    expect(exe.body.message).toMatch(/the content of this file is binary data/);
    const named = await postForm(t, buyer, url, form(signed, "setup.exe", EXE));
    expect(named.status).toBe(415);
    expect(named.body.message).toBe(
      'Only .pdf, .doc, .docx and .txt files are accepted here; "setup.exe" is none of them.',
    );
    const mismatch = await postForm(t, buyer, url, form(signed, "contract.docx", PDF));
    expect(mismatch.status).toBe(415);
    expect(mismatch.body.message).toBe(
      "The file is named .docx but its content is a PDF; rename it .pdf or upload the right file.",
    );
    const zip = await postForm(t, buyer, url, form(signed, "contract.docx", docx().subarray(0, 40)));
    expect(zip.status).toBe(415);
    const versionPng = await postForm(t, buyer, versionsUrl(contract.id, existing.id), form({}, "v2.pdf", PNG));
    expect(versionPng.status).toBe(415);

    expect((await postForm(t, buyer, url, form(signed, "empty.pdf", ""))).status).toBe(400);
    const noTitle = await postForm(t, buyer, url, form({ kind: "signed" }, "a.pdf", PDF));
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.issues).toEqual([
      { path: "title", message: "Document title is required (send it before the file)" },
    ]);
    const badKind = await postForm(t, buyer, url, form({ kind: "poem", title: "x" }, "a.pdf", PDF));
    expect(badKind.status).toBe(400);
    expect(badKind.body.message).toBe("kind: Choose Signed contract, Amendment, Draft or Other");
    const nul = await postForm(t, buyer, url, form({ kind: "signed", title: "A\u0000B" }, "a.pdf", PDF));
    expect(nul.status).toBe(400);
    expect(nul.body.issues[0].path).toBe("title");
    const longNote = await postForm(t, buyer, url, form({ ...signed, note: "n".repeat(2001) }, "a.pdf", PDF));
    expect(longNote.status).toBe(400);
    const noFile = await postForm(t, buyer, url, [
      { name: "kind", value: "signed" },
      { name: "title", value: "Nothing" },
    ]);
    expect(noFile.status).toBe(400);
    const json = await t.app.inject({ method: "POST", url, headers: bearer(buyer), payload: signed });
    expect(json.statusCode).toBe(415);
    const huge = Buffer.concat([PDF, Buffer.alloc(25 * 1024 * 1024, 0x20)]);
    const tooLarge = await postForm(t, buyer, url, form(signed, "huge.pdf", huge));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe("The file is larger than 25 MB.");

    expect((await postForm(t, buyer, documentsUrl(randomUUID()), form(signed, "a.pdf", PDF))).status).toBe(404);
    expect((await postForm(t, buyer, documentsUrl("nope"), form(signed, "a.pdf", PDF))).status).toBe(404);
    const unknownDoc = await postForm(t, buyer, versionsUrl(contract.id, randomUUID()), form({}, "a.pdf", PDF));
    expect(unknownDoc.status).toBe(404);
    expect(unknownDoc.body.message).toBe("Document not found on this contract.");
    const elsewhere = await postForm(t, buyer, versionsUrl(other.id, existing.id), form({}, "a.pdf", PDF));
    expect(elsewhere.status).toBe(404);
    expect((await postForm(t, null, url, form(signed, "a.pdf", PDF))).status).toBe(401);

    expect(await footprint(t)).toEqual(before);
  }, 60_000);
});

describe("a terminated contract's record keeps growing", () => {
  it("takes amendments and other documents; its signed contract and drafts stay as they are (409)", async () => {
    const contract = await contractRow(t);
    const signed = await addDocument(contract.id);
    await t.services.db.contract.update({
      where: { id: contract.id },
      data: { status: "terminated", terminatedAt: new Date(), terminationReason: "Ended" },
    });
    const before = await footprint(t);
    const buyer = token("Procurement");
    const refused = await postForm(
      t,
      buyer,
      documentsUrl(contract.id),
      form({ kind: "signed", title: "New" }, "n.pdf", PDF),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "This contract is terminated: it takes amendments and other documents only; its signed contract and drafts stay as they are.",
    );
    expect((await postForm(t, buyer, versionsUrl(contract.id, signed.id), form({}, "v2.pdf", PDF))).status).toBe(409);
    const rekind = await call("Procurement", "PUT", `${documentsUrl(contract.id)}/${signed.id}`, {
      kind: "amendment",
      title: "Signed MSA",
    });
    expect(rekind.status).toBe(409);
    expect(await footprint(t)).toEqual(before);

    const letter = await postForm(
      t,
      buyer,
      documentsUrl(contract.id),
      form({ kind: "other", title: "Termination letter" }, "letter.pdf", PDF),
    );
    expect(letter.status).toBe(201);
    const amendment = await postForm(
      t,
      buyer,
      documentsUrl(contract.id),
      form({ kind: "amendment", title: "Exit plan" }, "exit.txt", TXT),
    );
    expect(amendment.status).toBe(201);
    const next = await postForm(t, buyer, versionsUrl(contract.id, amendment.body.data.id), form({}, "exit2.txt", TXT));
    expect(next.status).toBe(201);
  });
});

describe("retitling (PUT /api/contracts/{id}/documents/{documentId}); no deletion", () => {
  it("changes the title and kind with an audit row, keeps the versions; unknown ids answer 404; there is no delete", async () => {
    const contract = await contractRow(t);
    const created = await addDocument(contract.id, { kind: "draft", title: "Draft 1" });
    const url = `${documentsUrl(contract.id)}/${created.id}`;
    const res = await call("Legal Counsel", "PUT", url, { kind: "signed", title: "Executed agreement" });
    expect(res.status).toBe(200);
    expectDocumented(doc, "PUT /api/contracts/{id}/documents/{documentId}", 200, res.body);
    expect(res.body.data).toMatchObject({ id: created.id, kind: "signed", title: "Executed agreement" });
    expect(res.body.data.versions).toHaveLength(1);
    const audit = await t.services.db.auditLog.findFirstOrThrow({
      where: { entityType: "Contract", entityId: contract.id },
      orderBy: { createdAt: "desc" },
    });
    expect(audit.description).toBe(
      `Renamed document "Draft 1" of ${contract.reference} to "Executed agreement" (Signed contract)`,
    );
    expect(audit.before).toMatchObject({ document: { kind: "draft", title: "Draft 1" } });

    const before = await footprint(t);
    const same = await call("Legal Counsel", "PUT", url, { kind: "signed", title: "Executed agreement" });
    expect(same.status).toBe(200);
    const unknown = await call("Legal", "PUT", `${documentsUrl(contract.id)}/${randomUUID()}`, {
      kind: "other",
      title: "x",
    });
    expect(unknown.status).toBe(404);
    expectDocumented(doc, "PUT /api/contracts/{id}/documents/{documentId}", 404, unknown.body);
    const noContract = await call("Legal", "GET", documentsUrl(randomUUID()));
    expect(noContract.status).toBe(404);
    expectDocumented(doc, "GET /api/contracts/{id}/documents", 404, noContract.body);
    expect((await call("Legal", "PUT", url, { kind: "signed", title: " " })).status).toBe(400);
    expect((await call("Admin", "DELETE", url)).status).toBe(404);
    expect(await footprint(t)).toEqual(before);
  });
});

describe("who may do what (every role)", () => {
  it("list: view contracts; upload, new version, retitle: edit contracts; refusals write nothing", async () => {
    // view contracts: Business User, Risk Manager, Compliance, Compliance Officer, Finance, Finance Manager, Legal,
    // Legal Counsel, Procurement, Vendor Manager, Internal Auditor, Admin. edit contracts: Business User, Legal,
    // Legal Counsel, Procurement, Admin. Everyone else (IT Security, Executive, Board Member, External Auditor,
    // Regulatory Body): 403.
    const contract = await contractRow(t);
    const base = await addDocument(contract.id);
    const got: Record<string, { list: string; upload: string; version: string; update: string }> = {};
    const outcome = (status: number, ok: number) => (status === ok ? "allowed" : String(status));
    for (const { role } of ROLE_TABLE) {
      const before = await footprint(t);
      const list = await call(role, "GET", documentsUrl(contract.id));
      const upload = await postForm(
        t,
        token(role),
        documentsUrl(contract.id),
        form({ kind: "other", title: `By ${role}` }, "a.txt", TXT),
      );
      const version = await postForm(t, token(role), versionsUrl(contract.id, base.id), form({}, "v.pdf", PDF));
      const update = await call(role, "PUT", `${documentsUrl(contract.id)}/${base.id}`, {
        kind: "signed",
        title: `Signed (${role})`,
      });
      got[role] = {
        list: outcome(list.status, 200),
        upload: outcome(upload.status, 201),
        version: outcome(version.status, 201),
        update: outcome(update.status, 200),
      };
      if (upload.status !== 201) expect(await footprint(t)).toEqual(before);
    }
    expect(got).toEqual(
      Object.fromEntries(
        ROLE_TABLE.map(({ role, view, edit }) => [role, { list: view, upload: edit, version: edit, update: edit }]),
      ),
    );
  }, 60_000);
});

describe("the API reference", () => {
  it("documents both uploads: fields before the file, the note optional, the limit, the errors", async () => {
    const paths = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json().paths;
    const upload = paths["/api/contracts/{id}/documents"].post;
    expect(upload.operationId).toBe("contractDocuments.upload");
    const formSchema = upload.requestBody.content["multipart/form-data"];
    expect(formSchema.schema.required).toEqual(["kind", "title", "file"]);
    expect(formSchema.schema.properties.kind.enum).toEqual(["signed", "amendment", "draft", "other"]);
    expect(formSchema.schema.properties.file.maxLength).toBe(25 * 1024 * 1024);
    expect(formSchema.encoding.file.contentType).toBe(
      "application/pdf, application/msword, application/vnd.openxmlformats-officedocument.wordprocessingml.document, text/plain",
    );
    expect(Object.keys(upload.responses).sort()).toEqual(["201", "400", "401", "403", "404", "409", "413", "415"]);
    const version = paths["/api/contracts/{id}/documents/{documentId}/versions"].post;
    expect(version.operationId).toBe("contractDocuments.uploadVersion");
    expect(version.requestBody.content["multipart/form-data"].schema.required).toEqual(["file"]);
    expect(version.parameters.map((p: { name: string }) => p.name)).toEqual(["id", "documentId"]);
    expect(paths["/api/contracts/{id}/documents"].get.operationId).toBe("contractDocuments.list");
    expect(paths["/api/contracts/{id}/documents/{documentId}"].delete).toBeUndefined();
  });
});
