import { MATERIALITY_QUESTION_IDS, newOutsourcingInput, saveDraftInput } from "@tprm/api/schemas";
import { describe, expect, it } from "vitest";
import {
  type Draft,
  draftIdOf,
  EMPTY_WIZARD,
  fromDraft,
  furthestReachable,
  stepComplete,
  stepOfField,
  toDraftInput,
  toSubmitInput,
  type WizardValues,
  withVendorName,
} from "./wizard-state";

const ID = "0195f3a0-0000-7000-8000-000000000001";
const VENDOR = "0195f3a0-0000-7000-8000-000000000002";
const DESCRIPTION =
  "Card payments processing for retail customers, including authorisation, clearing and disputes. ".repeat(2);

const allMateriality = (value: number) => Object.fromEntries(MATERIALITY_QUESTION_IDS.map((id) => [id, value]));

const filled: WizardValues = {
  ...EMPTY_WIZARD,
  legalEntity: "Example Bank AG",
  recipientDetails: "Retail payments",
  providerDetails: "PayCo Ltd\nDublin",
  processDescription: DESCRIPTION,
  outsourcing: { recurrent: "Yes", ownFunction: "Yes", notExcluded: "No", bundle: "No" },
  materiality: allMateriality(3),
};

function draft(overrides: Partial<Draft> = {}): Draft {
  return {
    id: ID,
    legalEntity: "Example Bank AG",
    jurisdiction: "IE",
    recipientDetails: "Retail payments",
    providerDetails: "PayCo Ltd",
    vendor: { id: VENDOR, name: "PayCo Ltd" },
    committeeId: null,
    processDescription: "Short",
    outsourcingAssessment: [
      { questionId: "recurrent", answer: "Yes" },
      { questionId: "bundle", answer: null },
      { questionId: "unknown", answer: "No" },
    ],
    materialityAssessment: [
      { questionId: "q1", answer: 4 },
      { questionId: "q2", answer: null },
    ],
    currentStep: "Step 4",
    step: 4,
    draftLastSaved: "2026-11-28T10:00:00.000Z",
    createdAt: "2026-11-28T09:00:00.000Z",
    updatedAt: "2026-11-28T10:00:00.000Z",
    ...overrides,
  };
}

describe("the wizard's Next rules (001 §5)", () => {
  it("needs recipient and provider on step 1, nothing on step 2, 100 characters on step 3", () => {
    expect(stepComplete(1, EMPTY_WIZARD)).toBe(false);
    expect(stepComplete(1, { ...EMPTY_WIZARD, recipientDetails: "R" })).toBe(false);
    expect(stepComplete(1, { ...EMPTY_WIZARD, recipientDetails: "R", providerDetails: "P" })).toBe(true);
    expect(stepComplete(2, EMPTY_WIZARD)).toBe(true);
    expect(stepComplete(3, { ...EMPTY_WIZARD, processDescription: "x".repeat(99) })).toBe(false);
    expect(stepComplete(3, { ...EMPTY_WIZARD, processDescription: "x".repeat(100) })).toBe(true);
  });

  it("needs all four yes/no answers on step 4 and all fifteen on step 5", () => {
    expect(stepComplete(4, { ...filled, outsourcing: { recurrent: "Yes" } })).toBe(false);
    expect(stepComplete(4, filled)).toBe(true);
    expect(stepComplete(5, { ...filled, materiality: { q1: 0 } })).toBe(false);
    expect(stepComplete(5, { ...filled, materiality: allMateriality(0) })).toBe(true);
  });

  it("lets the stepper reach as far as the answers allow", () => {
    expect(furthestReachable(EMPTY_WIZARD)).toBe(1);
    expect(furthestReachable({ ...EMPTY_WIZARD, recipientDetails: "R", providerDetails: "P" })).toBe(3);
    expect(furthestReachable(filled)).toBe(5);
  });
});

describe("a draft", () => {
  it("resumes at its stored step with its known answers (001 §4)", () => {
    const { values, step } = fromDraft(draft());
    expect(step).toBe(4);
    expect(values.vendor).toEqual({ id: VENDOR, name: "PayCo Ltd" });
    expect(values.outsourcing).toEqual({ recurrent: "Yes" });
    expect(values.materiality).toEqual({ q1: 4 });
    expect(fromDraft(draft({ currentStep: "Process description" })).step).toBe(3);
    expect(fromDraft(draft({ currentStep: "" })).step).toBe(1);
  });

  it("is saved with 'Step N', every question, and its id once it has one", () => {
    const input = toDraftInput(filled, 3, null);
    expect(input.currentStep).toBe("Step 3");
    expect(input.id).toBeNull();
    expect(input.outsourcingAssessment).toHaveLength(4);
    expect(input.materialityAssessment).toHaveLength(15);
    expect(saveDraftInput.safeParse(input).success).toBe(true);
    expect(toDraftInput(EMPTY_WIZARD, 1, ID).id).toBe(ID);
    expect(saveDraftInput.safeParse(toDraftInput(EMPTY_WIZARD, 1, ID)).success).toBe(true);
  });
});

describe("the submission", () => {
  it("passes the API's schema once every step is complete, with the draft it came from", () => {
    const input = toSubmitInput({ ...filled, vendor: { id: VENDOR, name: "PayCo Ltd" } }, ID);
    const parsed = newOutsourcingInput.safeParse(input);
    expect(parsed.success).toBe(true);
    expect(input.draftId).toBe(ID);
    expect(input.vendorId).toBe(VENDOR);
    expect(toSubmitInput({ ...filled, jurisdiction: "  " }, null).jurisdiction).toBeUndefined();
  });

  it("is refused by the schema with a question unanswered, on the step that asks it", () => {
    const parsed = newOutsourcingInput.safeParse(toSubmitInput({ ...filled, materiality: { q1: 2 } }, null));
    expect(parsed.success).toBe(false);
    const field = String(parsed.error?.issues[0]?.path[0]);
    expect(stepOfField(field)).toBe(5);
    expect(stepOfField("processDescription")).toBe(3);
    expect(stepOfField("providerDetails")).toBe(1);
    expect(stepOfField("committeeId")).toBe(2);
  });
});

describe("the provider", () => {
  it("takes the chosen vendor's name as its first line and keeps the rest", () => {
    expect(withVendorName("", "PayCo Ltd")).toBe("PayCo Ltd");
    expect(withVendorName("Old name\nDublin\nops@payco.example", "PayCo Ltd")).toBe(
      "PayCo Ltd\nDublin\nops@payco.example",
    );
  });
});

describe("the draft the wizard opens on", () => {
  it("comes from ?draft= first, else the navigation state; anything but an id is ignored", () => {
    expect(draftIdOf(new URLSearchParams(`draft=${ID}`), { draftId: VENDOR })).toBe(ID);
    expect(draftIdOf(new URLSearchParams(), { draftId: VENDOR })).toBe(VENDOR);
    expect(draftIdOf(new URLSearchParams("draft=1"), null)).toBeNull();
    expect(draftIdOf(new URLSearchParams(), "nope")).toBeNull();
  });
});
