import type { RouterOutputs } from "../../../lib/api-types";

/** A workflow's record as the browser receives it (times as ISO text). */
export type WorkflowRecord = RouterOutputs["workflows"]["get"];
/** What the Committee Approval Deck reads: the record, its risk assessment (or null) and the server's note. */
export type DeckData = RouterOutputs["workflows"]["withRiskAssessment"];
export type DeckRiskAssessment = NonNullable<DeckData["riskAssessment"]>;
