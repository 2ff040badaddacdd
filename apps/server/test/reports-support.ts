// Helpers of the reports' integration tests (reports-*.int.test.ts): REST calls, a report body as the dialog sends
// it, and rows made directly in the database (runs with stored files, deliveries) where the worker would make them.
import { randomUUID } from "node:crypto";
import type { Prisma } from "@tprm/db";
import { createUser } from "@tprm/db/factories";
import type { TestApp } from "./helpers.js";
import { uniqueEmail } from "./helpers.js";

export const BASE = "/api/reports";

export function call(t: TestApp) {
  return async (token: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
    const json = String(res.headers["content-type"] ?? "").includes("json");
    const body = json ? res.json() : res.body;
    return { status: res.statusCode, body, headers: res.headers, raw: res.rawPayload };
  };
}

/** A unique word for names, so searches and lists find only this test's rows. */
export const tag = (prefix = "R") => `${prefix}${randomUUID().replace(/-/g, "").slice(0, 10)}`;

/** The dialog's body (001 §4): the spec's spellings are accepted too. */
export function reportBody(overrides: Record<string, unknown> = {}) {
  return {
    name: `Board pack ${tag()}`,
    type: "Executive",
    frequency: "Monthly",
    recipientGroups: ["Board"],
    externalRecipients: [],
    description: "Risk posture for the board.",
    ...overrides,
  };
}

export function person(t: TestApp, role: string | null, extra: Record<string, unknown> = {}) {
  return createUser(t.services.db, { email: uniqueEmail("rep"), role, ...extra });
}

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** A completed run of a report with a stored PDF (and no XLSX unless asked), as the worker leaves it. */
export async function completedRun(
  t: TestApp,
  reportId: string | null,
  templateId: string,
  extra: Partial<Prisma.ReportRunUncheckedCreateInput> = {},
) {
  const db = t.services.db;
  const pdf = await db.storedFile.create({
    data: {
      filename: "board-pack-2026-11-28.pdf",
      contentType: "application/pdf",
      size: PDF.byteLength,
      sha256: "0".repeat(64),
      data: PDF,
      purpose: "report",
    },
  });
  return db.reportRun.create({
    data: {
      reportId,
      templateId,
      trigger: "manual",
      status: "completed",
      parameters: { title: "Board pack", sections: ["risk-posture"], timeZone: "Europe/Berlin" },
      pdfFileId: pdf.id,
      pdfSize: PDF.byteLength,
      pageCount: 1,
      rowCount: 0,
      finishedAt: new Date(),
      ...extra,
    },
  });
}

export { PDF };
