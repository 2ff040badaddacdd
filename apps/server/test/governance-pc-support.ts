// Shared by the procedures and committees test files: policies, procedures and committees inserted directly, and
// what a refused change must leave as it was.
import { randomUUID } from "node:crypto";
import type { Prisma } from "@tprm/db";
import { expect } from "vitest";
import { signIn, startTestApp, type TestApp } from "./helpers.js";
import { caller } from "./risk-assessments-support.js";

/** Read every governance tab: Admin and the `governance` viewers (spec 000 §6, docs/GOVERNANCE.md). */
export const GOVERNANCE_VIEWERS = [
  "Admin",
  "Compliance",
  "Compliance Officer",
  "Legal",
  "Legal Counsel",
  "IT Security",
  "Executive",
  "Board Member",
  "Internal Auditor",
  "External Auditor",
];

export const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

export function policyRow(t: TestApp, fields: Partial<Prisma.PolicyUncheckedCreateInput> = {}) {
  return t.services.db.policy.create({
    data: {
      reference: `POL-1999-${randomUUID().slice(0, 12)}`,
      name: `Policy ${randomUUID().slice(0, 8)}`,
      owner: "Ana Ruiz",
      jurisdiction: "EU",
      reviewDate: day("2099-01-01"),
      status: "active",
      ...fields,
    },
  });
}

export function procedureRow(t: TestApp, fields: Partial<Prisma.ProcedureUncheckedCreateInput> = {}) {
  return t.services.db.procedure.create({
    data: {
      reference: `PRO-1999-${randomUUID().slice(0, 12)}`,
      name: `Procedure ${randomUUID().slice(0, 8)}`,
      owner: "Tom Lee",
      ...fields,
    },
  });
}

export function committeeRow(t: TestApp, fields: Partial<Prisma.CommitteeUncheckedCreateInput> = {}) {
  return t.services.db.committee.create({
    data: { name: `Committee ${randomUUID().slice(0, 8)}`, type: "Steering", chair: "Ana Ruiz", ...fields },
  });
}

/** What a refused change must leave untouched. */
export async function footprint(t: TestApp) {
  const db = t.services.db;
  const [procedures, committees, members, meetings, attendees, decisions, files, audit, counters] = await Promise.all([
    db.procedure.findMany({ orderBy: { id: "asc" } }),
    db.committee.findMany({ orderBy: { id: "asc" } }),
    db.committeeMember.findMany({ orderBy: { id: "asc" } }),
    db.committeeMeeting.findMany({ orderBy: { id: "asc" } }),
    db.committeeMeetingAttendee.count(),
    db.committeeDecision.count(),
    db.storedFile.count(),
    db.auditLog.count(),
    db.referenceCounter.findMany({ where: { prefix: "PRO" }, orderBy: [{ year: "asc" }] }),
  ]);
  return { procedures, committees, members, meetings, attendees, decisions, files, audit, counters };
}

export async function expectNothingWritten(t: TestApp, before: Awaited<ReturnType<typeof footprint>>) {
  expect(await footprint(t)).toEqual(before);
}

/** The app, its REST caller and a signed-in Compliance Officer: what each of these files starts before its tests. */
export async function startWithOfficer() {
  const t = await startTestApp();
  return { t, call: caller(t), officer: await signIn(t, "Compliance Officer") };
}
