// The demo risk assessments as a plan (no database): for each demo vendor, its completed assessments over the past
// years (the latest placed so its next review is overdue or due within 30, 60 or 90 days, or later), a reassessment
// under way for some, a reopened one for a few, and an initial assessment for vendors still onboarding. Every
// draw comes from one seeded generator in a fixed order, so the same day gives the same plan.
import {
  ASSESSMENT_COMMENTS,
  ASSESSMENT_LEAD_ROLES,
  ASSESSMENT_TEAM_ROLES,
  BASE_RISK,
  DOMAIN_NOTES,
  MITIGATION_PLANS,
  RECOMMENDATIONS,
  REOPEN_REASONS,
  REVIEW_BUCKET_CYCLE,
  TECHNOLOGY_BUSINESS,
  TRIGGER_COMMENT,
  WEAK_EXTRA_RISK,
} from "../demo-data/risk-assessments.js";
import type { DemoLevel } from "../demo-data/types.js";
import type { Random } from "../random.js";
import type { Role } from "../roles.js";
import { addDays } from "../utc-days.js";
import {
  addMonthsUtc,
  DEMO_ASSESSMENT_DOMAINS,
  DEMO_REVIEW_INTERVAL_MONTHS,
  type DemoAssessmentDomain,
  demoNextReviewDate,
  demoRiskLevel,
  demoWeightedScore,
} from "./assessment-rules.js";

export interface PlanVendor {
  index: number;
  id: string;
  name: string;
  status: string;
  criticality: DemoLevel;
  businessType: string;
  onboardingStartedAt: Date;
  activatedAt: Date | null;
}

export type DemoScores = Partial<Record<DemoAssessmentDomain, number>>;

export interface PlannedAssessment {
  /** Unique per vendor: the demo id is derived from it. */
  key: string;
  vendor: PlanVendor;
  type: "comprehensive" | "initial" | "periodic_review" | "triggered";
  status: "draft" | "in_progress" | "completed";
  leadRole: Role;
  teamRoles: Role[];
  assessmentDate: Date;
  nextReviewDate: Date | null;
  scores: DemoScores;
  overallScore: number | null;
  overallRisk: DemoLevel | null;
  createdAt: Date;
  submittedAt: Date | null;
  reopenedAt: Date | null;
  reopenReason: string | null;
  comments: string | null;
  recommendations: string | null;
  mitigationPlan: string | null;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const at = (day: Date, hours: number, minutes = 0) => new Date(day.getTime() + (hours * 60 + minutes) * 60_000);
const shuffled = <T>(list: readonly T[], rand: Random): T[] => {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

/** Plans every demo assessment; `today` is midnight UTC of the seed's day. */
export function planDemoAssessments(vendors: readonly PlanVendor[], today: Date, rand: Random): PlannedAssessment[] {
  const plan: PlannedAssessment[] = [];
  for (const vendor of vendors) plan.push(...planVendor(vendor, today, rand));
  return plan;
}

function planVendor(vendor: PlanVendor, today: Date, rand: Random): PlannedAssessment[] {
  const weak = vendor.status === "under_review";
  // The vendor's own slant per domain (a cloud provider is not weak where a law firm is), drawn once.
  const tilt = Object.fromEntries(
    DEMO_ASSESSMENT_DOMAINS.map((d) => {
      const structural =
        d === "concentrationSystem" && vendor.criticality === "critical" ? 1.5 : d === "countryGeopolitical" ? -1 : 0;
      return [d, structural + (rand() * 2 - 1) * 1.5];
    }),
  ) as Record<DemoAssessmentDomain, number>;
  // Steps back in time: weak vendors were better before, sound ones were riskier and improved.
  const baseAt = (stepsBack: number) =>
    BASE_RISK[vendor.criticality] + (weak ? WEAK_EXTRA_RISK - 1.5 * stepsBack : 0.6 * stepsBack);
  const draw = (stepsBack: number, domains: readonly DemoAssessmentDomain[] = DEMO_ASSESSMENT_DOMAINS) => {
    const scores: DemoScores = {};
    for (const d of domains) scores[d] = clamp(Math.round(baseAt(stepsBack) + tilt[d] + (rand() * 2 - 1)), 0, 10);
    return scores;
  };
  const leadRole = (): Role => {
    if (TECHNOLOGY_BUSINESS.test(vendor.businessType) && rand() < 0.4) return ASSESSMENT_LEAD_ROLES.technology;
    if (vendor.criticality === "low" && rand() < 0.5) return ASSESSMENT_LEAD_ROLES.vendorManagement;
    return ASSESSMENT_LEAD_ROLES.default;
  };
  const make = (
    key: string,
    type: PlannedAssessment["type"],
    assessmentDate: Date,
    scores: DemoScores,
    submitted: { at: Date } | null,
  ): PlannedAssessment => {
    const overallScore = demoWeightedScore(scores);
    const overallRisk = overallScore === null ? null : demoRiskLevel(overallScore);
    const lead = leadRole();
    const pool = ASSESSMENT_TEAM_ROLES.filter((r) => r !== lead);
    const team = shuffled(pool, rand).slice(0, 2 + Math.floor(rand() * 3));
    if (lead !== ASSESSMENT_LEAD_ROLES.default) team.unshift(ASSESSMENT_LEAD_ROLES.default);
    const scored = Object.keys(scores).length;
    const comment = type === "triggered" ? TRIGGER_COMMENT : rand() < 0.7 ? ASSESSMENT_COMMENTS[scored % 4]! : null;
    return {
      key,
      vendor,
      type,
      status: submitted ? "completed" : scored > 0 ? "in_progress" : "draft",
      leadRole: lead,
      teamRoles: team,
      assessmentDate,
      nextReviewDate: submitted && overallRisk ? demoNextReviewDate(assessmentDate, overallRisk) : null,
      scores,
      overallScore,
      overallRisk,
      createdAt: at(assessmentDate, 9, (vendor.index % 5) * 37),
      submittedAt: submitted?.at ?? null,
      reopenedAt: null,
      reopenReason: null,
      comments: comment,
      recommendations: submitted && overallRisk ? RECOMMENDATIONS[overallRisk] : null,
      mitigationPlan: submitted && overallRisk && overallRisk !== "low" ? MITIGATION_PLANS[overallRisk] : null,
    };
  };
  const submittedAfter = (date: Date) => ({
    at: at(new Date(Math.min(addDays(date, 4 + Math.floor(rand() * 20)).getTime(), addDays(today, -1).getTime())), 16),
  });

  // Vendors still onboarding: the initial assessment, under way for the riskier ones, not started for the others.
  if (vendor.status === "onboarding") {
    // Started in the last two months (or a week into onboarding, if that is later).
    const recent = addDays(today, -(10 + Math.floor(rand() * 50)));
    const date = new Date(Math.max(addDays(vendor.onboardingStartedAt, 7).getTime(), recent.getTime()));
    const started = vendor.criticality === "high" || vendor.criticality === "critical";
    const domains = started ? shuffled(DEMO_ASSESSMENT_DOMAINS, rand).slice(0, 3 + Math.floor(rand() * 6)) : [];
    return [make("initial", "initial", date, draw(0, domains), null)];
  }

  // The latest completed assessment, dated so its next review falls in the vendor's bucket.
  const earliest = addDays(vendor.activatedAt ?? vendor.onboardingStartedAt, -10);
  const bucket = REVIEW_BUCKET_CYCLE[vendor.index % REVIEW_BUCKET_CYCLE.length]!;
  const latestScores = draw(0);
  const latestRisk = demoRiskLevel(demoWeightedScore(latestScores)!);
  let latestDate: Date;
  if (vendor.status === "offboarded") {
    latestDate = addDays(today, -(200 + Math.floor(rand() * 100)));
  } else if (bucket === "later") {
    const intervalDays = Math.round(
      (today.getTime() - addMonthsUtc(today, -DEMO_REVIEW_INTERVAL_MONTHS[latestRisk]).getTime()) / 864e5,
    );
    latestDate = addDays(today, -(30 + Math.floor(rand() * Math.max(1, intervalDays - 125))));
  } else {
    const offset =
      bucket === "overdue"
        ? -(5 + Math.floor(rand() * 70))
        : (bucket === 30 ? 2 : bucket === 60 ? 34 : 64) + Math.floor(rand() * 24);
    latestDate = addMonthsUtc(addDays(today, offset), -DEMO_REVIEW_INTERVAL_MONTHS[latestRisk]);
  }
  if (latestDate < earliest) latestDate = earliest;
  const chain = [{ date: latestDate, scores: latestScores }];
  // Earlier ones, each done around the previous one's next review date (a little early or late).
  while (chain.length < 4) {
    const scores = draw(chain.length);
    const risk = demoRiskLevel(demoWeightedScore(scores)!);
    const lateness = -15 + Math.floor(rand() * 45);
    const date = addMonthsUtc(addDays(chain[0]!.date, -lateness), -DEMO_REVIEW_INTERVAL_MONTHS[risk]);
    if (date < earliest) break;
    chain.unshift({ date, scores });
  }
  const out: PlannedAssessment[] = [];
  if (chain[0]!.date.getTime() - earliest.getTime() > 200 * 864e5) {
    out.push(make("completed:initial", "initial", earliest, draw(chain.length), submittedAfter(earliest)));
  }
  chain.forEach((entry, i) => {
    const last = i === chain.length - 1;
    const type =
      out.length === 0 && i === 0
        ? "initial"
        : last && weak
          ? "triggered"
          : rand() < 0.35
            ? "comprehensive"
            : "periodic_review";
    out.push(make(`completed:${i}`, type, entry.date, entry.scores, submittedAfter(entry.date)));
  });
  const latest = out[out.length - 1]!;

  // A few submitted reassessments that a Risk Manager reopened; same band as the latest completed one, so the
  // vendor's rating (set by its submission) is still the latest completed assessment's.
  if (vendor.index % 9 === 4 && latest.submittedAt! < addDays(today, -60)) {
    const date = addDays(today, -(30 + Math.floor(rand() * 15)));
    const changed = DEMO_ASSESSMENT_DOMAINS[Math.floor(rand() * DEMO_ASSESSMENT_DOMAINS.length)]!;
    let scores: DemoScores = { ...latest.scores, [changed]: clamp(latest.scores[changed]! + 1, 0, 10) };
    if (demoRiskLevel(demoWeightedScore(scores)!) !== latest.overallRisk) scores = { ...latest.scores };
    const reopened = make("reopened", weak ? "triggered" : "periodic_review", date, scores, {
      at: at(addDays(date, 5 + Math.floor(rand() * 5)), 15),
    });
    reopened.status = "in_progress";
    reopened.reopenedAt = at(addDays(reopened.submittedAt!, 2 + Math.floor(rand() * 5)), 10, 30);
    reopened.reopenReason = REOPEN_REASONS[vendor.index % REOPEN_REASONS.length]!;
    out.push(reopened);
  } else if ((bucket === "overdue" || bucket === 30) && vendor.index % 4 !== 3 && vendor.status !== "offboarded") {
    // The reassessment under way (or just opened) for reviews overdue or due soon.
    const date = addDays(today, -(2 + Math.floor(rand() * 25)));
    const domains =
      vendor.index % 4 === 1 ? [] : shuffled(DEMO_ASSESSMENT_DOMAINS, rand).slice(0, 2 + Math.floor(rand() * 6));
    out.push(make("reassessment", weak ? "triggered" : "periodic_review", date, draw(0, domains), null));
  }
  return out;
}

/** The note an assessor wrote for a domain's score. */
export function demoDomainNote(domain: DemoAssessmentDomain, score: number): string {
  return DOMAIN_NOTES[domain]![demoRiskLevel(score)];
}
