// Shared by the contract documents and templates test files: sample files of each kind (and impostors), multipart
// bodies, the roles signed in, contracts inserted directly, and what a refused upload must leave as it was.
import { randomUUID } from "node:crypto";
import { ZipWriter } from "@tprm/api/files";
import type { Prisma } from "@tprm/db";
import { createVendor } from "@tprm/db/factories";
import { ROLES } from "@tprm/db/roles";
import { expect } from "vitest";
import { z } from "zod";
import { contractRow as insertContract } from "./contracts-support.js";
import { bearer, signIn, type TestApp } from "./helpers.js";
import { multipartParts, type Part } from "./multipart-support.js";

/** Who may view contracts and who may edit them (documents, templates): the spec's table (docs/CONTRACTS.md). */
export const VIEWERS = [
  "Business User",
  "Risk Manager",
  "Compliance",
  "Compliance Officer",
  "Finance",
  "Finance Manager",
  "Legal",
  "Legal Counsel",
  "Procurement",
  "Vendor Manager",
  "Internal Auditor",
  "Admin",
];
export const EDITORS = ["Business User", "Legal", "Legal Counsel", "Procurement", "Admin"];
/** Every role, with what it is expected to get for a view and for a change. */
export const ROLE_TABLE = ROLES.map((role) => ({
  role,
  view: VIEWERS.includes(role) ? "allowed" : "403",
  edit: EDITORS.includes(role) ? "allowed" : "403",
}));

export type Tokens = Record<string, { token: string; id: string }>;

export async function signInEveryRole(t: TestApp): Promise<Tokens> {
  const tokens: Tokens = {};
  for (const role of ROLES) {
    const signed = await signIn(t, role);
    tokens[role] = { token: signed.token, id: signed.user.id };
  }
  return tokens;
}

// ---- Files ----

export const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
export const TXT = Buffer.from("Master services agreement\nClause 1. Services.\n");
/** A compound file whose directory names a WordDocument stream (UTF-16LE), as a Word 97–2003 document does. */
export const DOC = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(504),
  Buffer.from("Root Entry", "utf16le"),
  Buffer.alloc(54),
  Buffer.from("WordDocument", "utf16le"),
  Buffer.alloc(200, 1),
]);
/** A minimal .docx: a ZIP holding word/document.xml. */
export function docx(text = "Agreement"): Buffer {
  const zip = new ZipWriter();
  zip.add(
    "[Content_Types].xml",
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  );
  zip.add("word/document.xml", `<?xml version="1.0"?><w:document><w:body><w:p>${text}</w:p></w:body></w:document>`);
  return zip.finish();
}
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
export const EXE = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]), Buffer.alloc(64)]);

// ---- Multipart ----

export async function postForm(t: TestApp, token: string | null, url: string, parts: Part[]) {
  const body = multipartParts(parts);
  const res = await t.app.inject({
    method: "POST",
    url,
    headers: { ...(token ? bearer(token) : {}), ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json(), raw: res };
}

/** Fields, then the file. */
export const form = (fields: Record<string, string>, filename: string, content: Buffer | string): Part[] => [
  ...Object.entries(fields).map(([name, value]) => ({ name, value })),
  { name: "file", filename, content },
];

export const download = (t: TestApp, token: string, fileId: string) =>
  t.app.inject({ method: "GET", url: `/api/files/${fileId}/download`, headers: bearer(token) });

// ---- Records ----

/** A contract made directly in the database, with a vendor of its own. */
export async function contractRow(t: TestApp, fields: Partial<Prisma.ContractUncheckedCreateInput> = {}) {
  const vendor = await createVendor(t.services.db, {
    name: `Docs vendor ${randomUUID().slice(0, 8)}`,
    status: "active",
    checklistDone: "all",
  });
  return insertContract(t, { reference: `CT-1998-${randomUUID().slice(0, 12)}`, vendorId: vendor.id, ...fields });
}

/** What a refused upload or change must leave untouched. */
export async function footprint(t: TestApp) {
  const db = t.services.db;
  const [contracts, documents, versions, templates, templateVersions, files, audit] = await Promise.all([
    db.contract.findMany({ orderBy: { id: "asc" }, select: { id: true, updatedAt: true, updatedById: true } }),
    db.contractDocument.findMany({ orderBy: { id: "asc" } }),
    db.contractDocumentVersion.count(),
    db.contractTemplate.findMany({ orderBy: { id: "asc" } }),
    db.contractTemplateVersion.count(),
    db.storedFile.count(),
    db.auditLog.count(),
  ]);
  return { contracts, documents, versions, templates, templateVersions, files, audit };
}

// ---- The API reference ----

type JsonSchema = Record<string, unknown>;
export type OpenApi = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> }>
  >;
};

export const openApi = async (t: TestApp): Promise<OpenApi> =>
  (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();

/** A real answer matches the schema the reference gives for it. */
export function expectDocumented(doc: OpenApi, name: string, status: number, body: unknown) {
  const [method, path] = name.split(" ") as [string, string];
  const schema =
    doc.paths[path]?.[method.toLowerCase()]?.responses[String(status)]?.content?.["application/json"]?.schema;
  expect(schema, `${name} ${status} has a schema`).toBeDefined();
  const result = z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]).safeParse(body);
  expect(result.success ? [] : result.error.issues, `${name} ${status} matches the reference`).toEqual([]);
}
