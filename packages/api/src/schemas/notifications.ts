import { z } from "zod";
import { paginationInput } from "../lib/pagination.js";
import type { Role } from "../permissions/roles.js";
import { idOutput, pageOutput, timestamp } from "./output.js";
import { userSettingsInput } from "./settings.js";

// Notifications (docs/NOTIFICATIONS.md; spec 000 §3 "Stakeholder notification", §7; 001 §2.7, §3 "Notification").
// Browser-safe: the web imports the option lists, the stakeholder table and the schemas from here.

/** critical, high, medium, low: the spec's Critical Alerts card counts `critical`. */
export const NOTIFICATION_PRIORITIES = ["critical", "high", "medium", "low"] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

/** The area a notification belongs to, for filtering (the list's `type`). */
export const NOTIFICATION_TYPES = [
  "vendor",
  "kpi",
  "invoice",
  "transfer",
  "security",
  "assessment",
  "contract",
  "governance",
  "workflow",
  "system",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** 001 §3: a notification is read, or anything else (unread). */
export const NOTIFICATION_STATUSES = ["read", "unread"] as const;

/** The stakeholder groups of 000 §7 ("six stakeholder notifications … finance, operations, …"; committee). */
export const STAKEHOLDER_TYPES = [
  "finance",
  "operations",
  "compliance",
  "it_security",
  "risk_mgt",
  "esg",
  "committee",
] as const;
export type StakeholderType = (typeof STAKEHOLDER_TYPES)[number];

export const STAKEHOLDER_LABELS: Readonly<Record<StakeholderType, string>> = {
  finance: "Finance",
  operations: "Operations",
  compliance: "Compliance",
  it_security: "IT Security",
  risk_mgt: "Risk Management",
  esg: "ESG",
  committee: "Committee",
};

/**
 * Who belongs to each stakeholder group by default: every active user holding one of these roles (docs/NOTIFICATIONS.md
 * gives the reasons). An Admin adds named users or a shared mailbox per group beside them.
 */
export const STAKEHOLDER_DEFAULT_ROLES: Readonly<Record<StakeholderType, readonly Role[]>> = {
  finance: ["Finance", "Finance Manager"],
  operations: ["Vendor Manager", "Procurement"],
  compliance: ["Compliance", "Compliance Officer"],
  it_security: ["IT Security"],
  risk_mgt: ["Risk Manager"],
  esg: ["Risk Manager", "Compliance Officer"],
  committee: ["Executive", "Board Member"],
};

const choose = (label: string, options: readonly string[]) => `${label} must be one of: ${options.join(", ")}`;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_MESSAGE_MAX = 2000;

const priorityField = z.enum(NOTIFICATION_PRIORITIES, { error: choose("Priority", NOTIFICATION_PRIORITIES) });
const typeField = z.enum(NOTIFICATION_TYPES, { error: choose("Type", NOTIFICATION_TYPES) });
const stakeholderTypeField = z.enum(STAKEHOLDER_TYPES, { error: choose("Stakeholder type", STAKEHOLDER_TYPES) });

/**
 * A path inside the app ("/vendor-management?vendor=…"): e-mails put APP_URL in front of it. No second slash or
 * backslash after the first ("/\\evil.example" resolves to another host), no whitespace or control characters, no
 * encoded slash or backslash.
 */
export const notificationLinkField = z
  .string()
  .trim()
  .max(500, "Link must be at most 500 characters")
  .regex(/^\/(?![/\\])[^\s\\\p{Cc}]*$/u, "Link must be a path inside the app, starting with /")
  .refine((link) => !/%(2f|5c)/i.test(link), "Link must be a path inside the app, starting with /");

/** The record a notification is about (000 §3 "relatedEntity"). */
export const relatedEntityField = z.object({
  type: text("Related entity type", 100),
  id: text("Related entity id", 100),
  name: text("Related entity name", 200).optional(),
});

// ---------------------------------------------------------------------------------------------------------------
// Inputs.

/** GET /api/notifications: the caller's own, newest first. */
export const listNotificationsInput = paginationInput(20, 100).extend({
  status: z.enum(NOTIFICATION_STATUSES, { error: choose("Status", NOTIFICATION_STATUSES) }).optional(),
  priority: priorityField.optional(),
  type: typeField.optional(),
});

export const notificationIdInput = z.object({ id: z.string().uuid("Unknown notification id") });

/** GET/PUT /api/notifications/settings: the notification part of the user's settings (users/settings). */
export const notificationSettingsInput = userSettingsInput.pick({
  emailNotifications: true,
  inAppNotifications: true,
  digestFrequency: true,
});
export const notificationSettingsOutput = notificationSettingsInput;

/** POST /api/notifications/stakeholders (000 §7): `type` is the stakeholder group, as the spec names it. */
export const notifyStakeholdersInput = z.object({
  type: stakeholderTypeField.describe("The stakeholder group told: finance, operations, compliance, …"),
  title: text("Title", NOTIFICATION_TITLE_MAX),
  message: text("Message", NOTIFICATION_MESSAGE_MAX),
  priority: priorityField.default("medium"),
  relatedEntity: relatedEntityField.optional(),
  link: notificationLinkField.optional(),
  category: typeField.default("workflow").describe("The area the notification is filed under (the list's type)"),
});

export const STAKEHOLDER_MEMBER_NAME_MAX = 200;

/** POST /api/notifications/stakeholders/members: a user of the platform, or a shared mailbox — one of the two. */
export const addStakeholderMemberInput = z
  .object({
    stakeholderType: stakeholderTypeField,
    userId: z.string().uuid("Unknown user id").optional(),
    email: z
      .email("Enter a valid e-mail address")
      .max(254, "E-mail must be at most 254 characters")
      .transform((value) => value.toLowerCase())
      .optional(),
    name: text("Name", STAKEHOLDER_MEMBER_NAME_MAX)
      .optional()
      .describe("A shared mailbox's display name (a user is named by their account)"),
  })
  .superRefine((value, ctx) => {
    if ((value.userId === undefined) === (value.email === undefined)) {
      ctx.addIssue({ code: "custom", path: ["email"], message: "Give either a user or a shared mailbox's e-mail" });
    }
  });

export const stakeholderMemberIdInput = z.object({ id: z.string().uuid("Unknown member id") });

// ---------------------------------------------------------------------------------------------------------------
// Answers.

export const notificationOutput = z.object({
  id: idOutput,
  eventType: z.string().describe('The kind of event, e.g. "vendor.riskChanged"'),
  type: z.enum(NOTIFICATION_TYPES),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  title: z.string(),
  message: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  readAt: timestamp.nullable(),
  relatedEntity: z
    .object({ type: z.string(), id: z.string(), name: z.string().nullable() })
    .nullable()
    .describe("The record it is about"),
  link: z.string().nullable().describe("A path inside the app that opens the record"),
  createdAt: timestamp,
});
export type NotificationDto = z.output<typeof notificationOutput>;

export const notificationListOutput = pageOutput(notificationOutput);

export const markAllReadOutput = z.object({ updated: z.number().int().describe("Notifications marked read now") });

/** 001 §2.7: Total Notifications, Unread, Critical Alerts, Today's Notifications. */
export const notificationStatsOutput = z.object({
  total: z.number().int().describe("The caller's notifications"),
  unread: z.number().int().describe("Those whose status is other than read"),
  critical: z.number().int().describe("Those of priority critical"),
  today: z.number().int().describe("Those created today in the caller's time zone"),
});

export const notifyStakeholdersOutput = z.object({
  eventKey: z.string(),
  recipients: z.number().int().describe("Users notified"),
  mailboxes: z.number().int().describe("Shared mailboxes e-mailed"),
});

export const stakeholderMemberOutput = z.object({
  id: idOutput,
  stakeholderType: z.enum(STAKEHOLDER_TYPES),
  user: z.object({ id: idOutput, name: z.string(), email: z.string() }).nullable().describe("A user of the platform"),
  email: z.string().nullable().describe("A shared mailbox (e-mail only)"),
  name: z.string().nullable(),
  createdAt: timestamp,
});

export const stakeholderGroupsOutput = z.array(
  z.object({
    type: z.enum(STAKEHOLDER_TYPES),
    label: z.string(),
    roles: z.array(z.string()).describe("Every active user holding one of these roles belongs to the group"),
    members: z.array(stakeholderMemberOutput).describe("Named users and shared mailboxes an Admin added"),
  }),
);

export const removedStakeholderMemberOutput = z.object({ id: idOutput, deleted: z.boolean() });
