import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshIp, startTestApp, type TestApp, uniqueEmail } from "./helpers.js";

// A built web app of its own (index.html and a script), so the app's pages are served as in production.
const webDist = path.join(tmpdir(), `tprm-headers-${process.pid}`);
mkdirSync(path.join(webDist, "assets"), { recursive: true });
writeFileSync(
  path.join(webDist, "index.html"),
  '<!doctype html><html><head><script src="/theme-init.js"></script></head><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(webDist, "theme-init.js"), "void 0;\n");

let t: TestApp;
let secure: TestApp;
beforeAll(async () => {
  t = await startTestApp({ WEB_DIST_DIR: webDist, LOGIN_RATE_LIMIT_PER_MINUTE: "2" });
  secure = await startTestApp({ WEB_DIST_DIR: webDist, APP_URL: "https://tprm.bank.example" });
});
afterAll(async () => {
  await t.close();
  await secure.close();
});

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers["content-security-policy"]);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).not.toContain("'unsafe-eval'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-src 'self' https:");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
}

describe("security headers on every answer", () => {
  it("the app's pages, an API answer, /api/docs, its start-up script and a 404 carry them; HSTS only for https", async () => {
    const answers = await Promise.all(
      [
        "/",
        "/vendor-management",
        "/theme-init.js",
        "/api/system/health",
        "/api/docs",
        "/api/docs/init.js",
        "/api/nope",
      ].map((url) => t.app.inject({ method: "GET", url })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 404]);
    for (const answer of answers) {
      expectSecurityHeaders(answer.headers);
      expect(answer.headers["strict-transport-security"]).toBeUndefined();
      expect(String(answer.headers["content-security-policy"])).not.toContain("upgrade-insecure-requests");
    }
    const viaHttps = await secure.app.inject({ method: "GET", url: "/api/system/health" });
    expectSecurityHeaders(viaHttps.headers);
    expect(viaHttps.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(String(viaHttps.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
  });

  it("/api/docs has no inline script: Swagger UI starts from /api/docs/init.js", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\//);
      expect(body!.trim()).toBe("");
    }
    const init = await t.app.inject({ method: "GET", url: "/api/docs/init.js" });
    expect(init.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(init.body).toContain("SwaggerUIBundle(");
  });

  it("a 429 says when to try again (Retry-After), over REST and tRPC", async () => {
    const ip = freshIp();
    const attempt = (url: string, payload: unknown) =>
      t.app.inject({ method: "POST", url, payload: payload as object, remoteAddress: ip });
    const body = { email: uniqueEmail("ra"), password: "whatever-1" };
    for (let i = 0; i < 2; i++) expect((await attempt("/api/public/auth/login", body)).statusCode).toBe(401);
    const rest = await attempt("/api/public/auth/login", body);
    expect(rest.statusCode).toBe(429);
    const seconds = Number(rest.headers["retry-after"]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    const trpc = await t.app.inject({
      method: "POST",
      url: "/trpc/auth.login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(body),
      remoteAddress: ip,
    });
    expect(trpc.statusCode).toBe(429);
    expect(Number(trpc.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expectSecurityHeaders(trpc.headers);
  });
});
