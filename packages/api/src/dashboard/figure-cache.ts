// The organisation-wide figures are the same for every caller: each server process measures them at most once per
// FIGURES_MAX_AGE_MS per database (concurrent callers share one measurement) and says when it measured them. Past
// that age, and up to FIGURES_STALE_LIMIT_MS, a caller is answered with the last measurement while a fresh one runs;
// older than that (nobody asked for a while) the caller waits for a fresh one. docs/DECISIONS.md, "Dashboard"; docs/benchmarks.md, "Dashboard".

import type { BoardReview } from "../schemas/dashboard.js";
import type { OrganisationReading } from "./figures-sql.js";

/** How old a measurement may be before the next call starts another (figures carry their measuredAt). */
export const FIGURES_MAX_AGE_MS = 10_000;
/** The oldest measurement ever answered (while a fresh one is being made). */
export const FIGURES_STALE_LIMIT_MS = 30_000;

interface Entry<T> {
  day: string;
  at: number;
  value: T;
}

export interface Measured<T> {
  value: T;
  measuredAt: Date;
}

/** A single-flight, briefly kept measurement per owner (a database pool) and calendar day. */
export function measurementCache<T>() {
  const entries = new WeakMap<object, Entry<T>>();
  const pending = new WeakMap<object, { day: string; promise: Promise<Entry<T>> }>();

  function start(owner: object, day: string, measure: () => Promise<T>): Promise<Entry<T>> {
    const running = pending.get(owner);
    if (running && running.day === day) return running.promise;
    const promise = measure().then(
      (value) => {
        const entry: Entry<T> = { day, at: Date.now(), value };
        entries.set(owner, entry);
        pending.delete(owner);
        return entry;
      },
      (error: unknown) => {
        pending.delete(owner);
        throw error;
      },
    );
    pending.set(owner, { day, promise });
    return promise;
  }

  return {
    async read(owner: object, day: string, measure: () => Promise<T>, now = Date.now()): Promise<Measured<T>> {
      const entry = entries.get(owner);
      const age = entry ? now - entry.at : Number.POSITIVE_INFINITY;
      if (entry && entry.day === day && age < FIGURES_STALE_LIMIT_MS) {
        if (age >= FIGURES_MAX_AGE_MS) start(owner, day, measure).catch(() => undefined);
        return { value: entry.value, measuredAt: new Date(entry.at) };
      }
      const fresh = await start(owner, day, measure);
      return { value: fresh.value, measuredAt: new Date(fresh.at) };
    },
    /** Drops what is kept for an owner (tests that change the register and read it at once). */
    forget(owner: object) {
      entries.delete(owner);
      pending.delete(owner);
    },
  };
}

/** The key metrics' organisation-wide figures and the board review, per database pool. */
export const organisationFiguresCache = measurementCache<OrganisationReading>();
export const boardReviewCache = measurementCache<Omit<BoardReview, "measuredAt">>();

/** Forgets both (tests that change the register and read the dashboard at once). */
export function forgetDashboardFigures(pool: object) {
  organisationFiguresCache.forget(pool);
  boardReviewCache.forget(pool);
}
