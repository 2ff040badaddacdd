import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers.js";

let t: TestApp;
let dist: string;
const worker = "self.addEventListener('fetch', () => {});";

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "tprm-web-sw-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><html><body><div id=root></div></body></html>");
  writeFileSync(path.join(dist, "sw.js"), worker);
  writeFileSync(path.join(dist, "assets", "sw.js"), "console.log('an asset that happens to be called sw.js');");
  t = await startTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the web app's service worker (/sw.js)", () => {
  for (const method of ["GET", "HEAD"] as const) {
    it(`${method} /sw.js: JavaScript, never kept by the browser's HTTP cache, allowed by the CSP`, async () => {
      const answer = await t.app.inject({ method, url: "/sw.js" });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
      expect(answer.headers["cache-control"]).toBe("no-cache");
      expect(String(answer.headers["content-security-policy"])).toContain("worker-src 'self'");
      expect(answer.body).toBe(method === "GET" ? worker : "");
    });
  }

  it("other files keep the usual caching", async () => {
    const asset = await t.app.inject({ method: "GET", url: "/assets/sw.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).not.toBe("no-cache");
  });
});
