// What risk-assessments-latest.int.test.ts checks the database's own bookkeeping against, computed here from the
// assessments and their domain rows alone: each vendor's latest completed assessment (assessment date, then id), the
// nine domain scores in the spec's order (-1 for none), and the dashboard's domain averages and heat map.
import { expect } from "vitest";
import type { TestApp } from "./helpers.js";
import { DOMAINS } from "./risk-assessments-support.js";

export interface Stored {
  id: string;
  reference: string;
  vendorId: string;
  vendor: { name: string };
  status: string;
  assessmentDate: Date;
  overallScore: { toString(): string } | null;
  latestCompleted: boolean;
  domains: { domain: string; score: number | null }[];
}

/** The nine score columns kept on the row, in the spec's order, -1 for none (as the domain rows give them). */
export function rowScores(a: object): number[] {
  const row = a as Record<string, number | null | undefined>;
  return DOMAINS.map((d) => row[`${d}Score`] ?? -1);
}

/** Every assessment of these vendors, with its domain rows. */
export function storedOf(t: TestApp, vendorIds: string[]): Promise<Stored[]> {
  return t.services.db.riskAssessment.findMany({
    where: { vendorId: { in: vendorIds } },
    select: {
      id: true,
      reference: true,
      vendorId: true,
      vendor: { select: { name: true } },
      status: true,
      assessmentDate: true,
      overallScore: true,
      latestCompleted: true,
      ...Object.fromEntries(DOMAINS.map((d) => [`${d}Score`, true])),
      domains: { select: { domain: true, score: true } },
    },
  });
}

const day = (a: Stored) => a.assessmentDate.toISOString().slice(0, 10);

/** The vendor's latest completed assessment: latest assessment date, then the greatest id (uuids compare as text). */
export function expectedLatest(rows: Stored[], vendorId: string): string | null {
  const done = rows.filter((r) => r.vendorId === vendorId && r.status === "completed");
  done.sort((a, b) => (day(a) === day(b) ? (a.id < b.id ? 1 : -1) : day(a) < day(b) ? 1 : -1));
  return done[0]?.id ?? null;
}

/** The ids flagged latestCompleted for each vendor. */
export async function flagged(t: TestApp, vendorIds: string[]) {
  const rows = await storedOf(t, vendorIds);
  return Object.fromEntries(
    vendorIds.map((v) => [v, rows.filter((r) => r.vendorId === v && r.latestCompleted).map((r) => r.id)]),
  );
}

/** For every vendor given: exactly its latest completed assessment flagged (none when it has none). */
export async function expectFlagsRight(t: TestApp, vendorIds: string[]) {
  const rows = await storedOf(t, vendorIds);
  for (const v of vendorIds) {
    const latest = expectedLatest(rows, v);
    const got = rows.filter((r) => r.vendorId === v && r.latestCompleted).map((r) => r.id);
    expect(got, `vendor ${v}`).toEqual(latest ? [latest] : []);
  }
}

/** The nine scores from the domain rows, in the spec's order, -1 for none. */
export function scoresFromRows(a: Stored): number[] {
  return DOMAINS.map((d) => a.domains.find((x) => x.domain === d)?.score ?? -1);
}

export async function expectScoresRight(t: TestApp, vendorIds: string[]) {
  for (const a of await storedOf(t, vendorIds)) expect(rowScores(a), a.reference).toEqual(scoresFromRows(a));
}

/** PostgreSQL's round(avg(int), 2): half away from zero (the scores are never negative). */
const mean2 = (sum: number, n: number) => Math.floor((200 * sum + n) / (2 * n)) / 100;

/** Each domain's average over the selected assessments' domain rows, and how many scored it. */
export function expectedAverages(selected: Stored[]) {
  return DOMAINS.map((domain) => {
    const scores = selected.flatMap((a) => a.domains.filter((d) => d.domain === domain && d.score !== null));
    const sum = scores.reduce((total, d) => total + d.score!, 0);
    return { domain, average: scores.length ? mean2(sum, scores.length) : null, scored: scores.length };
  });
}

/**
 * Each vendor's latest completed assessment among all of its own, kept only if the filters selected it; highest
 * weighted score first (unscored last), then the vendor's name and the id.
 */
export function expectedHeatMap(all: Stored[], selected: Stored[]) {
  const chosen = new Set(selected.map((a) => a.id));
  const latest = [...new Set(all.map((a) => a.vendorId))]
    .map((v) => all.find((a) => a.id === expectedLatest(all, v)))
    .filter((a): a is Stored => a !== undefined && chosen.has(a.id));
  const score = (a: Stored) => (a.overallScore === null ? -1 : Number(a.overallScore.toString()));
  latest.sort((a, b) =>
    score(a) !== score(b)
      ? score(b) - score(a)
      : a.vendor.name !== b.vendor.name
        ? a.vendor.name.localeCompare(b.vendor.name)
        : a.id.localeCompare(b.id),
  );
  return latest.slice(0, 25).map((a) => ({
    vendor: { id: a.vendorId, name: a.vendor.name },
    assessmentId: a.id,
    reference: a.reference,
    scores: DOMAINS.map((domain) => ({ domain, score: a.domains.find((d) => d.domain === domain)?.score ?? null })),
  }));
}
