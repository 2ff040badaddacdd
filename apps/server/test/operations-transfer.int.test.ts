// Export of everything and import validation (issue 19 items 3 and 4): the archive holds every row of every table
// (counted against the database, values spot-checked, stored files by checksum) and none of the secrets; a
// validation writes nothing and reports problems by file, row and field; only an Admin reaches either.
import { createHash } from "node:crypto";
import { saveFile } from "@tprm/api/files";
import { runExportAll } from "@tprm/api/operations/export-all/service";
import { inflateBudget, inflateEntry, readZipDirectory } from "@tprm/api/operations/validate-import/service";
import { createVendor } from "@tprm/db/factories";
import type { TestDatabase } from "@tprm/db/testing";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createOwnDatabase, signIn, startTestApp, type TestApp } from "./helpers.js";
import { multipartParts } from "./multipart-support.js";

let database: TestDatabase;
let t: TestApp;
let admin: { token: string; user: { id: string } };

beforeAll(async () => {
  database = await createOwnDatabase();
  t = await startTestApp({ DATABASE_URL: database.url });
  admin = await signIn(t, "Admin");
});

afterAll(async () => {
  await t?.close();
  await database?.drop();
});

async function unzip(bytes: Buffer) {
  const out = new Map<string, Buffer>();
  const budget = inflateBudget(2 * 1024 * 1024 * 1024);
  for (const entry of readZipDirectory(bytes)) {
    const parts: Buffer[] = [];
    for await (const chunk of inflateEntry(bytes, entry, budget)) parts.push(chunk);
    out.set(entry.name, Buffer.concat(parts));
  }
  return out;
}

async function exportEverything(token: string) {
  const res = await t.app.inject({ method: "POST", url: "/api/system/export-all", headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(202);
  const taskId = res.json().data.taskId as string;
  await runExportAll(t.services.db, taskId);
  const task = await t.services.db.backgroundTask.findUniqueOrThrow({ where: { id: taskId } });
  expect(task.status).toBe("completed");
  const file = await t.services.db.storedFile.findUniqueOrThrow({ where: { id: task.outputFileId! } });
  const bytes = Buffer.from(file.data);
  expect(createHash("sha256").update(bytes).digest("hex")).toBe(file.sha256);
  return { taskId, bytes, file };
}

function upload(filename: string, content: Buffer | string, kind = "auto") {
  return multipartParts([
    { name: "kind", value: kind },
    { name: "file", filename, content },
  ]);
}

/** POST /api/system/validate-import with the file (kind "auto" unless given), as `token` (none: no session). */
function validate(token: string | null, filename: string, content: Buffer | string, kind = "auto") {
  const { payload, headers } = upload(filename, content, kind);
  return t.app.inject({
    method: "POST",
    url: "/api/system/validate-import",
    headers: { ...headers, ...(token ? bearer(token) : {}) },
    payload,
  });
}

async function tableCounts() {
  const tables = await t.services.db.$queryRaw<{ name: string }[]>`
    SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`;
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await t.services.db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "${name}"`);
    counts[name] = Number(row!.n);
  }
  return counts;
}

describe("export of everything", () => {
  it("holds every row of every table, the stored files by checksum, and none of the secrets", async () => {
    const db = t.services.db;
    const secret = {
      totp: "JBSWY3DPEHPK3PXPSECRETTOTP",
      webhook: "whsec_export_all_must_not_leak",
      key: "k".repeat(64),
    };
    await db.user.update({ where: { id: admin.user.id }, data: { twoFactorSecret: secret.totp } });
    await db.webhook.create({
      data: { name: "Export hook", url: "https://example.com/h", events: [], secret: secret.webhook },
    });
    await db.apiKey.create({
      data: { userId: admin.user.id, name: "export key", keyHash: secret.key, prefix: "tprm_", lastFour: "abcd" },
    });
    const vendor = await createVendor(db, { name: '=Export All Vendor, "quoted"', statusNote: "line one\nline two" });
    const stored = await saveFile(db, Buffer.from("name,value\r\nexport-all,1\r\n"), {
      filename: "evidence.csv",
      purpose: "vendor-import",
      createdById: admin.user.id,
      accept: ["csv"],
    });
    const user = await db.user.findUniqueOrThrow({ where: { id: admin.user.id } });
    const session = await db.session.findFirstOrThrow({ where: { userId: admin.user.id } });

    const { bytes } = await exportEverything(admin.token);
    const counts = await tableCounts();
    const entries = await unzip(bytes);
    const manifest = JSON.parse(entries.get("manifest.json")!.toString("utf8"));
    expect(manifest.format).toBe("tprm-export-all");
    expect(manifest.createdBy.id).toBe(admin.user.id);
    expect(manifest.migration.applied).toBeGreaterThan(0);

    // Every table but those left out (the live credentials) is there with the database's row count. The export's own
    // task and archive were written after its snapshot: one row fewer there.
    const leftOut = ["Session", "TwoFactorChallenge", "PasswordResetToken", "_prisma_migrations"];
    const names = manifest.tables.map((m: { name: string }) => m.name).sort();
    expect(names).toEqual(
      Object.keys(counts)
        .filter((n) => !leftOut.includes(n))
        .sort(),
    );
    for (const table of manifest.tables as { name: string; rows: number; csv: { path: string; sha256: string } }[]) {
      const expected = counts[table.name]! - (table.name === "StoredFile" ? 1 : 0);
      expect(table.rows, table.name).toBe(expected);
      const csv = entries.get(table.csv.path)!;
      expect(createHash("sha256").update(csv).digest("hex")).toBe(table.csv.sha256);
      const records = parse(csv, { bom: true }) as string[][];
      expect(records.length - 1, `${table.name}.csv`).toBe(expected);
      const jsonl = entries.get(`json/${table.name}.jsonl`)!.toString("utf8");
      expect(jsonl.split("\n").filter(Boolean).length, `${table.name}.jsonl`).toBe(expected);
    }
    for (const name of leftOut) expect(entries.has(`tables/${name}.csv`)).toBe(false);

    // Values: the vendor's name and note exactly in JSON; in CSV the formula is guarded, quotes and newlines kept.
    const vendors = entries
      .get("json/Vendor.jsonl")!
      .toString("utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    const exported = vendors.find((v) => v.id === vendor.id);
    expect(exported.name).toBe(vendor.name);
    expect(exported.statusNote).toBe("line one\nline two");
    const vendorCsv = parse(entries.get("tables/Vendor.csv")!, { bom: true }) as string[][];
    const header = vendorCsv[0]!;
    const row = vendorCsv.find((r) => r[header.indexOf("id")] === vendor.id)!;
    expect(row[header.indexOf("name")]).toBe(`'${vendor.name}`);
    expect(row[header.indexOf("statusNote")]).toBe("line one\nline two");

    // Stored files: under files/<id>-<name>, byte for byte (sha256 as stored).
    const listed = manifest.files.find((f: { id: string }) => f.id === stored.id);
    expect(listed.sha256).toBe(stored.sha256);
    expect(createHash("sha256").update(entries.get(listed.path)!).digest("hex")).toBe(stored.sha256);
    const storedCount = await db.storedFile.count({ where: { purpose: { not: "export-all" } } });
    expect(manifest.files).toHaveLength(storedCount);

    // Secrets: blanked in the rows, absent from every byte of the archive, and listed in the manifest.
    const everything = [...entries.values()].map((b) => b.toString("latin1")).join("\n");
    for (const value of [user.passwordHash, secret.totp, secret.webhook, secret.key, session.id]) {
      expect(everything.includes(value), value.slice(0, 12)).toBe(false);
    }
    const users = entries
      .get("json/User.jsonl")!
      .toString("utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    const me = users.find((u) => u.id === admin.user.id);
    expect(me.email).toBe(user.email);
    expect(me.passwordHash).toBeNull();
    expect(me.twoFactorSecret).toBeNull();
    expect(manifest.leftOut.columns.map((c: { table: string; column: string }) => `${c.table}.${c.column}`)).toEqual(
      expect.arrayContaining(["User.passwordHash", "ApiKey.keyHash", "Webhook.secret", "CalendarFeed.tokenHash"]),
    );

    // The request is audited; the list shows the export with its archive.
    const audit = await db.auditLog.findFirst({
      where: { action: "EXPORT", entityType: "System" },
      orderBy: { id: "desc" },
    });
    expect(audit?.actorId).toBe(admin.user.id);
    const list = await t.app.inject({ method: "GET", url: "/api/system/exports", headers: bearer(admin.token) });
    expect(list.json().data.exports[0].file).not.toBeNull();
  });
});

describe("import validation", () => {
  it("reports a broken vendor file by row and field and writes nothing", async () => {
    const before = await tableCounts();
    const csv =
      "Name,Email,Country,LEI\r\n" +
      "Good Vendor Ltd,good@example.com,GB,\r\n" +
      ",nobody@example.com,GB,\r\n" +
      "Bad Mail Ltd,not-an-email,ZZ,\r\n";
    const res = await validate(admin.token, "vendors.csv", csv);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ kind: "vendors", detected: true, rows: 3, writes: 0 });
    expect(data.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: "vendors.csv", row: 3, field: "Name" }),
        expect.objectContaining({ file: "vendors.csv", row: 4, field: "Email" }),
        expect.objectContaining({ file: "vendors.csv", row: 4, field: "Country" }),
      ]),
    );
    for (const p of data.problems) expect(p.rule.length).toBeGreaterThan(3);
    expect(await tableCounts()).toEqual(before);
  });

  it("reports a broken archive by entry, row and field and writes nothing", async () => {
    const plain = await createVendor(t.services.db, { name: "Archive Check Vendor" });
    await saveFile(t.services.db, Buffer.from("a,b\r\n1,2\r\n"), {
      filename: "kept.csv",
      purpose: "vendor-import",
      createdById: admin.user.id,
      accept: ["csv"],
    });
    const { bytes } = await exportEverything(admin.token);
    const entries = await unzip(bytes);
    // Break a vendor's id and criticality in the CSV, and drop one stored file's bytes.
    const vendorCsv = entries.get("tables/Vendor.csv")!.toString("utf8").split("\r\n");
    const header = vendorCsv[0]!.replace(/^\uFEFF/, "").split(",");
    const line = vendorCsv.findIndex((l) => l.includes(plain.id));
    const cells = vendorCsv[line]!.split(",");
    expect(cells).toHaveLength(header.length);
    cells[header.indexOf("id")] = "not-a-uuid";
    cells[header.indexOf("criticality")] = "Catastrophic";
    vendorCsv[line] = cells.join(",");
    entries.set("tables/Vendor.csv", Buffer.from(vendorCsv.join("\r\n")));
    const manifest = JSON.parse(entries.get("manifest.json")!.toString("utf8"));
    const dropped = manifest.files[0].path as string;
    entries.delete(dropped);
    const { ZipWriter } = await import("@tprm/api/files");
    const zip = new ZipWriter();
    for (const [name, content] of entries) zip.add(name, content);
    const broken = zip.finish();

    const before = await tableCounts();
    const res = await validate(admin.token, "broken-export.zip", broken);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ kind: "archive", detected: true, writes: 0 });
    expect(data.problems, JSON.stringify(data.problems)).toEqual(
      expect.arrayContaining([
        { file: "tables/Vendor.csv", row: line + 1, field: "id", value: "not-a-uuid", rule: "Not a UUID" },
        expect.objectContaining({
          file: "tables/Vendor.csv",
          row: line + 1,
          field: "criticality",
          value: "Catastrophic",
        }),
        expect.objectContaining({ file: "tables/Vendor.csv", row: null, rule: "Checksum differs from the manifest's" }),
        expect.objectContaining({ file: dropped, row: null }),
      ]),
    );
    expect(await tableCounts()).toEqual(before);

    // The archive as exported: no problems.
    const ok = await validate(admin.token, "export.zip", bytes);
    expect(ok.json().data.problemCount, JSON.stringify(ok.json().data.problems.slice(0, 5))).toBe(0);
  });
});

describe("import validation: kinds and limits", () => {
  it("checks a file as the kind chosen, and refuses what it cannot read, writing nothing", async () => {
    const before = await tableCounts();
    const asContracts = await validate(
      admin.token,
      "vendors.csv",
      "Name,Email\r\nA Vendor,a@example.com\r\n",
      "contracts",
    );
    expect(asContracts.statusCode, asContracts.body).toBe(200);
    expect(asContracts.json().data).toMatchObject({ kind: "contracts", detected: false });
    expect(asContracts.json().data.problems[0]).toMatchObject({ file: "vendors.csv", row: 1 });

    const unknown = await validate(admin.token, "notes.csv", "Colour,Flavour\r\nred,sweet\r\n");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/matches none/);

    const badKind = await validate(admin.token, "v.csv", "Name\r\nA\r\n", "invoices");
    expect(badKind.statusCode).toBe(400);

    const binary = await validate(admin.token, "v.csv", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(binary.statusCode).toBe(415);

    const tooLarge = await validate(admin.token, "big.csv", Buffer.alloc(50 * 1024 * 1024 + 1, 0x41));
    expect(tooLarge.statusCode).toBe(413);
    expect(await tableCounts()).toEqual(before);
  });
});

describe("only an Admin", () => {
  // role → [POST /api/system/export-all, GET /api/system/exports, POST /api/system/validate-import]
  const table: [string, number, number, number][] = [
    ["Admin", 202, 200, 200],
    ["Business User", 403, 403, 403],
    ["Risk Manager", 403, 403, 403],
    ["Compliance", 403, 403, 403],
    ["Compliance Officer", 403, 403, 403],
    ["Finance", 403, 403, 403],
    ["Finance Manager", 403, 403, 403],
    ["Legal", 403, 403, 403],
    ["Legal Counsel", 403, 403, 403],
    ["IT Security", 403, 403, 403],
    ["Procurement", 403, 403, 403],
    ["Vendor Manager", 403, 403, 403],
    ["Executive", 403, 403, 403],
    ["Board Member", 403, 403, 403],
    ["Internal Auditor", 403, 403, 403],
    ["External Auditor", 403, 403, 403],
    ["Regulatory Body", 403, 403, 403],
  ];
  for (const [role, exportStatus, listStatus, validateStatus] of table) {
    it(`${role}: export ${exportStatus}, list ${listStatus}, validate ${validateStatus}`, async () => {
      const { token } = await signIn(t, role);
      const exported = await t.app.inject({ method: "POST", url: "/api/system/export-all", headers: bearer(token) });
      expect(exported.statusCode).toBe(exportStatus);
      const list = await t.app.inject({ method: "GET", url: "/api/system/exports", headers: bearer(token) });
      expect(list.statusCode).toBe(listStatus);
      const validated = await validate(token, "v.csv", "Name\r\nA Vendor\r\n");
      expect(validated.statusCode, validated.body).toBe(validateStatus);
    });
  }

  it("answers 401 without a session", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/system/export-all" })).statusCode).toBe(401);
    expect((await validate(null, "v.csv", "Name\r\nA\r\n")).statusCode).toBe(401);
  });
});
