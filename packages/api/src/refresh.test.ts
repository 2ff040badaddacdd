import { describe, expect, it } from "vitest";
import { REFRESH_AFTER, refreshesAfter } from "./refresh.js";
import { listProcedures } from "./rest/routes.js";
import { appRouter } from "./router.js";

describe("what the screens refetch after a change", () => {
  const procedures = listProcedures(appRouter);
  const mutations = procedures.filter((p) => p.type === "mutation").map((p) => p.path);
  const queries = procedures.filter((p) => p.type === "query").map((p) => p.path);

  it("every mutation declares what it refreshes, and only mutations are listed", () => {
    expect(mutations.length).toBeGreaterThan(20);
    expect(mutations.filter((path) => !(path in REFRESH_AFTER))).toEqual([]);
    expect(Object.keys(REFRESH_AFTER).filter((path) => !mutations.includes(path))).toEqual([]);
  });

  it("every refreshed path names a router or a query that exists", () => {
    for (const [mutation, targets] of Object.entries(REFRESH_AFTER)) {
      for (const target of targets) {
        const exists = queries.some((q) => q === target || q.startsWith(`${target}.`));
        expect(exists, `${mutation} → ${target}`).toBe(true);
      }
    }
  });

  it("a vendor change refreshes the vendor screen's reports; an invoice change the vendor record", () => {
    expect(refreshesAfter("vendors.review")).toEqual(["vendors", "kpiBreaches", "invoices", "activity"]);
    expect(refreshesAfter("invoices.update")).toContain("vendors.get");
    expect(refreshesAfter("no.such")).toEqual([]);
  });
});
