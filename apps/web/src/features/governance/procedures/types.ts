import type { RouterOutputs } from "../../../lib/api-types";

/** A procedure as procedures.list answers it (times arrive as text). */
export type ProcedureRow = RouterOutputs["procedures"]["list"]["items"][number];
export type AlignmentSummary = RouterOutputs["procedures"]["alignment"];
