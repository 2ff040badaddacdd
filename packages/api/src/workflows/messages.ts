// What the workflow procedures answer when they refuse: one place, so the router's documented errors and the
// services' throws are the same sentences.
export const M = {
  notFound: "No workflow with this id.",
  closed: "The workflow is closed (approved, rejected, completed or cancelled): it no longer changes.",
  hasDecision: "The committee has decided on this workflow: it is kept as the record of that decision.",
  outsourcingInWizard: "A new outsourcing arrangement starts in the wizard",
  ownerNotEligible: "The owner must be an active user who may view workflows.",
  sameOwner: "The workflow already belongs to this owner.",
  targetBeforeStart: "The target date cannot fall before the workflow's start date.",
  stepsByReviews:
    "A new outsourcing arrangement moves through its prerequisite reviews and the committee's decision, not step by step.",
  unknownVendor: "No vendor with this id.",
  unknownContract: "No contract with this id.",
  contractOtherVendor: "The contract is with another vendor than the arrangement's provider.",
  inactiveCommittee: "Choose an active committee.",
  // Reviews (rules.ts reviewRefusal).
  reviewNotOutsourcing: "Prerequisite reviews belong to new outsourcing arrangements only.",
  reviewAlreadyDone: "This prerequisite is already complete.",
  reviewNotResponsible: "This prerequisite is set by the people responsible for it, and you are not one of them.",
  reviewOperationsOwnerOnly:
    "The operations review is the business owner's own attestation: only the arrangement's owner, who is responsible for it, sets it.",
  reviewOwnerOther:
    "You own this arrangement: its other prerequisites are set by the people responsible for them, not by its owner (segregation of duties).",
  riskAssessmentNotCompleted:
    "The risk review waits for the linked risk assessment: it must be Completed before the risk review is set.",
  noContractDraft:
    "The contract draft review needs a contract linked to the arrangement at the Drafting stage or later.",
  // The committee's decision (rules.ts decisionRefusal).
  decisionNotOutsourcing: "Committee decisions are taken on new outsourcing arrangements only.",
  decisionClosed: "The committee has already approved or rejected this arrangement: the decision is final.",
  decisionPrerequisites: "All seven prerequisites must be complete before the committee decides.",
  decisionOwner: "You own this arrangement: someone else on the committee must decide it (segregation of duties).",
  decisionNotMember: "Only a member of the arrangement's committee (or an Admin) records its decision.",
  decisionCreator:
    "You started this arrangement: someone else on the committee must decide it (segregation of duties).",
  decisionFormerOwner:
    "You owned this arrangement before it was reassigned: someone else on the committee must decide it (segregation of duties).",
  decisionReviewer:
    "You completed one of this arrangement's prerequisite reviews: a committee member who did not review it must decide (four eyes).",
  committeeFrozen:
    "The committee that decides cannot change once the arrangement awaits its decision (Pending or Deferred) or has one.",
  vendorFrozen:
    "The provider cannot change once the risk review is complete: that review was of this vendor's risk assessment.",
  contractFrozen:
    "The contract cannot change once the contract draft review is complete: that review was of this contract.",
  deferralNotFuture: "The expected review date must be after today.",
  noRiskAssessment: "No Risk Assessment Available: Risk assessment data is not yet available for this workflow.",
} as const;
