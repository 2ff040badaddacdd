// What the vendor domain tells people (docs/ACTIVITY.md, "Notifications of events"): each a single notify() call in
// the transaction of the change, in English (the API's language), short and naming the vendor.
import type { Prisma, RiskLevel } from "@tprm/db";
import type { ChangeContext } from "../audit/record-change.js";
import { RISK_LEVEL_LABELS } from "../lib/risk-levels.js";
import { clip } from "../lib/text.js";
import { notify } from "../notifications/index.js";
import { NOTIFICATION_TITLE_MAX } from "../schemas/notifications.js";
import { VENDOR_ENTITY } from "./vendor-entity.js";

/** The vendor record in the app: the register opens it from `?vendor=` (web: features/vendors/register-view). */
export const vendorRecordLink = (vendorId: string) => `/vendor-management?vendor=${encodeURIComponent(vendorId)}`;

/** The name as a notification's entity carries it (at most 200 characters). */
const entityName = (name: string) => clip(name, 200);

/**
 * A review changed the vendor's risk rating (or gave it its first): Risk Managers and the vendor's owner are told.
 * The register has no owner field yet; the person who created the vendor (onboarded or imported it) stands for
 * it. The reviewer is left out: they know.
 */
export async function notifyRiskRatingChanged(
  tx: Prisma.TransactionClient,
  ctx: ChangeContext,
  change: {
    reviewId: string;
    vendor: { id: string; name: string; createdById: string | null };
    from: RiskLevel | null;
    to: RiskLevel;
    reviewer: string;
    reviewType: string;
  },
) {
  const { vendor, from, to } = change;
  const was = from ? `was ${RISK_LEVEL_LABELS[from]}` : "was not rated";
  return notify(tx, ctx, {
    eventKey: `vendor.riskChanged:${change.reviewId}`,
    eventType: "vendor.riskChanged",
    type: "vendor",
    priority: to,
    title: clip(`${vendor.name} is now ${RISK_LEVEL_LABELS[to]} risk`, NOTIFICATION_TITLE_MAX),
    message: `${change.reviewType} by ${change.reviewer} rated ${vendor.name} ${RISK_LEVEL_LABELS[to]} risk (${was}).`,
    entity: { type: VENDOR_ENTITY, id: vendor.id, name: entityName(vendor.name) },
    link: vendorRecordLink(vendor.id),
    audience: { roles: ["Risk Manager"], users: vendor.createdById ? [vendor.createdById] : [] },
    skipActor: true,
  });
}
