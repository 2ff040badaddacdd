import { appRouter, HTTP_OPERATIONS } from "@tprm/api";
import { listProcedures } from "@tprm/api/rest";
import { MAX_IMPORT_BYTES } from "@tprm/api/vendor-transfer";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, freshIp, signIn, startTestApp, type TestApp } from "./helpers.js";

let t: TestApp;

/**
 * "GET /api/vendors/{}", ... for every route the server answers under /api (but the documentation's own), read
 * from Fastify's route tree as printRoutes draws it (each level indented by four characters). Parameters are "{}":
 * the tree shares one node between routes that name a parameter differently (":id|:vendorId").
 */
function servedApiRoutes(app: FastifyInstance): string[] {
  const prefixes: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth > 0 ? prefixes[depth - 1]! : "") + match[2]!;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of match[3]?.split(", ") ?? []) {
      if (method !== "HEAD") routes.push(`${method} ${path.replace(/:[^/]+/g, "{}")}`);
    }
  }
  return routes.filter((r) => / \/api\//.test(r) && !/ \/api\/(docs|openapi\.json)/.test(r));
}

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("bad bodies never become a 500", () => {
  it("malformed JSON answers 400 with a message", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/public/auth/login",
      headers: { "content-type": "application/json" },
      payload: '{"email": "a@b.example", "password": ',
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(/JSON/) });
  });

  it("a body over 1 MiB answers 413 with a message", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "x@y.example", password: "p".repeat(2 * 1024 * 1024) }),
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: "The request body is too large." });
  });

  it("an array, a string or the wrong types answer 400", async () => {
    for (const payload of ["[1,2]", '"text"', '{"email": 5, "password": {}}']) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/public/auth/login",
        headers: { "content-type": "application/json" },
        payload,
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it("tRPC answers malformed input with 400 too", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/trpc/auth.login",
      headers: { "content-type": "application/json" },
      payload: "{not json",
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
  });

  it("unknown API paths answer 404 in the envelope", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});

describe("API description", () => {
  it("every procedure declares who may call it", () => {
    const procedures = listProcedures(appRouter);
    expect(procedures.length).toBeGreaterThan(10);
    for (const p of procedures) expect(p.meta?.access, p.path).toBeDefined();
  });

  it("/api/openapi.json is OpenAPI 3.1 and lists the documented paths", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    const doc = res.json();
    expect(doc.openapi).toBe("3.1.0");
    for (const path of [
      "/api/public/auth/login",
      "/api/auth/me",
      "/api/auth/register",
      "/api/auth/request-password-reset",
      "/api/auth/reset-password",
      "/api/auth/accept-agreement",
      "/api/users/agreement-status",
      "/api/audit-logs",
      "/api/system/health",
      "/api/vendors/import",
      "/api/files/{id}/download",
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths["/api/public/auth/login"].post.requestBody.content["application/json"].schema.required).toEqual([
      "email",
      "password",
    ]);
    const bulkDelete = doc.paths["/api/vendors/bulk-delete"].delete;
    expect(bulkDelete.requestBody.content["application/json"].schema.required).toContain("ids");
    expect(bulkDelete.parameters ?? []).toEqual([]);
    const docs = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain("swagger-ui");
    const asset = await t.app.inject({ method: "GET", url: "/api/docs/assets/swagger-ui-bundle.js" });
    expect(asset.statusCode).toBe(200);
  });
});

describe("the API description names no host of its own", () => {
  it("its server is relative, so the reference calls whatever address it was opened at", async () => {
    for (const headers of [
      { host: "127.0.0.1:3999" },
      { host: "tprm.bank.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
    ]) {
      const res = await t.app.inject({ method: "GET", url: "/api/openapi.json", headers });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.servers).toEqual([{ url: "/" }]);
      // No absolute address anywhere: not APP_URL (localhost:3000 in tests), not a forwarded header.
      expect(res.body).not.toMatch(/localhost|127\.0\.0\.1|evil\.example|https?:\/\/(?!json-schema\.org)/);
      const page = await t.app.inject({ method: "GET", url: "/api/docs", headers });
      // Swagger UI starts from a served script (the Content-Security-Policy allows no inline script).
      expect(page.body).toContain('<script src="/api/docs/init.js"></script>');
      expect(page.body).not.toMatch(/localhost|127\.0\.0\.1|evil\.example|https?:/);
      const init = await t.app.inject({ method: "GET", url: "/api/docs/init.js", headers });
      expect(init.body).toContain('url: "/api/openapi.json"');
      expect(init.body).not.toMatch(/localhost|127\.0\.0\.1|evil\.example|https?:/);
    }
  });
});

describe("the plain routes in the API description", () => {
  it("every /api route the server answers is documented, and every documented operation is served", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path.replace(/\{\w+\}/g, "{}")}`),
    );
    const served = servedApiRoutes(t.app);
    expect(served.length).toBeGreaterThan(30);
    expect(served).toContain("POST /api/vendors/import");
    expect(served).toContain("GET /api/files/{}/download");
    expect(served.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !served.includes(route))).toEqual([]);
    for (const op of HTTP_OPERATIONS) expect(doc.paths[op.path]?.[op.method.toLowerCase()], op.path).toBeDefined();
  });

  it("POST /api/vendors/import: a multipart body with the file field and its limits, the 202 envelope, its errors", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const op = doc.paths["/api/vendors/import"].post;
    expect(op.operationId).toBe("vendorTransfer.import");
    expect(op.description).toMatch(/^Needs the `create` permission on `vendors` \(Admin always passes\)\./);
    expect(op.security).toEqual([{ bearer: [] }, { cookie: [] }]);
    expect(Object.keys(op.requestBody.content)).toEqual(["multipart/form-data"]);
    const form = op.requestBody.content["multipart/form-data"];
    expect(form.schema.required).toEqual(["file"]);
    expect(form.schema.properties.file).toMatchObject({
      type: "string",
      format: "binary",
      maxLength: MAX_IMPORT_BYTES,
    });
    expect(op.requestBody.description).toMatch(/at most 50 MB and 200,000 rows/);
    expect(form.encoding.file.contentType).toBe(
      "text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(form["x-multipart-limits"]).toEqual({
      fileBytes: MAX_IMPORT_BYTES,
      files: 1,
      fields: 10,
      parts: 12,
      headerPairs: 100,
    });
    const accepted = op.responses["202"].content["application/json"].schema;
    expect(accepted.required).toEqual(["success", "data"]);
    expect(accepted.properties.data.required).toEqual(["taskId", "status", "file"]);
    expect(accepted.properties.data.properties.file.properties.kind.enum).toEqual(["csv", "xlsx"]);
    expect(Object.keys(op.responses).sort()).toEqual(["202", "400", "401", "403", "413", "415", "503"]);
    expect(op.responses["413"].description).toMatch(/larger than 50 MB/);
    expect(op.responses["415"].content["application/json"].schema.required).toEqual(["success", "message"]);
  });

  it("GET /api/files/{id}/download: the id, the file's bytes with their headers, its errors (410: expired)", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const op = doc.paths["/api/files/{id}/download"].get;
    expect(op.operationId).toBe("files.download");
    expect(op.description).toMatch(/^Any signed-in account\./);
    expect(op.security).toEqual([{ bearer: [] }, { cookie: [] }]);
    expect(op.parameters).toEqual([
      expect.objectContaining({
        name: "id",
        in: "path",
        required: true,
        schema: expect.objectContaining({ format: "uuid" }),
      }),
    ]);
    const ok = op.responses["200"];
    expect(ok.content["text/csv; charset=utf-8"].schema).toMatchObject({ type: "string", format: "binary" });
    expect(ok.content["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"]).toBeDefined();
    expect(Object.keys(ok.headers)).toEqual(["Content-Disposition", "Content-Length", "ETag", "Cache-Control"]);
    expect(Object.keys(op.responses).sort()).toEqual(["200", "401", "403", "404", "410"]);
    expect(op.responses["410"].description).toMatch(/^Gone\. The file was deleted under its retention rule/);
  });
});

describe("GET /api/system/health", () => {
  it("reports database and Redis up, and the worker from its heartbeat", async () => {
    const { beat, removeHeartbeat } = await import("@tprm/api/jobs");
    const before = (await t.app.inject({ method: "GET", url: "/api/system/health" })).json().data;
    expect(before.database.status).toBe("up");
    expect(before.redis.status).toBe("up");
    await beat(t.services.redis, "test-worker");
    const after = (await t.app.inject({ method: "GET", url: "/api/system/health" })).json().data;
    expect(after.worker.status).toBe("up");
    // Anonymous callers learn how many workers beat and when, not their ids (host name, process id).
    expect(after.worker.workers.length).toBeGreaterThan(0);
    expect(JSON.stringify(after)).not.toContain("test-worker");
    const admin = await signIn(t, "Admin");
    const forAdmin = await t.app.inject({ method: "GET", url: "/api/system/health", headers: bearer(admin.token) });
    expect(forAdmin.json().data.worker.workers.map((w: { id: string }) => w.id)).toContain("test-worker");
    await removeHeartbeat(t.services.redis, "test-worker");
  });
});

describe("Bull Board", () => {
  it("is for Admins only", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/admin/queues" });
    expect(anonymous.statusCode).toBe(401);
    const auditor = await signIn(t, "Internal Auditor");
    expect(
      (await t.app.inject({ method: "GET", url: "/admin/queues", headers: bearer(auditor.token) })).statusCode,
    ).toBe(403);
    const admin = await signIn(t, "Admin");
    const board = await t.app.inject({ method: "GET", url: "/admin/queues", headers: bearer(admin.token) });
    expect(board.statusCode).toBe(200);
    expect(board.headers["content-type"]).toMatch(/html/);
    const queues = await t.app.inject({ method: "GET", url: "/admin/queues/api/queues", headers: bearer(admin.token) });
    expect(queues.json().queues.map((q: { name: string }) => q.name)).toContain("email");
  });
});
