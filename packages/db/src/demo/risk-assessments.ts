// The demo risk assessments: the plan of ./assessment-plan.ts written for the demo vendors, with their domains, teams,
// readable references (kept in step with ReferenceCounter), audit rows, and each vendor's risk rating set from its
// latest completed assessment as submitting one does. Needs the demo accounts and vendors first.

import { markAuditRows } from "../audit-chain.js";
import {
  ASSESSMENT_LEAD_ROLES,
  ASSESSMENT_RANDOM_SEED,
  ASSESSMENT_REOPENER,
  ASSESSMENT_TEAM_ROLES,
} from "../demo-data/risk-assessments.js";
import type { DemoLevel } from "../demo-data/types.js";
import { DEMO_VENDORS } from "../demo-data/vendors.js";
import type { Prisma } from "../generated/prisma/client.js";
import { seededRandom } from "../random.js";
import type { Role } from "../roles.js";
import { utcDay } from "../utc-days.js";
import { demoEmailFor } from "./accounts.js";
import { demoDomainNote, type PlannedAssessment, type PlanVendor, planDemoAssessments } from "./assessment-plan.js";
import { DEMO_ASSESSMENT_DOMAINS, demoAssessmentReference, demoRiskLevel } from "./assessment-rules.js";
import { demoId } from "./ids.js";

/** The delegates the assessment seed uses: a PrismaClient or a transaction client. */
export type AssessmentDb = Pick<
  Prisma.TransactionClient,
  | "user"
  | "vendor"
  | "riskAssessment"
  | "riskAssessmentDomain"
  | "riskAssessmentTeamMember"
  | "referenceCounter"
  | "auditLog"
>;

export interface DemoAssessmentSummary {
  assessments: number;
  completed: number;
  inProgress: number;
  drafts: number;
  reopened: number;
}

const REFERENCE_PREFIX = "RA";
const LABEL: Record<DemoLevel, string> = { low: "Low", medium: "Medium", high: "High", critical: "Critical" };
const TYPE_LABEL = {
  comprehensive: "Comprehensive",
  initial: "Initial",
  periodic_review: "Periodic Review",
  triggered: "Triggered",
};

/**
 * Assessments in every status for the demo vendors (about a hundred): several completed per vendor over the past
 * years, reassessments under way, a few reopened, initial ones for vendors onboarding. Idempotent: the demo vendors'
 * assessments are replaced by the same rows (fixed ids, fixed-seed draws, dates relative to today).
 */
export async function seedDemoRiskAssessments(
  db: AssessmentDb,
  now: Date = new Date(),
): Promise<DemoAssessmentSummary> {
  const summary: DemoAssessmentSummary = { assessments: 0, completed: 0, inProgress: 0, drafts: 0, reopened: 0 };
  const today = utcDay(now);
  const roles = [
    ...new Set<Role>([...Object.values(ASSESSMENT_LEAD_ROLES), ...ASSESSMENT_TEAM_ROLES, ASSESSMENT_REOPENER]),
  ];
  const users = await db.user.findMany({
    where: { email: { in: roles.map(demoEmailFor) } },
    select: { id: true, email: true },
  });
  const userId = (role: Role) => users.find((u) => u.email === demoEmailFor(role))?.id ?? null;
  const fallbackLead = userId(ASSESSMENT_LEAD_ROLES.default);
  if (!fallbackLead) return summary; // no demo accounts: nobody to lead an assessment

  const ids = DEMO_VENDORS.map((v) => demoId("vendor", v.name));
  const rows = await db.vendor.findMany({
    where: { id: { in: ids } },
    select: { id: true, status: true, onboardingStartedAt: true, activatedAt: true, lastReviewedAt: true },
  });
  // Start from a clean slate for the demo vendors' assessments (domains and teams go with them).
  await db.riskAssessment.deleteMany({ where: { vendorId: { in: ids } } });
  const vendors: PlanVendor[] = [];
  DEMO_VENDORS.forEach((demo, index) => {
    const row = rows.find((r) => r.id === ids[index]);
    if (!row) return;
    vendors.push({
      index,
      id: row.id,
      name: demo.name,
      status: row.status,
      criticality: demo.criticality,
      businessType: demo.businessType,
      onboardingStartedAt: utcDay(row.onboardingStartedAt ?? today),
      activatedAt: row.activatedAt ? utcDay(row.activatedAt) : null,
    });
  });
  const plan = planDemoAssessments(vendors, today, seededRandom(ASSESSMENT_RANDOM_SEED));
  const references = await assignReferences(db, plan);

  const audits: Prisma.AuditLogCreateManyInput[] = [];
  const audit = (key: string, entry: Omit<Prisma.AuditLogCreateManyInput, "id">) =>
    audits.push({ id: demoId("audit", key), ...entry });
  const assessments: Prisma.RiskAssessmentCreateManyInput[] = [];
  const domains: Prisma.RiskAssessmentDomainCreateManyInput[] = [];
  const team: Prisma.RiskAssessmentTeamMemberCreateManyInput[] = [];
  for (const a of plan) {
    const id = demoId("assessment", `${a.vendor.id}:${a.key}`);
    const reference = references.get(a)!;
    const lead = userId(a.leadRole) ?? fallbackLead;
    const reopener = a.reopenedAt ? userId(ASSESSMENT_REOPENER) : null;
    const updatedAt = a.reopenedAt ?? a.submittedAt ?? a.createdAt;
    assessments.push({
      id,
      reference,
      vendorId: a.vendor.id,
      type: a.type,
      status: a.status,
      leadAssessorId: lead,
      assessmentDate: a.assessmentDate,
      nextReviewDate: a.nextReviewDate,
      serviceCategory: a.vendor.businessType,
      overallScore: a.overallScore === null ? null : a.overallScore.toFixed(2),
      overallRisk: a.overallRisk,
      domainsCompleted: Object.keys(a.scores).length,
      recommendations: a.recommendations,
      comments: a.comments,
      mitigationPlan: a.mitigationPlan,
      submittedAt: a.submittedAt,
      submittedById: a.submittedAt ? lead : null,
      reopenedAt: a.reopenedAt,
      reopenedById: reopener,
      reopenReason: a.reopenReason,
      createdById: lead,
      updatedById: reopener ?? lead,
      createdAt: a.createdAt,
      updatedAt,
    });
    for (const domain of DEMO_ASSESSMENT_DOMAINS) {
      const score = a.scores[domain] ?? null;
      domains.push({
        assessmentId: id,
        domain,
        score,
        riskLevel: score === null ? null : demoRiskLevel(score),
        notes: score === null ? null : demoDomainNote(domain, score),
        updatedById: score === null ? null : lead,
        updatedAt: score === null ? a.createdAt : (a.submittedAt ?? a.createdAt),
      });
    }
    a.teamRoles.forEach((role, position) => {
      const member = userId(role);
      if (member && member !== lead) team.push({ assessmentId: id, userId: member, position });
    });

    const vendorName = a.vendor.name;
    audit(`${id}:create`, {
      actorId: lead,
      action: "CREATE",
      entityType: "RiskAssessment",
      entityId: id,
      description: `Started the ${TYPE_LABEL[a.type]} risk assessment ${reference} of ${vendorName}`,
      createdAt: a.createdAt,
    });
    if (a.submittedAt && a.overallRisk) {
      audit(`${id}:submit`, {
        actorId: lead,
        action: "UPDATE",
        entityType: "RiskAssessment",
        entityId: id,
        description: `Submitted ${reference} of ${vendorName}: overall risk ${LABEL[a.overallRisk]} (${a.overallScore!.toFixed(2)})`,
        createdAt: a.submittedAt,
      });
      audit(`${id}:vendor-rating`, {
        actorId: lead,
        action: "UPDATE",
        entityType: "Vendor",
        entityId: a.vendor.id,
        description: `Updated ${vendorName}: risk ${LABEL[a.overallRisk]} (risk assessment ${reference})`,
        createdAt: a.submittedAt,
      });
    }
    if (a.reopenedAt) {
      audit(`${id}:reopen`, {
        actorId: reopener,
        action: "UPDATE",
        entityType: "RiskAssessment",
        entityId: id,
        description: `Reopened ${reference} of ${vendorName}: ${a.reopenReason}`,
        createdAt: a.reopenedAt,
      });
    }
    summary.assessments += 1;
    if (a.reopenedAt) summary.reopened += 1;
    if (a.status === "completed") summary.completed += 1;
    else if (a.status === "in_progress") summary.inProgress += 1;
    else summary.drafts += 1;
  }
  await db.riskAssessment.createMany({ data: assessments });
  await db.riskAssessmentDomain.createMany({ data: domains });
  await db.riskAssessmentTeamMember.createMany({ data: team });

  // Each vendor's rating is its latest completed assessment's overall risk (what submitting sets), and its last
  // review the latest submission when that is later than the vendor review the vendor seed wrote.
  for (const vendor of vendors) {
    const own = plan.filter((a) => a.vendor === vendor && a.submittedAt);
    const completed = own.filter((a) => a.status === "completed");
    if (completed.length === 0) continue;
    // Latest as the server counts it (list-filters.ts latestCompletedSql): the latest assessment date.
    const latest = completed.reduce((x, y) => (y.assessmentDate > x.assessmentDate ? y : x));
    const lastSubmitted = own.reduce((x, y) => (y.submittedAt! > x ? y.submittedAt! : x), own[0]!.submittedAt!);
    const reviewed = rows.find((r) => r.id === vendor.id)?.lastReviewedAt ?? null;
    await db.vendor.update({
      where: { id: vendor.id },
      data: {
        riskRating: latest.overallRisk,
        lastReviewedAt: reviewed && reviewed > lastSubmitted ? reviewed : lastSubmitted,
      },
    });
  }
  await db.auditLog.createMany({ data: markAuditRows(audits), skipDuplicates: true });
  return summary;
}

/**
 * RA-<year>-<NNNN> numbered per year of creation in creation order, skipping numbers other assessments hold; each
 * year's counter is raised to the highest number used, so the next assessment created takes the number after.
 */
async function assignReferences(db: AssessmentDb, plan: readonly PlannedAssessment[]) {
  const taken = new Set((await db.riskAssessment.findMany({ select: { reference: true } })).map((r) => r.reference));
  const ordered = [...plan].sort(
    (a, b) =>
      a.createdAt.getTime() - b.createdAt.getTime() || a.vendor.index - b.vendor.index || a.key.localeCompare(b.key),
  );
  const counters = new Map<number, number>();
  const references = new Map<PlannedAssessment, string>();
  for (const a of ordered) {
    const year = a.createdAt.getUTCFullYear();
    let sequence = counters.get(year) ?? 0;
    let reference: string;
    do {
      sequence += 1;
      reference = demoAssessmentReference(year, sequence);
    } while (taken.has(reference));
    counters.set(year, sequence);
    references.set(a, reference);
  }
  const existing = await db.referenceCounter.findMany({ where: { prefix: REFERENCE_PREFIX } });
  for (const [year, used] of counters) {
    const value = Math.max(used, existing.find((c) => c.year === year)?.value ?? 0);
    await db.referenceCounter.upsert({
      where: { prefix_year: { prefix: REFERENCE_PREFIX, year } },
      create: { prefix: REFERENCE_PREFIX, year, value },
      update: { value },
    });
  }
  return references;
}
