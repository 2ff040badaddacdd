// The audit trail's tamper evidence (docs/AUDIT.md): rows sealed into a chain in order, an UPDATE, a DELETE and an
// INSERT made directly in SQL each found by the verification at the right row, signed checkpoints, and who may ask.
// On a database of its own: the verification walks every row there is.
import { generateKeyPairSync } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { sealAuditRows, takeCheckpoint, verifyAuditChain } from "@tprm/api";
import { checkpointSignatureValid, contentHashOf, rowMacOf } from "@tprm/db/audit-chain";
import type { TestDatabase } from "@tprm/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkArchiveFile } from "../../../packages/api/src/audit/archive-file.js";
import { auditRow } from "../../../packages/api/src/audit/write-audit.js";
import { bearer, createOwnDatabase, signIn, startTestApp, type TestApp } from "./helpers.js";

const MAC_KEY = "audit-chain-test-mac-key-0123456789abcdef";
const SIGNING_KEY = generateKeyPairSync("ed25519")
  .privateKey.export({ format: "der", type: "pkcs8" })
  .toString("base64");

let database: TestDatabase;
let t: TestApp;
let manager: string;

beforeAll(async () => {
  database = await createOwnDatabase();
  t = await startTestApp({ DATABASE_URL: database.url, AUDIT_MAC_KEY: MAC_KEY, AUDIT_SIGNING_KEY: SIGNING_KEY });
  manager = (await signIn(t, "Vendor Manager")).token;
  for (let i = 0; i < 6; i++) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/vendors",
      headers: bearer(manager),
      payload: { name: `Chained ${i} ${Date.now()}`, contactPerson: "Ana Núñez", email: `chain${i}@vendor.example` },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});

afterAll(async () => {
  await t?.close();
  await database?.drop();
});

const verify = () => verifyAuditChain(t.services.db, { macKey: MAC_KEY, signingKey: SIGNING_KEY });
const sealedRows = () =>
  t.services.db.auditLog.findMany({ where: { chainSeq: { not: null } }, orderBy: { chainSeq: "asc" } });

describe("the chain", () => {
  it("seals every committed row in order, each hash covering the one before, and verifies", async () => {
    expect(await sealAuditRows(t.services.db)).toBeGreaterThanOrEqual(7);
    expect(await sealAuditRows(t.services.db)).toBe(0);
    const rows = await sealedRows();
    expect(rows.map((r) => Number(r.chainSeq))).toEqual(rows.map((_, i) => i + 1));
    for (const row of rows) {
      expect(row.contentHash).toBe(contentHashOf(row));
      expect(row.rowMac).toBe(rowMacOf(MAC_KEY, row));
    }
    const report = await verify();
    expect(report).toMatchObject({ ok: true, checked: rows.length, unsealed: 0, marked: true, problem: null });
    expect(report.head).toEqual({ seq: String(rows.length), hash: rows.at(-1)!.chainHash });
  });

  it("signs the head, and the signature checks with the public key", async () => {
    const checkpoint = await takeCheckpoint(t.services.db, SIGNING_KEY);
    expect(checkpoint).not.toBeNull();
    const { chainSeq, chainHash, signature, publicKey, signedAt } = checkpoint!;
    expect(checkpointSignatureValid(publicKey!, signature!, chainSeq, chainHash, signedAt)).toBe(true);
    expect(checkpointSignatureValid(publicKey!, signature!, chainSeq, "0".repeat(64), signedAt)).toBe(false);
    expect((await verify()).checkpoints).toEqual({ checked: 1, signed: 1 });
  });

  it("finds a row updated directly in SQL, at that row", async () => {
    const target = (await sealedRows())[2]!;
    await t.services.db
      .$executeRaw`UPDATE "AuditLog" SET "description" = 'Nothing happened here' WHERE "id" = ${target.id}::uuid`;
    const report = await verify();
    expect(report.problem).toMatchObject({ kind: "changed", seq: String(target.chainSeq), id: target.id });
    await t.services.db
      .$executeRaw`UPDATE "AuditLog" SET "description" = ${target.description} WHERE "id" = ${target.id}::uuid`;
    expect((await verify()).ok).toBe(true);
  });

  it("finds a row deleted directly in SQL, at its place", async () => {
    const target = (await sealedRows())[3]!;
    const db = t.services.db;
    await db.$executeRawUnsafe(`CREATE TABLE audit_kept AS SELECT * FROM "AuditLog" WHERE "id" = '${target.id}'`);
    await db.$executeRaw`DELETE FROM "AuditLog" WHERE "id" = ${target.id}::uuid`;
    expect((await verify()).problem).toMatchObject({ kind: "removed", seq: String(target.chainSeq), id: null });
    await db.$executeRawUnsafe(`INSERT INTO "AuditLog" SELECT * FROM audit_kept`);
    await db.$executeRawUnsafe("DROP TABLE audit_kept");
    expect((await verify()).ok).toBe(true);
  });

  it("finds a row inserted directly in SQL once it is sealed, at that row", async () => {
    const db = t.services.db;
    await db.$executeRaw`INSERT INTO "AuditLog" ("id", "action", "entityType", "entityId", "description", "createdAt")
      VALUES (gen_random_uuid(), 'DELETE', 'Vendor', 'none', 'Removed nothing', now())`;
    await sealAuditRows(db);
    const forged = (await sealedRows()).at(-1)!;
    expect(forged.description).toBe("Removed nothing");
    expect((await verify()).problem).toMatchObject({ kind: "inserted", seq: String(forged.chainSeq), id: forged.id });
    // A forged mark is no better than none.
    await db.$executeRaw`UPDATE "AuditLog" SET "rowMac" = ${"f".repeat(64)} WHERE "id" = ${forged.id}::uuid`;
    expect((await verify()).problem).toMatchObject({ kind: "inserted", id: forged.id });
  });

  it("finds rows removed from the end of the chain against the signed checkpoint", async () => {
    const db = t.services.db;
    await db.$executeRaw`DELETE FROM "AuditLog" WHERE "description" = 'Removed nothing'`;
    await db.auditCheckpoint.deleteMany({});
    const checkpoint = (await takeCheckpoint(db, SIGNING_KEY))!;
    expect((await verify()).ok).toBe(true);
    await db.$executeRaw`DELETE FROM "AuditLog" WHERE "chainSeq" = ${checkpoint.chainSeq}`;
    expect((await verify()).problem).toMatchObject({ kind: "removed", seq: String(checkpoint.chainSeq) });
  });
});

describe("GET /api/audit-logs/verify and /checkpoints", () => {
  // Who may ask (docs/DECISIONS.md, "Audit readers"): Admin, Internal Auditor, External Auditor.
  const EXPECTED: Record<string, number> = {
    Admin: 200,
    "Business User": 403,
    "Risk Manager": 403,
    Compliance: 403,
    "Compliance Officer": 403,
    Finance: 403,
    "Finance Manager": 403,
    Legal: 403,
    "Legal Counsel": 403,
    "IT Security": 403,
    Procurement: 403,
    "Vendor Manager": 403,
    Executive: 403,
    "Board Member": 403,
    "Internal Auditor": 200,
    "External Auditor": 200,
    "Regulatory Body": 403,
  };

  it("answers the readers of the audit trail and no one else", async () => {
    const seen: Record<string, number> = {};
    for (const role of Object.keys(EXPECTED)) {
      const { token } = await signIn(t, role);
      const verified = await t.app.inject({ method: "GET", url: "/api/audit-logs/verify", headers: bearer(token) });
      const listed = await t.app.inject({ method: "GET", url: "/api/audit-logs/checkpoints", headers: bearer(token) });
      expect(listed.statusCode, role).toBe(verified.statusCode);
      seen[role] = verified.statusCode;
    }
    expect(seen).toEqual(EXPECTED);
    expect((await t.app.inject({ method: "GET", url: "/api/audit-logs/verify" })).statusCode).toBe(401);
  });

  it("reports the walk, and the public key with the checkpoints", async () => {
    const { token } = await signIn(t, "Internal Auditor");
    const report = (await t.app.inject({ method: "GET", url: "/api/audit-logs/verify", headers: bearer(token) })).json()
      .data;
    // The row removed from the end was followed by new ones (the sign-ins): the row now at the checkpoint's place
    // is not the one signed.
    expect(report.problem).toMatchObject({ kind: "checkpoint" });
    expect(report.unsealed).toBe(0);
    const checkpoints = (
      await t.app.inject({ method: "GET", url: "/api/audit-logs/checkpoints", headers: bearer(token) })
    ).json().data;
    expect(checkpoints.publicKey).toBe(checkpoints.items[0].publicKey);
    expect(checkpoints.retentionDays).toBe(2557);
  });
});

describe("retention and archives", () => {
  let own: TestDatabase;
  let app: TestApp;
  const yearsAgo = (years: number) => new Date(Date.now() - years * 365.25 * 24 * 3600_000);

  beforeAll(async () => {
    own = await createOwnDatabase();
    app = await startTestApp({ DATABASE_URL: own.url, AUDIT_MAC_KEY: MAC_KEY, AUDIT_SIGNING_KEY: SIGNING_KEY });
    // Rows written eight years ago, first in the chain; then today's.
    const old = Array.from({ length: 5 }, (_, i) =>
      auditRow(
        {
          actorId: null,
          action: "UPDATE",
          entityType: "Vendor",
          entityId: `old-${i}`,
          description: `Old change ${i}`,
          ipAddress: null,
        },
        new Date(yearsAgo(8).getTime() + i * 1000),
      ),
    );
    await app.services.db.auditLog.createMany({ data: old });
    await sealAuditRows(app.services.db);
  });

  afterAll(async () => {
    await app?.close();
    await own?.drop();
  });

  it("refuses to archive rows younger than the retention period, and deletes nothing", async () => {
    const admin = (await signIn(app, "Admin")).token;
    const before = await app.services.db.auditLog.count();
    for (const moment of [new Date(), yearsAgo(6)]) {
      const res = await app.app.inject({
        method: "POST",
        url: "/api/audit-logs/archive",
        headers: bearer(admin),
        payload: { before: moment.toISOString() },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/kept 2557 days/);
    }
    expect(await app.services.db.auditLog.count()).toBe(before + 0);
    const auditor = (await signIn(app, "Internal Auditor")).token;
    const refused = await app.app.inject({
      method: "POST",
      url: "/api/audit-logs/archive",
      headers: bearer(auditor),
      payload: { before: yearsAgo(7.5).toISOString() },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("archives the oldest rows to a file whose chain verifies, and the chain left goes on from it", async () => {
    const admin = (await signIn(app, "Admin")).token;
    const res = await app.app.inject({
      method: "POST",
      url: "/api/audit-logs/archive",
      headers: bearer(admin),
      payload: { before: yearsAgo(7.5).toISOString() },
    });
    expect(res.statusCode, res.body).toBe(201);
    const archived = res.json().data;
    expect(archived).toMatchObject({ fromSeq: "1", toSeq: "5", rows: 5 });
    expect(await app.services.db.auditLog.count({ where: { description: { startsWith: "Old change" } } })).toBe(0);
    const file = await app.services.db.storedFile.findUniqueOrThrow({ where: { id: archived.file.id } });
    const checked = checkArchiveFile(Buffer.from(file.data));
    expect(checked).toMatchObject({ ok: true, rows: 5, toSeq: "5", lastChainHash: archived.lastChainHash });
    const edited = gzipSync(
      gunzipSync(Buffer.from(file.data)).toString("utf8").replace("Old change 2", "Old change 9"),
    );
    expect(checkArchiveFile(edited)).toMatchObject({ ok: false, problem: expect.stringContaining("changed") });
    await sealAuditRows(app.services.db);
    const report = await verifyAuditChain(app.services.db, { macKey: MAC_KEY, signingKey: SIGNING_KEY });
    expect(report).toMatchObject({ ok: true, startsAfter: { seq: "5", hash: archived.lastChainHash } });
    expect(report.checked).toBeGreaterThan(0);
    // The archive is listed, and its file is the auditors' to download.
    const auditor = (await signIn(app, "External Auditor")).token;
    const listed = await app.app.inject({ method: "GET", url: "/api/audit-logs/archives", headers: bearer(auditor) });
    expect(listed.json().data.items[0]).toMatchObject({ id: archived.id, rows: 5, fileId: archived.file.id });
    const download = await app.app.inject({
      method: "GET",
      url: `/api/files/${archived.file.id}/download`,
      headers: bearer(auditor),
    });
    expect(download.statusCode).toBe(200);
  });
});
