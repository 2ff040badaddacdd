// Which backups the retention rule keeps (issue 19; docs/OPERATIONS.md "Backups"): the newest `keepLast`, plus the
// newest of each of the `keepDaily` most recent days that have a backup, plus the newest of each of the `keepWeekly`
// most recent ISO weeks that have one. Days and weeks are the organisation's calendar (APP_TIME_ZONE). Counting days
// and weeks that HAVE a backup (not calendar days back from today) means a pause in backups never deletes the last
// good ones: the rule only ever thins out backups that newer ones stand for.
import { TZDate } from "@date-fns/tz";
import { format, getISOWeek, getISOWeekYear } from "date-fns";

export interface RetentionPolicy {
  keepLast: number;
  keepDaily: number;
  keepWeekly: number;
}

export interface DatedBackup {
  id: string;
  createdAt: Date;
}

/** The ids to keep; every other backup may be deleted. A policy of all zeros still keeps the newest one. */
export function backupsToKeep(backups: readonly DatedBackup[], policy: RetentionPolicy, timeZone: string): Set<string> {
  const newestFirst = [...backups].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1),
  );
  const keep = new Set(newestFirst.slice(0, Math.max(1, policy.keepLast)).map((b) => b.id));
  const newestPer = (bucketOf: (local: TZDate) => string, count: number) => {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      if (seen.size >= count) break;
      const bucket = bucketOf(new TZDate(backup.createdAt, timeZone));
      if (seen.has(bucket)) continue;
      seen.add(bucket);
      keep.add(backup.id);
    }
  };
  newestPer((local) => format(local, "yyyy-MM-dd"), policy.keepDaily);
  newestPer((local) => `${getISOWeekYear(local)}-W${getISOWeek(local)}`, policy.keepWeekly);
  return keep;
}
