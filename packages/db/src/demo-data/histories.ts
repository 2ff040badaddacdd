// Data only: what the demo vendors' histories are made of (the seed in ../demo/vendor-history.ts draws from it
// with the seeded generator). Texts are what the screens show.
import type { Role } from "../roles.js";
import type { DemoKpi } from "./types.js";

/** The seed of the demo's random draws: the same seed, the same demo. */
export const DEMO_RANDOM_SEED = 20_261_121;

/** Who records reviews, breaches, offboardings and checklist items. */
export const DEMO_VENDOR_MANAGER: Role = "Vendor Manager";

/**
 * Who takes part in a demo review besides its reviewer, the Vendor Manager: one of these roles' demo accounts,
 * or nobody when the Vendor Manager comes up.
 */
export const CO_REVIEWER_ROLES: readonly Role[] = [
  "Vendor Manager",
  "Risk Manager",
  "IT Security",
  "Compliance Officer",
];

/**
 * How well a vendor does by criticality, 10 = best (under-review vendors start at 4); the seed stores the review's
 * risk scores as 11 − this (10 = most risk).
 */
export const REVIEW_BASE_SCORE = { low: 8, medium: 7, high: 6, critical: 6 } as const;
export const WEAK_REVIEW_BASE_SCORE = 4;

export const REVIEW_RECOMMENDATIONS = {
  weak: "Agree a remediation plan with dated milestones; re-test the exit plan; escalate to the Outsourcing Committee if milestones slip.",
  sound: "Relationship performing within appetite. Keep the annual on-site visit and refresh the exit plan.",
} as const;

export const DEMO_KPIS: readonly DemoKpi[] = [
  { kpi: "Service availability", unit: "%", threshold: 99.9, breach: { low: 99.2, spread: 0.6, decimals: 2 } },
  { kpi: "Incident response time", unit: "minutes", threshold: 30, breach: { low: 45, spread: 120, decimals: 0 } },
  {
    kpi: "Payment processing success rate",
    unit: "%",
    threshold: 99.5,
    breach: { low: 97, spread: 2, decimals: 2 },
  },
  { kpi: "Ticket resolution within SLA", unit: "%", threshold: 95, breach: { low: 80, spread: 12, decimals: 0 } },
  { kpi: "Data delivery latency", unit: "ms", threshold: 250, breach: { low: 400, spread: 900, decimals: 0 } },
];

export const BREACH_NOTES = {
  open: "Service credit claimed; remediation plan requested.",
  resolved: "Root cause fixed; service credit received.",
} as const;

export const OFFBOARDING_TEXT = {
  reason: {
    offboarding: "Collections brought in-house after the 2026 operating model review; contract not renewed.",
    offboarded: "Consolidated cleaning into the facilities management contract with Castlemere.",
  },
  completionNotes: "Access revoked, keys returned, data deletion certificate received, final invoice paid.",
} as const;

/** Two invoice exceptions on purpose: a duplicate (same vendor, same number) and one above the contract value. */
export const INVOICE_EXCEPTIONS = {
  duplicate: { vendor: "Castlemere Facilities", description: "Resubmitted by the supplier's accounts team" },
  overContract: {
    vendor: "Pellucid Penetration Testing",
    numberPrefix: "PPT",
    numberSuffix: "RT01",
    amount: "185000.00",
    currency: "USD",
    issuedDaysAgo: 12,
    dueInDays: 18,
    description: "Red team exercise — scope extended to payments and mobile channels",
  },
} as const;
