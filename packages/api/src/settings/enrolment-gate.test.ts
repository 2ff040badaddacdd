import { describe, expect, it } from "vitest";
import { appRouter } from "../router.js";
import { isOpenDuringTwoFactorEnrolment, OPEN_DURING_TWO_FACTOR_ENROLMENT } from "./enrolment-gate.js";

type Proc = { _def: { meta?: { access?: unknown } } };

function procedures(record: Record<string, unknown>, prefix = ""): [string, Proc][] {
  return Object.entries(record).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const def = (value as { _def?: { procedure?: boolean } })._def;
    return def?.procedure ? [[path, value as Proc]] : procedures(value as Record<string, unknown>, path);
  });
}

describe("procedures open while two-factor enrolment is owed", () => {
  const all = new Map(procedures(appRouter._def.record as Record<string, unknown>));

  it("names procedures that exist", () => {
    expect([...OPEN_DURING_TWO_FACTOR_ENROLMENT].filter((path) => !all.has(path))).toEqual([]);
  });

  it("include every procedure of the caller's own two-factor (the user could not enrol otherwise)", () => {
    const own = [...all].filter(([path, p]) => /two-?factor/i.test(path) && p._def.meta?.access === "signed-in");
    expect(own.length).toBeGreaterThan(0);
    expect(own.map(([path]) => path).filter((path) => !isOpenDuringTwoFactorEnrolment(path))).toEqual([]);
  });

  it("hold back the rest of the platform", () => {
    for (const path of ["vendors.list", "invoices.create", "users.list", "auditLogs.list", "users.directory"]) {
      expect(isOpenDuringTwoFactorEnrolment(path), path).toBe(false);
    }
  });
});
