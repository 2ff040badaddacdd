// Notifications (docs/NOTIFICATIONS.md): the caller's own list, reading state, counts and settings; sending to a
// stakeholder group; the stakeholder directory (Admin).
import { NOTIFICATION_ACCESS } from "../permissions/access.js";
import {
  addStakeholderMemberInput,
  listNotificationsInput,
  markAllReadOutput,
  notificationIdInput,
  notificationListOutput,
  notificationOutput,
  notificationSettingsInput,
  notificationSettingsOutput,
  notificationStatsOutput,
  notifyStakeholdersInput,
  notifyStakeholdersOutput,
  removedStakeholderMemberOutput,
  stakeholderGroupsOutput,
  stakeholderMemberIdInput,
  stakeholderMemberOutput,
} from "../schemas/notifications.js";
import { router, signedInProcedure } from "../trpc.js";
import {
  getNotificationSettings,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationStats,
  saveNotificationSettings,
} from "./inbox.js";
import {
  addStakeholderMember,
  notifyStakeholders,
  removeStakeholderMember,
  stakeholderGroups,
} from "./stakeholders.js";

const tags = ["Notifications"];

export const notificationsRouter = router({
  list: signedInProcedure
    .meta({
      access: NOTIFICATION_ACCESS.own,
      rest: {
        method: "GET",
        path: "/api/notifications",
        summary: "The caller's notifications, newest first; filters: status (read, unread), priority, type",
        tags,
      },
    })
    .input(listNotificationsInput)
    .output(notificationListOutput)
    .query(({ ctx, input }) => listNotifications(ctx, input)),

  stats: signedInProcedure
    .meta({
      access: NOTIFICATION_ACCESS.own,
      rest: {
        method: "GET",
        path: "/api/notifications/stats",
        summary: "The Notification Center's counts: total, unread, critical, created today (the caller's time zone)",
        tags,
      },
    })
    .output(notificationStatsOutput)
    .query(({ ctx }) => notificationStats(ctx)),

  markRead: signedInProcedure
    .meta({
      access: NOTIFICATION_ACCESS.own,
      rest: {
        method: "PATCH",
        path: "/api/notifications/{id}/read",
        summary: "Mark one of the caller's notifications read",
        tags,
        errors: { 404: "No notification of the caller's with this id." },
      },
    })
    .input(notificationIdInput)
    .output(notificationOutput)
    .mutation(({ ctx, input }) => markNotificationRead(ctx, input.id)),

  markAllRead: signedInProcedure
    .meta({
      access: NOTIFICATION_ACCESS.own,
      rest: {
        method: "PATCH",
        path: "/api/notifications/mark-all-read",
        summary: "Mark every notification read",
        tags,
      },
    })
    .output(markAllReadOutput)
    .mutation(({ ctx }) => markAllNotificationsRead(ctx)),

  settings: signedInProcedure
    .meta({
      access: NOTIFICATION_ACCESS.own,
      rest: {
        method: "GET",
        path: "/api/notifications/settings",
        summary: "The caller's notification preferences: e-mail, in-app, digest frequency (part of their settings)",
        tags,
      },
    })
    .output(notificationSettingsOutput)
    .query(({ ctx }) => getNotificationSettings(ctx)),

  updateSettings: signedInProcedure
    .meta({
      access: NOTIFICATION_ACCESS.own,
      rest: {
        method: "PUT",
        path: "/api/notifications/settings",
        summary: "Save the caller's notification preferences (the other settings are kept)",
        tags,
      },
    })
    .input(notificationSettingsInput)
    .output(notificationSettingsOutput)
    .mutation(({ ctx, input }) => saveNotificationSettings(ctx, input)),

  notifyStakeholders: signedInProcedure
    .meta({
      access: NOTIFICATION_ACCESS.notifyStakeholders,
      rest: {
        method: "POST",
        path: "/api/notifications/stakeholders",
        summary:
          "Notify a stakeholder group (type: finance, operations, compliance, it_security, risk_mgt, esg, committee): its roles' users, members and shared mailboxes",
        tags,
        successStatus: 201,
      },
    })
    .input(notifyStakeholdersInput)
    .output(notifyStakeholdersOutput)
    .mutation(({ ctx, input }) => notifyStakeholders(ctx, input)),

  stakeholders: signedInProcedure
    .meta({
      access: NOTIFICATION_ACCESS.stakeholderDirectory,
      rest: {
        method: "GET",
        path: "/api/notifications/stakeholders/members",
        summary: "The stakeholder groups: each one's default roles and the users and shared mailboxes added to it",
        tags,
      },
    })
    .output(stakeholderGroupsOutput)
    .query(({ ctx }) => stakeholderGroups(ctx)),

  addStakeholderMember: signedInProcedure
    .meta({
      access: NOTIFICATION_ACCESS.stakeholderDirectory,
      rest: {
        method: "POST",
        path: "/api/notifications/stakeholders/members",
        summary: "Add a user (userId) or a shared mailbox (email, name) to a stakeholder group",
        tags,
        successStatus: 201,
        errors: { 409: "The user or mailbox is already a member of the group." },
      },
    })
    .input(addStakeholderMemberInput)
    .output(stakeholderMemberOutput)
    .mutation(({ ctx, input }) => addStakeholderMember(ctx, input)),

  removeStakeholderMember: signedInProcedure
    .meta({
      access: NOTIFICATION_ACCESS.stakeholderDirectory,
      rest: {
        method: "DELETE",
        path: "/api/notifications/stakeholders/members/{id}",
        summary: "Remove a user or shared mailbox from a stakeholder group",
        tags,
        errors: { 404: "No stakeholder member with this id." },
      },
    })
    .input(stakeholderMemberIdInput)
    .output(removedStakeholderMemberOutput)
    .mutation(({ ctx, input }) => removeStakeholderMember(ctx, input.id)),
});
