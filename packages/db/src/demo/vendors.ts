// The demo vendor register: the vendors of ../demo-data/vendors.ts with their onboarding checklists, and for those
// past onboarding a history (./vendor-history.ts), all drawn from one seeded generator so every run writes the
// same rows.

import { markAuditRows } from "../audit-chain.js";
import type { VendorDb } from "../db-clients.js";
import { CO_REVIEWER_ROLES, DEMO_RANDOM_SEED, DEMO_VENDOR_MANAGER } from "../demo-data/histories.js";
import type { DemoLevel } from "../demo-data/types.js";
import { DEMO_VENDORS } from "../demo-data/vendors.js";
import type { Prisma } from "../generated/prisma/client.js";
import { seededRandom } from "../random.js";
import type { Role } from "../roles.js";
import { addDays, utcDay } from "../utc-days.js";
import { DEFAULT_ONBOARDING_CHECKLIST } from "../vendors.js";
import { demoEmailFor } from "./accounts.js";
import { demoId, demoLei } from "./ids.js";
import {
  type DemoSeedContext,
  type DemoVendorSummary,
  seedInvoiceExceptions,
  seedInvoices,
  seedKpiBreaches,
  seedOffboarding,
  seedReviews,
} from "./vendor-history.js";

export type { DemoVendorSummary } from "./vendor-history.js";

/**
 * About 40 vendors across the lifecycle with checklists, reviews, KPI breaches (some open), invoices (paid, pending,
 * overdue, one duplicate, one over contract value), two offboardings and the audit rows that feed the activity
 * lists. Idempotent and deterministic: fixed ids and a fixed-seed generator; dates are relative to today, so the
 * demo always has overdue invoices and upcoming reviews. Running it again restores the demo vendors to this state.
 * Needs the demo accounts (seedDemoUsers) first: they are the records' authors.
 */
export async function seedDemoVendors(db: VendorDb, now: Date = new Date()): Promise<DemoVendorSummary> {
  const today = utcDay(now);
  const users = await db.user.findMany({
    where: {
      email: { in: ["Procurement", "Finance", "Finance Manager", ...CO_REVIEWER_ROLES].map(demoEmailFor) },
    },
    select: { id: true, email: true },
  });
  const userId = (role: Role) => users.find((u) => u.email === demoEmailFor(role))?.id ?? null;
  const procurement = userId("Procurement");
  const vendorManager = userId(DEMO_VENDOR_MANAGER);

  const ids = DEMO_VENDORS.map((v) => demoId("vendor", v.name));
  // Start from a clean slate for the demo vendors' records (never anyone else's).
  await db.invoice.deleteMany({ where: { vendorId: { in: ids } } });
  await db.kpiBreach.deleteMany({ where: { vendorId: { in: ids } } });
  await db.vendorReview.deleteMany({ where: { vendorId: { in: ids } } });
  await db.vendorOffboarding.deleteMany({ where: { vendorId: { in: ids } } });
  await db.vendorOnboardingTask.deleteMany({ where: { vendorId: { in: ids } } });

  const audits: Prisma.AuditLogCreateManyInput[] = [];
  const ctx: DemoSeedContext = {
    db,
    today,
    rand: seededRandom(DEMO_RANDOM_SEED),
    userId,
    audit: (key, entry) => audits.push({ id: demoId("audit", key), ...entry }),
    summary: { vendors: 0, reviews: 0, kpiBreaches: 0, invoices: 0, offboardings: 0 },
  };
  const { rand } = ctx;

  for (const [index, demo] of DEMO_VENDORS.entries()) {
    const id = ids[index]!;
    // Older vendors first: onboarding started between ~4 years and ~1 month ago.
    const started = addDays(today, -Math.round(1450 - index * 33 - rand() * 20));
    const lifecycle = demo.status !== "onboarding";
    const activatedAt = lifecycle ? addDays(started, 35 + Math.round(rand() * 40)) : null;
    const state = {
      name: demo.name,
      legalName: demo.legalName,
      businessType: demo.businessType,
      country: demo.country,
      countryOfService: demo.countryOfService ?? demo.country,
      contactPerson: demo.contact,
      email: `${demo.contact.toLowerCase().replace(/[^a-z]+/g, ".")}@${demo.domain}`,
      phone: demo.phone,
      currency: demo.currency ?? "USD",
      servicesProvided: demo.services,
      status: demo.status,
      statusNote: null,
      criticality: demo.criticality,
      riskRating: null as DemoLevel | null,
      kpiBreachesCount: 0,
      lei: demoLei(demo.louPrefix, demo.legalName),
      registrationNumber: demo.registrationNumber,
      registeredAddress: demo.address,
      parentCompany: demo.parent ?? null,
      onboardingStartedAt: started,
      activatedAt,
      offboardingStartedAt: null as Date | null,
      offboardedAt: null as Date | null,
      lastReviewedAt: null as Date | null,
      nextReviewDate: null as Date | null,
      createdById: procurement,
      updatedById: procurement,
    };
    await db.vendor.upsert({ where: { id }, create: { id, ...state }, update: state });
    ctx.summary.vendors += 1;
    ctx.audit(`${id}:create`, {
      actorId: procurement,
      action: "CREATE",
      entityType: "Vendor",
      entityId: id,
      description: `Started onboarding of ${demo.name}`,
      createdAt: started,
    });

    // Onboarding checklist: complete for vendors past onboarding, partly done for the queue.
    const done = lifecycle ? DEFAULT_ONBOARDING_CHECKLIST.length : (demo.done ?? 0);
    await db.vendorOnboardingTask.createMany({
      data: DEFAULT_ONBOARDING_CHECKLIST.map((title, position) => ({
        id: demoId("task", `${id}:${position}`),
        vendorId: id,
        title,
        position,
        completedAt: position < done ? addDays(started, 3 + position * 4) : null,
        completedById: position < done ? vendorManager : null,
      })),
    });
    if (activatedAt) {
      ctx.audit(`${id}:activate`, {
        actorId: vendorManager,
        action: "UPDATE",
        entityType: "Vendor",
        entityId: id,
        description: `Updated ${demo.name}: status Onboarding → Active`,
        createdAt: activatedAt,
      });
    }
    if (!lifecycle) continue;

    // The history, in this order (each step draws from the generator).
    const vendor = { demo, index, id, activatedAt };
    const latest = await seedReviews(ctx, vendor);
    const breachCount = await seedKpiBreaches(ctx, vendor);
    await seedInvoices(ctx, vendor);
    const offboarding = await seedOffboarding(ctx, vendor);

    // Vendor-level fields that follow from the history above.
    await db.vendor.update({
      where: { id },
      data: {
        riskRating: latest?.overallRisk ?? null,
        kpiBreachesCount: breachCount, // the breaches recorded for it, as the server keeps it
        lastReviewedAt: latest?.reviewedAt ?? null,
        nextReviewDate: latest ? addDays(latest.reviewedAt, 365) : null,
        ...offboarding,
      },
    });
  }

  await seedInvoiceExceptions(ctx, ids);
  await db.auditLog.createMany({ data: markAuditRows(audits), skipDuplicates: true });
  return ctx.summary;
}
