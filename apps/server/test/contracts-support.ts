// Shared by the contract test files: the app with someone signed in, contracts made through the API or directly in
// the database, and what a refused call must leave as it was.
import { randomUUID } from "node:crypto";
import type { Prisma } from "@tprm/db";
import { createUser, createVendor } from "@tprm/db/factories";
import { expect } from "vitest";
import { signIn, startTestApp, type TestApp, uniqueEmail } from "./helpers.js";
import { type Caller, caller } from "./risk-assessments-support.js";

export { type Caller, caller };

export function vendor(t: TestApp, name = `Vendor ${randomUUID().slice(0, 8)}`, extra: object = {}) {
  return createVendor(t.services.db, { name, status: "active", checklistDone: "all", ...extra });
}

export function person(t: TestApp, role: string | null = "Procurement", extra: object = {}) {
  return createUser(t.services.db, { email: uniqueEmail("ct"), role, ...extra });
}

/** What a contract file starts with: the app, its caller and a Procurement user signed in (who creates). */
export async function startContractApp() {
  const t = await startTestApp();
  return { t, call: caller(t), buyer: await signIn(t, "Procurement") };
}

/** A body POST /api/contracts takes, with a new vendor unless one is given. */
export async function contractBody(t: TestApp, ownerId: string, extra: Record<string, unknown> = {}) {
  const v = extra.vendorId || extra.vendor ? null : await vendor(t);
  return {
    name: `Contract ${randomUUID().slice(0, 8)}`,
    ...(v ? { vendorId: v.id } : {}),
    type: "service_agreement",
    value: "1200000.00",
    currency: "USD",
    startDate: "2026-01-01",
    endDate: "2027-12-31",
    ownerId,
    ...extra,
  };
}

export interface ContractAnswer {
  id: string;
  reference: string;
  status: string;
  stage: string;
  approved: boolean;
  [key: string]: unknown;
}

/** A contract made through the API by `token`; answers its detail. */
export async function apiContract(
  t: TestApp,
  token: string,
  ownerId: string,
  extra: Record<string, unknown> = {},
): Promise<ContractAnswer> {
  const res = await caller(t)(token, "POST", "/api/contracts", await contractBody(t, ownerId, extra));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as ContractAnswer;
}

/** A contract made directly in the database (status as given: the rows a test needs in a given state). */
export async function contractRow(
  t: TestApp,
  fields: Partial<Prisma.ContractUncheckedCreateInput> & { vendorId: string },
) {
  return t.services.db.contract.create({
    data: {
      reference: `CT-1999-${randomUUID().slice(0, 12)}`,
      name: `Contract ${randomUUID().slice(0, 8)}`,
      value: "10000.00",
      currency: "USD",
      startDate: new Date("2026-01-01T00:00:00Z"),
      ...fields,
    },
  });
}

/** What a refused change must leave untouched. */
export async function footprint(t: TestApp) {
  const db = t.services.db;
  const [contracts, events, documents, files, audit, notifications, counters] = await Promise.all([
    db.contract.findMany({ orderBy: { id: "asc" } }),
    db.contractEvent.count(),
    db.contractDocument.count(),
    db.storedFile.count(),
    db.auditLog.count(),
    db.notification.count(),
    db.referenceCounter.findMany({ orderBy: [{ prefix: "asc" }, { year: "asc" }] }),
  ]);
  return { contracts, events, documents, files, audit, notifications, counters };
}

export async function expectNothingWritten(t: TestApp, before: Awaited<ReturnType<typeof footprint>>) {
  expect(await footprint(t)).toEqual(before);
}

export const auditRows = (t: TestApp, entityId: string) =>
  t.services.db.auditLog.findMany({
    where: { entityType: "Contract", entityId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
