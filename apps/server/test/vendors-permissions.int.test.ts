import { randomUUID } from "node:crypto";
import { createInvoice, createVendor } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn, startTestApp, type TestApp } from "./helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/**
 * Written out by hand from the spec's role table (000 §6), not read from the permission module.
 *   view      — view vendors: every role but Executive, Board Member, the auditors and Regulatory Body
 *   create    — create vendors: Procurement, Vendor Manager, Admin
 *   edit      — edit vendors (Vendor Manager) or edit vendor-info (Procurement), Admin
 *   delete    — delete vendors: Procurement, Admin
 *   relation  — reviews, KPI breaches, checklist, offboarding: edit vendor-relationships / vendors: Vendor Manager, Admin
 *   invView   — view invoices: Finance, Finance Manager, Procurement, Admin
 *   invChange — create, edit and delete invoices: Finance, Finance Manager, Admin
 *   directory — the user directory (the review dialog's co-reviewer picker, an assessment's assessors, a
 *               contract's owner, a policy's owner and the people asked to acknowledge it): whoever may record a
 *               review, edit a risk assessment, create or edit contracts or create policies: Vendor Manager, Risk
 *               Manager, Business User, Legal, Legal Counsel, Procurement, Compliance, Compliance Officer and Admin;
 *               never the auditors or the Regulatory Body
 */
const Y = true;
const N = false;
const TABLE: Record<
  string,
  [
    view: boolean,
    create: boolean,
    edit: boolean,
    del: boolean,
    relation: boolean,
    invView: boolean,
    invChange: boolean,
    directory: boolean,
  ]
> = {
  Admin: [Y, Y, Y, Y, Y, Y, Y, Y],
  "Business User": [Y, N, N, N, N, N, N, Y],
  "Risk Manager": [Y, N, N, N, N, N, N, Y],
  Compliance: [Y, N, N, N, N, N, N, Y],
  "Compliance Officer": [Y, N, N, N, N, N, N, Y],
  Finance: [Y, N, N, N, N, Y, Y, N],
  "Finance Manager": [Y, N, N, N, N, Y, Y, N],
  Legal: [Y, N, N, N, N, N, N, Y],
  "Legal Counsel": [Y, N, N, N, N, N, N, Y],
  "IT Security": [Y, N, N, N, N, N, N, N],
  Procurement: [Y, Y, Y, Y, N, Y, N, Y],
  "Vendor Manager": [Y, Y, Y, N, Y, N, N, Y],
  Executive: [N, N, N, N, N, N, N, N],
  "Board Member": [N, N, N, N, N, N, N, N],
  "Internal Auditor": [N, N, N, N, N, N, N, N],
  "External Auditor": [N, N, N, N, N, N, N, N],
  "Regulatory Body": [N, N, N, N, N, N, N, N],
};

describe("vendor and invoice calls per role", () => {
  for (const [role, [view, create, edit, del, relation, invView, invChange, directory]] of Object.entries(TABLE)) {
    it(`${role}: view ${view}, create ${create}, edit ${edit}, delete ${del}, relationship ${relation}, invoices ${invView}/${invChange}, directory ${directory}`, async () => {
      const { token } = await signIn(t, role);
      const db = t.services.db;
      const vendor = await createVendor(db, { name: `Perm ${role} ${randomUUID().slice(0, 6)}`, status: "active" });
      const spare = await createVendor(db, { name: `Spare ${role} ${randomUUID().slice(0, 6)}` });
      const invoice = await createInvoice(db, { vendorId: vendor.id });
      const task = await db.vendorOnboardingTask.findFirstOrThrow({ where: { vendorId: spare.id } });
      const ok = (allowed: boolean, success = 200) => (allowed ? success : 403);
      const send = async (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) =>
        (await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })).statusCode;

      const expected: [string, number, number][] = [
        ["GET /api/vendors", await send("GET", "/api/vendors"), ok(view)],
        ["GET /api/vendors/summary", await send("GET", "/api/vendors/summary"), ok(view)],
        ["GET /api/vendors/search", await send("GET", "/api/vendors/search?q=Perm"), ok(view)],
        ["GET /api/vendors/{id}", await send("GET", `/api/vendors/${vendor.id}`), ok(view)],
        ["GET /api/vendors/onboarding-queue", await send("GET", "/api/vendors/onboarding-queue"), ok(view)],
        ["GET /api/vendors/relationship-health", await send("GET", "/api/vendors/relationship-health"), ok(view)],
        ["GET /api/kpi-breaches/recent", await send("GET", "/api/kpi-breaches/recent"), ok(view)],
        ["POST /api/vendors", await send("POST", "/api/vendors", { name: `Made by ${role}` }), ok(create, 201)],
        ["PUT /api/vendors/{id}", await send("PUT", `/api/vendors/${vendor.id}`, { phone: "+44 1" }), ok(edit)],
        [
          "PATCH /api/vendors/bulk-update",
          await send("PATCH", "/api/vendors/bulk-update", { ids: [vendor.id], patch: { criticality: "high" } }),
          ok(edit),
        ],
        [
          "PATCH onboarding task",
          await send("PATCH", `/api/vendors/${spare.id}/onboarding-tasks/${task.id}`, { done: true }),
          ok(relation),
        ],
        [
          "POST /api/kpi-breaches",
          await send("POST", "/api/kpi-breaches", {
            vendorId: vendor.id,
            kpi: "Availability",
            threshold: 99.9,
            actual: 99,
            severity: "low",
            occurredAt: "2026-01-01",
          }),
          ok(relation, 201),
        ],
        [
          "POST /api/vendors/{id}/reviews",
          await send("POST", `/api/vendors/${vendor.id}/reviews`, {
            itScore: 5,
            operationalScore: 5,
            complianceScore: 5,
            financialScore: 5,
            gdprScore: 5,
            kpiBreaches: 0,
          }),
          ok(relation, 201),
        ],
        [
          "POST /api/vendors/{id}/offboarding",
          await send("POST", `/api/vendors/${vendor.id}/offboarding`, { reason: "test" }),
          ok(relation, 201),
        ],
        ["GET /api/users/directory", await send("GET", "/api/users/directory?search=Perm"), ok(directory)],
        ["GET /api/invoices", await send("GET", "/api/invoices"), ok(invView)],
        ["GET /api/invoices/recent", await send("GET", "/api/invoices/recent"), ok(invView)],
        ["GET /api/invoices/exceptions", await send("GET", "/api/invoices/exceptions"), ok(invView)],
        ["GET /api/invoices/metrics", await send("GET", "/api/invoices/metrics"), ok(invView)],
        [
          "POST /api/invoices",
          await send("POST", "/api/invoices", {
            vendorId: vendor.id,
            number: "P-1",
            amount: 10,
            issueDate: "2026-01-01",
            dueDate: "2026-02-01",
          }),
          ok(invChange, 201),
        ],
        ["PUT /api/invoices/{id}", await send("PUT", `/api/invoices/${invoice.id}`, { status: "paid" }), ok(invChange)],
        ["DELETE /api/invoices/{id}", await send("DELETE", `/api/invoices/${invoice.id}`), ok(invChange)],
        ["DELETE /api/vendors/{id}", await send("DELETE", `/api/vendors/${spare.id}`), ok(del)],
        [
          "DELETE /api/vendors/bulk-delete",
          await send("DELETE", "/api/vendors/bulk-delete", {
            ids: [(await createVendor(db, { name: `Bulk ${role}` })).id],
          }),
          ok(del),
        ],
      ];
      expect(expected.map(([call, got]) => [call, got])).toEqual(expected.map(([call, , want]) => [call, want]));
    });
  }

  it("Board Member gets 403 on GET /api/vendors with the envelope; no session gets 401", async () => {
    const { token } = await signIn(t, "Board Member");
    const res = await t.app.inject({ method: "GET", url: "/api/vendors", headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: "You don't have permission to do this." });
    for (const url of ["/api/vendors", "/api/invoices", "/api/kpi-breaches/recent", "/api/vendors/summary"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
    }
  });

  it("the OpenAPI document says who may call the vendor paths", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    expect(doc.paths["/api/vendors/{id}"].put.description).toBe(
      "Needs the permission `edit` on `vendors` or `edit` on `vendor-info` (Admin always passes).",
    );
    expect(doc.paths["/api/users/directory"].get.description).toMatch(
      /^Needs the permission `edit` on `vendor-relationships` or `edit` on `vendors` or `edit` on `risk-assessment` or `edit` on `contracts` or `create` on `contracts` or `create` on `policies` \(Admin always passes\)\./,
    );
    for (const path of [
      "/api/vendors",
      "/api/vendors/{id}",
      "/api/vendors/search",
      "/api/vendors/bulk-update",
      "/api/vendors/bulk-delete",
      "/api/invoices",
      "/api/invoices/{id}",
      "/api/invoices/exceptions",
      "/api/invoices/metrics",
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
