import { can, hasPermission, type Permission } from "./check.js";
import { COMPLIANCE_ACCESS } from "./compliance-access.js";
import { REGISTER_ACCESS } from "./register-access.js";
import type { Resource } from "./table.js";

export interface NavArea {
  label: string;
  path: string;
  resource: Resource;
  /** A rule wider than "view <resource>" (the route's own, e.g. COMPLIANCE_ACCESS.view). */
  access?: { anyOf: readonly Permission[] };
}

/** Top-bar navigation in the spec's order (000 §2, authenticated layout), plus Invoices. */
export const NAV_AREAS: readonly NavArea[] = [
  { label: "Governance", path: "/governance", resource: "governance" },
  { label: "Workflows", path: "/workflows", resource: "workflows" },
  { label: "Risk Assessment", path: "/risk-assessment", resource: "risk-assessment" },
  { label: "Vendor Management", path: "/vendor-management", resource: "vendors" },
  // Not in the spec's top bar, which left /invoices reachable only by a link: Finance needs it in the navigation.
  { label: "Invoices", path: "/invoices", resource: "invoices" },
  { label: "Contracts", path: "/contracts", resource: "contracts" },
  { label: "Reports", path: "/reports", resource: "reports" },
  // Not in the spec's top bar either: the Regulatory Body's area and the register those who create policies keep.
  { label: "Compliance", path: "/compliance", resource: "compliance", access: COMPLIANCE_ACCESS.view },
  // The regulatory register (EBA outsourcing register, DORA Register of Information): docs/REGISTER.md.
  { label: "Register", path: "/register", resource: "compliance", access: REGISTER_ACCESS.view },
];

/**
 * Guarded routes and the view permission each needs (001 §2.1). /profile, /acknowledgements, /account and /settings
 * are open to every signed-in user (see docs/DECISIONS.md); organisation-wide settings inside /settings need
 * "settings".
 * `null` means signed in is enough; "admin" means Admin only; `{ anyOf }` any one of the permissions (the
 * procedures' own rule, e.g. /compliance: view compliance or create policies, COMPLIANCE_ACCESS.view).
 */
export type RouteRule = Resource | null | "admin" | { anyOf: readonly Permission[] };

export const ROUTE_PERMISSIONS: Readonly<Record<string, RouteRule>> = {
  "/dashboard": "dashboard",
  "/vendor-management": "vendors",
  "/vendors": "vendors",
  "/contracts": "contracts",
  "/risk-assessment": "risk-assessment",
  "/invoices": "invoices",
  "/reports": "reports",
  "/analytics": "reports",
  "/governance": "governance",
  "/workflows": "workflows",
  "/workflows/new-outsourcing": "workflows",
  // A committee member decides whatever their role: the page lists only what awaits the caller (docs/WORKFLOWS.md).
  "/committee-decisions": null,
  "/notifications": "notifications",
  "/compliance": COMPLIANCE_ACCESS.view,
  "/register": REGISTER_ACCESS.view,
  "/profile": null,
  "/acknowledgements": null,
  "/account": null,
  "/settings": null,
  "/integrations": "admin",
  "/operations": "admin",
  "/admin/users": "admin",
  "/admin/audit-logs": "audit-logs",
  "/admin/demo-requests": "admin",
};

export function visibleNavAreas(role: string | null | undefined): NavArea[] {
  return NAV_AREAS.filter((area) =>
    area.access ? area.access.anyOf.some((p) => hasPermission(role, p)) : can(role, "view", area.resource),
  );
}

/** Where to land after sign-in: /dashboard when allowed, else the first area the role may view. */
export function homePathFor(role: string | null | undefined): string {
  if (can(role, "view", "dashboard")) return "/dashboard";
  const first = visibleNavAreas(role)[0];
  if (first) return first.path;
  if (can(role, "view", "compliance")) return "/compliance";
  return "/profile";
}
