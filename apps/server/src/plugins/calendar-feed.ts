import { FEED_PATH_PREFIX, feedDocument, type Services } from "@tprm/api";
import type { FastifyInstance } from "fastify";

/**
 * GET /feeds/calendar/<token>.ics: a user's private iCalendar feed (packages/api/src/dashboard/calendar/feed.ts).
 * Outside /api: a calendar client holds only the URL, no session, so the token is the credential. An unknown,
 * revoked or replaced token, and the feed of a deactivated user, all answer the same 404.
 */
export function registerCalendarFeed(app: FastifyInstance, services: Services) {
  app.get<{ Params: { file: string } }>(`${FEED_PATH_PREFIX}:file`, async (request, reply) => {
    const token = request.params.file.endsWith(".ics") ? request.params.file.slice(0, -4) : "";
    const document = token
      ? await feedDocument(services, {
          token,
          timeZone: services.env.APP_TIME_ZONE,
          origin: new URL(services.env.APP_URL).origin,
        })
      : null;
    if (document === null) {
      return reply
        .status(404)
        .header("Cache-Control", "no-store")
        .send({ success: false, message: "No calendar feed at this address." });
    }
    return reply
      .header("Content-Type", "text/calendar; charset=utf-8")
      .header("Content-Disposition", 'inline; filename="tprm-deliverables.ics"')
      .header("Cache-Control", "private, no-store")
      .header("X-Content-Type-Options", "nosniff")
      .send(document);
  });
}
