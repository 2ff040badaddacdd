// The workflows' inputs and answers (issue 16; spec 001 §2.3, §2.4, §3–§9): the wizard's drafts and submission,
// the workflow list and record, prerequisite reviews and the committee's decision. The wizard and the dialogs
// validate with these same schemas.
import { z } from "zod";
import { paginationInput } from "../lib/pagination.js";
import {
  MATERIALITY_QUESTION_IDS,
  MATERIALITY_SECTIONS,
  OUTSOURCING_QUESTION_IDS,
  type OutsourcingQuestionId,
} from "../workflows/questions.js";
import {
  DECISION_REFUSALS,
  DECISIONS,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
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

export * from "../workflows/questions.js";
export * from "../workflows/rules.js";

const SPEC_TYPE_NAMES = Object.fromEntries(Object.entries(WORKFLOW_TYPE_SPEC_NAMES).map(([k, v]) => [v, k]));

/** One of the five types; the spec's spelling (new-outsourcing) is accepted too. */
export const workflowTypeField = z.preprocess(
  (v) => (typeof v === "string" && SPEC_TYPE_NAMES[v] ? SPEC_TYPE_NAMES[v] : v),
  z.enum(WORKFLOW_TYPES, {
    error:
      "Workflow type is New Outsourcing, Contract Renewal, Risk Assessment, Vendor Onboarding or Vendor Offboarding",
  }),
) as unknown as z.ZodType<WorkflowTypeValue, WorkflowTypeValue | string>;

const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const draftText = (label: string, max = 2000) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .default("");

// ── Answers ───────────────────────────────────────────────────────────────────────────────────────────────────

const outsourcingQuestionId = z.enum(OUTSOURCING_QUESTION_IDS as [OutsourcingQuestionId, ...OutsourcingQuestionId[]], {
  error: "Unknown outsourcing question",
});
const materialityQuestionId = z.enum(MATERIALITY_QUESTION_IDS as [string, ...string[]], {
  error: "Unknown materiality question",
});
const yesNo = z.enum(["Yes", "No"], { error: "Answer Yes or No" });
const materialityValue = z
  .number({ error: "Answer from 0 to 5" })
  .int("Answer from 0 to 5")
  .min(0, "Answer from 0 to 5")
  .max(5, "Answer from 0 to 5");

/** An outsourcing item as the wizard keeps it (001 §3): the question's id and Yes, No or not yet answered. */
export const outsourcingItemInput = z.object({ questionId: outsourcingQuestionId, answer: yesNo.nullable() });
/** A materiality item (001 §3): the question's id and 0–5 or not yet answered. */
export const materialityItemInput = z.object({
  questionId: materialityQuestionId,
  answer: materialityValue.nullable(),
});

const uniqueIds = <T extends { questionId: string }>(items: T[]) =>
  new Set(items.map((i) => i.questionId)).size === items.length;

/** A list of items, or (as the spec's submission sends materiality) a map of question id to answer. */
const itemList = <Item extends z.ZodType<{ questionId: string; answer: unknown }>>(item: Item, label: string) =>
  z.preprocess(
    (v) =>
      v && typeof v === "object" && !Array.isArray(v)
        ? Object.entries(v as Record<string, unknown>).map(([questionId, answer]) => ({ questionId, answer }))
        : v,
    z
      .array(item, { error: `${label} must be a list of answers` })
      .max(20)
      .refine(uniqueIds, `${label} answers one question once`),
  );

export const outsourcingAnswersField = itemList(outsourcingItemInput, "Outsourcing assessment");
export const materialityAnswersField = itemList(materialityItemInput, "Materiality assessment");

/** Every question answered: the submission's rule (001 §5 steps 4 and 5). */
const allAnswered = (ids: readonly string[]) => (items: { questionId: string; answer: unknown }[]) =>
  ids.every((id) => items.some((i) => i.questionId === id && i.answer !== null && i.answer !== undefined));
const answerAll = (ids: readonly string[], label: string) => `${label}: answer all ${ids.length} questions`;

// ── Drafts ────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * POST /api/workflows/save-draft (001 §7). The draft belongs to the signed-in user: the spec's `owner` and `userId`
 * are accepted and ignored. With `id`, the user's own draft is updated (another user's answers 404).
 */
export const saveDraftInput = z.object({
  id: z.uuid("Unknown draft").nullish(),
  legalEntity: draftText("Legal entity", 200),
  jurisdiction: draftText("Jurisdiction", 200),
  recipientDetails: draftText("Recipient"),
  providerDetails: draftText("Provider"),
  vendorId: z.uuid("Unknown vendor").nullish().describe("The provider, when it is a vendor of the register"),
  committeeId: z.uuid("Unknown committee").nullish().describe("The committee that will decide"),
  processDescription: draftText("Process description", DESCRIPTION_MAX),
  outsourcingAssessment: outsourcingAnswersField.default([]),
  materialityAssessment: materialityAnswersField.default([]),
  currentStep: z.string().trim().max(50).default("Step 1").describe("'Step N' (001 §4)"),
});
export type SaveDraftInput = z.input<typeof saveDraftInput>;

export const draftIdInput = z.object({ id: z.uuid("Unknown draft") });

export const draftOutput = z.object({
  id: idOutput,
  legalEntity: z.string(),
  jurisdiction: z.string(),
  recipientDetails: z.string(),
  providerDetails: z.string(),
  vendor: vendorRefOutput.nullable(),
  committeeId: idOutput.nullable(),
  processDescription: z.string(),
  outsourcingAssessment: z.array(z.object({ questionId: z.string(), answer: yesNo.nullable() })),
  materialityAssessment: z.array(z.object({ questionId: z.string(), answer: z.number().int().nullable() })),
  currentStep: z.string(),
  /** 1–5, from currentStep (001 §4 draft step). */
  step: z.number().int(),
  draftLastSaved: timestamp,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type DraftOutput = z.infer<typeof draftOutput>;
export const draftListOutput = z.array(draftOutput);

// ── Submission ────────────────────────────────────────────────────────────────────────────────────────────────

/** POST /api/workflows/new-outsourcing (001 §7): the wizard's five steps, complete. */
export const newOutsourcingInput = z.object({
  name: optionalText("Arrangement name", 200).describe("Default: the provider for the recipient"),
  legalEntity: optionalText("Legal entity", 200),
  jurisdiction: optionalText("Jurisdiction", 200),
  recipientDetails: requiredText("Recipient", 2000),
  providerDetails: requiredText("Provider", 2000),
  vendorId: z
    .uuid("Unknown vendor")
    .nullish()
    .describe("The provider's vendor; without it a vendor named as the provider's first line is found or created"),
  committeeId: z.uuid("Unknown committee").nullish().describe("The committee that will decide"),
  processDescription: z
    .string({ error: "Process description is required" })
    .trim()
    .min(DESCRIPTION_MIN, `Process description must be at least ${DESCRIPTION_MIN} characters`)
    .max(DESCRIPTION_MAX, `Process description must be at most ${DESCRIPTION_MAX} characters`),
  outsourcingAssessment: outsourcingAnswersField.refine(
    allAnswered(OUTSOURCING_QUESTION_IDS),
    answerAll(OUTSOURCING_QUESTION_IDS, "Outsourcing assessment"),
  ),
  materialityAssessment: materialityAnswersField.refine(
    allAnswered(MATERIALITY_QUESTION_IDS),
    answerAll(MATERIALITY_QUESTION_IDS, "Materiality assessment"),
  ),
  draftId: z.uuid("Unknown draft").nullish().describe("The draft this came from; removed on success"),
});
export type NewOutsourcingInput = z.input<typeof newOutsourcingInput>;

// ── The list and the record ───────────────────────────────────────────────────────────────────────────────────

export const WORKFLOW_SORTS = ["targetDate", "name", "createdAt", "status", "type"] as const;

export const listWorkflowsInput = paginationInput(25, 200).extend({
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
  outsourcingAssessment: z.array(z.object({ questionId: z.string(), answer: yesNo })).nullable(),
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
  name: requiredText("Arrangement name"),
  ownerId: z.uuid("Choose the business owner").nullish().describe("Default: the signed-in user"),
  vendorId: z.uuid("Unknown vendor").nullish(),
  businessUnit: requiredText("Business unit", 100),
  businessJustification: requiredText("Business justification", 2000),
  targetDate: dateField("Target date").nullish().describe("Default: 90 days from today"),
});
export type CreateWorkflowInput = z.input<typeof createWorkflowInput>;

/** Edit Workflow: the details; closed workflows refuse (409). */
export const updateWorkflowInput = z.object({
  id: z.uuid("Unknown workflow"),
  name: requiredText("Arrangement name").optional(),
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
  reason: requiredText("Reason", 1000),
});

export const completeStepInput = z.object({ id: z.uuid("Unknown workflow"), note: optionalText("Note", 1000) });

export const completeReviewInput = z.object({
  id: z.uuid("Unknown workflow"),
  kind: z.enum(REVIEW_KINDS, { error: "Unknown review" }),
  comment: requiredText("Comment", 2000),
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

/** What the submission answers: the workflow, its risk assessment and vendor, and who the committee notice reached. */
export const newOutsourcingOutput = z.object({
  workflow: z.object({
    id: idOutput,
    reference: z.string(),
    name: z.string(),
    status: z.enum(WORKFLOW_STATUSES),
    currentStep: z.string(),
    targetDate: dateText,
    materialityScore: z.number().int(),
    materialityClassification: z.enum(MATERIALITY_CLASSES),
    outsourcingScore: z.number().int(),
    isOutsourcing: z.boolean(),
  }),
  riskAssessment: z.object({ id: idOutput, reference: z.string() }),
  vendor: z.object({ id: idOutput, name: z.string(), created: z.boolean() }),
  /** Users the committee notification reached. */
  notified: z.number().int(),
});
