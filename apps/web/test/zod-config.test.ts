import { describe, expect, it } from "vitest";

describe("zod's settings before zod loads (main.tsx)", () => {
  it("zod reads globalThis.__zod_globalConfig when it loads: the app shell sets jitless without importing zod", async () => {
    Object.assign(globalThis, { __zod_globalConfig: { jitless: true } });
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
  });
});
