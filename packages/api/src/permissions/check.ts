import { normalizeRole } from "./roles.js";
import { type Action, PERMISSION_TABLE, type Resource } from "./table.js";

export interface Permission {
  action: Action;
  resource: Resource;
}

/** The one rule: Admin passes, a role not in the table has nothing, otherwise the table decides. */
export function can(role: string | null | undefined, action: Action, resource: Resource): boolean {
  const known = normalizeRole(role);
  if (!known) return false;
  if (known === "Admin") return true;
  return PERMISSION_TABLE[known][action]?.includes(resource) ?? false;
}

export function hasPermission(role: string | null | undefined, permission: Permission): boolean {
  return can(role, permission.action, permission.resource);
}

/** Every permission a role holds, as "action:resource" strings (for the profile screen and /auth/me). */
export function listPermissions(role: string | null | undefined): string[] {
  const known = normalizeRole(role);
  if (!known) return [];
  if (known === "Admin") return ["*"];
  const grants = PERMISSION_TABLE[known];
  return Object.entries(grants).flatMap(([action, resources]) => (resources ?? []).map((r) => `${action}:${r}`));
}

/** Audit logs are readable by Admin and the two auditor roles only (issue: audit trail). */
export function canReadAuditLogs(role: string | null | undefined): boolean {
  const known = normalizeRole(role);
  return known === "Admin" || known === "Internal Auditor" || known === "External Auditor";
}
