// The history of one demo vendor past onboarding: reviews, KPI breaches, invoices and its offboarding, drawn from
// the seeded generator in a fixed order (changing the order of draws changes the whole demo), plus the invoice
// exceptions the register shows on purpose. Called by seedDemoVendors (./vendors.ts).

import type { VendorDb } from "../db-clients.js";
import {
  BREACH_NOTES,
  CO_REVIEWER_ROLES,
  DEMO_KPIS,
  DEMO_VENDOR_MANAGER,
  INVOICE_EXCEPTIONS,
  OFFBOARDING_TEXT,
  REVIEW_BASE_SCORE,
  REVIEW_RECOMMENDATIONS,
  WEAK_REVIEW_BASE_SCORE,
} from "../demo-data/histories.js";
import type { DemoLevel, DemoVendor } from "../demo-data/types.js";
import { DEMO_VENDORS } from "../demo-data/vendors.js";
import type { Prisma } from "../generated/prisma/client.js";
import type { Random } from "../random.js";
import type { Role } from "../roles.js";
import { addDays } from "../utc-days.js";
import { demoName } from "./accounts.js";
import { demoId } from "./ids.js";

export interface DemoVendorSummary {
  vendors: number;
  reviews: number;
  kpiBreaches: number;
  invoices: number;
  offboardings: number;
}

/** What every step of the seed shares: the database, today, the generator, the demo accounts, the tallies. */
export interface DemoSeedContext {
  db: VendorDb;
  today: Date;
  rand: Random;
  /** The id of a role's demo account, or null when it was not seeded. */
  userId: (role: Role) => string | null;
  /** Queues an audit row (written at the end, keyed so a second run adds none). */
  audit: (key: string, entry: Omit<Prisma.AuditLogCreateManyInput, "id">) => void;
  summary: DemoVendorSummary;
}

/** One demo vendor as the seed writes it. */
export interface SeededVendor {
  demo: DemoVendor;
  index: number;
  id: string;
  activatedAt: Date | null;
}

const REVIEW_TYPE_TEXT = { periodic: "Periodic Review", triggered: "Triggered Review", annual: "Annual Review" };

export interface LatestReview {
  overallRisk: DemoLevel;
  reviewedAt: Date;
  kpiBreaches: number;
}

/** Reviews: yearly since activation; under-review vendors score lower, the latest one is recent. */
export async function seedReviews(ctx: DemoSeedContext, vendor: SeededVendor): Promise<LatestReview | null> {
  const { db, today, rand, userId } = ctx;
  const { demo, id, activatedAt } = vendor;
  const vendorManager = userId(DEMO_VENDOR_MANAGER);
  const weak = demo.status === "under_review";
  const reviewCount = 1 + Math.floor(rand() * 3);
  let latest: LatestReview | null = null;
  for (let r = reviewCount - 1; r >= 0; r -= 1) {
    const reviewedAt = addDays(today, -(r * 365 + 20 + Math.round(rand() * 200)));
    if (activatedAt && reviewedAt < activatedAt) continue;
    const base = weak ? WEAK_REVIEW_BASE_SCORE : REVIEW_BASE_SCORE[demo.criticality];
    // The base is how well the vendor does (10 = best); the review stores risk scores (10 = most risk), 11 − that.
    // Same draws as before, so the demo keeps its story.
    const score = () => 11 - Math.max(1, Math.min(10, base + Math.round(rand() * 3) - 1));
    const scores = {
      itScore: score(),
      operationalScore: score(),
      complianceScore: score(),
      financialScore: score(),
      gdprScore: score(),
    };
    const meanRisk = Object.values(scores).reduce((a, b) => a + b, 0) / 5;
    const overallRisk: DemoLevel = meanRisk > 6 ? "high" : meanRisk > 4 ? "medium" : "low";
    const risk: DemoLevel = demo.criticality === "critical" && overallRisk === "high" ? "critical" : overallRisk;
    const kpiBreaches = weak ? 2 + Math.floor(rand() * 3) : Math.floor(rand() * 2);
    const reviewType = r === 0 && weak ? "triggered" : rand() < 0.5 ? "annual" : "periodic";
    // The reviewer is the Vendor Manager; one draw picks a co-reviewer (none when it is the reviewer again).
    const coRole = CO_REVIEWER_ROLES[Math.floor(rand() * CO_REVIEWER_ROLES.length)]!;
    const coReviewer = coRole === DEMO_VENDOR_MANAGER ? null : { id: userId(coRole), name: demoName(coRole) };
    const byWhom = `${demoName(DEMO_VENDOR_MANAGER)}${coReviewer?.id ? ` with ${coReviewer.name}` : ""}`;
    await db.vendorReview.create({
      data: {
        id: demoId("review", `${id}:${r}`),
        vendorId: id,
        reviewerId: vendorManager,
        reviewer: demoName(DEMO_VENDOR_MANAGER),
        ...(coReviewer?.id ? { coReviewers: { create: [{ userId: coReviewer.id, position: 0 }] } } : {}),
        reviewType,
        overallRisk: risk,
        ...scores,
        kpiBreaches,
        recommendations: weak ? REVIEW_RECOMMENDATIONS.weak : REVIEW_RECOMMENDATIONS.sound,
        reviewedAt,
        // Recorded when it happened (not when the seed ran), so a second run writes the same row.
        createdAt: reviewedAt,
        createdById: vendorManager,
      },
    });
    ctx.summary.reviews += 1;
    ctx.audit(`${id}:review:${r}`, {
      actorId: vendorManager,
      action: "REVIEW",
      entityType: "Vendor",
      entityId: id,
      description: `Reviewed ${demo.name}: risk ${risk[0]!.toUpperCase()}${risk.slice(1)} (${REVIEW_TYPE_TEXT[reviewType]} by ${byWhom})`,
      createdAt: reviewedAt,
    });
    latest = { overallRisk: risk, reviewedAt, kpiBreaches };
  }
  return latest;
}

/** KPI breaches: weak vendors and some critical ones; open ones are recent. Returns how many were recorded. */
export async function seedKpiBreaches(ctx: DemoSeedContext, vendor: SeededVendor): Promise<number> {
  const { db, today, rand, userId } = ctx;
  const { demo, id } = vendor;
  const vendorManager = userId(DEMO_VENDOR_MANAGER);
  const weak = demo.status === "under_review";
  const breachCount = weak ? 2 : demo.criticality === "critical" && rand() < 0.6 ? 1 : rand() < 0.15 ? 1 : 0;
  for (let b = 0; b < breachCount; b += 1) {
    const kpi = DEMO_KPIS[Math.floor(rand() * DEMO_KPIS.length)]!;
    const occurredAt = addDays(today, -Math.round(5 + rand() * 150));
    const open = weak ? b === 0 : rand() < 0.4;
    const severity: DemoLevel = weak ? (b === 0 ? "high" : "medium") : demo.criticality === "critical" ? "high" : "low";
    const scale = 10 ** kpi.breach.decimals;
    await db.kpiBreach.create({
      data: {
        id: demoId("breach", `${id}:${b}`),
        vendorId: id,
        kpi: kpi.kpi,
        threshold: kpi.threshold.toString(),
        actual: (Math.round((kpi.breach.low + rand() * kpi.breach.spread) * scale) / scale).toString(),
        unit: kpi.unit,
        severity,
        occurredAt,
        resolvedAt: open ? null : addDays(occurredAt, 3 + Math.round(rand() * 10)),
        notes: open ? BREACH_NOTES.open : BREACH_NOTES.resolved,
        createdAt: occurredAt,
        createdById: vendorManager,
      },
    });
    ctx.summary.kpiBreaches += 1;
    ctx.audit(`${id}:breach:${b}`, {
      actorId: vendorManager,
      action: "CREATE",
      entityType: "Vendor",
      entityId: id,
      description: `Recorded a ${severity} KPI breach for ${demo.name}: ${kpi.kpi}`,
      createdAt: occurredAt,
    });
  }
  return breachCount;
}

/** Invoices: quarterly in arrears; the latest may be pending or (for some) overdue. */
export async function seedInvoices(ctx: DemoSeedContext, vendor: SeededVendor): Promise<void> {
  const { db, today, rand, userId } = ctx;
  const { demo, id, index } = vendor;
  const finance = userId("Finance");
  // Payments are approved by the Finance Manager (who marks invoices paid).
  const financeManager = userId("Finance Manager");
  const quarterly = Math.round((demo.contractValue / 12) * 100) / 100;
  const invoiceCount = demo.status === "offboarded" ? 2 : 3 + Math.floor(rand() * 2);
  const code = demo.name.replace(/[^A-Z]/g, "").slice(0, 3);
  for (let n = 0; n < invoiceCount; n += 1) {
    const age = (invoiceCount - 1 - n) * 91 + (demo.status === "offboarded" ? 200 : 0);
    const last = n === invoiceCount - 1;
    // Every sixth vendor leaves its latest invoice unpaid past its due date (issued 30 days before it fell due).
    const overdue = last && index % 6 === 1;
    const overdueSince = addDays(today, -(5 + (index % 20)));
    const issueDate = overdue ? addDays(overdueSince, -30) : addDays(today, -(age + 10 + (index % 7)));
    const dueDate = overdue ? overdueSince : addDays(issueDate, 30);
    const paid = !last || (!overdue && dueDate < today && index % 3 !== 0);
    const number = `${code}-${issueDate.getUTCFullYear()}-${String(1001 + n + index * 10)}`;
    await db.invoice.create({
      data: {
        id: demoId("invoice", `${id}:${n}`),
        vendorId: id,
        number,
        amount: (quarterly * (0.95 + rand() * 0.1)).toFixed(2),
        currency: demo.currency ?? "USD",
        issueDate,
        dueDate: overdue || paid || dueDate >= today ? dueDate : addDays(today, 14),
        status: paid ? "paid" : "pending",
        paidAt: paid ? addDays(issueDate, 18 + Math.round(rand() * 20)) : null,
        paidById: paid ? financeManager : null,
        description: `${demo.services[0]} — quarterly fees`,
        createdAt: issueDate,
        createdById: finance,
      },
    });
    ctx.summary.invoices += 1;
  }
}

/** The offboarding of a vendor offboarding or offboarded; returns the vendor fields it sets (none otherwise). */
export async function seedOffboarding(
  ctx: DemoSeedContext,
  vendor: SeededVendor,
): Promise<Pick<Prisma.VendorUncheckedUpdateInput, "offboardingStartedAt" | "offboardedAt">> {
  const { db, today, userId } = ctx;
  const { demo, id } = vendor;
  if (demo.status !== "offboarding" && demo.status !== "offboarded") return {};
  const vendorManager = userId(DEMO_VENDOR_MANAGER);
  const requestedAt = addDays(today, demo.status === "offboarding" ? -21 : -160);
  const completedAt = demo.status === "offboarded" ? addDays(requestedAt, 45) : null;
  await db.vendorOffboarding.create({
    data: {
      id: demoId("offboarding", id),
      vendorId: id,
      reason: OFFBOARDING_TEXT.reason[demo.status],
      requester: demoName(DEMO_VENDOR_MANAGER),
      state: completedAt ? "completed" : "open",
      requestedAt,
      completedAt,
      completionNotes: completedAt ? OFFBOARDING_TEXT.completionNotes : null,
      requestedById: vendorManager,
      completedById: completedAt ? vendorManager : null,
    },
  });
  ctx.summary.offboardings += 1;
  ctx.audit(`${id}:offboarding`, {
    actorId: vendorManager,
    action: "UPDATE",
    entityType: "Vendor",
    entityId: id,
    description: `Started offboarding of ${demo.name} (requested by ${demoName(DEMO_VENDOR_MANAGER)})`,
    createdAt: requestedAt,
  });
  if (completedAt) {
    ctx.audit(`${id}:offboarded`, {
      actorId: vendorManager,
      action: "UPDATE",
      entityType: "Vendor",
      entityId: id,
      description: `Completed offboarding of ${demo.name}`,
      createdAt: completedAt,
    });
  }
  return { offboardingStartedAt: requestedAt, offboardedAt: completedAt };
}

/** Two invoice exceptions on purpose: a duplicate (same vendor, same number) and one above the contract value. */
export async function seedInvoiceExceptions(ctx: DemoSeedContext, ids: readonly string[]): Promise<void> {
  const { db, today, userId } = ctx;
  const finance = userId("Finance");
  const { duplicate, overContract } = INVOICE_EXCEPTIONS;
  const dupVendor = ids[DEMO_VENDORS.findIndex((v) => v.name === duplicate.vendor)]!;
  const original = await db.invoice.findFirst({ where: { vendorId: dupVendor }, orderBy: { issueDate: "desc" } });
  if (original) {
    await db.invoice.create({
      data: {
        id: demoId("invoice", `${dupVendor}:duplicate`),
        vendorId: dupVendor,
        number: original.number,
        amount: original.amount,
        currency: original.currency,
        issueDate: addDays(original.issueDate, 2),
        dueDate: addDays(original.dueDate, 2),
        status: "pending",
        description: duplicate.description,
        createdAt: addDays(original.issueDate, 2),
        createdById: finance,
      },
    });
    ctx.summary.invoices += 1;
  }
  const overVendorIndex = DEMO_VENDORS.findIndex((v) => v.name === overContract.vendor);
  await db.invoice.create({
    data: {
      id: demoId("invoice", `${ids[overVendorIndex]}:over-contract`),
      vendorId: ids[overVendorIndex]!,
      number: `${overContract.numberPrefix}-${today.getUTCFullYear()}-${overContract.numberSuffix}`,
      amount: overContract.amount,
      currency: overContract.currency,
      issueDate: addDays(today, -overContract.issuedDaysAgo),
      dueDate: addDays(today, overContract.dueInDays),
      status: "pending",
      description: overContract.description,
      createdAt: addDays(today, -overContract.issuedDaysAgo),
      createdById: finance,
    },
  });
  ctx.summary.invoices += 1;
}
