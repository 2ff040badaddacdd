// Shared by the risk assessment test files: calls, the nine domains' bodies and what a refused call must leave as
// it was (rows, audit rows, notifications, reference counters).
import { randomUUID } from "node:crypto";
import { createRiskAssessment, createUser, createVendor } from "@tprm/db/factories";
import { expect } from "vitest";
import { bearer, signIn, startTestApp, type TestApp, uniqueEmail } from "./helpers.js";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type SignedIn = Awaited<ReturnType<typeof signIn>>;

export type Caller = ReturnType<typeof caller>;

export function caller(t: TestApp) {
  return async (token: string, method: Method, url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() };
  };
}

/** The nine domains, in the spec's order. */
export const DOMAINS = [
  "vendorFinancialResilience",
  "itBusinessContinuity",
  "complianceLegal",
  "tprmSubcontracting",
  "concentrationSystem",
  "reputationalStrategic",
  "exitStrategyTermination",
  "countryGeopolitical",
  "esgAndAML",
] as const;
export type Domain = (typeof DOMAINS)[number];

/** A `domains` body scoring each domain as given. */
export function domainsBody(scores: Partial<Record<Domain, number | null>>) {
  return Object.fromEntries(Object.entries(scores).map(([d, score]) => [d, { score }]));
}

/** Every domain scored `score`. */
export const allScored = (score: number) =>
  Object.fromEntries(DOMAINS.map((d) => [d, score])) as Record<Domain, number>;

export function activeVendor(t: TestApp, name = `Vendor ${randomUUID().slice(0, 8)}`, extra: object = {}) {
  return createVendor(t.services.db, { name, status: "active", checklistDone: "all", ...extra });
}

export function person(t: TestApp, role: string | null = "Risk Manager", extra: object = {}) {
  return createUser(t.services.db, { email: uniqueEmail("ra"), role, ...extra });
}

/** An assessment made directly in the database (derived fields as given). */
export function assessmentRow(
  t: TestApp,
  fields: Parameters<typeof createRiskAssessment>[1],
): ReturnType<typeof createRiskAssessment> {
  return createRiskAssessment(t.services.db, fields);
}

/** What a refused change must leave untouched. */
export async function footprint(t: TestApp) {
  const db = t.services.db;
  const [assessments, domains, team, audit, notifications, counters, vendors] = await Promise.all([
    db.riskAssessment.findMany({ orderBy: { id: "asc" } }),
    db.riskAssessmentDomain.findMany({ orderBy: [{ assessmentId: "asc" }, { domain: "asc" }] }),
    db.riskAssessmentTeamMember.count(),
    db.auditLog.count(),
    db.notification.count(),
    db.referenceCounter.findMany({ orderBy: [{ prefix: "asc" }, { year: "asc" }] }),
    db.vendor.findMany({ select: { id: true, riskRating: true, lastReviewedAt: true }, orderBy: { id: "asc" } }),
  ]);
  return { assessments, domains, team, audit, notifications, counters, vendors };
}

export async function expectNothingWritten(t: TestApp, before: Awaited<ReturnType<typeof footprint>>) {
  expect(await footprint(t)).toEqual(before);
}

export const auditRows = (t: TestApp, entityId: string, entityType = "RiskAssessment") =>
  t.services.db.auditLog.findMany({ where: { entityType, entityId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });

/** What a risk assessment file starts with: the app, its caller and someone signed in (a Risk Manager unless said). */
export async function startAssessmentApp(role = "Risk Manager", overrides: Record<string, string> = {}) {
  const t = await startTestApp(overrides);
  return { t, call: caller(t), rm: await signIn(t, role) };
}

/** An assessment made through the API by `lead`, of a new vendor rated Low, with the given scores. */
export async function apiAssessment(
  t: TestApp,
  lead: SignedIn,
  scores: Parameters<typeof domainsBody>[0],
  extra: object = {},
) {
  const vendor = await activeVendor(t, undefined, { riskRating: "low" });
  const res = await caller(t)(lead.token, "POST", "/api/risk-assessments", {
    vendorId: vendor.id,
    leadAssessorId: lead.user.id,
    assessmentDate: "2026-01-31",
    domains: domainsBody(scores),
    ...extra,
  });
  expect(res.status).toBe(201);
  return { vendor, a: res.body.data as { id: string; reference: string } };
}

/** The notifications written about an assessment. */
export const assessmentNotifications = (t: TestApp, id: string) =>
  t.services.db.notification.findMany({ where: { entityType: "RiskAssessment", entityId: id } });
