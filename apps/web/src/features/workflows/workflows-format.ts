// The workflow centre's presentation rules (001 §2.4, §4; DESIGN.md): the status chips' colours, the overdue row,
// the progress bar's tone, the template's default step statuses, the analytics' figures and the links into the
// governance centre. Pure, so they are unit-tested (workflows-format.test.ts).
import {
  type DisplayStatus,
  OUTSOURCING_STEP_PROGRESS,
  type TemplateStepStatus,
  templateStepStatuses,
  WORKFLOW_TEMPLATES,
  WORKFLOW_TYPES,
  type WorkflowTypeValue,
} from "@tprm/api/schemas";

/** Each display status's chip: text at 4.5:1 or more on its tint, in both themes. */
const STATUS_CHIP: Readonly<Record<DisplayStatus, string>> = {
  "in-progress":
    "border-blue-200 bg-blue-50 text-blue-800 dark:border-blue-400/30 dark:bg-blue-500/15 dark:text-blue-200",
  "pending-approval":
    "border-violet-200 bg-violet-50 text-violet-800 dark:border-violet-400/30 dark:bg-violet-500/15 dark:text-violet-200",
  completed:
    "border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-400/30 dark:bg-emerald-500/15 dark:text-emerald-200",
  "on-hold":
    "border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-400/30 dark:bg-slate-500/20 dark:text-slate-100",
  overdue: "border-red-700 bg-red-700 text-white dark:border-red-500 dark:bg-red-600 dark:text-white",
};

export function statusChipClassName(status: DisplayStatus): string {
  return STATUS_CHIP[status];
}

/**
 * An overdue row (001 §2.4 "red background"): a light red tint that keeps the row's text and chips at AA, a red
 * bar on its left edge; the status chip says "Overdue" in words too, so colour is never the only sign.
 */
export const OVERDUE_ROW_CLASS =
  "bg-red-50 hover:bg-red-100 shadow-[inset_4px_0_0_var(--color-red-700)] dark:bg-red-950/40 dark:hover:bg-red-950/60";

export function rowClassName(row: { overdue: boolean }): string | undefined {
  return row.overdue ? OVERDUE_ROW_CLASS : undefined;
}

/** The progress bar's fill: red when overdue, green when done, the primary colour otherwise. */
export function progressClassName(progress: number, overdue: boolean): string {
  if (overdue) return "bg-red-700 dark:bg-red-500";
  if (progress >= 100) return "bg-emerald-600 dark:bg-emerald-500";
  return "bg-primary";
}

/** Every step key a workflow may stand on: the templates' steps and 001 §4's progress steps of new outsourcing. */
export const STEP_KEYS: ReadonlySet<string> = new Set([
  ...Object.values(WORKFLOW_TEMPLATES).flatMap((steps) => steps.map((s) => s.key)),
  ...Object.keys(OUTSOURCING_STEP_PROGRESS),
]);

/** True when the step has a translated name (an unknown one is shown as the server wrote it). */
export const isKnownStep = (key: string) => STEP_KEYS.has(key);

export interface TemplateStepView {
  key: string;
  assignee: string;
  estimatedDays: number;
  status: TemplateStepStatus;
}

/**
 * A template's steps with 001 §4's default statuses: the first completed, the second active, the rest pending
 * (rules.templateStepStatuses(1, n)).
 */
export function templateWithStatuses<S extends { key: string; assignee: string; estimatedDays: number }>(
  steps: readonly S[],
): (S & { status: TemplateStepStatus })[] {
  const statuses = templateStepStatuses(1, steps.length);
  return steps.map((step, i) => ({ ...step, status: statuses[i] ?? "pending" }));
}

/** The template's total estimated days (the steps run one after another). */
export const totalDays = (steps: readonly { estimatedDays: number }[]) =>
  steps.reduce((sum, s) => sum + s.estimatedDays, 0);

/** The types in the spec's order, each with its count and share; a type without workflows reads 0. */
export function distribution(
  byType: readonly { type: WorkflowTypeValue; count: number; share: number }[],
): { type: WorkflowTypeValue; count: number; share: number }[] {
  return WORKFLOW_TYPES.map((type) => byType.find((b) => b.type === type) ?? { type, count: 0, share: 0 });
}

/** A bar's width for a share: at least a sliver when there is any workflow of the type, so it can be seen. */
export function barWidth(count: number, share: number): string {
  if (count <= 0) return "0%";
  return `${Math.min(100, Math.max(share, 2))}%`;
}

/** Active Workflows tile: "in progress of total" (001 §2.4); 0 of 0 when there are none. */
export function activeShare(summary: { inProgress: number; total: number }): number {
  return summary.total > 0 ? Math.round((summary.inProgress / summary.total) * 100) : 0;
}

/** The governance centre's policy detail (features/governance: ?policy=<id> on the policies tab). */
export const policyHref = (id: string) => `/governance?${new URLSearchParams({ policy: id })}`;

/** A committee in the governance centre (?tab=committees&committee=<id>), its charter section with `charter`. */
export function committeeHref(id: string, charter = false): string {
  const params = new URLSearchParams({ tab: "committees", committee: id });
  if (charter) params.set("section", "charter");
  return `/governance?${params}`;
}

/** A figure of the Analytics tab, or null (nothing to divide by yet: shown as "—" with why). */
export const hasFigure = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value);

/** The changes a row's menu and the record offer. */
export const WORKFLOW_ACTIONS = ["edit", "reassign", "timeline", "completeStep"] as const;
export type WorkflowAction = (typeof WORKFLOW_ACTIONS)[number];

/**
 * The changes the signed-in user may make, in menu order, as the record's `can` says: completing a step by hand
 * only on the types other than new outsourcing (whose steps follow its reviews and the committee).
 */
export function availableActions(w: {
  type: WorkflowTypeValue;
  can: { edit: boolean; reassign: boolean; updateTimeline: boolean; completeStep: boolean };
}): WorkflowAction[] {
  const allowed: Record<WorkflowAction, boolean> = {
    edit: w.can.edit,
    reassign: w.can.reassign,
    timeline: w.can.updateTimeline,
    completeStep: w.can.completeStep && w.type !== "new_outsourcing",
  };
  return WORKFLOW_ACTIONS.filter((a) => allowed[a]);
}
