import { normalizeRole, type Role } from "@tprm/api/permissions";
import type { TFunction } from "i18next";

/** Each role's name, translated on the web (the API names roles in English). */
const ROLE_KEYS: Record<Role, string> = {
  Admin: "common:roles.admin",
  "Business User": "common:roles.businessUser",
  "Risk Manager": "common:roles.riskManager",
  Compliance: "common:roles.compliance",
  "Compliance Officer": "common:roles.complianceOfficer",
  Finance: "common:roles.finance",
  "Finance Manager": "common:roles.financeManager",
  Legal: "common:roles.legal",
  "Legal Counsel": "common:roles.legalCounsel",
  "IT Security": "common:roles.itSecurity",
  Procurement: "common:roles.procurement",
  "Vendor Manager": "common:roles.vendorManager",
  Executive: "common:roles.executive",
  "Board Member": "common:roles.boardMember",
  "Internal Auditor": "common:roles.internalAuditor",
  "External Auditor": "common:roles.externalAuditor",
  "Regulatory Body": "common:roles.regulatoryBody",
};

/** A role as the user reads it: "Risikomanager"; "User" for an account without a role; an unknown role as sent. */
export function roleName(t: TFunction, role: string | null | undefined): string {
  const known = normalizeRole(role);
  if (known) return t(ROLE_KEYS[known]);
  return role?.trim() ? role : t("common:roles.none");
}
