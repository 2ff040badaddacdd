// The compliance register's services (docs/COMPLIANCE.md): the catalogue with its live evidence, gap counts and
// statuses; the gaps in pages; a requirement's status set with a note and evidence (one transaction, one audit row).
import type { PrismaClient } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import type { SignedInContext } from "../context.js";
import { DEFAULT_TIME_ZONE, todayIn } from "../lib/dates.js";
import { invalidField } from "../lib/errors.js";
import { paginate } from "../lib/pagination.js";
import { USER_NAME, userRef } from "../lib/people.js";
import type {
  evidenceSearchInput,
  GapsAnswer,
  listGapsInput,
  RequirementStatus,
  RequirementsAnswer,
  setComplianceStatusInput,
} from "../schemas/compliance.js";
import { readOrganisationSettings } from "../settings/policy.js";
import { evidenceMetrics } from "./evidence.js";
import { findEvidence, labelEvidence } from "./evidence-records.js";
import { registerFigures } from "./figures.js";
import { GAP_KIND_NAMES, GAP_KINDS, GAP_QUERIES, GAP_REQUIREMENTS, type GapKind, gapCounts } from "./gaps.js";
import {
  COMPLIANCE_REQUIREMENTS,
  COMPLIANCE_SOURCES,
  COMPLIANCE_STATUSES,
  type ComplianceStatusValue,
  EVIDENCE_METRICS,
  type EvidenceKind,
} from "./requirements.js";

/** The organisation's calendar day (its time zone) as 00:00 UTC, how calendar-date columns compare. */
export async function organisationDay(db: PrismaClient, now = new Date()) {
  const settings = await readOrganisationSettings(db);
  const timeZone = settings?.timeZone ?? DEFAULT_TIME_ZONE;
  const asOf = todayIn(timeZone, now);
  return { asOf, today: new Date(`${asOf}T00:00:00.000Z`), timeZone, organisationName: settings?.name ?? null };
}

const gapKindsOf = (key: string) => GAP_KINDS.filter((k) => GAP_REQUIREMENTS[k].includes(key));

type StoredEvidence = { kind: EvidenceKind; id: string; label: string };
const storedEvidence = (value: unknown): StoredEvidence[] => (Array.isArray(value) ? (value as StoredEvidence[]) : []);

export async function requirementStatuses(db: PrismaClient): Promise<Map<string, RequirementStatus>> {
  const rows = await db.complianceRequirementStatus.findMany({ include: { updatedBy: USER_NAME } });
  return new Map(
    rows.map((r) => [
      r.requirementKey,
      {
        requirementKey: r.requirementKey,
        status: r.status,
        note: r.note,
        evidence: storedEvidence(r.evidence),
        updatedAt: r.updatedAt,
        updatedBy: userRef(r.updatedBy),
      },
    ]),
  );
}

const notAssessed = (key: string): RequirementStatus => ({
  requirementKey: key,
  status: "not_assessed",
  note: "",
  evidence: [],
  updatedAt: null,
  updatedBy: null,
});

export async function listRequirements(db: PrismaClient, now = new Date()): Promise<RequirementsAnswer> {
  const { asOf, today } = await organisationDay(db, now);
  const figures = registerFigures(db, today);
  const [metrics, counts, statuses] = await Promise.all([
    evidenceMetrics(db, today, figures),
    gapCounts(db, today, figures),
    requirementStatuses(db),
  ]);
  const byStatus = Object.fromEntries(COMPLIANCE_STATUSES.map((s) => [s, 0])) as Record<ComplianceStatusValue, number>;
  const data = COMPLIANCE_REQUIREMENTS.map((r) => {
    const status = statuses.get(r.key) ?? notAssessed(r.key);
    byStatus[status.status] += 1;
    const gaps = gapKindsOf(r.key).map((kind) => ({ kind, count: counts[kind] }));
    return {
      key: r.key,
      source: r.source,
      sourceName: COMPLIANCE_SOURCES[r.source],
      reference: r.reference,
      title: r.title,
      asks: r.asks,
      evidence: r.evidence.map((line) => ({
        metric: line.metric,
        label: EVIDENCE_METRICS[line.metric],
        count: metrics[line.metric],
        of: line.of ? metrics[line.of] : null,
        ofLabel: line.of ? EVIDENCE_METRICS[line.of] : null,
      })),
      gaps,
      openGaps: gaps.reduce((sum, g) => sum + g.count, 0),
      status,
    };
  });
  return { asOf, summary: { total: data.length, byStatus }, data };
}

export async function listGaps(
  db: PrismaClient,
  input: z.output<typeof listGapsInput>,
  now = new Date(),
): Promise<GapsAnswer> {
  const { asOf, today } = await organisationDay(db, now);
  const counts = await gapCounts(db, today);
  const kinds = GAP_KINDS.filter(
    (k) =>
      (!input.kind || input.kind === k) &&
      (!input.requirementKey || GAP_REQUIREMENTS[k].includes(input.requirementKey)),
  );
  const total = kinds.reduce((sum, k) => sum + counts[k], 0);
  // The page runs across the kinds in catalogue order: skip whole kinds before it, then read from where it starts.
  let skip = (input.page - 1) * input.limit;
  let room = input.limit;
  const data: GapsAnswer["data"] = [];
  for (const kind of kinds) {
    if (room === 0) break;
    if (skip >= counts[kind]) {
      skip -= counts[kind];
      continue;
    }
    const rows = await GAP_QUERIES[kind].read(db, today, { skip, take: room });
    skip = 0;
    room -= rows.length;
    data.push(...rows.map((row) => ({ ...row, requirementKeys: [...GAP_REQUIREMENTS[kind]] })));
  }
  return {
    asOf,
    summary: GAP_KINDS.map((kind: GapKind) => ({
      kind,
      label: GAP_KIND_NAMES[kind],
      count: counts[kind],
      requirementKeys: [...GAP_REQUIREMENTS[kind]],
    })),
    data,
    pagination: paginate(input.page, input.limit, total),
  };
}

export async function setRequirementStatus(
  ctx: SignedInContext,
  input: z.output<typeof setComplianceStatusInput>,
): Promise<RequirementStatus> {
  await ctx.db.$transaction(async (tx) => {
    const evidence: StoredEvidence[] = [];
    for (const [i, ref] of input.evidence.entries()) {
      const label = await labelEvidence(tx, ref);
      if (label === null) throw invalidField(`evidence.${i}`, `No ${ref.kind} with that id`);
      evidence.push({ ...ref, label });
    }
    const before = await tx.complianceRequirementStatus.findUnique({ where: { requirementKey: input.requirementKey } });
    const data = { status: input.status, note: input.note, evidence, updatedById: ctx.auth.user.id };
    await tx.complianceRequirementStatus.upsert({
      where: { requirementKey: input.requirementKey },
      create: { requirementKey: input.requirementKey, ...data },
      update: data,
    });
    await recordChange(tx, ctx, {
      action: before ? "UPDATE" : "CREATE",
      entityType: "ComplianceRequirementStatus",
      entityId: input.requirementKey,
      description: `Set ${input.requirementKey} to ${input.status.replace(/_/g, " ")}`,
      before: before ? { status: before.status, note: before.note, evidence: before.evidence } : null,
      after: { status: input.status, note: input.note, evidence },
    });
  });
  const statuses = await requirementStatuses(ctx.db);
  return statuses.get(input.requirementKey) ?? notAssessed(input.requirementKey);
}

export function evidenceOptions(db: PrismaClient, input: z.output<typeof evidenceSearchInput>) {
  return findEvidence(db, input.kind, input.search);
}
