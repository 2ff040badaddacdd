// The wizard's inputs and answers (issue 16; spec 001 §2.3, §3, §5, §7): the two questionnaires' items, drafts and
// the new outsourcing submission. The wizard validates with these same schemas.
import { z } from "zod";
import {
  MATERIALITY_QUESTION_IDS,
  OUTSOURCING_QUESTION_IDS,
  type OutsourcingQuestionId,
} from "../workflows/questions.js";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, MATERIALITY_CLASSES, WORKFLOW_STATUSES } from "../workflows/rules.js";
import { optionalText } from "./fields.js";
import { dateText, idOutput, timestamp, vendorRefOutput } from "./output.js";

/** A required text field with the form's messages. */
export const workflowText = (label: string, max = 200) =>
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
export const yesNoAnswer = z.enum(["Yes", "No"], { error: "Answer Yes or No" });
const materialityValue = z
  .number({ error: "Answer from 0 to 5" })
  .int("Answer from 0 to 5")
  .min(0, "Answer from 0 to 5")
  .max(5, "Answer from 0 to 5");

/** An outsourcing item as the wizard keeps it (001 §3): the question's id and Yes, No or not yet answered. */
export const outsourcingItemInput = z.object({ questionId: outsourcingQuestionId, answer: yesNoAnswer.nullable() });
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
  outsourcingAssessment: z.array(z.object({ questionId: z.string(), answer: yesNoAnswer.nullable() })),
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
  recipientDetails: workflowText("Recipient", 2000),
  providerDetails: workflowText("Provider", 2000),
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
