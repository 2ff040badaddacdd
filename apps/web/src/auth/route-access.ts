import { allows, can, canReadAuditLogs, isAdmin, ROUTE_PERMISSIONS } from "@tprm/api/permissions";
import type { TFunction } from "i18next";

export type RouteRequirement = (typeof ROUTE_PERMISSIONS)[string];

/** What a guarded path needs, from the shared route table; undefined for paths the table does not list. */
export function requirementFor(path: string): RouteRequirement | undefined {
  return ROUTE_PERMISSIONS[path];
}

/** The one page-access rule: signed in is enough (null), Admin only ("admin"), audit logs (Admin and auditors), else view permission. */
export function mayOpen(role: string | null | undefined, path: string): boolean {
  const requirement = requirementFor(path);
  if (requirement === undefined) return false;
  if (requirement === null) return true;
  if (requirement === "admin") return isAdmin(role);
  if (requirement === "audit-logs") return canReadAuditLogs(role);
  if (typeof requirement === "object") return allows(role, { anyOf: [...requirement.anyOf] });
  return can(role, "view", requirement);
}

/** How the Access Denied page names the missing permission: "view reports" (the permission's resource as coded). */
export function describeRequirement(t: TFunction, requirement: RouteRequirement | undefined): string {
  if (requirement === undefined || requirement === null) return t("auth:accessDenied.permission.signedIn");
  if (requirement === "admin") return t("auth:accessDenied.permission.admin");
  // An anyOf rule is named by its first permission (the view the spec's table grants, e.g. "view compliance").
  if (typeof requirement === "object")
    return t("auth:accessDenied.permission.view", { resource: requirement.anyOf[0]?.resource });
  return t("auth:accessDenied.permission.view", { resource: requirement });
}
