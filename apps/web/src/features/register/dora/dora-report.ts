import type { DoraExportOutput } from "@tprm/api/schemas";

export type DoraReport = NonNullable<DoraExportOutput["report"]>;

/** The worker's report from a task's result (tasks.get answers it untyped): null when it is not one. */
export function reportOf(result: unknown): DoraReport | null {
  if (typeof result !== "object" || result === null) return null;
  const r = result as Partial<DoraReport>;
  if (typeof r.refused !== "boolean" || !Array.isArray(r.problems) || typeof r.counts !== "object" || !r.counts) {
    return null;
  }
  return r as DoraReport;
}

/** What a finished export came to: written clean, written with known errors (forced), or refused. */
export type DoraOutcome = "clean" | "forced" | "refused" | "failed" | "running";

export function outcomeOf(status: DoraExportOutput["status"], report: DoraReport | null): DoraOutcome {
  if (status === "queued" || status === "running") return "running";
  if (report?.refused) return "refused";
  if (status === "failed") return "failed";
  return report?.forced && report.counts.blocking > 0 ? "forced" : "clean";
}
