// What the KPI breach procedures answer with: measures as exact decimal text, never floats. The type is the
// answer's schema's (schemas/kpi-breaches.ts). The KPI breach domain's public surface for other domains: the vendor
// record maps its breaches with toBreachDto.
import type { KpiBreach, Prisma } from "@tprm/db";
import type { z } from "zod";
import type { SameFields } from "../lib/documented-output.js";
import { USER_NAME, type UserName, userRef } from "../lib/people.js";
import type { kpiBreachOutput } from "../schemas/kpi-breaches.js";

export type KpiBreachDto = z.output<typeof kpiBreachOutput>;

/** A column added to the table must be added to the answer's schema too (see SameFields). */
const fieldsDocumented: SameFields<KpiBreach & Record<"open" | "reportedBy", unknown>, KpiBreachDto> = true;
void fieldsDocumented;

/** Load a KPI breach with these to answer it. */
export const BREACH_INCLUDE = { createdBy: USER_NAME } as const satisfies Prisma.KpiBreachInclude;

/** A KPI breach: measures as exact text, `reportedBy` the account that recorded it (null if unknown). */
export function toBreachDto(breach: KpiBreach & { createdBy: UserName | null }): KpiBreachDto {
  const { threshold, actual, createdBy, ...rest } = breach;
  return {
    ...rest,
    threshold: threshold.toString(),
    actual: actual.toString(),
    open: breach.resolvedAt === null,
    reportedBy: userRef(createdBy),
  };
}
