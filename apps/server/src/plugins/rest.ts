import {
  type AppRouter,
  buildRestRoutes,
  createCallerFactory,
  type RestRoute,
  retryAfterOf,
  type Services,
} from "@tprm/api";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { resolveCaller } from "./auth-context.js";
import { toErrorResponse } from "./error-envelope.js";

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function rawInput(route: RestRoute, request: FastifyRequest): unknown {
  const params = request.params as Record<string, string>;
  if (route.method === "GET" || route.method === "DELETE") {
    const query = request.query as Record<string, unknown>;
    const body = isPlainObject(request.body) ? request.body : {};
    return { ...body, ...query, ...params };
  }
  if (request.body === undefined || request.body === null) return { ...params };
  if (!isPlainObject(request.body)) return request.body;
  return { ...request.body, ...params };
}

/** Serves every procedure that declares a REST path, in the { success, data } envelope. */
export function registerRestRoutes(app: FastifyInstance, services: Services, router: AppRouter) {
  const createCaller = createCallerFactory(router);
  const routes = buildRestRoutes(router);
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.path.replace(/\{(\w+)\}/g, ":$1"),
      handler: async (request, reply) => {
        const caller = await resolveCaller(services, request, reply);
        const trpc = createCaller({ ...services, ...caller }) as unknown as Record<string, unknown>;
        const fn = route.procedure
          .split(".")
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], trpc) as (
          input: unknown,
        ) => Promise<unknown>;
        try {
          const result = await fn(route.input ? rawInput(route, request) : undefined);
          reply.status(route.successStatus ?? 200);
          if (isPlainObject(result) && Array.isArray(result.items) && isPlainObject(result.pagination)) {
            const { items, pagination, ...rest } = result;
            return { success: true, data: items, pagination, ...(Object.keys(rest).length ? { meta: rest } : {}) };
          }
          return { success: true, data: result };
        } catch (error) {
          const { status, body } = toErrorResponse(error);
          if (status >= 500) request.log.error({ err: error, procedure: route.procedure }, "procedure failed");
          const retryAfter = retryAfterOf(error);
          if (retryAfter) reply.header("Retry-After", String(retryAfter));
          return reply.status(status).send(body);
        }
      },
    });
  }
  return routes;
}
