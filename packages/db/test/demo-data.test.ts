import { describe, expect, it } from "vitest";
import { DEMO_VENDORS, demoId, demoLei } from "../src/demo/index.js";
import { CO_REVIEWER_ROLES, DEMO_KPIS, INVOICE_EXCEPTIONS } from "../src/demo-data/histories.js";
import { pick, seededRandom } from "../src/random.js";
import { ROLES } from "../src/roles.js";
import { DEFAULT_ONBOARDING_CHECKLIST, isValidLei } from "../src/vendors.js";

describe("seededRandom", () => {
  it("gives the same sequence for the same seed (the demo's and the benchmark's data depend on it)", () => {
    // mulberry32's published sequence: a change here changes every demo and benchmark record.
    const demo = seededRandom(20_261_121);
    expect([demo(), demo(), demo()]).toEqual([0.6913962827529758, 0.3520768517628312, 0.5383691973984241]);
    const bench = seededRandom(42);
    expect([bench(), bench(), bench()]).toEqual([0.6011037519201636, 0.44829055899754167, 0.8524657934904099]);
  });

  it("stays within [0, 1) and differs between seeds", () => {
    const a = seededRandom(1);
    const b = seededRandom(2);
    const draws = Array.from({ length: 10_000 }, () => a());
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    expect(b()).not.toBe(seededRandom(1)());
  });

  it("pick maps a draw onto a list, its last element just below 1", () => {
    expect(pick(["a", "b", "c"], 0)).toBe("a");
    expect(pick(["a", "b", "c"], 0.5)).toBe("b");
    expect(pick(["a", "b", "c"], 0.999_999)).toBe("c");
    expect(() => pick([], 0.5)).toThrow(/no element/);
  });
});

describe("the demo data files", () => {
  it("hold 40 vendors with unique names (their ids are derived from the name)", () => {
    expect(DEMO_VENDORS).toHaveLength(40);
    const ids = DEMO_VENDORS.map((v) => demoId("vendor", v.name));
    expect(new Set(ids).size).toBe(DEMO_VENDORS.length);
  });

  it("give every vendor a valid LEI, an ISO country and currency, and a checklist state that fits", () => {
    for (const vendor of DEMO_VENDORS) {
      expect(isValidLei(demoLei(vendor.louPrefix, vendor.legalName)), vendor.name).toBe(true);
      expect(vendor.country, vendor.name).toMatch(/^[A-Z]{2}$/);
      if (vendor.currency !== undefined) expect(vendor.currency, vendor.name).toMatch(/^[A-Z]{3}$/);
      expect(vendor.services.length, vendor.name).toBeGreaterThan(0);
      if (vendor.done !== undefined) {
        expect(vendor.status, vendor.name).toBe("onboarding");
        expect(vendor.done).toBeLessThanOrEqual(DEFAULT_ONBOARDING_CHECKLIST.length);
      }
    }
  });

  it("cover the whole lifecycle, with one vendor offboarding and one offboarded", () => {
    const count = (status: string) => DEMO_VENDORS.filter((v) => v.status === status).length;
    for (const status of ["onboarding", "active", "under_review"]) expect(count(status), status).toBeGreaterThan(0);
    expect(count("offboarding")).toBe(1);
    expect(count("offboarded")).toBe(1);
  });

  it("name existing vendors and roles in the histories", () => {
    const names = DEMO_VENDORS.map((v) => v.name);
    expect(names).toContain(INVOICE_EXCEPTIONS.duplicate.vendor);
    expect(names).toContain(INVOICE_EXCEPTIONS.overContract.vendor);
    for (const role of CO_REVIEWER_ROLES) expect(ROLES).toContain(role);
    for (const kpi of DEMO_KPIS) {
      expect(kpi.breach.spread, kpi.kpi).toBeGreaterThan(0);
      expect(Number.isInteger(kpi.breach.decimals), kpi.kpi).toBe(true);
    }
  });
});
