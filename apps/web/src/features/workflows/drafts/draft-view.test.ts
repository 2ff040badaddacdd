import { describe, expect, it } from "vitest";
import type { Draft } from "../wizard/wizard-state";
import { continueTarget, draftCardView } from "./draft-view";

const ID = "0195f3a0-0000-7000-8000-000000000001";

const draft = (overrides: Partial<Draft>): Draft => ({
  id: ID,
  legalEntity: "",
  jurisdiction: "",
  recipientDetails: "",
  providerDetails: "",
  vendor: null,
  committeeId: null,
  processDescription: "",
  outsourcingAssessment: [],
  materialityAssessment: [],
  currentStep: "Step 1",
  step: 1,
  draftLastSaved: "2026-11-28T10:00:00.000Z",
  createdAt: "2026-11-28T09:00:00.000Z",
  updatedAt: "2026-11-28T10:00:00.000Z",
  ...overrides,
});

describe("a draft's card (001 §2.4)", () => {
  it("is titled by its legal entity, else left for 'Untitled Draft'", () => {
    expect(draftCardView(draft({ legalEntity: "Example Bank AG" })).title).toBe("Example Bank AG");
    expect(draftCardView(draft({ legalEntity: "   " })).title).toBeNull();
  });

  it("shows 'Step n/5' read from the stored step text (default 1)", () => {
    expect(draftCardView(draft({ currentStep: "Step 3" }))).toMatchObject({ step: 3, steps: 5 });
    expect(draftCardView(draft({ currentStep: "Process" })).step).toBe(1);
    expect(draftCardView(draft({ currentStep: "Step 9" })).step).toBe(1);
  });

  it("names the provider by its first line", () => {
    expect(draftCardView(draft({ providerDetails: "PayCo Ltd\nDublin" })).provider).toBe("PayCo Ltd");
    expect(draftCardView(draft({ providerDetails: "" })).provider).toBeNull();
  });

  it("continues in the wizard with the id in the address and in the navigation state", () => {
    expect(continueTarget(ID)).toEqual({ to: `/workflows/new-outsourcing?draft=${ID}`, state: { draftId: ID } });
  });
});
