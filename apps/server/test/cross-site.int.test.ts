import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, freshIp, signIn, startTestApp, type TestApp, uniqueEmail } from "./helpers.js";

const APP = "http://localhost:3000"; // APP_URL of the test app
const PARTNER = "https://intranet.bank.example";
const EVIL = "https://evil.example";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp({ ALLOWED_ORIGINS: `${PARTNER}, https://other.bank.example:8443` });
  token = (await signIn(t, "Vendor Manager")).token;
});
afterAll(() => t.close());

const cookie = () => ({ tprm_session: token });
const vendorName = () => `Cross-site ${randomUUID().slice(0, 8)}`;
const countVendors = (name: string) => t.services.db.vendor.count({ where: { name } });

const trpcCreate = (name: string, headers: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/trpc/vendors.create",
    cookies: cookie(),
    headers: { "content-type": "application/json", ...headers },
    payload: JSON.stringify({ name, country: "DE" }),
  });

const restCreate = (name: string, headers: Record<string, string>, cookies: Record<string, string> = cookie()) =>
  t.app.inject({ method: "POST", url: "/api/vendors", cookies, headers, payload: { name, country: "DE" } });

function upload(headers: Record<string, string>) {
  const boundary = `----tprm${randomUUID().replace(/-/g, "")}`;
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="vendors.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\nname,country\r\nUploaded ${randomUUID()},DE\r\n--${boundary}--\r\n`,
  );
  return t.app.inject({
    method: "POST",
    url: "/api/vendors/import",
    cookies: cookie(),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...headers },
    payload,
  });
}

describe("cross-site requests with the session cookie", () => {
  it("a mutation from a foreign origin is refused with 403 over tRPC, REST and the import upload", async () => {
    const tasksBefore = await t.services.db.backgroundTask.count();
    const attempts: Record<string, string>[] = [
      { origin: EVIL },
      { referer: `${EVIL}/attack.html` },
      { origin: "null" },
    ];
    for (const headers of attempts) {
      const name = vendorName();
      const viaTrpc = await trpcCreate(name, headers);
      expect(viaTrpc.statusCode).toBe(403);
      expect(viaTrpc.json().message).toMatch(/another site/);
      const viaRest = await restCreate(name, headers);
      expect(viaRest.statusCode).toBe(403);
      expect(viaRest.json()).toMatchObject({ success: false, message: expect.stringMatching(/another site/) });
      expect(await countVendors(name)).toBe(0);
      const viaUpload = await upload(headers);
      expect(viaUpload.statusCode).toBe(403);
    }
    expect(await t.services.db.backgroundTask.count()).toBe(tasksBefore);
  });

  it("a cookie mutation naming no origin at all (no Origin, no Referer) is refused too", async () => {
    const name = vendorName();
    const res = await restCreate(name, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Origin/);
    expect((await trpcCreate(name, {})).statusCode).toBe(403);
    expect((await upload({})).statusCode).toBe(403);
    expect(await countVendors(name)).toBe(0);
  });

  it("the app's own origin, an allowed origin and the address the request was sent to are accepted", async () => {
    const accepted: Record<string, string>[] = [
      { origin: APP },
      { referer: `${APP}/vendor-management?tab=all` },
      { origin: PARTNER },
      { origin: "https://other.bank.example:8443" },
      // inject sends Host: localhost:80; a browser on that address names it as its origin.
      { origin: "http://localhost:80" },
    ];
    for (const headers of accepted) {
      const name = vendorName();
      expect((await trpcCreate(name, headers)).statusCode).toBe(200);
      expect((await restCreate(vendorName(), headers)).statusCode).toBe(201);
      expect(await countVendors(name)).toBe(1);
    }
    expect((await upload({ origin: APP })).statusCode).toBe(202);
  });

  it("reads are not checked: a GET with the cookie from a foreign origin answers", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      cookies: cookie(),
      headers: { origin: EVIL },
    });
    expect(res.statusCode).toBe(200);
  });

  it("bearer calls are unaffected, whatever Origin they name", async () => {
    const name = vendorName();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/vendors",
      headers: { ...bearer(token), origin: EVIL },
      payload: { name, country: "DE" },
    });
    expect(res.statusCode).toBe(201);
    expect(await countVendors(name)).toBe(1);
  });

  it("sign-in from a foreign page is refused (login CSRF); a client without a browser's Origin signs in", async () => {
    const { user } = await signIn(t, "Finance");
    const foreign = await t.app.inject({
      method: "POST",
      url: "/api/public/auth/login",
      headers: { origin: EVIL },
      payload: { email: user.email, password: "Demo-Password-2026!" },
      remoteAddress: freshIp(),
    });
    expect(foreign.statusCode).toBe(403);
    // A REST client that still holds an old cookie in its jar and sends no Origin signs in as before.
    const again = await t.app.inject({
      method: "POST",
      url: "/api/public/auth/login",
      cookies: cookie(),
      payload: { email: user.email, password: "Demo-Password-2026!" },
      remoteAddress: freshIp(),
    });
    expect(again.statusCode).toBe(200);
    const demo = await t.app.inject({
      method: "POST",
      url: "/api/public/demo-requests",
      headers: { origin: EVIL },
      payload: { firstName: "Eve", lastName: "Evil", email: uniqueEmail("eve"), company: "Evil", title: "CTO" },
      remoteAddress: freshIp(),
    });
    expect(demo.statusCode).toBe(403);
  });
});
