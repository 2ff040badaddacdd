import { createBullBoard } from "@bull-board/api";
import { BullMQAdapter } from "@bull-board/api/bullMQAdapter";
import { FastifyAdapter } from "@bull-board/fastify";
import type { Services } from "@tprm/api";
import { isAdmin } from "@tprm/api/permissions";
import type { FastifyInstance } from "fastify";
import { refuseOwedEnrolment, resolveCaller } from "./auth-context.js";

const BASE_PATH = "/admin/queues";

/** Bull Board for Admins only; everyone else gets 401/403 before the board sees the request. */
export async function registerQueueBoard(app: FastifyInstance, services: Services) {
  const serverAdapter = new FastifyAdapter();
  createBullBoard({ queues: services.jobs.allQueues().map((q) => new BullMQAdapter(q)), serverAdapter });
  serverAdapter.setBasePath(BASE_PATH);
  await app.register(async (scoped) => {
    scoped.addHook("onRequest", async (request, reply) => {
      const caller = await resolveCaller(services, request, reply);
      if (!caller.auth) {
        if (caller.cookieRefused) return reply.status(403).send({ success: false, message: caller.cookieRefused });
        return reply.status(401).send({ success: false, message: "You are not signed in." });
      }
      if (!isAdmin(caller.auth.user.role)) {
        return reply.status(403).send({ success: false, message: "You don't have permission to do this." });
      }
      const owed = await refuseOwedEnrolment(services, caller.auth.user);
      if (owed) return reply.status(403).send({ success: false, message: owed });
    });
    await scoped.register(serverAdapter.registerPlugin(), { prefix: BASE_PATH });
  });
}
