import { runFileRetention } from "@tprm/api";
import { fileRetentionJob } from "@tprm/api/jobs";
import { UnrecoverableError } from "bullmq";
import { requireDb } from "./transfer-support.js";
import { handle } from "./types.js";

/** Deletes stored files past their retention (a built-in Schedule row runs it every hour). */
export const fileRetentionHandler = handle(fileRetentionJob, async (_payload, _job, deps) => {
  const db = requireDb(deps);
  if (!deps.env) throw new UnrecoverableError("This worker was started without its settings (env)");
  const outcomes = await runFileRetention(db, deps.env, { log: deps.log });
  return outcomes.map((o) => ({ purpose: o.purpose, days: o.days, deleted: o.deleted, bytes: o.bytes }));
});
