import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn, startTestApp, type TestApp } from "./helpers.js";

// The organisation's API keys overview (issue 18, the Integrations screen): an Admin sees every user's keys with
// their owner and status, masked, never the key or its hash; only an Admin; an Admin may revoke any key.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });
const del = (url: string, token: string) => t.app.inject({ method: "DELETE", url, headers: bearer(token) });

async function createKey(token: string, name: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/users/api-keys",
    headers: bearer(token),
    payload: { name },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; key: string; maskedKey: string };
}

type Listed = {
  id: string;
  name: string;
  maskedKey: string;
  status: string;
  owner: { id: string; name: string; email: string; role: string | null };
};

describe("organisation API keys", () => {
  it("lists every user's keys with owner and status, masked, without the key or its hash", async () => {
    const admin = await signIn(t, "Admin");
    const finance = await signIn(t, "Finance");
    const legal = await signIn(t, "Legal");
    const ledger = await createKey(finance.token, "Ledger sync");
    const expired = await createKey(legal.token, "Old contract feed");
    await t.services.db.apiKey.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 1000) } });

    const res = await get(
      `/api/users/organisation-api-keys?search=${encodeURIComponent(finance.user.email)}`,
      admin.token,
    );
    expect(res.statusCode).toBe(200);
    const items = res.json().data as Listed[];
    expect(items).toEqual([
      expect.objectContaining({
        id: ledger.id,
        name: "Ledger sync",
        maskedKey: ledger.maskedKey,
        status: "active",
        owner: expect.objectContaining({ id: finance.user.id, email: finance.user.email, role: "Finance" }),
      }),
    ]);
    expect(res.json().pagination).toMatchObject({ page: 1, limit: 50, total: 1 });
    expect(res.body).not.toContain(ledger.key);
    const row = await t.services.db.apiKey.findUniqueOrThrow({ where: { id: ledger.id } });
    expect(res.body).not.toContain(row.keyHash);

    const legalKeys = (await get(`/api/users/organisation-api-keys?search=${legal.user.email}`, admin.token)).json()
      .data as Listed[];
    expect(legalKeys.map((k) => [k.id, k.status])).toEqual([[expired.id, "expired"]]);
    // Status filters: the expired key is not "active"; the active one is not "expired".
    const active = (await get("/api/users/organisation-api-keys?status=active&limit=200", admin.token)).json()
      .data as Listed[];
    expect(active.map((k) => k.id)).toContain(ledger.id);
    expect(active.map((k) => k.id)).not.toContain(expired.id);

    // A deactivated owner's key is listed as such (it no longer works).
    await t.services.db.user.update({ where: { id: finance.user.id }, data: { status: "deactivated" } });
    const after = (await get(`/api/users/organisation-api-keys?search=${finance.user.email}`, admin.token)).json()
      .data as Listed[];
    expect(after[0]?.status).toBe("owner-deactivated");
  });

  it("is for Admins only: other roles answer 403, no caller 401", async () => {
    for (const role of ["Finance", "Compliance", "Risk Manager"]) {
      const { token } = await signIn(t, role);
      expect((await get("/api/users/organisation-api-keys", token)).statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/users/organisation-api-keys" })).statusCode).toBe(401);
  });

  it("an Admin revokes another user's key: it stops working at once, the revoke is audited, a second one is 404", async () => {
    const admin = await signIn(t, "Admin");
    const owner = await signIn(t, "Finance");
    const key = await createKey(owner.token, "Forgotten script");
    expect((await get("/api/users/api-keys", key.key)).statusCode).toBe(200);

    const { token: finance } = await signIn(t, "Finance");
    expect((await del(`/api/users/organisation-api-keys/${key.id}`, finance)).statusCode).toBe(403);
    expect((await get("/api/users/api-keys", key.key)).statusCode).toBe(200);

    const res = await del(`/api/users/organisation-api-keys/${key.id}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: key.id, revoked: true });
    expect((await get("/api/users/api-keys", key.key)).statusCode).toBe(401);
    const audit = await t.services.db.auditLog.findFirst({
      where: { entityType: "ApiKey", entityId: key.id, action: "DELETE" },
    });
    expect(audit).toMatchObject({ actorId: admin.user.id });
    expect(audit?.description).toContain("Forgotten script");
    expect((await del(`/api/users/organisation-api-keys/${key.id}`, admin.token)).statusCode).toBe(404);
    const revoked = (
      await get(`/api/users/organisation-api-keys?status=revoked&search=${owner.user.email}`, admin.token)
    ).json().data as Listed[];
    expect(revoked.map((k) => [k.id, k.status])).toEqual([[key.id, "revoked"]]);
  });

  it("refuses a bad status or id with 400", async () => {
    const admin = await signIn(t, "Admin");
    expect((await get("/api/users/organisation-api-keys?status=lost", admin.token)).statusCode).toBe(400);
    expect((await del("/api/users/organisation-api-keys/not-an-id", admin.token)).statusCode).toBe(400);
  });
});
