// What create, update, the domain form and the bulk change share: the people and vendor an assessment may name,
// the domain sections an input sets (directly or through the legacy score fields), and the fields derived from
// them (rules.ts), which are never taken from the input.
import { Prisma } from "@tprm/db";
import { TRPCError } from "@trpc/server";
import { ZodRealError } from "zod";
import { invalidField, notFound } from "../lib/errors.js";
import type { DomainSectionInput } from "../schemas/risk-assessments.js";
import { ASSESSMENT_NOT_FOUND } from "./assessment-read.js";
import { CHANGE_INCLUDE, type ChangeRow } from "./dto.js";
import {
  ASSESSMENT_DOMAINS,
  type AssessmentDomainKey,
  type AssessmentStatusValue,
  assessmentProgress,
  DOMAIN_LABELS,
  type DomainScores,
  domainRiskLevel,
  LEGACY_SCORE_FIELD_NAMES,
  type LegacyScores,
  overallRiskBand,
  scoresFromLegacy,
  statusAfterSave,
  weightedScore,
} from "./rules.js";

type Tx = Prisma.TransactionClient;

/** 400 naming several fields at once (each reaches its own field of the form). */
export function invalidFields(issues: { path: string; message: string }[]) {
  const first = issues[0]!;
  return new TRPCError({
    code: "BAD_REQUEST",
    message: `${first.path}: ${first.message}`,
    cause: new ZodRealError(
      issues.map((i) => ({ code: "custom" as const, path: i.path.split("."), message: i.message, input: undefined })),
    ),
  });
}

/**
 * Locks the assessment for the change (two saves at once would each derive from what they read) and loads it. Its
 * vendor is locked first: the triggers that keep each vendor's latest completed assessment lock the vendor and then
 * its assessments, so taking them in the other order could deadlock with a submission of a sibling assessment.
 */
export async function lockForChange(tx: Tx, id: string): Promise<ChangeRow> {
  await tx.$queryRaw(
    Prisma.sql`SELECT 1 FROM "Vendor" WHERE "id" = (SELECT "vendorId" FROM "RiskAssessment" WHERE "id" = ${id}::uuid)
      FOR NO KEY UPDATE`,
  );
  await tx.$queryRaw(Prisma.sql`SELECT 1 FROM "RiskAssessment" WHERE "id" = ${id}::uuid FOR UPDATE`);
  const row = await tx.riskAssessment.findUnique({
    where: { id },
    include: CHANGE_INCLUDE,
  });
  if (!row) throw notFound(ASSESSMENT_NOT_FOUND);
  return row;
}

/** The vendor of an assessment: one of the register, not offboarded (400 on the vendor field otherwise). */
export async function assertVendorChoice(tx: Tx, vendorId: string, field = "vendorId") {
  const vendor = await tx.vendor.findUnique({
    where: { id: vendorId },
    select: { id: true, name: true, status: true },
  });
  if (!vendor) throw invalidField(field, "Vendor name is required: choose a vendor of the register");
  if (vendor.status === "offboarded")
    throw invalidField(field, `${vendor.name} is offboarded: choose a current vendor`);
  return vendor;
}

/** The lead assessor and the team are active users (400 on the field naming the first that is not). */
export async function assertPeople(tx: Tx, people: { leadAssessorId?: string; teamIds?: string[] }, prefix = "") {
  const ids = [...new Set([...(people.leadAssessorId ? [people.leadAssessorId] : []), ...(people.teamIds ?? [])])];
  if (!ids.length) return;
  const found = await tx.user.findMany({ where: { id: { in: ids } }, select: { id: true, status: true } });
  const active = new Set(found.filter((u) => u.status === "active").map((u) => u.id));
  if (people.leadAssessorId && !active.has(people.leadAssessorId)) {
    throw invalidField(`${prefix}leadAssessorId`, "Assessor is required: choose an active user");
  }
  const inactive = (people.teamIds ?? []).filter((id) => !active.has(id));
  if (inactive.length) {
    throw invalidField(
      `${prefix}teamIds`,
      inactive.length === 1
        ? "A member of the team is not an active user"
        : `${inactive.length} members of the team are not active users`,
    );
  }
}

/** A domain section an input changes: undefined leaves a field as it is, null clears it. */
export interface SectionChange {
  score?: number | null;
  notes?: string | null;
}

/**
 * The sections an input changes: its `domains`, and the legacy score fields mapped onto their domains
 * (LEGACY_SCORE_FIELDS). Two values given for one domain that differ are refused (400 naming each field).
 */
export function sectionChanges(
  input: { domains?: Partial<Record<AssessmentDomainKey, DomainSectionInput | undefined>> } & LegacyScores,
): Map<AssessmentDomainKey, SectionChange> {
  const direct: DomainScores = {};
  for (const domain of ASSESSMENT_DOMAINS) {
    const score = input.domains?.[domain]?.score;
    if (score !== undefined) direct[domain] = score as number | null;
  }
  const legacy: LegacyScores = {};
  for (const field of LEGACY_SCORE_FIELD_NAMES) if (input[field] !== undefined) legacy[field] = input[field];
  const { scores, conflicts } = scoresFromLegacy(legacy, direct);
  if (conflicts.length) {
    throw invalidFields(
      conflicts.flatMap(({ domain, fields }) =>
        fields.map((path) => ({
          path,
          message: `Disagrees with ${fields.filter((f) => f !== path).join(", ")}: both set the ${DOMAIN_LABELS[domain]} score`,
        })),
      ),
    );
  }
  const changes = new Map<AssessmentDomainKey, SectionChange>();
  for (const domain of ASSESSMENT_DOMAINS) {
    const section = input.domains?.[domain];
    const score = direct[domain] !== undefined ? direct[domain] : scores[domain];
    const change: SectionChange = {};
    if (score !== undefined) change.score = score;
    if (section?.notes !== undefined) change.notes = section.notes as string | null;
    if (Object.keys(change).length) changes.set(domain, change);
  }
  return changes;
}

/** The scores after the changes. */
export function scoresAfter(
  current: readonly { domain: AssessmentDomainKey; score: number | null }[],
  changes: Map<AssessmentDomainKey, SectionChange>,
): DomainScores {
  const scores: DomainScores = {};
  for (const d of current) scores[d.domain] = d.score;
  for (const [domain, change] of changes) if (change.score !== undefined) scores[domain] = change.score;
  return scores;
}

/** The stored fields derived from the scores: weighted score, overall risk, domains with data, status. */
export function derivedFields(scores: DomainScores, status: AssessmentStatusValue) {
  const overallScore = weightedScore(scores);
  const { completed } = assessmentProgress(scores);
  return {
    overallScore: overallScore === null ? null : overallScore.toFixed(2),
    overallRisk: overallRiskBand(overallScore),
    domainsCompleted: completed,
    status: statusAfterSave(status, completed),
  };
}

/**
 * The changes that alter what is stored: a form sends all nine domains back, and a domain it did not change must
 * keep its value, its author and its time (another user may have written it since the form was opened).
 */
export function realChanges(
  current: readonly { domain: AssessmentDomainKey; score: number | null; notes: string | null }[],
  changes: Map<AssessmentDomainKey, SectionChange>,
): Map<AssessmentDomainKey, SectionChange> {
  const real = new Map<AssessmentDomainKey, SectionChange>();
  for (const [domain, change] of changes) {
    const stored = current.find((d) => d.domain === domain);
    const kept: SectionChange = {};
    if (change.score !== undefined && change.score !== (stored?.score ?? null)) kept.score = change.score;
    if (change.notes !== undefined && (change.notes ?? null) !== (stored?.notes ?? null)) kept.notes = change.notes;
    if (Object.keys(kept).length) real.set(domain, kept);
  }
  return real;
}

/** Writes the changed sections (the risk level follows the score), in the caller's transaction. */
export async function writeSections(
  tx: Tx,
  assessmentId: string,
  changes: Map<AssessmentDomainKey, SectionChange>,
  actorId: string,
) {
  for (const [domain, change] of changes) {
    const data = {
      ...(change.score !== undefined
        ? { score: change.score, riskLevel: change.score === null ? null : domainRiskLevel(change.score) }
        : {}),
      ...(change.notes !== undefined ? { notes: change.notes } : {}),
      updatedById: actorId,
    };
    await tx.riskAssessmentDomain.upsert({
      where: { assessmentId_domain: { assessmentId, domain } },
      create: { assessmentId, domain, ...data },
      update: data,
    });
  }
}
