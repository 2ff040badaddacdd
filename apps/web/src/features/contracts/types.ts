import type { RouterOutputs } from "../../lib/api-types";

/** A row of the contract register, as contracts.list answers it (times arrive as text). */
export type ContractRow = RouterOutputs["contracts"]["list"]["items"][number];
