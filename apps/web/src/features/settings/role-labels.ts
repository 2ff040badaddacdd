import { normalizeRole, type Role } from "@tprm/api/permissions";
import type { TFunction } from "i18next";

/** The platform's roles by name (the API's English names) → their translation key. */
const ROLE_KEYS: Readonly<Record<Role, string>> = {
  Admin: "settings:roles.admin",
  "Business User": "settings:roles.businessUser",
  "Risk Manager": "settings:roles.riskManager",
  Compliance: "settings:roles.compliance",
  "Compliance Officer": "settings:roles.complianceOfficer",
  Finance: "settings:roles.finance",
  "Finance Manager": "settings:roles.financeManager",
  Legal: "settings:roles.legal",
  "Legal Counsel": "settings:roles.legalCounsel",
  "IT Security": "settings:roles.itSecurity",
  Procurement: "settings:roles.procurement",
  "Vendor Manager": "settings:roles.vendorManager",
  Executive: "settings:roles.executive",
  "Board Member": "settings:roles.boardMember",
  "Internal Auditor": "settings:roles.internalAuditor",
  "External Auditor": "settings:roles.externalAuditor",
  "Regulatory Body": "settings:roles.regulatoryBody",
};

export function roleLabel(role: string, t: TFunction): string {
  const known = normalizeRole(role);
  return known ? t(ROLE_KEYS[known]) : role;
}
