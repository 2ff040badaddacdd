import type { NavArea } from "@tprm/api/permissions";
import type { TFunction } from "i18next";

/** The navigation's names by path (the API's NAV_AREAS names them in English). */
const NAV_LABELS: Readonly<Record<string, string>> = {
  "/governance": "layout:nav.governance",
  "/workflows": "layout:nav.workflows",
  "/risk-assessment": "layout:nav.riskAssessment",
  "/vendor-management": "layout:nav.vendorManagement",
  "/invoices": "layout:nav.invoices",
  "/contracts": "layout:nav.contracts",
  "/reports": "layout:nav.reports",
  "/compliance": "layout:nav.compliance",
  "/register": "layout:nav.register",
};

/** An area's name in the navigation; an area added to the API before its translation shows the API's name. */
export function navLabel(t: TFunction, area: NavArea): string {
  const key = NAV_LABELS[area.path];
  return key ? t(key) : area.label;
}
