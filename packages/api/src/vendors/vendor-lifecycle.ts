// The vendor lifecycle's effects in the database: what a status change sets and closes, the checklist an
// activation needs, and the history that forbids deleting a vendor (it is offboarded instead). The rules
// themselves (which move is allowed) are pure functions in rules.ts.
import type { Prisma, VendorStatus } from "@tprm/db";
import { type ChecklistProgress, checklistProgress } from "./rules.js";

type Tx = Prisma.TransactionClient;

export async function checklistOf(tx: Tx, vendorId: string): Promise<ChecklistProgress> {
  const tasks = await tx.vendorOnboardingTask.findMany({ where: { vendorId }, select: { completedAt: true } });
  return checklistProgress(tasks);
}

/**
 * The fields a status change sets, and the offboarding records it closes: activation stamps activatedAt;
 * offboarding stamps offboardingStartedAt; offboarded completes the open offboarding; back to active from
 * offboarding cancels it.
 */
export async function statusEffects(
  tx: Tx,
  vendorIds: string[],
  from: VendorStatus,
  to: VendorStatus,
  actorId: string,
  now: Date,
): Promise<Prisma.VendorUncheckedUpdateManyInput> {
  if (from === to) return {};
  const data: Prisma.VendorUncheckedUpdateManyInput = { status: to };
  if (to === "active" && from === "onboarding") data.activatedAt = now;
  if (to === "offboarding") data.offboardingStartedAt = now;
  if (to === "offboarded") {
    data.offboardedAt = now;
    await tx.vendorOffboarding.updateMany({
      where: { vendorId: { in: vendorIds }, state: "open" },
      data: { state: "completed", completedAt: now, completedById: actorId },
    });
  }
  if (to === "active" && from === "offboarding") {
    data.offboardingStartedAt = null;
    await tx.vendorOffboarding.updateMany({
      where: { vendorId: { in: vendorIds }, state: "open" },
      data: { state: "cancelled", completedAt: now, completedById: actorId },
    });
  }
  return data;
}

// Deleting: only vendors without history.

interface HistoryCounts {
  reviews: number;
  kpiBreaches: number;
  invoices: number;
  offboardings: number;
  assessments: number;
  contracts: number;
  workflows?: number;
}

export const HISTORY_COUNT = {
  select: {
    reviews: true,
    kpiBreaches: true,
    invoices: true,
    offboardings: true,
    assessments: true,
    contracts: true,
    workflows: true,
  },
} as const;

export function historyOf(counts: HistoryCounts): string | null {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const parts = [
    counts.reviews ? plural(counts.reviews, "review", "reviews") : null,
    counts.kpiBreaches ? plural(counts.kpiBreaches, "KPI breach", "KPI breaches") : null,
    counts.invoices ? plural(counts.invoices, "invoice", "invoices") : null,
    counts.offboardings ? plural(counts.offboardings, "offboarding", "offboardings") : null,
    counts.assessments ? plural(counts.assessments, "risk assessment", "risk assessments") : null,
    counts.contracts ? plural(counts.contracts, "contract", "contracts") : null,
    counts.workflows ? plural(counts.workflows, "workflow", "workflows") : null,
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : null;
}
