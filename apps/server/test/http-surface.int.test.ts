import { appRouter } from "@tprm/api";
import { listProcedures } from "@tprm/api/rest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, freshIp, signIn, startTestApp, type TestApp } from "./helpers.js";

let t: TestApp;
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

describe("GET /api/system/health", () => {
  it("reports database and Redis up, and the worker from its heartbeat", async () => {
    const { beat, removeHeartbeat } = await import("@tprm/api/jobs");
    const before = (await t.app.inject({ method: "GET", url: "/api/system/health" })).json().data;
    expect(before.database.status).toBe("up");
    expect(before.redis.status).toBe("up");
    await beat(t.services.redis, "test-worker");
    const after = (await t.app.inject({ method: "GET", url: "/api/system/health" })).json().data;
    expect(after.worker.status).toBe("up");
    expect(after.worker.workers.map((w: { id: string }) => w.id)).toContain("test-worker");
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
