// Activity (docs/ACTIVITY.md): the audit trail read as the spec's activity records. Open to every signed-in user;
// what each reads is decided in the service by role (activity/rules.ts), since the feed is filtered, not refused.
import { activityFeedInput, activityListOutput, userActivityInput } from "../schemas/activity.js";
import { router, signedInProcedure } from "../trpc.js";
import { activityFeed, userActivity } from "./activity-service.js";

const tags = ["Activity"];

export const activityRouter = router({
  feed: signedInProcedure
    .meta({
      access: "signed-in",
      rest: {
        method: "GET",
        path: "/api/activity/feed",
        summary:
          "Recent activity, newest first (20 a page); filters: entityType, entityId. Admin and auditors read " +
          "everything, other roles the activity of the records they may view (vendors, invoices)",
        tags,
      },
    })
    .input(activityFeedInput)
    .output(activityListOutput)
    .query(({ ctx, input }) => activityFeed(ctx, input)),

  user: signedInProcedure
    .meta({
      access: "signed-in",
      rest: {
        method: "GET",
        path: "/api/activity/users/{userId}",
        summary:
          "What a user did in the last `days` days (30 by default), newest first: one's own, or anyone's for " +
          "Admin and auditors",
        tags,
        errors: { 404: "No user with this id." },
      },
    })
    .input(userActivityInput)
    .output(activityListOutput)
    .query(({ ctx, input }) => userActivity(ctx, input)),
});
