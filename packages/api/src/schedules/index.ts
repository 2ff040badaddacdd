export { cronProblem, nextRunAfter } from "./cron.js";
export {
  BUILT_IN_SCHEDULES,
  createSchedule,
  dispatchDueSchedules,
  SCHEDULE_ENTITY,
  type ScheduleInput,
  seedBuiltInSchedules,
} from "./schedule-service.js";
