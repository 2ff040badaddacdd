import type { RouterOutputs } from "../../../lib/api-types";

/** The answers as the web receives them (timestamps as ISO text), from the procedures' own types. */
export type RegisterEntityRow = RouterOutputs["register"]["entities"]["get"];
export type BusinessFunctionRow = RouterOutputs["register"]["functions"]["get"];
