import { backupRestoreJob } from "@tprm/api/jobs";
import { runRestore } from "@tprm/api/operations/backups";
import { UnrecoverableError } from "bullmq";
import { backupEnv } from "./backup.js";
import { handle } from "./types.js";

/** Restores a backup: checked first, then loaded in one transaction with the platform in maintenance. */
export const backupRestoreHandler = handle(backupRestoreJob, async (payload, _job, deps) => {
  if (!deps.redis) throw new UnrecoverableError("This worker was started without Redis");
  const result = await runRestore(deps.redis, backupEnv(deps), payload, deps.log);
  return result ? { restored: true, sessionsRevoked: result.sessionsRevoked } : { restored: false };
});
