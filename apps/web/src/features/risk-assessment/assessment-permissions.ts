import { allows, RISK_ASSESSMENT_ACCESS, USER_DIRECTORY_ACCESS } from "@tprm/api/permissions";
import { type AssessmentDomainKey, type AssessmentStatusValue, missingDomains } from "@tprm/api/schemas";

/**
 * What the signed-in role may do in the risk assessment centre: the access rules the procedures declare
 * (RISK_ASSESSMENT_ACCESS) through the same check. The server checks again on every call; this only hides controls
 * the role could not use.
 */
export interface AssessmentRights {
  /** riskAssessments.create: New Assessment (Risk Manager). */
  create: boolean;
  /** update, submit, reopen and bulkUpdate (Risk Manager); card selection is offered with it. */
  edit: boolean;
  /** delete, drafts only (Risk Manager). */
  delete: boolean;
  /** Choosing people (the assessor filter, a bulk change of lead assessor) searches users.directory. */
  pickPeople: boolean;
  /** updateDomain and evidence on IT & business continuity only (IT Security's security assessments). */
  securityDomain: boolean;
}

export function assessmentRights(role: string | null | undefined): AssessmentRights {
  return {
    create: allows(role, RISK_ASSESSMENT_ACCESS.create),
    edit: allows(role, RISK_ASSESSMENT_ACCESS.edit),
    delete: allows(role, RISK_ASSESSMENT_ACCESS.delete),
    pickPeople: allows(role, USER_DIRECTORY_ACCESS),
    securityDomain: allows(role, RISK_ASSESSMENT_ACCESS.securityDomain),
  };
}

/** The part of an assessment its actions depend on. */
export interface ActionSubject {
  status: AssessmentStatusValue;
  domains: Record<AssessmentDomainKey, { score: number | null }>;
}

/** Who may add or remove a domain's evidence: an editor on any domain, IT Security on its own, never once locked. */
export function canChangeEvidence(
  rights: AssessmentRights,
  status: AssessmentStatusValue,
  domain: AssessmentDomainKey,
): boolean {
  if (status === "completed") return false;
  return rights.edit || (domain === "itBusinessContinuity" && rights.securityDomain);
}

export interface AssessmentActions {
  edit: boolean;
  /** Submit is offered on an open assessment; `missing` lists the domains still to score (submit waits for none). */
  submit: boolean;
  missing: AssessmentDomainKey[];
  reopen: boolean;
  delete: boolean;
  /** IT Security's own domain (IT & business continuity) on an open assessment, for a role that may not edit it all. */
  assessSecurity: boolean;
}

/**
 * The detail's actions (docs/RISK-ASSESSMENTS.md): an open (draft or in progress) assessment is edited and
 * submitted, a completed one is locked until a Risk Manager reopens it, and only a draft is deleted.
 */
export function assessmentActions(rights: AssessmentRights, assessment: ActionSubject): AssessmentActions {
  const open = assessment.status !== "completed";
  const scores = Object.fromEntries(Object.entries(assessment.domains).map(([key, section]) => [key, section.score]));
  return {
    edit: rights.edit && open,
    submit: rights.edit && open,
    missing: missingDomains(scores),
    reopen: rights.edit && !open,
    delete: rights.delete && assessment.status === "draft",
    assessSecurity: rights.securityDomain && !rights.edit && open,
  };
}
