import { normalizeRole, type Role } from "@tprm/api/permissions";
import type { TFunction } from "i18next";
import { camelKey } from "./profile-format";

/** The platform's roles by name (the API's English names) → their translation key. */
const ROLE_KEYS: Readonly<Record<Role, string>> = {
  Admin: "profile:roles.admin",
  "Business User": "profile:roles.businessUser",
  "Risk Manager": "profile:roles.riskManager",
  Compliance: "profile:roles.compliance",
  "Compliance Officer": "profile:roles.complianceOfficer",
  Finance: "profile:roles.finance",
  "Finance Manager": "profile:roles.financeManager",
  Legal: "profile:roles.legal",
  "Legal Counsel": "profile:roles.legalCounsel",
  "IT Security": "profile:roles.itSecurity",
  Procurement: "profile:roles.procurement",
  "Vendor Manager": "profile:roles.vendorManager",
  Executive: "profile:roles.executive",
  "Board Member": "profile:roles.boardMember",
  "Internal Auditor": "profile:roles.internalAuditor",
  "External Auditor": "profile:roles.externalAuditor",
  "Regulatory Body": "profile:roles.regulatoryBody",
};

/** The role chip's text: the role in the user's language, "User" without one (001 §2.8), an unknown role as named. */
export function roleLabel(role: string | null, t: TFunction): string {
  if (!role) return t("profile:summary.defaultRole");
  const known = normalizeRole(role);
  return known ? t(ROLE_KEYS[known]) : role;
}

/** A resource of the permission table ("vendor-info") in the user's language; an unknown one as named. */
export function resourceLabel(resource: string, t: TFunction): string {
  return t(`profile:resources.${camelKey(resource)}`, { defaultValue: resource });
}

/** An action ("view") in the user's language; an unknown one as named. */
export function actionLabel(action: string, t: TFunction): string {
  return t(`profile:actions.${action}`, { defaultValue: action });
}
