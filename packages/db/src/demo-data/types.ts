// The shapes of the demo data files in this folder (data only: no database, no Node APIs).

/** A risk level as the schema's `RiskLevel` enum spells it. */
export type DemoLevel = "low" | "medium" | "high" | "critical";

/** The person behind a role's demo account. */
export interface DemoProfile {
  firstName: string;
  lastName: string;
  jobTitle: string;
  department: string;
  organization: string;
  location: string;
}

/** One vendor of the demo register; its history (reviews, breaches, invoices) is drawn by the seed. */
export interface DemoVendor {
  name: string;
  legalName: string;
  businessType: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Where the service is delivered, when not `country`. */
  countryOfService?: string;
  /** The contact person; the e-mail is made from the name and `domain`. */
  contact: string;
  domain: string;
  phone: string;
  /**
   * The value of what it is contracted for: the demo contract seed writes it as the vendor's executed contracts
   * (the vendor's contract value follows from them), or as the contract still being negotiated while onboarding.
   */
  contractValue: number;
  /** ISO 4217; USD when absent. */
  currency?: string;
  services: string[];
  status: "onboarding" | "active" | "under_review" | "offboarding" | "offboarded";
  criticality: DemoLevel;
  /** The LEI's 4-character LOU prefix (the rest is derived from the legal name). */
  louPrefix: string;
  registrationNumber: string;
  address: string;
  parent?: string;
  /** Onboarding vendors: checklist items done. */
  done?: number;
}

/**
 * A KPI a demo breach can be about. The measured value of a breach is `low + draw × spread`, rounded to
 * `decimals` places.
 */
export interface DemoKpi {
  kpi: string;
  unit: string;
  threshold: number;
  breach: { low: number; spread: number; decimals: number };
}
