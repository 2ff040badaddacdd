import type { RouterOutputs } from "../../../lib/api-types";

/** A committee as committees.list answers it (times arrive as text). */
export type CommitteeRow = RouterOutputs["committees"]["list"]["items"][number];
export type CommitteeDetail = RouterOutputs["committees"]["get"];
export type Meeting = CommitteeDetail["meetings"][number];
