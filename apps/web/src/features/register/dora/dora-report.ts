import { DORA_PROFILES, type DoraExportOutput, REPORTING_ENTITY_GONE } from "@tprm/api/schemas";
import type { TFunction } from "i18next";

export type DoraReport = NonNullable<DoraExportOutput["report"]>;
export type DoraProfile = (typeof DORA_PROFILES)[number];

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

/** The scope and file naming an export ran with, as the worker's result records them. */
export interface DoraRun {
  scope: { consolidated: boolean; entityId: string; referenceDate: string };
  profile: DoraProfile;
}

/** The run a task's result names (its scope and profile): null when the result does not say. */
export function runOf(result: unknown): DoraRun | null {
  if (typeof result !== "object" || result === null) return null;
  const { scope, profile } = result as { scope?: unknown; profile?: unknown };
  if (!(DORA_PROFILES as readonly unknown[]).includes(profile)) return null;
  if (typeof scope !== "object" || scope === null) return null;
  const { consolidated, entityId, referenceDate } = scope as Record<string, unknown>;
  if (typeof consolidated !== "boolean" || typeof entityId !== "string" || typeof referenceDate !== "string") {
    return null;
  }
  return { scope: { consolidated, entityId, referenceDate }, profile: profile as DoraProfile };
}

/** True when the run is for this scope and profile (the ones on screen). */
export function isRunFor(
  run: DoraRun,
  scope: { consolidated: boolean; entityId: string | null; referenceDate: string },
  profile: DoraProfile,
): boolean {
  return (
    run.profile === profile &&
    run.scope.consolidated === scope.consolidated &&
    run.scope.entityId === scope.entityId &&
    run.scope.referenceDate === scope.referenceDate
  );
}

/** A failed export's reason in the user's language: the worker's known failures translated, any other as it came. */
export function failureText(t: TFunction, error: string | null | undefined): string {
  if (!error) return t("register:dora.failed");
  if (error === REPORTING_ENTITY_GONE) return t("register:dora.entityGone");
  return error;
}
