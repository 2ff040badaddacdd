import { describe, expect, it } from "vitest";
import { useDemoRegister } from "./demo-register.js";
import { bearer } from "./helpers.js";

// Every count the vendor screen shows, compared with the others that claim the same thing, on the demo register.
const demo = useDemoRegister();

async function get(url: string) {
  const res = await demo.get(url);
  expect(res.statusCode, url).toBe(200);
  return res.json();
}

// What each tab lists, written out here rather than read from the code under test.
const TAB_STATUSES: Record<string, string[]> = {
  all: ["onboarding", "active", "under_review", "offboarding", "offboarded"],
  active: ["active"],
  under_review: ["under_review"],
  onboarding: ["onboarding"],
  offboarding: ["offboarding", "offboarded"],
};

describe("counts on the vendor screen agree with each other (demo register)", () => {
  it("header total, status cards, tab badges and each tab's list count the same vendors", async () => {
    const summary = (await get("/api/vendors/summary")).data;
    const counts = summary.counts as Record<string, number>;
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(summary.total);
    for (const [tab, statuses] of Object.entries(TAB_STATUSES)) {
      const badge = statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
      const list = await get(`/api/vendors?tab=${tab}&limit=200`);
      expect(list.pagination.total, tab).toBe(badge);
      expect(list.data, tab).toHaveLength(badge);
      expect(new Set(list.data.map((v: { status: string }) => v.status)), tab).toEqual(
        new Set(statuses.filter((s) => (counts[s] ?? 0) > 0)),
      );
    }
    const everyVendor = (await get("/api/vendors?limit=200")).data;
    expect(everyVendor).toHaveLength(summary.total);
    const rows = await demo.t.services.db.vendor.count();
    expect(summary.total).toBe(rows);
  });

  it("each vendor's KPI breach figures agree: register column, record card, KPI tab and what is stored", async () => {
    const vendors = (await get("/api/vendors?limit=200")).data as {
      id: string;
      name: string;
      kpiBreachesCount: number;
    }[];
    let withBreaches = 0;
    for (const listed of vendors) {
      const record = (await get(`/api/vendors/${listed.id}`)).data;
      const stored = await demo.t.services.db.kpiBreach.count({ where: { vendorId: listed.id } });
      const open = await demo.t.services.db.kpiBreach.count({ where: { vendorId: listed.id, resolvedAt: null } });
      if (stored > 0) withBreaches += 1;
      // The register's column and the record's card: the breaches recorded for the vendor.
      expect(listed.kpiBreachesCount, listed.name).toBe(stored);
      expect(record.kpiBreachesCount, listed.name).toBe(stored);
      expect(record.counts.kpiBreaches, listed.name).toBe(stored);
      // The KPI breaches tab lists them all (up to its 50) and its open ones are the card's "open".
      expect(record.kpiBreaches, listed.name).toHaveLength(Math.min(stored, 50));
      const openOnCard = Object.values(record.openBreaches as Record<string, number>).reduce((a, b) => a + b, 0);
      expect(openOnCard, listed.name).toBe(open);
      expect(
        record.kpiBreaches.filter((b: { resolvedAt: string | null }) => !b.resolvedAt),
        listed.name,
      ).toHaveLength(Math.min(open, 50));
      // Reviews and invoices badges count what is stored.
      expect(record.counts.reviews).toBe(
        await demo.t.services.db.vendorReview.count({ where: { vendorId: listed.id } }),
      );
      expect(record.counts.invoices).toBe(await demo.t.services.db.invoice.count({ where: { vendorId: listed.id } }));
    }
    expect(withBreaches).toBeGreaterThan(3);
  });

  it("the relationship health panel's open breaches are the record's open breaches", async () => {
    const health = (await get("/api/vendors/relationship-health?limit=20")).data as {
      vendorId: string;
      openBreaches: number;
    }[];
    expect(health.length).toBeGreaterThan(0);
    for (const item of health) {
      const open = await demo.t.services.db.kpiBreach.count({ where: { vendorId: item.vendorId, resolvedAt: null } });
      expect(item.openBreaches).toBe(open);
    }
  });

  it("a review does not rewrite the vendor's KPI breach count; recording a breach adds one", async () => {
    const vendor = (await get("/api/vendors?tab=active&limit=1")).data[0];
    const before = (await get(`/api/vendors/${vendor.id}`)).data.counts.kpiBreaches;
    const reviewed = await demo.t.app.inject({
      method: "POST",
      url: `/api/vendors/${vendor.id}/reviews`,
      headers: bearer(demo.token),
      payload: {
        reviewType: "periodic",
        overallRisk: "medium",
        itScore: 7,
        operationalScore: 7,
        complianceScore: 7,
        financialScore: 7,
        gdprScore: 7,
        kpiBreaches: before + 5,
      },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(201);
    const afterReview = (await get(`/api/vendors/${vendor.id}`)).data;
    expect(afterReview.kpiBreachesCount).toBe(before);
    expect(afterReview.counts.kpiBreaches).toBe(before);
    expect(afterReview.reviews[0].kpiBreaches).toBe(before + 5);
  });
});
