// The risk assessment form's values: what the fields hold, how an assessment fills them, and the resolver that
// validates them with the procedure's own schema (createRiskAssessmentInput or updateRiskAssessmentInput).
import { zodResolver } from "@hookform/resolvers/zod";
import {
  ASSESSMENT_DOMAINS,
  type AssessmentDomainKey,
  type AssessmentTypeValue,
  createRiskAssessmentInput,
  type DomainScores,
  type RiskAssessmentDetail,
  updateRiskAssessmentInput,
} from "@tprm/api/schemas";
import type { FieldErrorLike } from "@tprm/ui";
import type { TFunction } from "i18next";
import type { FieldErrors, Resolver } from "react-hook-form";
import type { z } from "zod";
import { type IssueMessages, translatedError } from "../../../components/field-error";
import type { PickedUser } from "../../../components/UserPicker";
import type { RouterOutputs } from "../../../lib/api-types";
import { formatCount } from "../../../lib/format";

/** The spec's default type (000 §9); the status of a new assessment is Draft, set by the server. */
export const DEFAULT_ASSESSMENT_TYPE: AssessmentTypeValue = "comprehensive";

export interface DomainValues {
  /** 0–10 (10 = most risk), null while the domain has no score. */
  score: number | null;
  notes: string;
}

export interface AssessmentFormValues {
  /** Set when editing. */
  id?: string;
  vendorId: string;
  leadAssessorId: string;
  teamIds: string[];
  type: AssessmentTypeValue;
  /** "YYYY-MM-DD". */
  assessmentDate: string;
  /** "YYYY-MM-DD", or "" to let submission set it from the overall risk. */
  nextReviewDate: string;
  serviceCategory: string;
  recommendations: string;
  comments: string;
  mitigationPlan: string;
  domains: Record<AssessmentDomainKey, DomainValues>;
}

export type CreateOutput = z.output<typeof createRiskAssessmentInput>;
export type UpdateOutput = z.output<typeof updateRiskAssessmentInput>;
export type AssessmentFormOutput = CreateOutput | UpdateOutput;

/**
 * What the form reads of the assessment it edits. Both the schema's RiskAssessmentDetail and the answer of
 * riskAssessments.get (whose times arrive as text) fit it.
 */
export type EditableAssessment = Pick<
  RiskAssessmentDetail,
  | "id"
  | "reference"
  | "vendor"
  | "leadAssessor"
  | "team"
  | "type"
  | "status"
  | "assessmentDate"
  | "nextReviewDate"
  | "serviceCategory"
  | "recommendations"
  | "comments"
  | "mitigationPlan"
> & { domains: Record<AssessmentDomainKey, { score: number | null; notes: string | null }> };

/** What a save answers: the assessment as the server now has it. */
export type SavedAssessment = RouterOutputs["riskAssessments"]["create"];

/** The people and the vendor the ids stand for, as the pickers show them. */
export interface Chosen {
  vendor: { id: string; name: string } | null;
  leadAssessor: PickedUser | null;
  team: PickedUser[];
}

const emptyDomains = () =>
  Object.fromEntries(ASSESSMENT_DOMAINS.map((d) => [d, { score: null, notes: "" }])) as Record<
    AssessmentDomainKey,
    DomainValues
  >;

/** A new assessment: the spec's default type, dated today, nothing scored. */
export function newAssessmentValues(today: string, vendorId = ""): AssessmentFormValues {
  return {
    vendorId,
    leadAssessorId: "",
    teamIds: [],
    type: DEFAULT_ASSESSMENT_TYPE,
    assessmentDate: today,
    nextReviewDate: "",
    serviceCategory: "",
    recommendations: "",
    comments: "",
    mitigationPlan: "",
    domains: emptyDomains(),
  };
}

/** The form filled from an assessment, to edit it. */
export function assessmentValues(a: EditableAssessment): AssessmentFormValues {
  const domains = emptyDomains();
  for (const d of ASSESSMENT_DOMAINS) domains[d] = { score: a.domains[d].score, notes: a.domains[d].notes ?? "" };
  return {
    id: a.id,
    vendorId: a.vendor.id,
    leadAssessorId: a.leadAssessor.id,
    teamIds: a.team.map((u) => u.id),
    type: a.type,
    assessmentDate: a.assessmentDate,
    nextReviewDate: a.nextReviewDate ?? "",
    serviceCategory: a.serviceCategory ?? "",
    recommendations: a.recommendations ?? "",
    comments: a.comments ?? "",
    mitigationPlan: a.mitigationPlan ?? "",
    domains,
  };
}

export function chosenOf(a: EditableAssessment | undefined): Chosen {
  if (!a) return { vendor: null, leadAssessor: null, team: [] };
  return { vendor: a.vendor, leadAssessor: a.leadAssessor, team: a.team };
}

/** The scores the rules read, from the form's domains. */
export function scoresOf(domains: Partial<Record<AssessmentDomainKey, Partial<DomainValues>>> | undefined) {
  const scores: DomainScores = {};
  for (const d of ASSESSMENT_DOMAINS) scores[d] = domains?.[d]?.score ?? null;
  return scores;
}

/**
 * The procedure's schema as the form's resolver. An empty next review date is "none" (null), which the schema's
 * date field would otherwise refuse as not a date.
 */
export function assessmentResolver(editing: boolean): Resolver<AssessmentFormValues, unknown, AssessmentFormOutput> {
  const base = (editing
    ? zodResolver(updateRiskAssessmentInput)
    : zodResolver(createRiskAssessmentInput)) as never as Resolver<
    Record<string, unknown>,
    unknown,
    AssessmentFormOutput
  >;
  return (values, context, options) =>
    base({ ...values, nextReviewDate: values.nextReviewDate || null }, context, options as never) as ReturnType<
      Resolver<AssessmentFormValues, unknown, AssessmentFormOutput>
    >;
}

// ---- Messages: the schema's are English; each field's issue codes name the translation (components/field-error).

const TOO_LONG = "assessmentForm:errors.tooLong";
const NOT_A_DATE = "assessmentForm:errors.notADate";

export const ISSUES = {
  vendorId: {
    invalid_format: "assessmentForm:errors.vendorRequired",
    invalid_type: "assessmentForm:errors.vendorRequired",
  },
  leadAssessorId: {
    invalid_format: "assessmentForm:errors.assessorRequired",
    invalid_type: "assessmentForm:errors.assessorRequired",
  },
  teamIds: { too_big: "assessmentForm:errors.teamTooLarge" },
  type: { invalid_value: "assessmentForm:errors.chooseType" },
  assessmentDate: { invalid_union: NOT_A_DATE, custom: NOT_A_DATE },
  nextReviewDate: { invalid_union: NOT_A_DATE, custom: NOT_A_DATE },
  serviceCategory: { too_big: TOO_LONG },
  recommendations: { too_big: TOO_LONG },
  comments: { too_big: TOO_LONG },
  mitigationPlan: { too_big: TOO_LONG },
  notes: { too_big: TOO_LONG },
  score: {
    too_small: "assessmentForm:errors.scoreRange",
    too_big: "assessmentForm:errors.scoreRange",
    invalid_type: "assessmentForm:errors.scoreRange",
  },
} as const satisfies Record<string, IssueMessages>;

/**
 * A field's error in the user's language (components/field-error). The limit the schema's English message names
 * ("at most 5000 characters", "At most 20 team members") is passed on as {{max}}, so no limit is written twice.
 */
export function fieldError(
  t: TFunction,
  error: (FieldErrorLike & { type?: unknown }) | undefined,
  messages: IssueMessages,
): FieldErrorLike | undefined {
  const limit = error?.message ? /\d+/.exec(error.message)?.[0] : undefined;
  const withLimit = Object.fromEntries(
    Object.entries(messages).map(([code, entry]) => [
      code,
      typeof entry === "string" ? ([entry, { max: limit ? formatCount(Number(limit)) : "" }] as const) : entry,
    ]),
  );
  return translatedError(t, error, withLimit);
}

/** The tab holding each field, to open the first one with an error after a refused save. */
export type FormTab = "general" | AssessmentDomainKey | "summary";

export function tabsWithErrors(errors: FieldErrors<AssessmentFormValues>): FormTab[] {
  const tabs: FormTab[] = [];
  const general = [
    "vendorId",
    "leadAssessorId",
    "teamIds",
    "type",
    "assessmentDate",
    "nextReviewDate",
    "serviceCategory",
    "recommendations",
    "comments",
    "mitigationPlan",
  ] as const;
  if (general.some((field) => errors[field])) tabs.push("general");
  for (const d of ASSESSMENT_DOMAINS) if (errors.domains?.[d]) tabs.push(d);
  return tabs;
}

/**
 * Of the form's domains, those the user changed from the assessment as it was loaded: an edit sends only these, so
 * a domain someone else scored since the form opened (IT Security's own domain) is not written back over.
 */
export function changedDomains<Section extends { score?: number | null; notes?: string | null }>(
  domains: Partial<Record<AssessmentDomainKey, Section>> | undefined,
  loaded: EditableAssessment,
): Partial<Record<AssessmentDomainKey, Section>> {
  const changed: Partial<Record<AssessmentDomainKey, Section>> = {};
  for (const d of ASSESSMENT_DOMAINS) {
    const section = domains?.[d];
    if (!section) continue;
    const was = loaded.domains[d];
    if ((section.score ?? null) !== (was.score ?? null) || (section.notes || null) !== (was.notes || null))
      changed[d] = section;
  }
  return changed;
}
