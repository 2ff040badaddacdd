// The one list of what never leaves in an export of everything, checked against the schema: every secret column
// named exists (a rename would otherwise export it silently), and every column that looks like a secret is listed.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { csvCell } from "./csv.js";
import { BLANKED_COLUMNS, columnTreatment, isLeftOutTable, LEFT_OUT_TABLES } from "./secrets.js";

const schemaDir = join(__dirname, "../../../../db/prisma/schema");
const schema = readdirSync(schemaDir)
  .filter((f) => f.endsWith(".prisma"))
  .map((f) => readFileSync(join(schemaDir, f), "utf8"))
  .join("\n");

/** model name → its columns (relation fields left out), from the Prisma schema text. */
const modelNames = new Set([...schema.matchAll(/^model (\w+) \{/gm)].map((m) => m[1]!));
const models = new Map<string, string[]>();
for (const match of schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
  const fields = [...match[2]!.matchAll(/^\s+(\w+)\s+(\w+)/gm)].filter((m) => !modelNames.has(m[2]!)).map((m) => m[1]!);
  models.set(match[1]!, fields);
}

describe("secrets left out of the export of everything", () => {
  it("names the secrets the issue lists: password hashes, sessions, API keys, 2FA, webhook and calendar secrets", () => {
    expect(BLANKED_COLUMNS.map((c) => `${c.table}.${c.column}`)).toEqual([
      "User.passwordHash",
      "User.twoFactorSecret",
      "User.twoFactorPendingSecret",
      "TwoFactorRecoveryCode.codeHash",
      "ApiKey.keyHash",
      "Webhook.secret",
      "CalendarFeed.tokenHash",
      "OutboxEvent.payload",
    ]);
    expect(LEFT_OUT_TABLES.map((t) => t.table)).toEqual([
      "Session",
      "TwoFactorChallenge",
      "PasswordResetToken",
      "_prisma_migrations",
    ]);
  });

  it("names only tables and columns that exist in the schema", () => {
    for (const { table, column } of BLANKED_COLUMNS) expect(models.get(table), table).toContain(column);
    for (const { table } of LEFT_OUT_TABLES.filter((t) => !t.table.startsWith("_")))
      expect(models.has(table)).toBe(true);
  });

  it("covers every column whose name says it is a secret", () => {
    for (const [model, fields] of models) {
      if (isLeftOutTable(model)) continue;
      for (const field of fields.filter((f) => /hash|secret|token|password/i.test(f))) {
        // Settings and dates about passwords are not secrets; nor are the audit chain's hashes, which a supervisor
        // needs to verify the exported trail.
        if (/^(contentHash|chainHash|lastChainHash)$/.test(field)) continue;
        if (
          /^(passwordMinLength|lastPasswordChange|passwordExpiryDays|password\w*(Days|Length|Required|History)\w*)$/.test(
            field,
          )
        )
          continue;
        expect(columnTreatment(model, field), `${model}.${field}`).toBe("blank");
      }
    }
  });

  it("exports file bytes as files, not in the StoredFile table's CSV", () => {
    expect(columnTreatment("StoredFile", "data")).toBe("file");
    expect(columnTreatment("StoredFile", "sha256")).toBe("value");
  });
});

describe("CSV cells of the archive", () => {
  it("keeps NULL and empty text apart, quotes what needs it and guards formulas in text only", () => {
    expect(csvCell(null, "text")).toBe("");
    expect(csvCell("", "text")).toBe('""');
    expect(csvCell('Acme, "UK"', "text")).toBe('"Acme, ""UK"""');
    expect(csvCell("line\nbreak", "text")).toBe('"line\nbreak"');
    expect(csvCell("=SUM(A1)", "text")).toBe("'=SUM(A1)");
    expect(csvCell("-5.00", "numeric")).toBe("-5.00");
    expect(csvCell('{"a":1}', "jsonb")).toBe('"{""a"":1}"');
  });
});
