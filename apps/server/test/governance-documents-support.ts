// Shared by the document repository's test files: categories and documents made through the API, and what a refused
// change must leave untouched.
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { bearer, type TestApp } from "./helpers.js";

export const CATEGORIES_URL = "/api/governance/document-categories";
export const DOCUMENTS_URL = "/api/governance/documents";
export const SUMMARY_URL = "/api/governance/summary";
export const fileUrl = (id: string) => `${DOCUMENTS_URL}/${id}/file`;

export const uniqueName = (tag: string) => `${tag} ${randomUUID().slice(0, 8)}`;

export async function callApi(
  t: TestApp,
  token: string | null,
  method: "GET" | "POST" | "PUT" | "PATCH",
  url: string,
  payload?: object,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

export async function createCategory(t: TestApp, token: string, fields: Record<string, unknown> = {}) {
  const res = await callApi(t, token, "POST", CATEGORIES_URL, { name: uniqueName("Category"), ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; name: string };
}

export async function createDocument(
  t: TestApp,
  token: string,
  categoryId: string,
  fields: Record<string, unknown> = {},
) {
  const res = await callApi(t, token, "POST", DOCUMENTS_URL, {
    title: uniqueName("Document"),
    categoryId,
    owner: "Jane Compliance",
    ...fields,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; title: string; updatedAt: string };
}

/** What a refused change must leave untouched. */
export async function footprint(t: TestApp) {
  const db = t.services.db;
  const [categories, documents, files, audit] = await Promise.all([
    db.documentCategory.findMany({ orderBy: { id: "asc" } }),
    db.governanceDocument.findMany({ orderBy: { id: "asc" } }),
    db.storedFile.count(),
    db.auditLog.count(),
  ]);
  return { categories, documents, files, audit };
}
