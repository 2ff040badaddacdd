// What a draft's card shows, from the draft as the API returns it (001 §2.4 Draft list). Unit-tested.
import { draftStepNumber, WIZARD_STEPS } from "@tprm/api/schemas";
import type { Draft } from "../wizard/wizard-state";

export const WIZARD_PATH = "/workflows/new-outsourcing";

/** The wizard opened on a draft: its id in the address (kept on reload) and in the navigation state (001 §2.4). */
export function continueTarget(id: string) {
  return { to: `${WIZARD_PATH}?draft=${encodeURIComponent(id)}`, state: { draftId: id } };
}

export interface DraftCardView {
  id: string;
  /** The legal entity, or null for 'Untitled Draft'. */
  title: string | null;
  /** The provider's first line (its name), when given. */
  provider: string | null;
  step: number;
  steps: number;
  savedAt: string;
  description: string;
}

export function draftCardView(draft: Draft): DraftCardView {
  return {
    id: draft.id,
    title: draft.legalEntity.trim() || null,
    provider: draft.providerDetails.split("\n")[0]?.trim() || null,
    step: draftStepNumber(draft.currentStep),
    steps: WIZARD_STEPS,
    savedAt: draft.draftLastSaved,
    description: draft.processDescription.trim(),
  };
}
