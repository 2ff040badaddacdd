// Shared by the register's data test files (entities, functions, contract and vendor register fields): the app with a
// Compliance Officer signed in (who keeps the register), records made directly in the database, and what a refused
// change must leave as it was.
import { createBusinessFunction, createRegisterEntity, freshLei } from "@tprm/db/factories";
import { expect } from "vitest";
import { signIn, startTestApp, type TestApp } from "./helpers.js";
import { type Caller, caller } from "./risk-assessments-support.js";

export { type Caller, caller, freshLei };

export async function startRegisterApp() {
  const t = await startTestApp();
  return { t, call: caller(t), officer: await signIn(t, "Compliance Officer") };
}

export const entity = (t: TestApp, fields: Parameters<typeof createRegisterEntity>[1] = {}) =>
  createRegisterEntity(t.services.db, fields);

export const businessFunction = (t: TestApp, entityId: string, fields: object = {}) =>
  createBusinessFunction(t.services.db, { entityId, ...fields });

/** The audit rows of one record, oldest first. */
export const auditRows = (t: TestApp, entityType: string, entityId: string) =>
  t.services.db.auditLog.findMany({ where: { entityType, entityId }, orderBy: { createdAt: "asc" } });

/** Row counts a refused change must leave as they were. */
export async function footprint(t: TestApp) {
  const db = t.services.db;
  const [entities, functions, links, recipients, subcontractors, audits] = await Promise.all([
    db.registerEntity.count(),
    db.businessFunction.count(),
    db.contractFunction.count(),
    db.contractRecipient.count(),
    db.contractSubcontractor.count(),
    db.auditLog.count(),
  ]);
  return { entities, functions, links, recipients, subcontractors, audits };
}

/** Runs a refused call: its status, its issues' paths, and that nothing was written. */
export async function expectRefused(
  t: TestApp,
  run: () => Promise<{ status: number; body: { issues?: { path: string; message: string }[]; message?: string } }>,
  status: number,
  paths: string[] = [],
) {
  const before = await footprint(t);
  const res = await run();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (paths.length) expect((res.body.issues ?? []).map((i) => i.path)).toEqual(expect.arrayContaining(paths));
  expect(await footprint(t)).toEqual(before);
  return res.body;
}
