import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers.js";

let t: TestApp;
let dist: string;
const indexHtml = "<!doctype html><html><body><div id=root></div></body></html>";
const script = "console.log('app');";

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "tprm-web-dist-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), indexHtml);
  writeFileSync(path.join(dist, "assets", "app.js"), script);
  t = await startTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The headers a client may compare between GET and HEAD (the ones that describe the representation). */
function representation(headers: Record<string, unknown>) {
  const { date: _date, connection: _connection, ...rest } = headers;
  return rest;
}

describe("HEAD behaves as GET on every route the web app serves", () => {
  for (const url of ["/vendor-management", "/", "/vendor-management/some-id?tab=contracts", "/assets/app.js"]) {
    it(`HEAD ${url}: the same status and headers as GET, no body`, async () => {
      const get = await t.app.inject({ method: "GET", url });
      const head = await t.app.inject({ method: "HEAD", url });
      expect(get.statusCode).toBe(200);
      expect(head.statusCode).toBe(200);
      expect(representation(head.headers)).toEqual(representation(get.headers));
      expect(head.body).toBe("");
      expect(get.body).toBe(url.endsWith(".js") ? script : indexHtml);
    });
  }

  it("HEAD /vendor-management answers 200 text/html", async () => {
    const head = await t.app.inject({ method: "HEAD", url: "/vendor-management" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toMatch(/^text\/html/);
    expect(Number(head.headers["content-length"])).toBe(Buffer.byteLength(indexHtml));
  });

  it("an unknown /api path still answers 404 in the JSON envelope, to HEAD as to GET", async () => {
    for (const url of ["/api/nothing-here", "/api/vendors/x/y/z"]) {
      const get = await t.app.inject({ method: "GET", url });
      expect(get.statusCode, url).toBe(404);
      expect(get.json(), url).toEqual({ success: false, message: `No route for GET ${url}` });
      const head = await t.app.inject({ method: "HEAD", url });
      expect(head.statusCode, url).toBe(404);
      expect(head.headers["content-type"], url).toMatch(/^application\/json/);
      expect(head.body, url).toBe("");
    }
  });

  it("other methods on app paths still answer 404 JSON", async () => {
    const post = await t.app.inject({ method: "POST", url: "/vendor-management", payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().success).toBe(false);
  });
});
