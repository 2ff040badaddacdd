export interface SeriesMinute {
  at: string;
  requests: number;
  serverErrors: number;
  meanMs: number | null;
  p95Ms: number | null;
}

/**
 * The hour in three figures: requests, 5xx answers, and the mean duration weighted by each minute's requests (null
 * without requests); plus the slowest minute's 95th percentile. Whether anything was served at all.
 */
export function summarise(minutes: readonly SeriesMinute[]) {
  const requests = minutes.reduce((sum, m) => sum + m.requests, 0);
  const serverErrors = minutes.reduce((sum, m) => sum + m.serverErrors, 0);
  const weighted = minutes.reduce((sum, m) => sum + (m.meanMs ?? 0) * m.requests, 0);
  const p95s = minutes.map((m) => m.p95Ms).filter((v): v is number => v !== null);
  return {
    requests,
    serverErrors,
    meanMs: requests ? Math.round((weighted / requests) * 10) / 10 : null,
    worstP95Ms: p95s.length ? Math.max(...p95s) : null,
  };
}
