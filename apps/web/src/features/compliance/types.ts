import type { RouterOutputs } from "../../lib/api-types";

export type RequirementsAnswer = RouterOutputs["compliance"]["requirements"];
export type Requirement = RequirementsAnswer["data"][number];
export type GapsAnswer = RouterOutputs["compliance"]["gaps"];
export type Gap = GapsAnswer["data"][number];
