import { isValidLei } from "@tprm/api/schemas";
import { seedDemoVendors } from "@tprm/db/factories";
import { describe, expect, it } from "vitest";
import { useDemoRegister } from "./demo-register.js";

const demo = useDemoRegister();

const get = async (url: string) => (await demo.get(url)).json().data;

describe("demo vendor register", () => {
  it("has about 40 vendors across the whole lifecycle, with valid LEIs", async () => {
    const summary = await get("/api/vendors/summary");
    expect(summary.total).toBe(40);
    for (const status of ["onboarding", "active", "under_review", "offboarding", "offboarded"]) {
      expect(summary.counts[status], status).toBeGreaterThan(0);
    }
    // The demo bank contracts in euros and dollars: two books, never one mixed figure.
    const book = summary.contractBookByCurrency as { currency: string; totalMillions: string }[];
    expect(book.map((e) => e.currency).sort()).toEqual(["EUR", "USD"]);
    expect(book.every((e) => Number(e.totalMillions) > 0)).toBe(true);
    expect(summary.contractBook).toBeNull();
    const vendors = await demo.t.services.db.vendor.findMany();
    expect(vendors.every((v) => v.lei && isValidLei(v.lei))).toBe(true);
    expect(new Set(vendors.map((v) => v.name)).size).toBe(40);
  });

  it("shows real figures on every panel: queue, health, breaches, invoices and their exceptions", async () => {
    const queue = await get("/api/vendors/onboarding-queue");
    expect(queue.length).toBeGreaterThan(3);
    const percents = queue.map((v: { progress: { percent: number } }) => v.progress.percent);
    expect(percents.some((p: number) => p > 0 && p < 100)).toBe(true);
    expect(percents).toContain(100);

    const health = await get("/api/vendors/relationship-health");
    expect(health).toHaveLength(5);
    expect(health[0].score).toBeLessThan(health[4].score + 1);

    const breaches = await get("/api/kpi-breaches/recent?limit=100");
    expect(breaches.some((b: { open: boolean }) => b.open)).toBe(true);
    expect(breaches.some((b: { open: boolean }) => !b.open)).toBe(true);

    const exceptions = await get("/api/invoices/exceptions");
    expect(exceptions.counts.overdue).toBeGreaterThan(0);
    expect(exceptions.duplicates.some((g: { reason: string }) => g.reason === "same-number")).toBe(true);
    expect(exceptions.overContract).toHaveLength(1);

    // Every seeded invoice is one the API would accept: due on or after its issue date, paid after it was issued.
    const invoices = await demo.t.services.db.invoice.findMany();
    for (const invoice of invoices) {
      expect(invoice.dueDate >= invoice.issueDate, invoice.number).toBe(true);
      if (invoice.paidAt) expect(invoice.paidAt >= invoice.issueDate, invoice.number).toBe(true);
    }

    const metrics = await get("/api/invoices/metrics");
    expect(metrics.totals.paid.count).toBeGreaterThan(10);
    expect(metrics.averageDaysToPay).toBeGreaterThan(0);

    const offboardings = await demo.t.services.db.vendorOffboarding.findMany();
    expect(offboardings.map((o) => o.state).sort()).toEqual(["completed", "open"]);
    const reviewed = await demo.t.services.db.vendor.findFirstOrThrow({ where: { status: "under_review" } });
    const detail = await get(`/api/vendors/${reviewed.id}`);
    expect(detail.reviews.length).toBeGreaterThan(0);
    expect(detail.activity.some((a: { description: string }) => a.description.startsWith("Reviewed"))).toBe(true);
  });

  it("is idempotent: running it again leaves the same register", async () => {
    const db = demo.t.services.db;
    const count = async () => ({
      vendors: await db.vendor.count(),
      tasks: await db.vendorOnboardingTask.count(),
      reviews: await db.vendorReview.count(),
      breaches: await db.kpiBreach.count(),
      invoices: await db.invoice.count(),
      offboardings: await db.vendorOffboarding.count(),
      audit: await db.auditLog.count({ where: { entityType: "Vendor" } }),
    });
    const before = await count();
    const first = await db.vendor.findMany({ orderBy: { id: "asc" }, select: { id: true, riskRating: true } });
    const again = await db.$transaction((tx) => seedDemoVendors(tx), { timeout: 120_000 });
    expect(again.vendors).toBe(40);
    expect(await count()).toEqual(before);
    expect(await db.vendor.findMany({ orderBy: { id: "asc" }, select: { id: true, riskRating: true } })).toEqual(first);
  });
});
