import { describe, expect, it } from "vitest";
import { appRouter } from "./router.js";
import { requireSignedIn } from "./trpc.js";

type Proc = { _def: { meta?: { access?: unknown }; middlewares: unknown[] } };

function procedures(record: Record<string, unknown>, prefix = ""): [string, Proc][] {
  return Object.entries(record).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const def = (value as { _def?: { procedure?: boolean } })._def;
    return def?.procedure ? [[path, value as Proc]] : procedures(value as Record<string, unknown>, path);
  });
}

describe("signed-in procedures", () => {
  const all = procedures(appRouter._def.record as Record<string, unknown>);
  const narrowing = requireSignedIn._middlewares[0];

  it("every procedure with an access rule other than public is built on signedInProcedure, and no public one is", () => {
    expect(all.length).toBeGreaterThan(40);
    const wrong = all
      .filter(([, proc]) => (proc._def.meta?.access !== "public") !== proc._def.middlewares.includes(narrowing))
      .map(([path, proc]) => `${path} (${JSON.stringify(proc._def.meta?.access)})`);
    expect(wrong).toEqual([]);
  });
});
