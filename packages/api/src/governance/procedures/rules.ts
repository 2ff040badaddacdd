// The procedures' rules (spec 001 §2.2, §3, §4; issue 15): the reference, the statuses they share with policies,
// and the monitoring card's alignment of a procedure with the policy it carries out. Browser-safe.

/** The statuses of a procedure: the policy statuses (001 §3), in the order the select offers them. */
export const PROCEDURE_STATUSES = ["draft", "under_review", "approved", "active", "expired", "inactive"] as const;
export type ProcedureStatusValue = (typeof PROCEDURE_STATUSES)[number];

export const PROCEDURE_COMPLEXITIES = ["simple", "moderate", "complex"] as const;
export type ProcedureComplexityValue = (typeof PROCEDURE_COMPLEXITIES)[number];

/** PRO-2026-0042: numbered per year of creation, at least four digits. */
export function procedureReference(year: number, n: number): string {
  return `PRO-${year}-${String(n).padStart(4, "0")}`;
}

/**
 * How a procedure stands against its policy, for the monitoring card:
 *   missing  — no policy linked (or the policy was deleted);
 *   archived — the policy is archived;
 *   expired  — the policy's status is Expired, or its review date has passed (before today);
 *   aligned  — otherwise.
 * Archived wins over expired: an archived policy is no longer in force whatever its dates say.
 */
export const PROCEDURE_ALIGNMENTS = ["aligned", "missing", "archived", "expired"] as const;
export type ProcedureAlignment = (typeof PROCEDURE_ALIGNMENTS)[number];

export interface LinkedPolicyState {
  archived: boolean;
  status: string;
  /** "YYYY-MM-DD" */
  reviewDate: string;
}

export function procedureAlignment(policy: LinkedPolicyState | null, today: string): ProcedureAlignment {
  if (!policy) return "missing";
  if (policy.archived) return "archived";
  if (policy.status === "expired" || policy.reviewDate < today) return "expired";
  return "aligned";
}

export interface ProcedureAlignmentCounts {
  total: number;
  aligned: number;
  missing: number;
  archived: number;
  expired: number;
  /** The procedures that are not aligned: missing + archived + expired. */
  misaligned: number;
}

/** The card's figures over the procedures' alignments. */
export function countProcedureAlignments(alignments: readonly ProcedureAlignment[]): ProcedureAlignmentCounts {
  const counts: ProcedureAlignmentCounts = { total: 0, aligned: 0, missing: 0, archived: 0, expired: 0, misaligned: 0 };
  for (const a of alignments) {
    counts.total += 1;
    counts[a] += 1;
    if (a !== "aligned") counts.misaligned += 1;
  }
  return counts;
}
