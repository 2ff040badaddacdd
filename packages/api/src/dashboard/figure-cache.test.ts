import { afterEach, describe, expect, it, vi } from "vitest";
import { FIGURES_MAX_AGE_MS, FIGURES_STALE_LIMIT_MS, measurementCache } from "./figure-cache.js";

afterEach(() => vi.useRealTimers());

describe("measurementCache: one measurement per owner and day, briefly kept", () => {
  it("shares one measurement between concurrent callers", async () => {
    const cache = measurementCache<number>();
    const measure = vi.fn(async () => 7);
    const owner = {};
    const [a, b] = await Promise.all([
      cache.read(owner, "2026-11-29", measure),
      cache.read(owner, "2026-11-29", measure),
    ]);
    expect([a.value, b.value, measure.mock.calls.length]).toEqual([7, 7, 1]);
  });

  it("answers the kept one while young, the kept one and a fresh start once older, a fresh one when too old", async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const cache = measurementCache<number>();
    let n = 0;
    const measure = vi.fn(async () => ++n);
    const owner = {};
    const day = "2026-11-29";
    expect((await cache.read(owner, day, measure)).value).toBe(1);
    vi.setSystemTime(1_000_000 + FIGURES_MAX_AGE_MS - 1);
    expect((await cache.read(owner, day, measure)).value).toBe(1);
    expect(measure).toHaveBeenCalledTimes(1);
    vi.setSystemTime(1_000_000 + FIGURES_MAX_AGE_MS);
    expect((await cache.read(owner, day, measure)).value).toBe(1); // kept one; a fresh one starts
    await Promise.resolve();
    expect(measure).toHaveBeenCalledTimes(2);
    expect((await cache.read(owner, day, measure)).value).toBe(2);
    vi.setSystemTime(Date.now() + FIGURES_STALE_LIMIT_MS);
    expect((await cache.read(owner, day, measure)).value).toBe(3); // too old: waited for
  });

  it("measures again on another day and after forget", async () => {
    const cache = measurementCache<string>();
    const owner = {};
    expect((await cache.read(owner, "2026-11-29", async () => "a")).value).toBe("a");
    expect((await cache.read(owner, "2026-11-30", async () => "b")).value).toBe("b");
    cache.forget(owner);
    expect((await cache.read(owner, "2026-11-30", async () => "c")).value).toBe("c");
  });
});
