export * from "./define-job.js";
export * from "./heartbeat.js";
export * from "./job-client.js";
export * from "./send-email.js";

import { sendEmailJob } from "./send-email.js";

/** Every job the worker must handle. A job missing here has no consumer. */
export const ALL_JOBS = [sendEmailJob] as const;
