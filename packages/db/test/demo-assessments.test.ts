// The plan of the demo risk assessments (no database): every status, history per vendor, next reviews in every
// dashboard bucket, derived fields that follow from the scores, the same plan on every run.
import { describe, expect, it } from "vitest";
import { type PlanVendor, planDemoAssessments } from "../src/demo/assessment-plan.js";
import {
  DEMO_ASSESSMENT_DOMAINS,
  demoNextReviewDate,
  demoRiskLevel,
  demoWeightedScore,
} from "../src/demo/assessment-rules.js";
import { demoId } from "../src/demo/ids.js";
import { ASSESSMENT_RANDOM_SEED } from "../src/demo-data/risk-assessments.js";
import { DEMO_VENDORS } from "../src/demo-data/vendors.js";
import { seededRandom } from "../src/random.js";
import { addDays } from "../src/utc-days.js";

const today = new Date("2026-11-25T00:00:00.000Z");
const DAY = 86_400_000;

// The vendors as the vendor seed dates them (older first; onboarding ones not activated).
const vendors: PlanVendor[] = DEMO_VENDORS.map((demo, index) => {
  const started = addDays(today, -(1450 - index * 33 - 10));
  return {
    index,
    id: demoId("vendor", demo.name),
    name: demo.name,
    status: demo.status,
    criticality: demo.criticality,
    businessType: demo.businessType,
    onboardingStartedAt: started,
    activatedAt: demo.status === "onboarding" ? null : addDays(started, 55),
  };
});
const plan = planDemoAssessments(vendors, today, seededRandom(ASSESSMENT_RANDOM_SEED));
const daysUntil = (date: Date) => Math.round((date.getTime() - today.getTime()) / DAY);
/** A vendor's latest completed assessment as the server counts it: the latest assessment date. */
const latestCompleted = (vendor: PlanVendor) =>
  plan
    .filter((a) => a.vendor === vendor && a.status === "completed")
    .reduce((x, y) => (y.assessmentDate > x.assessmentDate ? y : x));

describe("the demo risk assessments", () => {
  it("are the same plan on every run", () => {
    const again = planDemoAssessments(vendors, today, seededRandom(ASSESSMENT_RANDOM_SEED));
    expect(JSON.stringify(again)).toBe(JSON.stringify(plan));
  });

  it("cover every status, some reopened, every type", () => {
    const count = (status: string) => plan.filter((a) => a.status === status).length;
    expect(count("draft")).toBeGreaterThanOrEqual(3);
    expect(count("in_progress")).toBeGreaterThanOrEqual(5);
    expect(count("completed")).toBeGreaterThanOrEqual(40);
    const reopened = plan.filter((a) => a.reopenedAt);
    expect(reopened.length).toBeGreaterThanOrEqual(2);
    for (const a of reopened) {
      expect(a.status).toBe("in_progress");
      expect(a.reopenReason).toBeTruthy();
      expect(a.reopenedAt!.getTime()).toBeGreaterThan(a.submittedAt!.getTime());
    }
    for (const type of ["comprehensive", "initial", "periodic_review", "triggered"]) {
      expect(
        plan.some((a) => a.type === type),
        type,
      ).toBe(true);
    }
  });

  it("store what the rules derive from the scores", () => {
    for (const a of plan) {
      const scored = Object.keys(a.scores).length;
      expect(a.overallScore).toBe(demoWeightedScore(a.scores));
      expect(a.overallRisk).toBe(a.overallScore === null ? null : demoRiskLevel(a.overallScore));
      for (const score of Object.values(a.scores))
        expect(score >= 0 && score <= 10 && Number.isInteger(score)).toBe(true);
      if (a.status === "draft") expect(scored).toBe(0);
      if (a.status === "in_progress" && !a.reopenedAt) expect(scored).toBeGreaterThan(0);
      if (a.submittedAt) {
        expect(scored).toBe(DEMO_ASSESSMENT_DOMAINS.length);
        expect(a.nextReviewDate).toEqual(demoNextReviewDate(a.assessmentDate, a.overallRisk!));
        expect(a.submittedAt.getTime()).toBeGreaterThan(a.createdAt.getTime());
      } else {
        expect(a.nextReviewDate).toBeNull();
      }
      expect(a.createdAt.getTime()).toBeLessThan(today.getTime());
      expect(a.submittedAt === null || a.submittedAt < today).toBe(true);
    }
  });

  it("give every vendor past onboarding a history, and only an initial one to vendors onboarding", () => {
    for (const vendor of vendors) {
      const own = plan.filter((a) => a.vendor === vendor);
      const completed = own.filter((a) => a.status === "completed");
      if (vendor.status === "onboarding") {
        expect(own.map((a) => [a.type, a.status === "completed"])).toEqual([["initial", false]]);
      } else {
        expect(completed.length, vendor.name).toBeGreaterThan(0);
        expect(completed[0]!.type).toBe("initial");
      }
    }
    const withHistory = vendors.filter((v) => plan.filter((a) => a.vendor === v && a.submittedAt).length >= 3);
    expect(withHistory.length).toBeGreaterThanOrEqual(8);
  });

  it("put the vendors' latest completed next reviews overdue, due within 30, 60 and 90 days, and later", () => {
    const buckets = { overdue: 0, 30: 0, 60: 0, 90: 0, later: 0 };
    for (const vendor of vendors) {
      if (!plan.some((a) => a.vendor === vendor && a.status === "completed")) continue;
      const latest = latestCompleted(vendor);
      // Also the latest submitted (what set the vendor's rating): dates and submissions run in the same order.
      const completed = plan.filter((a) => a.vendor === vendor && a.status === "completed");
      expect(completed.every((a) => a === latest || a.submittedAt! < latest.submittedAt!)).toBe(true);
      const days = daysUntil(latest.nextReviewDate!);
      buckets[days < 0 ? "overdue" : days <= 30 ? 30 : days <= 60 ? 60 : days <= 90 ? 90 : "later"] += 1;
    }
    for (const [bucket, count] of Object.entries(buckets)) expect(count, bucket).toBeGreaterThanOrEqual(3);
  });

  it("reopen only where the vendor's rating stays its latest completed assessment's", () => {
    for (const reopened of plan.filter((a) => a.reopenedAt)) {
      const latest = latestCompleted(reopened.vendor);
      expect(reopened.overallRisk).toBe(latest.overallRisk);
      expect(reopened.submittedAt!.getTime()).toBeGreaterThan(latest.submittedAt!.getTime());
    }
  });
});
