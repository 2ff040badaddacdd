import { describe, expect, it } from "vitest";
import { summarise } from "./series-summary";

const minute = (requests: number, meanMs: number | null, p95Ms: number | null, serverErrors = 0) => ({
  at: "2026-11-29T10:00:00.000Z",
  requests,
  serverErrors,
  meanMs,
  p95Ms,
});

describe("the hour's summary", () => {
  it("weights each minute's mean by its requests", () => {
    // 10 requests at 20 ms and 30 at 60 ms: (200 + 1800) / 40 = 50 ms.
    expect(summarise([minute(10, 20, 40), minute(30, 60, 90, 2), minute(0, null, null)])).toEqual({
      requests: 40,
      serverErrors: 2,
      meanMs: 50,
      worstP95Ms: 90,
    });
  });

  it("says null without requests", () => {
    expect(summarise([minute(0, null, null)])).toEqual({
      requests: 0,
      serverErrors: 0,
      meanMs: null,
      worstP95Ms: null,
    });
  });
});
