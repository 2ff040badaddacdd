import { createHash, randomUUID } from "node:crypto";
import { createVendor } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn, startTestApp, type TestApp } from "./helpers.js";
import { multipartParts, type Part } from "./multipart-support.js";

let t: TestApp;
const tokens: Record<string, string> = {};
let riskManagerId: string;
let vendorId: string;

const ROLES = ["Risk Manager", "IT Security", "Executive", "Vendor Manager", "Finance", "Internal Auditor"] as const;

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ROLES) {
    const signed = await signIn(t, role);
    tokens[role] = signed.token;
    if (role === "Risk Manager") riskManagerId = signed.user.id;
  }
  vendorId = (await createVendor(t.services.db, { name: `Evidence ${randomUUID().slice(0, 6)}`, status: "active" })).id;
}, 60_000);
afterAll(() => t?.close());

async function assessment(status: "draft" | "in_progress" | "completed" = "in_progress") {
  return t.services.db.riskAssessment.create({
    data: {
      reference: `RA-T-${randomUUID().slice(0, 8)}`,
      vendorId,
      leadAssessorId: riskManagerId,
      assessmentDate: new Date("2026-11-01T00:00:00Z"),
      status,
    },
  });
}

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

function upload(token: string | null, id: string, parts: Part[]) {
  const body = multipartParts(parts);
  return t.app.inject({
    method: "POST",
    url: `/api/risk-assessments/${id}/evidence`,
    headers: { ...(token ? bearer(token) : {}), ...body.headers },
    payload: body.payload,
  });
}

const evidenceParts = (domain: string, filename: string, content: Buffer | string): Part[] => [
  { name: "domain", value: domain },
  { name: "file", filename, content },
];

const download = (token: string, fileId: string) =>
  t.app.inject({ method: "GET", url: `/api/files/${fileId}/download`, headers: bearer(token) });

const remove = (token: string, id: string, evidenceId: string) =>
  t.app.inject({ method: "DELETE", url: `/api/risk-assessments/${id}/evidence/${evidenceId}`, headers: bearer(token) });

/** What a refused request must leave as it was. */
const counts = async (assessmentId: string) => ({
  evidence: await t.services.db.riskAssessmentEvidence.count({ where: { assessmentId } }),
  files: await t.services.db.storedFile.count({ where: { purpose: "risk-assessment-evidence" } }),
  audit: await t.services.db.auditLog.count({ where: { entityType: "RiskAssessment", entityId: assessmentId } }),
});

describe("evidence upload (POST /api/risk-assessments/{id}/evidence)", () => {
  it("stores the file with its evidence row and an audit row, and lists it under its domain", async () => {
    const a = await assessment();
    const res = await upload(tokens["Risk Manager"]!, a.id, evidenceParts("complianceLegal", "SOC 2 report.pdf", PDF));
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      assessmentId: a.id,
      domain: "complianceLegal",
      filename: "SOC 2 report.pdf",
      size: PDF.byteLength,
      contentType: "application/pdf",
      uploadedBy: { id: riskManagerId },
    });
    const file = await t.services.db.storedFile.findUniqueOrThrow({ where: { id: data.fileId } });
    expect(file.purpose).toBe("risk-assessment-evidence");
    expect(file.sha256).toBe(createHash("sha256").update(PDF).digest("hex"));
    const row = await t.services.db.riskAssessmentEvidence.findUniqueOrThrow({ where: { id: data.id } });
    expect(row).toMatchObject({ assessmentId: a.id, domain: "complianceLegal", fileId: data.fileId });
    const audit = await t.services.db.auditLog.findFirstOrThrow({
      where: { entityType: "RiskAssessment", entityId: a.id },
      orderBy: { createdAt: "desc" },
    });
    expect(audit.actorId).toBe(riskManagerId);
    expect(audit.description).toBe(`Added evidence "SOC 2 report.pdf" to Compliance & legal of ${a.reference}`);

    const detail = await t.app.inject({
      method: "GET",
      url: `/api/risk-assessments/${a.id}`,
      headers: bearer(tokens.Executive!),
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.domains.complianceLegal.evidence).toEqual([
      expect.objectContaining({ id: data.id, fileId: data.fileId, filename: "SOC 2 report.pdf" }),
    ]);
    expect(detail.json().data.domains.itBusinessContinuity.evidence).toEqual([]);
  });

  it("lets viewers of risk assessments download evidence; others get 403", async () => {
    const a = await assessment();
    const res = await upload(tokens["Risk Manager"]!, a.id, evidenceParts("esgAndAML", "scan.png", PNG));
    expect(res.statusCode).toBe(201);
    const fileId = res.json().data.fileId;
    for (const viewer of ["Executive", "Vendor Manager", "Internal Auditor", "IT Security"]) {
      const got = await download(tokens[viewer]!, fileId);
      expect(got.statusCode, viewer).toBe(200);
      expect(got.headers["content-type"]).toBe("image/png");
      expect(got.headers["content-disposition"]).toContain('filename="scan.png"');
      expect(got.rawPayload.equals(PNG)).toBe(true);
    }
    const refused = await download(tokens.Finance!, fileId);
    expect(refused.statusCode).toBe(403);
  });

  it("refuses content outside the allow-list (415), an empty file, a missing or unknown domain (400); nothing written", async () => {
    const a = await assessment();
    const before = await counts(a.id);
    const token = tokens["Risk Manager"]!;
    const gzip = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 1, 2, 3, 4]);
    const exe = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0xff, 0xff]);
    const renamed = await upload(token, a.id, evidenceParts("complianceLegal", "report.pdf", gzip));
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toMatch(/^Only PDF, .* files are accepted here; the content of this file is a gzip/);
    expect((await upload(token, a.id, evidenceParts("complianceLegal", "tool.exe", exe))).statusCode).toBe(415);
    const empty = await upload(token, a.id, evidenceParts("complianceLegal", "empty.pdf", ""));
    expect(empty.statusCode).toBe(400);
    const noDomain = await upload(token, a.id, [{ name: "file", filename: "a.pdf", content: PDF }]);
    expect(noDomain.statusCode).toBe(400);
    expect(noDomain.json().message).toMatch(/field "domain", sent before the file/);
    const unknown = await upload(token, a.id, evidenceParts("marketing", "a.pdf", PDF));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("domain: Unknown assessment domain");
    const json = await t.app.inject({
      method: "POST",
      url: `/api/risk-assessments/${a.id}/evidence`,
      headers: bearer(token),
      payload: { domain: "complianceLegal" },
    });
    expect(json.statusCode).toBe(415);
    const huge = Buffer.concat([PDF, Buffer.alloc(25 * 1024 * 1024, 0x20)]);
    const tooLarge = await upload(token, a.id, evidenceParts("complianceLegal", "huge.pdf", huge));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe("The file is larger than 25 MB.");
    expect(await counts(a.id)).toEqual(before);
    // Text is accepted: a .txt note is stored as text, a .csv as CSV.
    const note = await upload(token, a.id, evidenceParts("complianceLegal", "note.txt", "Checked on site.\n"));
    expect(note.json().data.contentType).toBe("text/plain; charset=utf-8");
    const csv = await upload(token, a.id, evidenceParts("complianceLegal", "sla.csv", "month,uptime\n2026-10,99.95\n"));
    expect(csv.json().data.contentType).toBe("text/csv; charset=utf-8");
  });

  it("answers 403 to Finance (no permission) and to IT Security outside its own domain; IT Security may add to itBusinessContinuity", async () => {
    const a = await assessment();
    const before = await counts(a.id);
    const finance = await upload(tokens.Finance!, a.id, evidenceParts("complianceLegal", "x.pdf", PDF));
    expect(finance.statusCode).toBe(403);
    const viewer = await upload(tokens.Executive!, a.id, evidenceParts("complianceLegal", "x.pdf", PDF));
    expect(viewer.statusCode).toBe(403);
    const security = await upload(tokens["IT Security"]!, a.id, evidenceParts("complianceLegal", "x.pdf", PDF));
    expect(security.statusCode).toBe(403);
    expect(await counts(a.id)).toEqual(before);
    const own = await upload(tokens["IT Security"]!, a.id, evidenceParts("itBusinessContinuity", "pentest.pdf", PDF));
    expect(own.statusCode).toBe(201);
    expect((await upload(null, a.id, evidenceParts("complianceLegal", "x.pdf", PDF))).statusCode).toBe(401);
  });

  it("answers 409 on a completed assessment and 404 for an unknown one, before reading the file", async () => {
    const done = await assessment("completed");
    const before = await counts(done.id);
    const res = await upload(tokens["Risk Manager"]!, done.id, evidenceParts("complianceLegal", "late.pdf", PDF));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "This assessment is completed; a Risk Manager must reopen it before it can be changed",
    );
    expect(await counts(done.id)).toEqual(before);
    const unknown = await upload(tokens["Risk Manager"]!, randomUUID(), evidenceParts("complianceLegal", "a.pdf", PDF));
    expect(unknown.statusCode).toBe(404);
    expect(
      (await upload(tokens["Risk Manager"]!, "nope", evidenceParts("complianceLegal", "a.pdf", PDF))).statusCode,
    ).toBe(404);
  });
});

describe("evidence delete (DELETE /api/risk-assessments/{id}/evidence/{evidenceId})", () => {
  it("removes the evidence and its stored file with an audit row; the download is gone", async () => {
    const a = await assessment();
    const up = (
      await upload(tokens["Risk Manager"]!, a.id, evidenceParts("countryGeopolitical", "memo.pdf", PDF))
    ).json().data;
    expect((await remove(tokens.Finance!, a.id, up.id)).statusCode).toBe(403);
    expect((await remove(tokens["IT Security"]!, a.id, up.id)).statusCode).toBe(403);
    expect((await remove(tokens["Risk Manager"]!, a.id, randomUUID())).statusCode).toBe(404);
    const res = await remove(tokens["Risk Manager"]!, a.id, up.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: up.id, assessmentId: a.id, domain: "countryGeopolitical" });
    expect(await t.services.db.riskAssessmentEvidence.count({ where: { id: up.id } })).toBe(0);
    expect(await t.services.db.storedFile.count({ where: { id: up.fileId } })).toBe(0);
    expect((await download(tokens.Executive!, up.fileId)).statusCode).toBe(404);
    const audit = await t.services.db.auditLog.findFirstOrThrow({
      where: { entityType: "RiskAssessment", entityId: a.id },
      orderBy: { createdAt: "desc" },
    });
    expect(audit.description).toBe(`Removed evidence "memo.pdf" from Country & geopolitical of ${a.reference}`);
    expect((await remove(tokens["Risk Manager"]!, a.id, up.id)).statusCode).toBe(404);
  });

  it("IT Security removes its own domain's evidence; a completed assessment keeps its evidence (409)", async () => {
    const a = await assessment();
    const own = (
      await upload(tokens["IT Security"]!, a.id, evidenceParts("itBusinessContinuity", "dr.pdf", PDF))
    ).json().data;
    const kept = (
      await upload(tokens["Risk Manager"]!, a.id, evidenceParts("itBusinessContinuity", "bcp.pdf", PDF))
    ).json().data;
    expect((await remove(tokens["IT Security"]!, a.id, own.id)).statusCode).toBe(200);
    await t.services.db.riskAssessment.update({ where: { id: a.id }, data: { status: "completed" } });
    const locked = await remove(tokens["Risk Manager"]!, a.id, kept.id);
    expect(locked.statusCode).toBe(409);
    expect(await t.services.db.riskAssessmentEvidence.count({ where: { id: kept.id } })).toBe(1);
    // Completed evidence stays readable.
    expect((await download(tokens.Executive!, kept.fileId)).statusCode).toBe(200);
  });
});

describe("who may add, read and remove evidence (every role)", () => {
  // [add to Compliance & legal, add to IT & business continuity, download, remove a Risk Manager's evidence]
  const TABLE: Record<string, [number, number, number, number]> = {
    Admin: [201, 201, 200, 200],
    "Risk Manager": [201, 201, 200, 200],
    "IT Security": [403, 201, 200, 403],
    "Vendor Manager": [403, 403, 200, 403],
    Executive: [403, 403, 200, 403],
    "Internal Auditor": [403, 403, 200, 403],
    "Business User": [403, 403, 403, 403],
    Compliance: [403, 403, 403, 403],
    "Compliance Officer": [403, 403, 403, 403],
    Finance: [403, 403, 403, 403],
    "Finance Manager": [403, 403, 403, 403],
    Legal: [403, 403, 403, 403],
    "Legal Counsel": [403, 403, 403, 403],
    Procurement: [403, 403, 403, 403],
    "Board Member": [403, 403, 403, 403],
    "External Auditor": [403, 403, 403, 403],
    "Regulatory Body": [403, 403, 403, 403],
  };
  for (const [role, [addOther, addIt, read, del]] of Object.entries(TABLE)) {
    it(`${role}: add ${addOther} / ${addIt} (IT domain), download ${read}, remove ${del}`, async () => {
      const { token } = await signIn(t, role);
      const a = await assessment();
      const theirs = (
        await upload(tokens["Risk Manager"]!, a.id, evidenceParts("complianceLegal", "r.pdf", PDF))
      ).json().data;
      expect((await upload(token, a.id, evidenceParts("complianceLegal", "a.pdf", PDF))).statusCode).toBe(addOther);
      expect((await upload(token, a.id, evidenceParts("itBusinessContinuity", "b.pdf", PDF))).statusCode).toBe(addIt);
      expect((await download(token, theirs.fileId)).statusCode).toBe(read);
      expect((await remove(token, a.id, theirs.id)).statusCode).toBe(del);
    });
  }
});

describe("the API description", () => {
  it("documents the upload's fields, limits and errors", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const op = doc.paths["/api/risk-assessments/{id}/evidence"].post;
    expect(op.operationId).toBe("riskAssessmentEvidence.upload");
    const form = op.requestBody.content["multipart/form-data"];
    expect(form.schema.required).toEqual(["domain", "file"]);
    expect(form.schema.properties.domain.enum).toContain("itBusinessContinuity");
    expect(form.schema.properties.file.maxLength).toBe(25 * 1024 * 1024);
    expect(Object.keys(op.responses).sort()).toEqual(["201", "400", "401", "403", "404", "409", "413", "415"]);
    const del = doc.paths["/api/risk-assessments/{id}/evidence/{evidenceId}"].delete;
    expect(del.operationId).toBe("riskAssessmentEvidence.delete");
  });
});
