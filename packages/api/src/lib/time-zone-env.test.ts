import { describe, expect, it } from "vitest";
import { loadEnv } from "../env.js";

describe("APP_TIME_ZONE", () => {
  const base = { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/none" };

  it("is UTC when unset, and takes any IANA zone", () => {
    expect(loadEnv(base).APP_TIME_ZONE).toBe("UTC");
    expect(loadEnv({ ...base, APP_TIME_ZONE: " Europe/London " }).APP_TIME_ZONE).toBe("Europe/London");
  });

  it("stops the start with a clear message when the zone is unknown", () => {
    expect(() => loadEnv({ ...base, APP_TIME_ZONE: "Europe/Atlantis" })).toThrow(
      /APP_TIME_ZONE: must be an IANA time zone such as Europe\/London or UTC/,
    );
  });
});
