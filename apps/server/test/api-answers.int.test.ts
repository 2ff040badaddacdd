// The API reference describes every answer: each path's success response has a schema (never `data: {}`), real
// answers match the schemas the reference gives, and the 404 and 409 answers procedures give are documented.
import { randomUUID } from "node:crypto";
import { appRouter } from "@tprm/api";
import { buildRestRoutes } from "@tprm/api/rest";
import { createInvoice, createVendor } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { bearer, signIn, startTestApp, type TestApp } from "./helpers.js";

type JsonSchema = Record<string, unknown>;
type Operation = { responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> };

let t: TestApp;
let doc: { paths: Record<string, Record<string, Operation>> };
let admin: { token: string };

beforeAll(async () => {
  t = await startTestApp();
  doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
  admin = await signIn(t, "Admin");
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method, op, name: `${method.toUpperCase()} ${path}` })),
  );

function successOf(op: Operation): { status: string; schema: JsonSchema | undefined } {
  const status = Object.keys(op.responses).find((s) => s.startsWith("2"));
  expect(status, "a success response").toBeDefined();
  const content = op.responses[status!]!.content ?? {};
  return { status: status!, schema: Object.values(content)[0]?.schema };
}

/** A schema that says nothing: `{}`, or holding only words of no meaning to a validator. */
const KEYWORDS = ["type", "const", "enum", "anyOf", "oneOf", "allOf", "$ref", "properties", "items", "format"];
const saysNothing = (schema: JsonSchema) => !KEYWORDS.some((k) => k in schema) && !("description" in schema);

/** The places in a schema that say nothing, as JSON paths ("data.items[].vendor"). */
function emptySchemas(schema: unknown, at: string): string[] {
  if (!schema || typeof schema !== "object") return [];
  const s = schema as JsonSchema;
  if (saysNothing(s)) return [at];
  const found: string[] = [];
  for (const [name, sub] of Object.entries((s.properties as Record<string, unknown>) ?? {})) {
    found.push(...emptySchemas(sub, `${at}.${name}`));
  }
  if (s.items) found.push(...emptySchemas(s.items, `${at}[]`));
  for (const key of ["anyOf", "oneOf", "allOf"]) {
    for (const sub of (s[key] as unknown[]) ?? []) found.push(...emptySchemas(sub, at));
  }
  if (s.additionalProperties && typeof s.additionalProperties === "object") {
    found.push(...emptySchemas(s.additionalProperties, `${at}{}`));
  }
  return found;
}

/** Validates a real answer against the reference's own JSON Schema for it. */
function expectDocumented(name: string, status: number, body: unknown) {
  const [method, path] = name.split(" ") as [string, string];
  const op = doc.paths[path]?.[method.toLowerCase()];
  expect(op, name).toBeDefined();
  const response = op!.responses[String(status)];
  expect(response, `${name} documents ${status}`).toBeDefined();
  const schema = response!.content?.["application/json"]?.schema;
  expect(schema, `${name} ${status} has a schema`).toBeDefined();
  const result = z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]).safeParse(body);
  expect(result.success ? [] : result.error.issues, `${name} ${status} matches the reference`).toEqual([]);
}

/** A valid LEI no other test uses: 18 random characters and their ISO 7064 MOD 97-10 check digits. */
function freshLei(): string {
  const body = randomUUID().replace(/-/g, "").toUpperCase().slice(0, 18);
  const digits = `${body}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const check = 98 - Number(BigInt(digits) % 97n);
  return `${body}${String(check).padStart(2, "0")}`;
}

async function call(method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
}

describe("every answer is documented", () => {
  it("each path's success response has a schema, and none of its parts is an empty {}", () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const { name, op } of ops) {
      const { schema } = successOf(op);
      if (!schema) {
        missing.push(`${name}: no schema`);
        continue;
      }
      if (schema.format === "binary") continue; // a file download: its bytes
      const data = (schema.properties as Record<string, unknown> | undefined)?.data;
      if (!data) missing.push(`${name}: no data`);
      missing.push(...emptySchemas(schema, name));
    }
    expect(missing).toEqual([]);
  });

  it("a list answers `data` as its rows and `pagination` beside it: the vendor register's row, field by field", () => {
    const { schema } = successOf(doc.paths["/api/vendors"]!.get!);
    expect(schema!.required).toEqual(["success", "data", "pagination"]);
    const props = schema!.properties as Record<string, JsonSchema>;
    expect(props.pagination!.required).toEqual(["page", "limit", "total", "totalPages"]);
    const row = (props.data!.items as JsonSchema).properties as Record<string, JsonSchema>;
    expect(Object.keys(row).sort()).toEqual(
      [
        "id",
        "name",
        "legalName",
        "businessType",
        "country",
        "countryOfService",
        "contactPerson",
        "email",
        "contractValue",
        "currency",
        "status",
        "statusNote",
        "riskRating",
        "criticality",
        "kpiBreachesCount",
        "lei",
        "lastReviewedAt",
        "nextReviewDate",
        "createdAt",
        "updatedAt",
      ].sort(),
    );
    expect(row.id).toMatchObject({ type: "string", format: "uuid" });
    expect(row.contractValue).toMatchObject({ type: "string", pattern: "^-?\\d+\\.\\d{2}$" });
    expect(row.status!.enum).toEqual(["onboarding", "active", "under_review", "offboarding", "offboarded"]);
    expect(row.riskRating!.anyOf).toEqual([
      { type: "string", enum: ["low", "medium", "high", "critical"] },
      { type: "null" },
    ]);
    expect(row.createdAt).toMatchObject({ type: "string", format: "date-time" });
    expect(row.kpiBreachesCount).toMatchObject({ type: "integer" });
  });

  it("an invoice: exact amount, calendar dates, the status shown, who approved the payment", () => {
    const { status, schema } = successOf(doc.paths["/api/invoices"]!.post!);
    expect(status).toBe("201");
    const invoice = (schema!.properties as Record<string, JsonSchema>).data!;
    const fields = invoice.properties as Record<string, JsonSchema>;
    expect(fields.amount).toMatchObject({ type: "string", pattern: "^-?\\d+\\.\\d{2}$" });
    expect(fields.issueDate).toMatchObject({ type: "string", format: "date" });
    expect(fields.dueDate).toMatchObject({ type: "string", format: "date" });
    expect(fields.displayStatus!.enum).toEqual(["pending", "paid", "overdue"]);
    expect(fields.paidAt!.anyOf).toEqual([{ type: "string", format: "date-time" }, { type: "null" }]);
    expect((fields.paidBy!.anyOf as JsonSchema[])[0]!.required).toEqual(["id", "name"]);
    expect(fields.warnings).toMatchObject({ type: "array", items: { type: "string" } });
    expect(invoice.required).toEqual(expect.arrayContaining(["id", "vendorId", "amount", "currency", "overdue"]));
    expect(invoice.required).not.toContain("vendor");
  });

  it("errors: 400 with its issues and 403 on every procedure's path, 401 unless public, then those it declares", () => {
    for (const route of buildRestRoutes(appRouter)) {
      const name = `${route.method} ${route.path}`;
      const responses = doc.paths[route.path]![route.method.toLowerCase()]!.responses;
      const expected = [
        String(route.successStatus ?? 200),
        "400",
        "403",
        ...(route.access === "public" ? [] : ["401"]),
        ...Object.keys(route.errors ?? {}),
      ];
      expect(Object.keys(responses).sort(), name).toEqual([...new Set(expected)].sort());
    }
    const list = doc.paths["/api/vendors"]!.get!.responses;
    expect(Object.keys(list).sort()).toEqual(["200", "400", "401", "403"]);
    const issues = (list["400"]!.content!["application/json"]!.schema!.properties as Record<string, JsonSchema>).issues;
    expect(issues).toMatchObject({ type: "array" });
    const login = doc.paths["/api/public/auth/login"]!.post!.responses;
    expect(Object.keys(login).sort()).toEqual(["200", "400", "401", "403", "429", "503"]);
    const health = doc.paths["/api/system/health"]!.get!.responses;
    expect(Object.keys(health).sort()).toEqual(["200", "400", "403"]);
  });
});

describe("real answers match the reference", () => {
  it("vendors, their record, invoices, breaches, users, audit trail, health and the signed-in user", async () => {
    const vendor = await createVendor(t.services.db, { name: `Answers Vendor ${randomUUID()}`, currency: "EUR" });
    const invoice = await createInvoice(t.services.db, { vendorId: vendor.id, amount: "1200.50" });

    const created = await call("POST", "/api/vendors", { name: `Answers New ${randomUUID()}` });
    expect(created.statusCode).toBe(201);
    expectDocumented("POST /api/vendors", 201, created.json());

    const breach = await call("POST", "/api/kpi-breaches", {
      vendorId: vendor.id,
      kpi: "Uptime",
      threshold: "99.9",
      actual: "98.25",
      unit: "%",
      severity: "high",
      occurredAt: "2026-01-15T10:00:00.000Z",
    });
    expect(breach.statusCode).toBe(201);
    expectDocumented("POST /api/kpi-breaches", 201, breach.json());

    const paid = await call("PUT", `/api/invoices/${invoice.id}`, { status: "paid" });
    expect(paid.statusCode).toBe(200);
    expectDocumented("PUT /api/invoices/{id}", 200, paid.json());
    expect(paid.json().data.paidBy).toMatchObject({ id: expect.any(String), name: expect.any(String) });

    for (const [name, url] of [
      ["GET /api/vendors", "/api/vendors?limit=200"],
      ["GET /api/vendors/{id}", `/api/vendors/${vendor.id}`],
      ["GET /api/vendors/summary", "/api/vendors/summary"],
      ["GET /api/vendors/search", `/api/vendors/search?q=${encodeURIComponent("Answers")}`],
      ["GET /api/vendors/onboarding-queue", "/api/vendors/onboarding-queue"],
      ["GET /api/vendors/relationship-health", "/api/vendors/relationship-health"],
      ["GET /api/invoices", "/api/invoices"],
      ["GET /api/invoices/recent", "/api/invoices/recent"],
      ["GET /api/invoices/exceptions", "/api/invoices/exceptions"],
      ["GET /api/invoices/metrics", "/api/invoices/metrics"],
      ["GET /api/kpi-breaches/recent", "/api/kpi-breaches/recent"],
      ["GET /api/users", "/api/users"],
      ["GET /api/users/directory", "/api/users/directory"],
      ["GET /api/users/agreement-status", "/api/users/agreement-status"],
      ["GET /api/audit-logs", "/api/audit-logs"],
      ["GET /api/demo-requests", "/api/demo-requests"],
      ["GET /api/auth/me", "/api/auth/me"],
      ["GET /api/system/health", "/api/system/health"],
    ] as const) {
      const res = await call("GET", url);
      expect(res.statusCode, name).toBe(200);
      expectDocumented(name, 200, res.json());
    }
    const record = (await call("GET", `/api/vendors/${vendor.id}`)).json().data;
    expect(record.invoices[0]).toMatchObject({ amount: "1200.50", displayStatus: "paid" });
    expect(record.kpiBreaches[0]).toMatchObject({ threshold: "99.9", actual: "98.25", open: true });
  });
});

describe("the 404 and 409 answers procedures give are documented", () => {
  it("unknown ids answer 404, as the reference says each of these paths may", async () => {
    const vendor = await createVendor(t.services.db, { name: `Answers 404 ${randomUUID()}` });
    const nobody = randomUUID();
    const review = {
      itScore: 5,
      operationalScore: 5,
      complianceScore: 5,
      financialScore: 5,
      gdprScore: 5,
    };
    const calls: [string, "GET" | "POST" | "PUT" | "PATCH" | "DELETE", string, object?][] = [
      ["GET /api/vendors/{id}", "GET", `/api/vendors/${nobody}`],
      ["PUT /api/vendors/{id}", "PUT", `/api/vendors/${nobody}`, { name: "Renamed" }],
      ["DELETE /api/vendors/{id}", "DELETE", `/api/vendors/${nobody}`],
      [
        "PATCH /api/vendors/bulk-update",
        "PATCH",
        "/api/vendors/bulk-update",
        { ids: [nobody], patch: { criticality: "low" } },
      ],
      ["DELETE /api/vendors/bulk-delete", "DELETE", "/api/vendors/bulk-delete", { ids: [nobody] }],
      ["POST /api/vendors/{vendorId}/reviews", "POST", `/api/vendors/${nobody}/reviews`, review],
      ["POST /api/vendors/{vendorId}/offboarding", "POST", `/api/vendors/${nobody}/offboarding`, { reason: "Ended" }],
      ["POST /api/vendors/{vendorId}/offboarding/complete", "POST", `/api/vendors/${nobody}/offboarding/complete`, {}],
      ["POST /api/vendors/{vendorId}/offboarding/cancel", "POST", `/api/vendors/${nobody}/offboarding/cancel`, {}],
      [
        "PATCH /api/vendors/{vendorId}/onboarding-tasks/{taskId}",
        "PATCH",
        `/api/vendors/${vendor.id}/onboarding-tasks/${nobody}`,
        { done: true },
      ],
      [
        "POST /api/kpi-breaches",
        "POST",
        "/api/kpi-breaches",
        { vendorId: nobody, kpi: "Uptime", threshold: 99, actual: 98, severity: "low", occurredAt: "2026-01-01" },
      ],
      ["PATCH /api/kpi-breaches/{id}/resolve", "PATCH", `/api/kpi-breaches/${nobody}/resolve`, {}],
      [
        "POST /api/invoices",
        "POST",
        "/api/invoices",
        { vendorId: nobody, number: "INV-404", amount: "10", issueDate: "2026-01-01", dueDate: "2026-02-01" },
      ],
      ["PUT /api/invoices/{id}", "PUT", `/api/invoices/${nobody}`, { number: "INV-404" }],
      ["DELETE /api/invoices/{id}", "DELETE", `/api/invoices/${nobody}`],
      ["PATCH /api/users/{id}/role", "PATCH", `/api/users/${nobody}/role`, { role: "Vendor Manager" }],
      ["PATCH /api/users/{id}/deactivate", "PATCH", `/api/users/${nobody}/deactivate`, {}],
      ["PATCH /api/users/{id}/reactivate", "PATCH", `/api/users/${nobody}/reactivate`, {}],
      ["PATCH /api/users/{id}/unlock", "PATCH", `/api/users/${nobody}/unlock`, {}],
      ["GET /api/tasks/{id}", "GET", `/api/tasks/${nobody}`],
    ];
    for (const [name, method, url, payload] of calls) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(404);
      expectDocumented(name, 404, res.json());
    }
  });

  it("conflicts answer 409, as the reference says each of these paths may", async () => {
    const lei = freshLei();
    const holder = await call("POST", "/api/vendors", { name: `Answers LEI ${randomUUID()}`, lei });
    expect(holder.statusCode).toBe(201);
    const vendorId = holder.json().data.id as string;
    const breach = await call("POST", "/api/kpi-breaches", {
      vendorId,
      kpi: "Latency",
      threshold: 100,
      actual: 250,
      unit: "ms",
      severity: "medium",
      occurredAt: "2026-01-10",
    });
    const breachId = breach.json().data.id as string;
    expect((await call("PATCH", `/api/kpi-breaches/${breachId}/resolve`, {})).statusCode).toBe(200);
    const calls: [string, "POST" | "PUT" | "PATCH" | "DELETE", string, object?][] = [
      ["POST /api/vendors", "POST", "/api/vendors", { name: `Answers LEI twin ${randomUUID()}`, lei }],
      ["PUT /api/vendors/{id}", "PUT", `/api/vendors/${vendorId}`, { status: "offboarded" }],
      ["DELETE /api/vendors/{id}", "DELETE", `/api/vendors/${vendorId}`],
      ["PATCH /api/kpi-breaches/{id}/resolve", "PATCH", `/api/kpi-breaches/${breachId}/resolve`, {}],
      ["POST /api/vendors/{vendorId}/offboarding/cancel", "POST", `/api/vendors/${vendorId}/offboarding/cancel`, {}],
    ];
    for (const [name, method, url, payload] of calls) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(409);
      expectDocumented(name, 409, res.json());
    }
  });
});
