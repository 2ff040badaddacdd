// The workflows' inputs and answers (issue 16; spec 001 §2.4, §3–§9): the workflow list and record, prerequisite
// reviews and the committee's decision; the wizard's drafts and submission are in workflow-intake.ts. The dialogs
// validate with these same schemas.
import { z } from "zod";
import { paginationInput } from "../lib/pagination.js";
import { MATERIALITY_SECTIONS } from "../workflows/questions.js";
import {
  DECISION_REFUSALS,
  DECISIONS,
  DISPLAY_STATUSES,
  MATERIALITY_CLASSES,
  REVIEW_KINDS,
  TEAMS,
  WORKFLOW_STATUSES,
  WORKFLOW_TYPE_SPEC_NAMES,
  WORKFLOW_TYPES,
  type WorkflowTypeValue,
} from "../workflows/rules.js";
import { optionalText, riskLevelOutput } from "./fields.js";
import { dateField } from "./invoices.js";
import { dateText, idOutput, pageOutput, timestamp, userRefOutput, vendorRefOutput } from "./output.js";
import { tagFilterField } from "./tags.js";
import { workflowText, yesNoAnswer } from "./workflow-intake.js";

export * from "../workflows/questions.js";
export * from "../workflows/rules.js";
export * from "./workflow-intake.js";

const SPEC_TYPE_NAMES = Object.fromEntries(Object.entries(WORKFLOW_TYPE_SPEC_NAMES).map(([k, v]) => [v, k]));

/** One of the five types; the spec's spelling (new-outsourcing) is accepted too. */
export const workflowTypeField = z.preprocess(
  (v) => (typeof v === "string" && SPEC_TYPE_NAMES[v] ? SPEC_TYPE_NAMES[v] : v),
  z.enum(WORKFLOW_TYPES, {
    error:
      "Workflow type is New Outsourcing, Contract Renewal, Risk Assessment, Vendor Onboarding or Vendor Offboarding",
  }),
) as unknown as z.ZodType<WorkflowTypeValue, WorkflowTypeValue | string>;

// ── The list and the record ───────────────────────────────────────────────────────────────────────────────────

export const WORKFLOW_SORTS = ["targetDate", "name", "createdAt", "status", "type"] as const;

export const listWorkflowsInput = paginationInput(25, 200).extend({
  tagId: tagFilterField,
  sort: z.enum(WORKFLOW_SORTS).default("targetDate"),
  order: z.enum(["asc", "desc"]).default("asc"),
  search: z.string().trim().max(200).optional().describe("Name, reference or vendor name"),
  type: workflowTypeField.optional(),
  status: z.enum(DISPLAY_STATUSES).optional().describe("A display status; overdue: past the target date, open"),
  storedStatus: z
    .enum(WORKFLOW_STATUSES)
    .optional()
    .describe("The stored status, overdue or not (pending: awaiting the committee's decision)"),
  ownerId: z.uuid("Unknown owner").optional(),
});
export type ListWorkflowsInput = z.input<typeof listWorkflowsInput>;

/** The arrangements awaiting the caller's decision as a committee member (GET /api/workflows/committee-decisions). */
export const awaitingDecisionInput = paginationInput(25, 100);
export type AwaitingDecisionInput = z.input<typeof awaitingDecisionInput>;

const refOutput = z.object({ id: idOutput, name: z.string() });

/** A row of the instances table (001 §3 "Workflow row", with our derived columns). */
export const workflowRowOutput = z.object({
  id: idOutput,
  reference: z.string(),
  name: z.string(),
  type: z.enum(WORKFLOW_TYPES),
  status: z.enum(WORKFLOW_STATUSES),
  displayStatus: z.enum(DISPLAY_STATUSES),
  overdue: z.boolean(),
  currentStep: z.string(),
  progress: z.number().int(),
  owner: userRefOutput,
  priority: riskLevelOutput,
  riskRating: riskLevelOutput,
  materialityClassification: z.enum(MATERIALITY_CLASSES).nullable(),
  vendor: vendorRefOutput.nullable(),
  jurisdiction: z.string().nullable(),
  businessUnit: z.string().nullable(),
  committee: refOutput.nullable(),
  startDate: dateText,
  targetDate: dateText,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type WorkflowRow = z.infer<typeof workflowRowOutput>;
export const workflowListOutput = pageOutput(workflowRowOutput);

/** The header tiles (001 §2.4): active of total, average progress, overdue, critical priority; and the drafts. */
export const workflowSummaryOutput = z.object({
  total: z.number().int(),
  inProgress: z.number().int(),
  averageProgress: z.number().int(),
  overdue: z.number().int(),
  critical: z.number().int(),
  pendingDecision: z.number().int(),
  myDrafts: z.number().int(),
});

export const workflowReviewOutput = z.object({
  kind: z.enum(REVIEW_KINDS),
  /** The spec's flag name (itReviewCompleted…). */
  flag: z.string(),
  completed: z.boolean(),
  completedBy: userRefOutput.nullable(),
  completedAt: timestamp.nullable(),
  comment: z.string().nullable(),
});

export const workflowDecisionOutput = z.object({
  id: idOutput,
  decision: z.enum(DECISIONS),
  reason: z.string().nullable(),
  deferralDate: dateText.nullable(),
  decidedBy: userRefOutput,
  decidedAt: timestamp,
});

export const workflowEventOutput = z.object({
  id: idOutput,
  kind: z.enum([
    "created",
    "edited",
    "review_completed",
    "step_completed",
    "owner_reassigned",
    "timeline_updated",
    "decision",
    "cancelled",
  ]),
  detail: z.string().nullable(),
  note: z.string().nullable(),
  automatic: z.boolean(),
  actor: userRefOutput.nullable(),
  createdAt: timestamp,
});

export const templateStepOutput = z.object({
  key: z.string(),
  assignee: z.enum(TEAMS),
  estimatedDays: z.number().int(),
  status: z.enum(["completed", "active", "blocked", "pending"]),
});

/** The whole record (View Details), with what the caller may do on it. */
export const workflowDetailOutput = workflowRowOutput.extend({
  businessJustification: z.string().nullable(),
  legalEntity: z.string().nullable(),
  recipientDetails: z.string().nullable(),
  providerDetails: z.string().nullable(),
  processDescription: z.string().nullable(),
  outsourcingAssessment: z.array(z.object({ questionId: z.string(), answer: yesNoAnswer })).nullable(),
  outsourcingScore: z.number().int().nullable(),
  dependencyLevel: riskLevelOutput.nullable(),
  isOutsourcing: z.boolean().nullable(),
  materialityAssessment: z.array(z.object({ questionId: z.string(), answer: z.number().int() })).nullable(),
  materialityScore: z.number().int().nullable(),
  sectionScores: z.record(z.enum(MATERIALITY_SECTIONS), z.number().int()).nullable(),
  riskThreshold: riskLevelOutput.nullable(),
  riskAssessment: z
    .object({ id: idOutput, reference: z.string(), status: z.enum(["draft", "in_progress", "completed"]) })
    .nullable(),
  contract: z.object({ id: idOutput, reference: z.string(), name: z.string(), stage: z.string() }).nullable(),
  nextReviewDate: dateText.nullable(),
  completedAt: timestamp.nullable(),
  /** The seven prerequisites in 001 §3's order; `flags` as the spec names them. */
  reviews: z.array(workflowReviewOutput),
  flags: z.record(z.string(), z.boolean()),
  decisions: z.array(workflowDecisionOutput),
  events: z.array(workflowEventOutput),
  steps: z.array(templateStepOutput),
  /** What the signed-in user may do here (the server checks again). */
  can: z.object({
    edit: z.boolean(),
    reassign: z.boolean(),
    updateTimeline: z.boolean(),
    completeStep: z.boolean(),
    reviews: z.array(z.enum(REVIEW_KINDS)),
    decide: z.boolean(),
    /** Why the caller may not decide (rules.ts decisionRefusal), or null when they may. */
    decideRefusal: z.enum(DECISION_REFUSALS).nullable(),
    delete: z.boolean(),
  }),
});
export type WorkflowDetail = z.infer<typeof workflowDetailOutput>;

export const workflowIdInput = z.object({ id: z.uuid("Unknown workflow") });

/** The New Workflow dialog (001 §2.4), validated (DESIGN.md). New outsourcing starts in the wizard instead. */
export const createWorkflowInput = z.object({
  type: workflowTypeField,
  name: workflowText("Arrangement name"),
  ownerId: z.uuid("Choose the business owner").nullish().describe("Default: the signed-in user"),
  vendorId: z.uuid("Unknown vendor").nullish(),
  businessUnit: workflowText("Business unit", 100),
  businessJustification: workflowText("Business justification", 2000),
  targetDate: dateField("Target date").nullish().describe("Default: 90 days from today"),
});
export type CreateWorkflowInput = z.input<typeof createWorkflowInput>;

/** Edit Workflow: the details; closed workflows refuse (409). */
export const updateWorkflowInput = z.object({
  id: z.uuid("Unknown workflow"),
  name: workflowText("Arrangement name").optional(),
  businessUnit: optionalText("Business unit", 100),
  businessJustification: optionalText("Business justification", 2000),
  vendorId: z.uuid("Unknown vendor").nullish(),
  legalEntity: optionalText("Legal entity", 200),
  jurisdiction: optionalText("Jurisdiction", 200),
  committeeId: z.uuid("Unknown committee").nullish(),
  contractId: z.uuid("Unknown contract").nullish().describe("The contract drafted for the arrangement"),
});
export type UpdateWorkflowInput = z.input<typeof updateWorkflowInput>;

export const reassignOwnerInput = z.object({
  id: z.uuid("Unknown workflow"),
  ownerId: z.uuid("Choose the new owner"),
  note: optionalText("Note", 1000),
});

export const updateTimelineInput = z.object({
  id: z.uuid("Unknown workflow"),
  targetDate: dateField("Target date"),
  reason: workflowText("Reason", 1000),
});

export const completeStepInput = z.object({ id: z.uuid("Unknown workflow"), note: optionalText("Note", 1000) });

export const completeReviewInput = z.object({
  id: z.uuid("Unknown workflow"),
  kind: z.enum(REVIEW_KINDS, { error: "Unknown review" }),
  comment: workflowText("Comment", 2000),
});

/**
 * POST /api/workflows/{id}/committee-decision (001 §7). `approvedBy` is accepted and ignored: the decision is
 * recorded as the signed-in user's. Deferred needs a reason and a review date after today; rejected a reason.
 */
export const committeeDecisionInput = z
  .object({
    id: z.uuid("Unknown workflow"),
    decision: z.enum(DECISIONS, { error: "Decision is approved, deferred or rejected" }),
    reason: optionalText("Reason", 2000),
    deferralDate: dateField("Expected review date").nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.decision !== "approved" && !v.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "Reason is required" });
    if (v.decision === "deferred" && !v.deferralDate)
      ctx.addIssue({ code: "custom", path: ["deferralDate"], message: "Expected review date is required" });
  });
export type CommitteeDecisionInput = z.input<typeof committeeDecisionInput>;

export const decisionResultOutput = z.object({ workflow: workflowDetailOutput, message: z.string() });

/** GET /api/workflows/{id}/with-risk-assessment: the Committee Approval Deck (001 §2.4). */
export const withRiskAssessmentOutput = z.object({
  workflow: workflowDetailOutput,
  riskAssessment: z
    .object({
      id: idOutput,
      reference: z.string(),
      overallRisk: z.enum(["low", "medium", "high", "critical", "na"]),
      assessmentType: z.string(),
      date: dateText,
      status: z.string(),
      vendor: z.object({
        name: z.string(),
        country: z.string().nullable(),
        contactPerson: z.string().nullable(),
        email: z.string().nullable(),
      }),
    })
    .nullable(),
  /** 'No Risk Assessment Available…' when there is none (001 §8). */
  message: z.string().nullable(),
});

export const workflowAnalyticsOutput = z.object({
  cycleTimeDays: z.number().int().nullable(),
  onTimeCompletion: z.number().int().nullable(),
  approvalSuccess: z.number().int().nullable(),
  stepAutomation: z.number().int().nullable(),
  total: z.number().int(),
  byType: z.array(z.object({ type: z.enum(WORKFLOW_TYPES), count: z.number().int(), share: z.number().int() })),
});

/** The templates of the five types and the governance they link (Template tab, wizard step 2). */
export const workflowTemplatesOutput = z.object({
  templates: z.array(
    z.object({
      type: z.enum(WORKFLOW_TYPES),
      steps: z.array(templateStepOutput.omit({ status: true })),
    }),
  ),
  policies: z.array(
    z.object({
      id: idOutput,
      reference: z.string(),
      name: z.string(),
      owner: z.string(),
      category: z.string().nullable(),
      regulatoryFramework: z.string().nullable(),
      status: z.string(),
    }),
  ),
  committees: z.array(
    z.object({ id: idOutput, name: z.string(), type: z.string(), chair: z.string(), hasCharter: z.boolean() }),
  ),
});
