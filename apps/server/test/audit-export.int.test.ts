// POST /api/audit-logs/export (issue 22): the worker's file and manifest match the filter in CSV, XLSX and JSON
// Lines, in chain order; the export is audited; the offline check (scripts/audit-check-export.mjs) passes on the
// untouched export and fails on an edited one; readers per role, written out.
import { randomUUID } from "node:crypto";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse as parseCsv } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicKey, runCheck, seedChain, unzip } from "./audit-export-support.js";
import { bearer, signIn, startTestApp, type TestApp } from "./helpers.js";
import { runExport, startTransferWorker } from "./vendor-transfer-harness.js";

let t: TestApp;
let worker: ReturnType<typeof startTransferWorker>;
let auditor: { token: string; id: string };
let dir: string;
let chain: Awaited<ReturnType<typeof seedChain>>;
const TAG = `AuditX${randomUUID().slice(0, 8)}`;
const day = (d: number, h = 12) => new Date(Date.UTC(2020, 0, d, h));

beforeAll(async () => {
  t = await startTestApp();
  worker = startTransferWorker();
  const a = await signIn(t, "Internal Auditor");
  auditor = { token: a.token, id: a.user.id };
  dir = await mkdtemp(join(tmpdir(), "audit-export-"));
  const other = (await signIn(t, "Vendor Manager")).user.id;
  // Six sealed rows (two actors, two actions, days 1 to 6, tricky text), then two not yet sealed.
  chain = await seedChain(
    t.services.db,
    Array.from({ length: 6 }, (_, i) => ({
      actorId: i % 2 ? other : auditor.id,
      action: i < 3 ? "UPDATE" : "DELETE",
      entityType: TAG,
      entityId: `e-${i % 3}`,
      description: i === 2 ? `Zürich, "quoted"\nline 北京 =SUM(1) ${i}` : `Row ${i}`,
      createdAt: day(i + 1),
      after: { z: i, a: { nested: [1, null, "ü"] } },
    })),
    [
      { actorId: other, action: "UPDATE", entityType: TAG, entityId: "e-0", description: "late 1", createdAt: day(7) },
      { actorId: null, action: "CREATE", entityType: TAG, entityId: "e-1", description: "late 2", createdAt: day(8) },
    ],
  );
}, 120_000);

afterAll(async () => {
  await worker?.close();
  await t?.close();
});

const exportAs = (body: object) => runExport(t, "/api/audit-logs/export", auditor.token, body, /audit-trail-.*\.zip/);

async function exported(body: object) {
  const { task, file } = await exportAs(body);
  const entries = await unzip(file);
  const manifest = JSON.parse(entries.get("manifest.json")!.toString("utf8"));
  return { task, file, manifest, data: entries.get(manifest.dataFile)! };
}

describe("export of the audit trail", () => {
  it("JSON Lines: the filter's rows in chain order, sealed then unsealed, with a manifest of what it covers", async () => {
    const { task, manifest, data, file } = await exported({ format: "jsonl", entityType: TAG });
    const lines = data
      .toString("utf8")
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.description)).toEqual([
      "Row 0",
      "Row 1",
      expect.stringContaining("Zürich"),
      "Row 3",
      "Row 4",
      "Row 5",
      "late 1",
      "late 2",
    ]);
    expect(lines.slice(0, 6).map((l) => l.chainSeq)).toEqual(
      chain.ids.map((_, i) => (chain.first + BigInt(i)).toString()),
    );
    expect(lines[0]).toMatchObject({
      id: chain.ids[0],
      entityType: TAG,
      actorId: auditor.id,
      actorEmail: expect.any(String),
    });
    expect(Object.keys(lines[0]!)).toEqual([
      "id",
      "actorId",
      "action",
      "entityType",
      "entityId",
      "before",
      "after",
      "description",
      "ipAddress",
      "userAgent",
      "createdAt",
      "rowMac",
      "chainSeq",
      "contentHash",
      "chainHash",
      "actorEmail",
    ]);
    expect(lines[6]).toMatchObject({ chainSeq: null, contentHash: null, chainHash: null, rowMac: expect.any(String) });
    expect(manifest).toMatchObject({
      kind: "tprm-audit-export",
      format: "jsonl",
      filter: { entityType: TAG, actorId: null, action: null, entityId: null, from: null, to: null },
      rows: 8,
      sealedRows: 6,
      unsealedRows: 2,
      firstChainSeq: chain.first.toString(),
      lastChainSeq: chain.last.toString(),
      contiguous: true,
      exportedBy: { id: auditor.id },
      taskId: task.id,
    });
    expect(manifest.checkpoint).toMatchObject({ signature: expect.any(String), publicKey });
    expect(BigInt(manifest.head.chainSeq)).toBeGreaterThanOrEqual(chain.last);
    expect(task.result).toMatchObject({ rows: 8, format: "jsonl" });

    // Who took a copy, and with which filter, is in the trail.
    const audit = await t.services.db.auditLog.findFirst({
      where: { action: "EXPORT", entityType: "AuditLog", actorId: auditor.id },
      orderBy: { createdAt: "desc" },
    });
    expect(audit?.after).toMatchObject({ taskId: task.id, format: "jsonl", entityType: TAG });

    // The offline check passes on the untouched export, with the key given separately.
    const zip = join(dir, "untouched.zip");
    await writeFile(zip, file);
    const ok = await runCheck([zip, "--public-key", publicKey]);
    expect(ok.out).toContain("PASS");
    expect(ok.out).toContain("chain links checked for all 6 sealed rows");
    expect(ok.out).toContain("--public-key");
    expect(ok.code).toBe(0);
  });

  it("the offline check fails on an edited export: a description changed, a row removed from the middle", async () => {
    const { manifest, data } = await exported({ format: "jsonl", entityType: TAG });
    const manifestPath = join(dir, "manifest.json");
    await writeFile(manifestPath, JSON.stringify(manifest));
    const lines = data.toString("utf8").trimEnd().split("\n");

    const edited = [...lines];
    edited[3] = edited[3]!.replace('"description":"Row 3"', '"description":"Row 3 (nothing to see)"');
    await writeFile(join(dir, "edited.jsonl"), `${edited.join("\n")}\n`);
    const changed = await runCheck([join(dir, "edited.jsonl"), "--manifest", manifestPath]);
    expect(changed.code).toBe(1);
    expect(changed.out).toMatch(
      new RegExp(`FAIL row 4 \\(id ${chain.ids[3]}, chainSeq \\d+\\), contentHash: expected`),
    );

    const removed = lines.filter((_, i) => i !== 2);
    await writeFile(join(dir, "removed.jsonl"), `${removed.join("\n")}\n`);
    const gap = await runCheck([join(dir, "removed.jsonl"), "--manifest", manifestPath]);
    expect(gap.code).toBe(1);
    expect(gap.out).toContain(
      `FAIL row 3 (id ${chain.ids[3]}, chainSeq ${chain.first + 3n}), chainSeq: expected ${chain.first + 2n}`,
    );
  });

  it("CSV: actor, action and date range as the list filters them", async () => {
    const filter = {
      entityType: TAG,
      actorId: auditor.id,
      action: "UPDATE",
      from: day(1, 0).toISOString(),
      to: day(3, 23).toISOString(),
    };
    const { manifest, data } = await exported({ format: "csv", ...filter });
    const records: Record<string, string>[] = parseCsv(data, { bom: true, columns: true });
    const list = await t.app.inject({
      method: "GET",
      url: `/api/audit-logs?${new URLSearchParams(filter)}`,
      headers: bearer(auditor.token),
    });
    const listed = list.json().data as { id: string }[];
    expect(list.json().pagination).toMatchObject({ total: 2, totalPages: 1 });
    expect(records.map((r) => r.ID).sort()).toEqual(listed.map((r) => r.id).sort());
    expect(records.map((r) => r.ID)).toEqual([chain.ids[0], chain.ids[2]]);
    expect(records[1]).toMatchObject({
      Action: "UPDATE",
      "Actor ID": auditor.id,
      "Chain Seq": (chain.first + 2n).toString(),
    });
    expect(records[1]!.Description).toContain('Zürich, "quoted"\nline 北京');
    expect(JSON.parse(records[0]!.After!)).toEqual({ a: { nested: [1, null, "ü"] }, z: 0 });
    expect(records[0]!["Content Hash"]).toMatch(/^[0-9a-f]{64}$/);
    expect(manifest).toMatchObject({
      format: "csv",
      rows: 2,
      contiguous: false,
      filter: { actorId: auditor.id, action: "UPDATE", from: filter.from, to: filter.to },
    });
  });

  it("XLSX: the entity id filter, every column", async () => {
    const { manifest, data } = await exported({ format: "xlsx", entityType: TAG, entityId: "e-1" });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    expect(headers).toEqual([
      "Chain Seq",
      "ID",
      "Created At",
      "Actor ID",
      "Actor Email",
      "Action",
      "Entity Type",
      "Entity ID",
      "Description",
      "Before",
      "After",
      "IP Address",
      "User Agent",
      "Row MAC",
      "Content Hash",
      "Chain Hash",
    ]);
    const ids = [];
    for (let r = 2; r <= sheet.rowCount; r++) ids.push(sheet.getRow(r).getCell(2).value);
    const expected = await t.services.db.auditLog.findMany({ where: { entityType: TAG, entityId: "e-1" } });
    expect(ids).toHaveLength(expected.length);
    expect(ids.slice(0, 2)).toEqual([chain.ids[1], chain.ids[4]]);
    expect(manifest).toMatchObject({ format: "xlsx", rows: 3, sealedRows: 2, unsealedRows: 1 });
  });

  it("refuses a bad request with 400 and starts nothing", async () => {
    for (const payload of [
      { format: "pdf" },
      { format: "csv", from: day(5).toISOString(), to: day(1).toISOString() },
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/audit-logs/export",
        headers: bearer(auditor.token),
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
    }
  });
});

/** Who reads the audit trail and exports it (docs/DECISIONS.md: Admin, Internal Auditor, External Auditor). */
const READERS: Record<string, boolean> = {
  Admin: true,
  "Business User": false,
  "Risk Manager": false,
  Compliance: false,
  "Compliance Officer": false,
  Finance: false,
  "Finance Manager": false,
  Legal: false,
  "Legal Counsel": false,
  "IT Security": false,
  Procurement: false,
  "Vendor Manager": false,
  Executive: false,
  "Board Member": false,
  "Internal Auditor": true,
  "External Auditor": true,
  "Regulatory Body": false,
};

describe("readers per role", () => {
  it("the table names all 17 roles", () => expect(Object.keys(READERS)).toHaveLength(17));

  for (const [role, allowed] of Object.entries(READERS)) {
    it(`${role}: ${allowed ? "lists and exports" : "is refused (403)"}`, async () => {
      const { token } = await signIn(t, role);
      const list = await t.app.inject({
        method: "GET",
        url: `/api/audit-logs?entityType=${TAG}`,
        headers: bearer(token),
      });
      const start = await t.app.inject({
        method: "POST",
        url: "/api/audit-logs/export",
        headers: bearer(token),
        payload: { format: "jsonl", entityType: `none-${TAG}` },
      });
      expect([list.statusCode, start.statusCode]).toEqual(allowed ? [200, 202] : [403, 403]);
    });
  }
});
