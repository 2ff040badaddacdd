// Activity (docs/ACTIVITY.md; spec 000 §3 "Activity record", §7 "Audit and activity", §9): the audit trail read as
// the spec's activity records. Browser-safe: the web imports the actions and the page sizes from here.
import { z } from "zod";
import { paginationInput } from "../lib/pagination.js";
import { idOutput, pageOutput, timestamp } from "./output.js";

/** The spec's five activity actions; every audit action reads as one of them (activity/rules.ts activityAction). */
export const ACTIVITY_ACTIONS = ["CREATE", "UPDATE", "DELETE", "APPROVE", "REVIEW"] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** 000 §9: the activity feed's page, the dashboard's Recent Activity page, the per-user window. */
export const ACTIVITY_FEED_PAGE_SIZE = 20;
export const DASHBOARD_ACTIVITY_PAGE_SIZE = 10;
export const USER_ACTIVITY_DAYS = 30;
export const USER_ACTIVITY_MAX_DAYS = 365;
export const ACTIVITY_MAX_LIMIT = 100;

/** GET /api/activity/feed: newest first; filtered to a kind of record, or to one record. */
export const activityFeedInput = paginationInput(ACTIVITY_FEED_PAGE_SIZE, ACTIVITY_MAX_LIMIT).extend({
  entityType: z
    .string()
    .trim()
    .min(1, "entityType must not be empty")
    .max(100, "entityType must be at most 100 characters")
    .optional()
    .describe('The kind of record, as the audit trail names it: "Vendor", "Invoice", …'),
  entityId: z
    .string()
    .trim()
    .min(1, "entityId must not be empty")
    .max(200, "entityId must be at most 200 characters")
    .optional()
    .describe("One record's id. A vendor's activity includes its invoices' for roles that may view invoices"),
});
export type ActivityFeedInput = z.infer<typeof activityFeedInput>;

/** GET /api/activity/users/{userId}: what one user did in the last `days` days, newest first. */
export const userActivityInput = paginationInput(ACTIVITY_FEED_PAGE_SIZE, ACTIVITY_MAX_LIMIT).extend({
  userId: z.uuid("Unknown user id"),
  days: z.coerce
    .number({ error: "days must be a whole number from 1 to 365" })
    .int("days must be a whole number from 1 to 365")
    .min(1, "days must be a whole number from 1 to 365")
    .max(USER_ACTIVITY_MAX_DAYS, "days must be a whole number from 1 to 365")
    .default(USER_ACTIVITY_DAYS)
    .describe("How many days back (1 to 365, 30 by default)"),
});
export type UserActivityInput = z.infer<typeof userActivityInput>;

/** 000 §3's activity record, with the record's id and the audit trail's own action beside the spec's. */
export const activityRecordOutput = z.object({
  id: idOutput,
  userId: idOutput.nullable().describe("Who acted; null for the platform itself (shown as System)"),
  userName: z.string().describe('The actor\'s name, or "System" when no user acted'),
  action: z.enum(ACTIVITY_ACTIONS),
  auditAction: z.string().describe("The audit trail's action: CREATE, REVIEW, LOGIN, PASSWORD_CHANGE, …"),
  entityType: z.string(),
  entityId: z.string().nullable(),
  description: z.string().describe("What happened, in English, written when the change was made"),
  createdAt: timestamp,
});
export type ActivityRecord = z.output<typeof activityRecordOutput>;

export const activityListOutput = pageOutput(activityRecordOutput);
