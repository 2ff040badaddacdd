// Who sees which kind of calendar item: the view permission of the register it comes from (docs/DASHBOARD.md).
// Browser-safe: the screen offers only the kinds the user may view.

import type { Access } from "../../permissions/access.js";
import {
  allows,
  CONTRACT_ACCESS,
  GOVERNANCE_ACCESS,
  REPORT_ACCESS,
  RISK_ASSESSMENT_ACCESS,
  WORKFLOW_ACCESS,
} from "../../permissions/access.js";
import { CALENDAR_KINDS, type CalendarKind } from "./schemas.js";

export const CALENDAR_KIND_ACCESS: Readonly<Record<CalendarKind, Access>> = {
  contract_notice: CONTRACT_ACCESS.view,
  contract_end: CONTRACT_ACCESS.view,
  assessment_review: RISK_ASSESSMENT_ACCESS.view,
  policy_review: GOVERNANCE_ACCESS.view,
  committee_meeting: GOVERNANCE_ACCESS.view,
  workflow_target: WORKFLOW_ACCESS.view,
  report_run: REPORT_ACCESS.view,
};

/** The calendar itself and the feed: those who may view the dashboard. */
export const CALENDAR_ACCESS = { action: "view", resource: "dashboard" } as const satisfies Access;

/** Governance Status: the governance centre's readers (its rows open the governance tabs). */
export const GOVERNANCE_STATUS_ACCESS = GOVERNANCE_ACCESS.view;

/** The kinds a role may view, in the calendar's order. */
export function viewableKinds(role: string | null | undefined): CalendarKind[] {
  return CALENDAR_KINDS.filter((kind) => allows(role, CALENDAR_KIND_ACCESS[kind]));
}
