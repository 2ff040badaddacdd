import type { RouterOutputs } from "../../lib/api-types";

/** The answers as the web receives them (timestamps as ISO text), from the procedures' own types. */
export type AssessmentListItem = RouterOutputs["riskAssessments"]["list"]["items"][number];
export type AssessmentList = RouterOutputs["riskAssessments"]["list"];
export type AssessmentDetail = RouterOutputs["riskAssessments"]["get"];
