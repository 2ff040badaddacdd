// Who may call each path of the document repository, role by role, with the expected table written out here
// (docs/GOVERNANCE.md, "Who may do what"): the governance viewers read; Compliance, Compliance Officer and Admin
// manage categories and documents. A refused call writes nothing.
import { randomUUID } from "node:crypto";
import { ROLES } from "@tprm/db/roles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { download, form, PDF, postForm, signInEveryRole, type Tokens } from "./contract-documents-support.js";
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
import { startTestApp, type TestApp } from "./helpers.js";

/** [reads the repository, manages it], for each of the 17 roles. */
const EXPECTED: Record<string, [read: boolean, manage: boolean]> = {
  Admin: [true, true],
  "Business User": [false, false],
  "Risk Manager": [false, false],
  Compliance: [true, true],
  "Compliance Officer": [true, true],
  Finance: [false, false],
  "Finance Manager": [false, false],
  Legal: [true, false],
  "Legal Counsel": [true, false],
  "IT Security": [true, false],
  Procurement: [false, false],
  "Vendor Manager": [false, false],
  Executive: [true, false],
  "Board Member": [true, false],
  "Internal Auditor": [true, false],
  "External Auditor": [true, false],
  "Regulatory Body": [false, false],
};

let t: TestApp;
let tokens: Tokens;
let category: { id: string; name: string };
let document: { id: string };
let fileId: string;

beforeAll(async () => {
  t = await startTestApp();
  tokens = await signInEveryRole(t);
  const admin = tokens.Admin!.token;
  category = await createCategory(t, admin);
  document = await createDocument(t, admin, category.id);
  const uploaded = await postForm(t, admin, fileUrl(document.id), form({}, "policy.pdf", PDF));
  fileId = uploaded.body.data.file.id;
}, 180_000);
afterAll(() => t?.close());

it("covers the 17 roles", () => {
  expect(Object.keys(EXPECTED).sort()).toEqual([...ROLES].sort());
});

type Call = { name: string; manage: boolean; run: (token: string) => Promise<{ status: number }> };

const CALLS: Call[] = [
  { name: "GET categories", manage: false, run: (k) => callApi(t, k, "GET", CATEGORIES_URL) },
  { name: "GET summary", manage: false, run: (k) => callApi(t, k, "GET", SUMMARY_URL) },
  { name: "GET documents", manage: false, run: (k) => callApi(t, k, "GET", DOCUMENTS_URL) },
  { name: "GET document", manage: false, run: (k) => callApi(t, k, "GET", `${DOCUMENTS_URL}/${document.id}`) },
  {
    name: "download the file",
    manage: false,
    run: async (k) => ({ status: (await download(t, k, fileId)).statusCode }),
  },
  {
    name: "POST category",
    manage: true,
    run: (k) => callApi(t, k, "POST", CATEGORIES_URL, { name: uniqueName("Perm category") }),
  },
  {
    name: "PUT category",
    manage: true,
    run: (k) => callApi(t, k, "PUT", `${CATEGORIES_URL}/${category.id}`, { name: category.name, owner: "Owner" }),
  },
  {
    name: "POST document",
    manage: true,
    run: (k) => callApi(t, k, "POST", DOCUMENTS_URL, { title: "Perm doc", owner: "O", categoryId: category.id }),
  },
  {
    name: "PUT document",
    manage: true,
    run: (k) =>
      callApi(t, k, "PUT", `${DOCUMENTS_URL}/${document.id}`, { title: "Doc", owner: "O", categoryId: category.id }),
  },
  {
    name: "PATCH archive",
    manage: true,
    run: (k) => callApi(t, k, "PATCH", `${DOCUMENTS_URL}/${document.id}/archive`),
  },
  {
    name: "POST file",
    manage: true,
    run: async (k) => postForm(t, k, fileUrl(document.id), form({}, "policy.pdf", PDF)),
  },
];

describe.each(CALLS)("$name", (call) => {
  it.each(Object.entries(EXPECTED))("%s", async (role, [read, manage]) => {
    const allowed = call.manage ? manage : read;
    const before = call.manage && !allowed ? await footprint(t) : null;
    const res = await call.run(tokens[role]!.token);
    if (allowed) {
      expect(res.status, `${role} ${call.name}`).toBeLessThan(300);
    } else {
      expect(res.status, `${role} ${call.name}`).toBe(403);
      if (before) expect(await footprint(t)).toEqual(before);
    }
  });
});

it("answers 401 to every call without a session", async () => {
  for (const [method, url] of [
    ["GET", CATEGORIES_URL],
    ["GET", SUMMARY_URL],
    ["GET", DOCUMENTS_URL],
    ["GET", `${DOCUMENTS_URL}/${randomUUID()}`],
    ["PUT", `${CATEGORIES_URL}/${category.id}`],
    ["POST", DOCUMENTS_URL],
    ["PUT", `${DOCUMENTS_URL}/${document.id}`],
    ["PATCH", `${DOCUMENTS_URL}/${document.id}/archive`],
  ] as const) {
    expect((await callApi(t, null, method, url, method === "GET" ? undefined : {})).status, `${method} ${url}`).toBe(
      401,
    );
  }
});
