import type { RouterOutputs } from "../../lib/api-types";

export type ReportRow = RouterOutputs["reports"]["list"]["items"][number];
export type ReportRun = RouterOutputs["reports"]["runs"]["items"][number];
export type ReportTemplate = RouterOutputs["reports"]["templates"]["list"]["items"][number];
export type DistributionMetrics = RouterOutputs["reports"]["distributionMetrics"];
