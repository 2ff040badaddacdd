// What other domains and the worker use of notifications (docs/NOTIFICATIONS.md): notify() inside a change's
// transaction, and the worker's delivery and digests. Schemas and option lists: @tprm/api/schemas.
export { absoluteLink, type DeliveryOptions, deliverNotifications } from "./delivery.js";
export { DIGEST_LATE_MARGIN_MS, sendDueDigests } from "./digest.js";
export { type NotifyInput, type NotifyResult, notify } from "./notify.js";
export {
  type Audience,
  DIGEST_HOUR,
  type DigestSchedule,
  digestDue,
  digestPeriodStart,
  startOfTodayIn,
} from "./rules.js";
export { STAKEHOLDER_MEMBER_ENTITY, STAKEHOLDER_NOTIFICATION_ENTITY } from "./stakeholders.js";
