// The compliance register's access rules (the comment on REPORT_ACCESS in access.ts explains them), in a module of
// their own: the top bar's navigation (navigation.ts) reads them on every page, the landing page included, and must
// not bring every other domain's rules with it.
import type { Permission } from "./check.js";

export const COMPLIANCE_ACCESS = {
  view: {
    anyOf: [
      { action: "view", resource: "compliance" },
      { action: "create", resource: "policies" },
    ] as Permission[],
  },
  setStatus: { action: "create", resource: "policies" } as Permission,
} as const;
