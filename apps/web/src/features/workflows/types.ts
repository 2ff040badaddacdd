import type { RouterOutputs } from "../../lib/api-types";

/** A row of the instances table, as workflows.list answers it (times arrive as text). */
export type WorkflowRow = RouterOutputs["workflows"]["list"]["items"][number];
/** The whole record with what the signed-in user may do on it (workflows.get). */
export type WorkflowDetail = RouterOutputs["workflows"]["get"];
export type WorkflowSummary = RouterOutputs["workflows"]["summary"];
export type WorkflowTemplates = RouterOutputs["workflows"]["templates"];
export type WorkflowEvent = WorkflowDetail["events"][number];
export type WorkflowDecision = WorkflowDetail["decisions"][number];
