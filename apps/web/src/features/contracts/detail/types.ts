import type { RouterOutputs } from "../../../lib/api-types";

/** The answers as the web receives them (timestamps as ISO text), from the procedures' own types. */
export type ContractDetailData = RouterOutputs["contracts"]["get"];
export type ContractListRow = RouterOutputs["contracts"]["list"]["items"][number];
export type ContractDocumentData = ContractDetailData["documents"][number];
export type ContractEventData = ContractDetailData["history"][number];
