// Who may do what on one report or template, beyond the procedure's access rule (docs/REPORTS.md, docs/DECISIONS.md):
// a report is edited, rescheduled, run now and deleted by its creator (while their role still creates reports) or an
// Admin; any role that creates reports generates any report; everyone who views reports opens and downloads runs.
import type { User } from "@tprm/db";
import { forbidden } from "../lib/errors.js";
import { allows, REPORT_ACCESS } from "../permissions/access.js";
import { isAdmin } from "../permissions/roles.js";

type Actor = Pick<User, "id" | "role">;

export const NOT_YOUR_REPORT =
  "Only the report's creator or an Admin may change, reschedule, run now or delete this report.";
export const NOT_YOUR_TEMPLATE = "Only the template's creator or an Admin may change or archive this template.";

export const mayCreateReports = (actor: Actor) => allows(actor.role, REPORT_ACCESS.create);

/** Its creator while their role still creates reports, or an Admin. */
export function mayManage(actor: Actor, record: { createdById: string | null }): boolean {
  if (isAdmin(actor.role)) return true;
  return record.createdById === actor.id && mayCreateReports(actor);
}

export function assertMayManageReport(actor: Actor, report: { createdById: string | null }) {
  if (!mayManage(actor, report)) throw forbidden(NOT_YOUR_REPORT);
}

export function assertMayManageTemplate(actor: Actor, template: { createdById: string | null }) {
  if (!mayManage(actor, template)) throw forbidden(NOT_YOUR_TEMPLATE);
}
