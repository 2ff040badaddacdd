import {
  createMetrics,
  type ErrorStatusOf,
  isScrapeToken,
  metricsOperation,
  routeLabel,
  type Services,
  scrapeText,
  shareWithPrimary,
} from "@tprm/api";
import { isAdmin } from "@tprm/api/permissions";
import type { FastifyInstance, FastifyReply } from "fastify";
import { refuseOwedEnrolment, resolveCaller } from "./auth-context.js";

const fail = (reply: FastifyReply, status: ErrorStatusOf<typeof metricsOperation>, message: string) =>
  reply.status(status).send({ success: false, message });

/**
 * HTTP metrics for every request (one onResponse hook: the route's pattern, its status and Fastify's measured
 * time) and GET /api/system/metrics, for an Admin or a scraper with METRICS_TOKEN. Registered before the routes.
 */
export function registerMetrics(
  app: FastifyInstance,
  services: Services,
  procedureNames: ReadonlySet<string>,
  httpHooks = true,
) {
  const metrics = createMetrics(services);
  shareWithPrimary(metrics.registry);
  const isProcedure = (name: string) => procedureNames.has(name);

  if (httpHooks) {
    app.addHook("onResponse", (request, reply, done) => {
      metrics.observe(
        request.method,
        routeLabel(request.routeOptions.url, request.params, isProcedure),
        reply.statusCode,
        reply.elapsedTime,
      );
      done();
    });
  }
  app.addHook("onClose", async () => metrics.close());

  app.get(metricsOperation.path, async (request, reply) => {
    if (!isScrapeToken(request.headers.authorization, services.env.METRICS_TOKEN)) {
      const caller = await resolveCaller(services, request, reply);
      const user = caller.auth?.user;
      if (caller.cookieRefused) return fail(reply, 403, caller.cookieRefused);
      if (!user) return fail(reply, 401, "You are not signed in.");
      if (!isAdmin(user.role)) return fail(reply, 403, "You don't have permission to do this.");
      const owed = await refuseOwedEnrolment(services, user);
      if (owed) return fail(reply, 403, owed);
    }
    let text: string;
    try {
      text = await scrapeText(metrics.registry);
    } catch (error) {
      request.log.error({ err: error }, "metrics scrape failed");
      return fail(reply, 503, "The metrics of every server process could not be gathered in time.");
    }
    return reply.header("Content-Type", metrics.registry.contentType).header("Cache-Control", "no-store").send(text);
  });
  return metrics;
}
