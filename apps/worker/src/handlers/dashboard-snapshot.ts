import { storeDailySnapshot } from "@tprm/api";
import { dashboardSnapshotJob } from "@tprm/api/jobs";
import { requireDb } from "./transfer-support.js";
import { handle } from "./types.js";

/** Stores the day's dashboard figures once a day (a built-in hourly Schedule row; the first run of the day stores). */
export const dashboardSnapshotHandler = handle(dashboardSnapshotJob, (_payload, _job, deps) =>
  storeDailySnapshot(requireDb(deps)),
);
