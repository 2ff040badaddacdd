/** The 17 roles of the platform (spec 000 §6). "ADMIN" is accepted as a spelling of Admin. */
export const ROLES = [
  "Admin",
  "Business User",
  "Risk Manager",
  "Compliance",
  "Compliance Officer",
  "Finance",
  "Finance Manager",
  "Legal",
  "Legal Counsel",
  "IT Security",
  "Procurement",
  "Vendor Manager",
  "Executive",
  "Board Member",
  "Internal Auditor",
  "External Auditor",
  "Regulatory Body",
] as const;

export type Role = (typeof ROLES)[number];

export function normalizeRole(role: string | null | undefined): Role | null {
  if (!role) return null;
  if (role === "ADMIN") return "Admin";
  return (ROLES as readonly string[]).includes(role) ? (role as Role) : null;
}

export function isAdmin(role: string | null | undefined): boolean {
  return normalizeRole(role) === "Admin";
}
