// The `deliverables` router (issue 20 items 4 and 5): Governance Status, the deliverable calendar and the caller's
// private iCalendar feed. Access: calendar/access.ts; each calendar kind also needs its register's view right.

import { z } from "zod";
import { router, signedInProcedure } from "../../trpc.js";
import { governanceStatus, governanceStatusOutput } from "../governance-status.js";
import { CALENDAR_ACCESS, GOVERNANCE_STATUS_ACCESS } from "./access.js";
import { createFeed, feedStatus, revokeFeed } from "./feed.js";
import {
  calendarFeedCreatedOutput,
  calendarFeedOutput,
  deliverableCalendarInput,
  deliverableCalendarOutput,
} from "./schemas.js";
import { deliverableCalendar } from "./service.js";

const tags = ["Dashboard"];

export const deliverablesRouter = router({
  governanceStatus: signedInProcedure
    .meta({
      access: GOVERNANCE_STATUS_ACCESS,
      rest: {
        method: "GET",
        path: "/api/dashboard/governance-status",
        summary:
          "Governance Status: policies, procedures and documents with totals and a count per status; committees with total and active — counted now",
        tags,
      },
    })
    .output(governanceStatusOutput)
    .query(({ ctx }) => governanceStatus(ctx.db)),

  calendar: signedInProcedure
    .meta({
      access: CALENDAR_ACCESS,
      rest: {
        method: "GET",
        path: "/api/dashboard/deliverable-calendar",
        summary:
          "The deliverable calendar from `from` to `to`: contract notice and end dates, assessment reviews, policy reviews, committee meetings, workflow target dates and scheduled reports' next runs, each with its status (Completed, In progress, Pending, Not started, N/A) — only the kinds the caller may view",
        tags,
        errors: { 400: "A date that is not YYYY-MM-DD, from after to, a range over 400 days, or an unknown kind." },
      },
    })
    .input(deliverableCalendarInput)
    .output(deliverableCalendarOutput)
    .query(({ ctx, input }) => deliverableCalendar(ctx, input)),

  feed: signedInProcedure
    .meta({
      access: CALENDAR_ACCESS,
      rest: {
        method: "GET",
        path: "/api/dashboard/calendar-feed",
        summary: "Whether the caller has a private calendar feed (its URL is shown only when made)",
        tags,
      },
    })
    .output(calendarFeedOutput)
    .query(({ ctx }) => feedStatus(ctx)),

  createFeed: signedInProcedure
    .meta({
      access: CALENDAR_ACCESS,
      rest: {
        method: "POST",
        path: "/api/dashboard/calendar-feed",
        summary:
          "Make the caller's private iCalendar feed URL, or replace it (the previous URL stops working); the URL is answered this once. Audited",
        tags,
      },
    })
    .output(calendarFeedCreatedOutput)
    .mutation(({ ctx }) => createFeed(ctx)),

  revokeFeed: signedInProcedure
    .meta({
      access: CALENDAR_ACCESS,
      rest: {
        method: "DELETE",
        path: "/api/dashboard/calendar-feed",
        summary: "Revoke the caller's calendar feed: its URL answers 404 from now on. Audited",
        tags,
        errors: { 404: "The caller has no calendar feed." },
      },
    })
    .output(z.object({ revoked: z.boolean() }))
    .mutation(({ ctx }) => revokeFeed(ctx)),
});
