import type { RouterOutputs } from "../../../lib/api-types";

type Policies = RouterOutputs["policies"];

/** A policy as the list, the archived list and the overview answer it (times arrive as text). */
export type PolicyItem = Policies["list"]["items"][number];
/** A policy with its versions, history and linked procedures. */
export type PolicyDetail = Policies["get"];
export type PolicyOverview = Policies["overview"];
