// The assessment type and status inputs take our values or the spec's labels (000 §3, §4), which their messages name.
import { describe, expect, it } from "vitest";
import {
  bulkUpdateRiskAssessmentsInput,
  createRiskAssessmentInput,
  listRiskAssessmentsInput,
} from "./risk-assessments.js";

const base = {
  vendorId: "0190a5c1-0000-7000-8000-000000000001",
  leadAssessorId: "0190a5c1-0000-7000-8000-000000000002",
};

describe("assessment type and status inputs", () => {
  it("take the values and the spec's labels, and answer the values", () => {
    expect(createRiskAssessmentInput.parse({ ...base, type: "periodic_review" }).type).toBe("periodic_review");
    expect(createRiskAssessmentInput.parse({ ...base, type: "Periodic Review" }).type).toBe("periodic_review");
    expect(listRiskAssessmentsInput.parse({ type: " triggered ", status: "In Progress" })).toMatchObject({
      type: "triggered",
      status: "in_progress",
    });
    const bulk = bulkUpdateRiskAssessmentsInput.parse({ ids: [base.vendorId], patch: { status: "Completed" } });
    expect(bulk.patch.status).toBe("completed");
  });

  it("refuse anything else with the message naming the choices", () => {
    const type = createRiskAssessmentInput.safeParse({ ...base, type: "Yearly" });
    expect(type.error?.issues[0]).toMatchObject({
      path: ["type"],
      message: "Choose Comprehensive, Initial, Periodic Review or Triggered",
    });
    const status = listRiskAssessmentsInput.safeParse({ status: "Done" });
    expect(status.error?.issues[0]?.message).toBe("Choose Draft, In Progress or Completed");
  });
});
