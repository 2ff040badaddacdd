// Where each kind of record opens in the app: a mention's notification links there. Browser-safe.
import type { RecordTypeValue } from "../collaboration/rules.js";
import type { NotificationType } from "../schemas/notifications.js";

export function recordLink(entityType: RecordTypeValue, id: string): string {
  const q = encodeURIComponent(id);
  switch (entityType) {
    case "vendor":
      return `/vendor-management?vendor=${q}`;
    case "contract":
      return `/contracts?contract=${q}`;
    case "assessment":
      return `/risk-assessment?assessment=${q}`;
    case "policy":
      return `/governance?tab=policies&policy=${q}`;
    case "procedure":
      return `/governance?tab=procedures&procedure=${q}`;
    case "committee":
      return `/governance?tab=committees&committee=${q}`;
    case "workflow":
      return `/workflows?record=${q}`;
    case "invoice":
      return `/invoices?invoice=${q}`;
    case "report":
      return `/reports?report=${q}`;
  }
}

/** The notification area a mention is filed under. */
export const NOTIFICATION_AREA: Record<RecordTypeValue, NotificationType> = {
  vendor: "vendor",
  contract: "contract",
  assessment: "assessment",
  policy: "governance",
  procedure: "governance",
  committee: "governance",
  workflow: "workflow",
  invoice: "invoice",
  report: "system",
};
