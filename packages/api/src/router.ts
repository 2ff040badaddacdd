import { auditLogsRouter } from "./audit/router.js";
import { authRouter } from "./auth/router.js";
import { demoRequestsRouter } from "./demo-requests/router.js";
import { systemRouter } from "./system/router.js";
import { router } from "./trpc.js";
import { usersRouter } from "./users/router.js";

export const appRouter = router({
  auth: authRouter,
  users: usersRouter,
  auditLogs: auditLogsRouter,
  system: systemRouter,
  demoRequests: demoRequestsRouter,
});

export type AppRouter = typeof appRouter;
