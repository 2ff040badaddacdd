// Shared by the policy test files: bodies, policies made through the API or directly in the database, and what a
// refused change must leave as it was.
import { randomUUID } from "node:crypto";
import type { Prisma } from "@tprm/db";
import type { TestApp } from "./helpers.js";
import { caller } from "./risk-assessments-support.js";

export { caller };

export const BASE = "/api/governance/policies";

export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export function policyBody(extra: Record<string, unknown> = {}) {
  return {
    name: `Policy ${randomUUID().slice(0, 8)}`,
    owner: "Head of Compliance",
    jurisdiction: "EU",
    reviewDate: day(120),
    category: "Information security",
    riskRating: "high",
    regulatoryFramework: "DORA",
    complianceGaps: [],
    ...extra,
  };
}

/** A policy made directly in the database, with its version 1.0 (fields as given). */
export async function policyRow(t: TestApp, fields: Partial<Prisma.PolicyUncheckedCreateInput> = {}) {
  const db = t.services.db;
  const policy = await db.policy.create({
    data: {
      reference: `POL-1999-${randomUUID().slice(0, 12)}`,
      name: `Policy ${randomUUID().slice(0, 8)}`,
      owner: "Owner",
      jurisdiction: "EU",
      reviewDate: new Date(`${day(120)}T00:00:00Z`),
      ...fields,
    },
  });
  const version = await db.policyVersion.create({
    data: { policyId: policy.id, major: 1, minor: 0, content: "Text 1.0" },
  });
  return db.policy.update({ where: { id: policy.id }, data: { currentVersionId: version.id } });
}

/** What a refused change must leave untouched: the policies, their versions, history, files and the audit rows. */
export async function footprint(t: TestApp) {
  const db = t.services.db;
  const [policies, versions, events, files, audit] = await Promise.all([
    db.policy.findMany({ orderBy: { id: "asc" } }),
    db.policyVersion.count(),
    db.policyEvent.count(),
    db.storedFile.count(),
    db.auditLog.count(),
  ]);
  return { policies, versions, events, files, audit };
}
