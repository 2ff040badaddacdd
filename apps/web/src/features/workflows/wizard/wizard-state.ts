// The wizard's values and the pure steps between them and the API: a draft read back into the wizard, the wizard
// written as a draft or a submission, and what each step has answered. Unit-tested (wizard-state.test.ts).
import {
  canAdvance,
  MATERIALITY_QUESTION_IDS,
  MATERIALITY_QUESTIONS,
  type MaterialityAnswers,
  type NewOutsourcingInput,
  OUTSOURCING_QUESTION_IDS,
  type OutsourcingQuestionId,
  resumeStep,
  type SaveDraftInput,
  stepText,
  WIZARD_STEPS,
  type YesNo,
} from "@tprm/api/schemas";
import type { RouterOutputs } from "../../../lib/api-types";

/** A draft as the API sends it (its times as ISO text). */
export type Draft = RouterOutputs["workflowDrafts"]["get"];

export interface PickedVendor {
  id: string;
  name: string;
}

/** Everything the five steps hold. The provider is a vendor of the register (vendor set) or typed as text. */
export interface WizardValues {
  legalEntity: string;
  jurisdiction: string;
  recipientDetails: string;
  providerDetails: string;
  vendor: PickedVendor | null;
  committeeId: string | null;
  processDescription: string;
  outsourcing: Partial<Record<OutsourcingQuestionId, YesNo>>;
  materiality: MaterialityAnswers;
}

export const EMPTY_WIZARD: WizardValues = {
  legalEntity: "",
  jurisdiction: "",
  recipientDetails: "",
  providerDetails: "",
  vendor: null,
  committeeId: null,
  processDescription: "",
  outsourcing: {},
  materiality: {},
};

export const STEP_KEYS = ["kickoff", "oversight", "description", "outsourcing", "materiality"] as const;
export type StepKey = (typeof STEP_KEYS)[number];

export const outsourcingAnswered = (v: WizardValues) =>
  OUTSOURCING_QUESTION_IDS.filter((id) => v.outsourcing[id] === "Yes" || v.outsourcing[id] === "No").length;

export const materialityAnswered = (v: WizardValues) =>
  MATERIALITY_QUESTION_IDS.filter((id) => typeof v.materiality[id] === "number").length;

/** Whether Next (or, on the last step, Complete) may be pressed: 001 §5 through rules.canAdvance. */
export function stepComplete(step: number, v: WizardValues): boolean {
  return canAdvance(step, {
    recipientDetails: v.recipientDetails,
    providerDetails: v.providerDetails,
    processDescription: v.processDescription,
    outsourcingAnswered: outsourcingAnswered(v),
    materialityAnswered: materialityAnswered(v),
  });
}

/** The furthest step reachable from step 1 by pressing Next, so the stepper may jump back and forth within it. */
export function furthestReachable(v: WizardValues): number {
  let step = 1;
  while (step < WIZARD_STEPS && stepComplete(step, v)) step += 1;
  return step;
}

/** The provider's first line with the chosen vendor's name in it (the server finds the vendor by that line). */
export function withVendorName(providerDetails: string, name: string): string {
  const lines = providerDetails.split("\n");
  lines[0] = name;
  return lines.join("\n");
}

/** A saved draft back in the wizard, and the step it resumes at (001 §4: resumeStep of its stored text). */
export function fromDraft(draft: Draft): { values: WizardValues; step: number } {
  const outsourcing: WizardValues["outsourcing"] = {};
  for (const item of draft.outsourcingAssessment) {
    if (item.answer && (OUTSOURCING_QUESTION_IDS as string[]).includes(item.questionId))
      outsourcing[item.questionId as OutsourcingQuestionId] = item.answer;
  }
  const materiality: MaterialityAnswers = {};
  for (const item of draft.materialityAssessment) {
    if (item.answer !== null && (MATERIALITY_QUESTION_IDS as string[]).includes(item.questionId))
      materiality[item.questionId] = item.answer;
  }
  return {
    values: {
      legalEntity: draft.legalEntity,
      jurisdiction: draft.jurisdiction,
      recipientDetails: draft.recipientDetails,
      providerDetails: draft.providerDetails,
      vendor: draft.vendor ? { id: draft.vendor.id, name: draft.vendor.name } : null,
      committeeId: draft.committeeId,
      processDescription: draft.processDescription,
      outsourcing,
      materiality,
    },
    step: resumeStep(draft.currentStep),
  };
}

const outsourcingItems = (v: WizardValues) =>
  OUTSOURCING_QUESTION_IDS.map((questionId) => ({ questionId, answer: v.outsourcing[questionId] ?? null }));

const materialityItems = (v: WizardValues) =>
  MATERIALITY_QUESTIONS.map((q) => ({ questionId: q.id, answer: v.materiality[q.id] ?? null }));

/** The wizard as a draft (POST /api/workflows/save-draft): `id` once the first save has returned one. */
export function toDraftInput(v: WizardValues, step: number, id: string | null): SaveDraftInput {
  return {
    id,
    legalEntity: v.legalEntity,
    jurisdiction: v.jurisdiction,
    recipientDetails: v.recipientDetails,
    providerDetails: v.providerDetails,
    vendorId: v.vendor?.id ?? null,
    committeeId: v.committeeId,
    processDescription: v.processDescription,
    outsourcingAssessment: outsourcingItems(v),
    materialityAssessment: materialityItems(v),
    currentStep: stepText(step),
  };
}

/** The wizard as a submission (POST /api/workflows/new-outsourcing). */
export function toSubmitInput(v: WizardValues, draftId: string | null): NewOutsourcingInput {
  return {
    legalEntity: v.legalEntity.trim() || undefined,
    jurisdiction: v.jurisdiction.trim() || undefined,
    recipientDetails: v.recipientDetails,
    providerDetails: v.providerDetails,
    vendorId: v.vendor?.id ?? null,
    committeeId: v.committeeId,
    processDescription: v.processDescription,
    outsourcingAssessment: outsourcingItems(v),
    materialityAssessment: materialityItems(v),
    draftId,
  };
}

/** The step a field of the submission is asked on, to take the user to the first one the server refused. */
export function stepOfField(field: string): number {
  if (["legalEntity", "jurisdiction", "recipientDetails", "providerDetails", "vendorId", "name"].includes(field))
    return 1;
  if (field === "committeeId") return 2;
  if (field === "processDescription") return 3;
  if (field === "outsourcingAssessment") return 4;
  if (field === "materialityAssessment") return 5;
  return 1;
}

/** The draft's id from the address (?draft=<id>) or the navigation state ({ draftId }), the address first. */
export function draftIdOf(params: URLSearchParams, state: unknown): string | null {
  const fromUrl = params.get("draft");
  const fromState =
    state && typeof state === "object" && "draftId" in state && typeof state.draftId === "string"
      ? state.draftId
      : null;
  const id = fromUrl ?? fromState;
  return id && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}
