import "../../../i18n/test-setup";
import {
  completeOffboardingInput,
  coReviewerProblem,
  createKpiBreachFormInput,
  reviewVendorInput,
  startOffboardingInput,
} from "@tprm/api/schemas";
import i18n, { type TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { BREACH_ISSUES, COMPLETE_ISSUES, REVIEW_ISSUES, START_ISSUES } from "./form-issues";
import { type FormIssues, issueText } from "./issue-messages";

// Every message the forms' schemas give is recognised by a rule (so it is translated) and reads, in English, exactly
// as the schema wrote it.

const t = i18n.getFixedT("en") as TFunction;
/** A `t` that answers the key: tells a translated message from one shown as it came. */
const keyOnly = ((key: string) => key) as unknown as TFunction;

const vendorId = "0196f000-0000-7000-8000-0000000000b1";
const userId = (n: number) => `0196f000-0000-7000-8000-0000000001${String(n).padStart(2, "0")}`;

interface Issue {
  field: string;
  type: string;
  message: string;
}

function issuesOf(schema: z.ZodType, input: unknown): Issue[] {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((i) => ({ field: String(i.path[0]), type: i.code, message: i.message }));
}

function expectTranslated(form: FormIssues<string>, issues: Issue[]) {
  expect(issues.length).toBeGreaterThan(0);
  for (const issue of issues) {
    const field = form[issue.field];
    expect(field, `${issue.field} has rules`).toBeDefined();
    expect(issueText(keyOnly, field, issue), issue.message).toMatch(/^vendorRecord:issues\./);
    expect(issueText(t, field, issue)).toBe(issue.message);
  }
}

describe("the KPI breach form's messages", () => {
  const schema = createKpiBreachFormInput("2026-01-10" as never);
  it("are translated and read as the schema's in English", () => {
    expectTranslated(BREACH_ISSUES, [
      ...issuesOf(schema, {
        vendorId,
        kpi: "",
        threshold: "",
        actual: "97.5%",
        unit: "u".repeat(21),
        severity: "severe",
        occurredAt: "",
        notes: "n".repeat(2001),
      }),
      ...issuesOf(schema, {
        vendorId,
        kpi: "k".repeat(201),
        threshold: "1.23456",
        actual: "abc",
        severity: "low",
        occurredAt: "2026-02-01",
      }),
      ...issuesOf(schema, { vendorId, kpi: "Uptime", threshold: "250 ms", actual: "", occurredAt: "2026-01-01" }),
    ]);
  });
});

describe("the offboarding forms' messages", () => {
  it("are translated and read as the schema's in English", () => {
    expectTranslated(START_ISSUES, [
      ...issuesOf(startOffboardingInput, { vendorId, reason: " " }),
      ...issuesOf(startOffboardingInput, { vendorId, reason: "r".repeat(2001) }),
    ]);
    expectTranslated(
      COMPLETE_ISSUES,
      issuesOf(completeOffboardingInput, { vendorId, completionNotes: "c".repeat(5001) }),
    );
  });
});

describe("the review form's messages", () => {
  const scores = { itScore: "5", operationalScore: "5", complianceScore: "5", financialScore: "5", gdprScore: "5" };
  it("are translated and read as the schema's in English", () => {
    expectTranslated(REVIEW_ISSUES, [
      ...issuesOf(reviewVendorInput, {
        vendorId,
        coReviewerIds: Array.from({ length: 11 }, (_, i) => userId(i)),
        reviewType: "monthly",
        overallRisk: "extreme",
        itScore: "1.5",
        operationalScore: "x",
        complianceScore: "",
        financialScore: "11",
        gdprScore: "0",
        kpiBreaches: "-1",
        recommendations: "r".repeat(5001),
      }),
      ...issuesOf(reviewVendorInput, { vendorId, ...scores, kpiBreaches: "1.5" }),
      ...issuesOf(reviewVendorInput, { vendorId, ...scores, kpiBreaches: "x" }),
      ...issuesOf(reviewVendorInput, { vendorId, ...scores, kpiBreaches: "10001" }),
    ]);
  });

  it("translates the server's refusal of a colleague deactivated meanwhile", () => {
    const user = (n: number, status: "active" | "pending" | "deactivated") => ({
      id: userId(n),
      firstName: `Ann${n}`,
      lastName: "Poe",
      email: `ann${n}@example.com`,
      status,
    });
    const cases = [
      [user(1, "deactivated")],
      [user(1, "pending")],
      [user(1, "deactivated"), user(2, "deactivated")],
      [user(1, "deactivated"), user(2, "pending")],
    ];
    const issues = cases.map((found) => ({
      field: "coReviewerIds",
      type: "server",
      message: coReviewerProblem(
        found.map((u) => u.id),
        found,
        userId(99),
      ) as string,
    }));
    expectTranslated(REVIEW_ISSUES, issues);
  });

  it("shows a message no rule knows as it came", () => {
    const issue = { type: "server", message: "Something new" };
    expect(issueText(keyOnly, REVIEW_ISSUES.kpiBreaches, issue)).toBe("Something new");
  });
});
