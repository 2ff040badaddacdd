// The acknowledgement rules (docs/GOVERNANCE.md, Acknowledgements): a person's state for the version they were asked
// to acknowledge, and the counts the policy shows. Browser-safe: the screens use them too.
import { addDays, type IsoDate } from "../../lib/dates.js";

export const ACKNOWLEDGEMENT_STATES = ["accepted", "pending", "overdue"] as const;
export type AcknowledgementState = (typeof ACKNOWLEDGEMENT_STATES)[number];

/** Days a person has to acknowledge a new major version they are asked again for (onMajorVersion). */
export const RENEWED_ACKNOWLEDGEMENT_DAYS = 30;

export interface AcknowledgementFacts {
  /** Set once the person acknowledged. */
  acknowledgedAt: Date | string | null;
  /** "YYYY-MM-DD". */
  dueDate: IsoDate;
}

/**
 * Accepted once acknowledged (whenever that was); otherwise overdue once the due date has passed (the day after it,
 * on the organisation's calendar), pending until then.
 */
export function acknowledgementState(ack: AcknowledgementFacts, today: IsoDate): AcknowledgementState {
  if (ack.acknowledgedAt !== null) return "accepted";
  return ack.dueDate < today ? "overdue" : "pending";
}

export interface AcknowledgementCounts {
  accepted: number;
  /** Not acknowledged, due date not passed. */
  pending: number;
  /** Not acknowledged, due date passed. */
  overdue: number;
  /** Everyone asked: accepted + pending + overdue. */
  total: number;
}

export const NO_ACKNOWLEDGEMENTS: AcknowledgementCounts = { accepted: 0, pending: 0, overdue: 0, total: 0 };

/** The counts of a set of acknowledgement rows; `count` weighs a row standing for several (a grouped query's). */
export function countAcknowledgements(
  rows: readonly (AcknowledgementFacts & { count?: number })[],
  today: IsoDate,
): AcknowledgementCounts {
  const counts = { ...NO_ACKNOWLEDGEMENTS };
  for (const row of rows) {
    const n = row.count ?? 1;
    counts[acknowledgementState(row, today)] += n;
    counts.total += n;
  }
  return counts;
}

/** The due date of a request renewed for a new major version made `today`. */
export function renewedDueDate(today: IsoDate): IsoDate {
  return addDays(today, RENEWED_ACKNOWLEDGEMENT_DAYS);
}
