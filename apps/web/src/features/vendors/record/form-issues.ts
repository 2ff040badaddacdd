import type { reviewVendorInput } from "@tprm/api/schemas";
import type { z } from "zod";
import {
  chooseRiskLevel,
  type FieldIssues,
  type FormIssues,
  type IssueRule,
  required,
  tooLong,
} from "./issue-messages";

// How the vendor record's forms translate their schemas' messages (issue-messages.ts), field by field. The English
// texts are the schemas' own (@tprm/api: schemas/kpi-breaches.ts, schemas/vendors.ts, schemas/fields.ts,
// kpi-breaches/rules.ts readMeasure, vendors/attribution.ts coReviewerProblem); form-issues.test.ts checks that every
// message the schemas give reads the same in English through these rules.

/** A target or actual value's messages (readMeasure in @tprm/api). */
const MEASURE: readonly IssueRule[] = [
  required(["custom"]),
  { codes: ["custom"], message: /^.+ can have at most (?<max>\d+) decimals$/, key: "vendorRecord:issues.decimals" },
  {
    codes: ["custom"],
    message: /^.+: enter the number only \((?<number>.*)\) and put "(?<unit>.*)" in the Unit field$/,
    key: "vendorRecord:issues.numberOnly",
  },
  { codes: ["custom"], message: /^.+ must be a number, e\.g\. 99\.9$/, key: "vendorRecord:issues.notNumber" },
];

export const BREACH_ISSUES: FormIssues<"kpi" | "threshold" | "actual" | "unit" | "severity" | "occurredAt" | "notes"> =
  {
    kpi: { label: "vendorRecord:breachForm.kpi", rules: [required(), tooLong] },
    threshold: { label: "vendorRecord:breachForm.target", rules: MEASURE },
    actual: { label: "vendorRecord:breachForm.actual", rules: MEASURE },
    unit: { label: "vendorRecord:breachForm.unit", rules: [tooLong] },
    severity: { label: "vendorRecord:breachForm.severity", rules: [chooseRiskLevel] },
    occurredAt: {
      label: "vendorRecord:breachForm.occurredOn",
      rules: [
        {
          codes: ["invalid_type"],
          message: /^occurredAt must be a date$/,
          key: "vendorRecord:issues.breachDateInvalid",
        },
        {
          codes: ["custom"],
          message: /^The breach date cannot be after today$/,
          key: "vendorRecord:issues.breachDateFuture",
        },
      ],
    },
    notes: { label: "vendorRecord:breachForm.notes", rules: [tooLong] },
  };

export const START_ISSUES: FormIssues<"reason"> = {
  reason: { label: "vendorRecord:startOffboarding.reason", rules: [required(), tooLong] },
};

export const COMPLETE_ISSUES: FormIssues<"completionNotes"> = {
  completionNotes: { label: "vendorRecord:completeOffboarding.notes", rules: [tooLong] },
};

const wholeNumber: IssueRule = {
  codes: ["invalid_type"],
  message: /^.+ must be a whole number$/,
  key: "vendorRecord:issues.wholeNumber",
};

const score = (label: string): FieldIssues => ({
  label,
  rules: [
    {
      codes: ["invalid_type"],
      message: /^.+ must be a number from 1 to 10$/,
      key: "vendorRecord:issues.scoreNotNumber",
    },
    wholeNumber,
    { codes: ["too_small", "too_big"], message: /^.+ must be from 1 to 10$/, key: "vendorRecord:issues.scoreRange" },
  ],
});

/** Co-reviewers the server refuses (coReviewerProblem): someone deactivated while the dialog was open. */
const inactiveCoReviewer = (verb: "is" | "are", state: "deactivated" | "not active", key: string): IssueRule => ({
  codes: [],
  message: new RegExp(`^(?<names>.+) ${verb} ${state} and cannot be (a co-reviewer|co-reviewers)\\.$`),
  key,
});

export const REVIEW_ISSUES: FormIssues<keyof z.input<typeof reviewVendorInput>> = {
  coReviewerIds: {
    label: "vendorRecord:reviewForm.coReviewers",
    rules: [
      {
        codes: ["custom"],
        message: /^At most (?<max>\d+) co-reviewers can be added to a review$/,
        key: "vendorRecord:issues.coReviewersMax",
      },
      inactiveCoReviewer("is", "deactivated", "vendorRecord:issues.coReviewerDeactivated"),
      inactiveCoReviewer("is", "not active", "vendorRecord:issues.coReviewerInactive"),
      inactiveCoReviewer("are", "deactivated", "vendorRecord:issues.coReviewersDeactivated"),
      inactiveCoReviewer("are", "not active", "vendorRecord:issues.coReviewersInactive"),
    ],
  },
  reviewType: {
    label: "vendorRecord:reviewForm.type",
    rules: [
      {
        codes: ["invalid_value"],
        message: /^Choose Periodic, Triggered or Annual Review$/,
        key: "vendorRecord:issues.chooseReviewType",
      },
    ],
  },
  overallRisk: { label: "vendorRecord:reviewForm.overallRisk", rules: [chooseRiskLevel] },
  itScore: score("vendorRecord:scores.itScore"),
  operationalScore: score("vendorRecord:scores.operationalScore"),
  complianceScore: score("vendorRecord:scores.complianceScore"),
  financialScore: score("vendorRecord:scores.financialScore"),
  gdprScore: score("vendorRecord:scores.gdprScore"),
  kpiBreaches: {
    label: "vendorRecord:reviewForm.kpiBreaches",
    rules: [
      // The schema's one message for a value that is not a number or is too large.
      { codes: ["invalid_type", "too_big"], message: /^.+ must be a number$/, key: "vendorRecord:issues.notANumber" },
      wholeNumber,
      { codes: ["too_small"], message: /^.+ cannot be negative$/, key: "vendorRecord:issues.negative" },
    ],
  },
  recommendations: { label: "vendorRecord:reviewForm.recommendations", rules: [tooLong] },
};
