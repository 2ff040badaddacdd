// Shared by the wizard's drafts and submission test files: complete answers, bodies, and what a refused call must
// leave as it was (drafts, workflows and their rows, assessments, vendors, notifications, audit rows, counters).
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { TestApp } from "./helpers.js";

export const OUTSOURCING_IDS = ["recurrent", "ownFunction", "notExcluded", "bundle"] as const;
export const MATERIALITY_IDS = Array.from({ length: 15 }, (_, i) => `q${i + 1}`);

export const outsourcing = (answers: ("Yes" | "No")[] = ["Yes", "Yes", "Yes", "No"]) =>
  OUTSOURCING_IDS.map((questionId, i) => ({ questionId, answer: answers[i] ?? null }));

export const materiality = (values: number[] | number = 2) =>
  MATERIALITY_IDS.map((questionId, i) => ({
    questionId,
    answer: typeof values === "number" ? values : (values[i] ?? null),
  }));

export const DESCRIPTION =
  "The provider runs our card payment processing: authorisation, clearing and settlement. ".repeat(2);

/** A complete submission naming a new provider. */
export function submitBody(extra: object = {}) {
  const provider = `Provider ${randomUUID().slice(0, 8)}`;
  return {
    legalEntity: "Example Bank AG",
    jurisdiction: "DE",
    recipientDetails: "Payments division\nFrankfurt",
    providerDetails: `${provider}\nBerlin, Germany`,
    processDescription: DESCRIPTION,
    outsourcingAssessment: outsourcing(),
    materialityAssessment: materiality(),
    ...extra,
  };
}

/** What a refused call must leave untouched. */
export async function footprint(t: TestApp) {
  const db = t.services.db;
  const [drafts, workflows, events, assessments, vendors, notifications, audit, counters] = await Promise.all([
    db.workflowDraft.findMany({ orderBy: { id: "asc" } }),
    db.workflow.findMany({ orderBy: { id: "asc" } }),
    db.workflowEvent.count(),
    db.riskAssessment.count(),
    db.vendor.count(),
    db.notification.count(),
    db.auditLog.count(),
    db.referenceCounter.findMany({ orderBy: [{ prefix: "asc" }, { year: "asc" }] }),
  ]);
  return { drafts, workflows, events, assessments, vendors, notifications, audit, counters };
}

export async function expectNothingWritten(t: TestApp, before: Awaited<ReturnType<typeof footprint>>) {
  expect(await footprint(t)).toEqual(before);
}

export const auditRows = (t: TestApp, entityType: string, entityId: string) =>
  t.services.db.auditLog.findMany({ where: { entityType, entityId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });

export const issuePaths = (body: { issues?: { path: string }[] }) => (body.issues ?? []).map((i) => i.path);
