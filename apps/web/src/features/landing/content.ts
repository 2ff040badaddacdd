/** The landing page's copy and marketing figures (spec §2 and §9), kept apart from the layout. */

export interface Capability {
  id: string;
  title: string;
  description: string;
  points: readonly string[];
  href: string;
  cta: string;
}

export const CAPABILITIES: readonly Capability[] = [
  {
    id: "risk",
    title: "Risk Assessment",
    description:
      "Score every third party across nine weighted domains, from financial resilience and business continuity to concentration, exit strategy and ESG.",
    points: ["Nine-domain weighted scoring", "Reassessment reminders", "Mitigation plans with owners"],
    href: "/risk-assessment",
    cta: "Explore risk assessment",
  },
  {
    id: "compliance",
    title: "Compliance Management",
    description:
      "Map obligations under DORA and the EBA Guidelines on outsourcing to your arrangements, track gaps and produce supervisor-ready reports.",
    points: ["Requirement and gap register", "Register of information exports", "Evidence kept with every control"],
    href: "/compliance",
    cta: "Explore compliance",
  },
  {
    id: "vendors",
    title: "Vendor Lifecycle",
    description:
      "Run onboarding, periodic reviews and offboarding in one register, with KPI breaches, invoices and relationship health beside each vendor.",
    points: ["Onboarding and due diligence", "Periodic and triggered reviews", "Orderly offboarding and exit"],
    href: "/vendor-management",
    cta: "Explore vendor management",
  },
  {
    id: "integrations",
    title: "Integrations & API",
    description:
      "Connect procurement, ERP and GRC tools through a documented REST API, signed webhooks and scoped API keys.",
    points: ["OpenAPI reference", "Webhooks with delivery logs", "Bulk import and export"],
    href: "/integrations",
    cta: "Explore integrations",
  },
  {
    id: "analytics",
    title: "Risk Analytics",
    description:
      "See concentration, spend and residual risk across the whole portfolio, and schedule the reports your committees and board expect.",
    points: ["Portfolio risk heat maps", "Spend and concentration views", "Scheduled board reports"],
    href: "/analytics",
    cta: "Explore analytics",
  },
  {
    id: "operations",
    title: "Operations & Resilience",
    description:
      "Keep the register itself resilient: health checks, backups and restores, a complete audit trail and full data export on demand.",
    points: ["Immutable audit trail", "Backups and tested restores", "Full export for supervisors"],
    href: "/operations",
    cta: "Explore operations",
  },
];

export interface Industry {
  id: string;
  title: string;
  description: string;
  regulations: readonly string[];
}

export const INDUSTRIES: readonly Industry[] = [
  {
    id: "financial",
    title: "Banking & Financial Services",
    description:
      "Outsourcing registers, materiality assessments and committee approvals for banks, lenders, insurers and investment firms.",
    regulations: ["DORA", "EBA Outsourcing Guidelines", "OCC 2023-17", "PRA SS2/21"],
  },
  {
    id: "healthcare",
    title: "Healthcare & Life Sciences",
    description:
      "Business associate oversight, protected health information flows and validated suppliers for providers, payers and pharma.",
    regulations: ["HIPAA", "HITECH Act", "HITRUST CSF", "21 CFR Part 11"],
  },
  {
    id: "government",
    title: "Government & Public Sector",
    description:
      "Supply chain risk management for agencies and contractors, with authorisation evidence ready for every assessment.",
    regulations: ["FedRAMP", "FISMA", "NIST SP 800-161", "CMMC 2.0"],
  },
  {
    id: "energy",
    title: "Energy & Technology",
    description:
      "Critical infrastructure operators and technology providers securing the suppliers behind essential services.",
    regulations: ["NERC CIP-013", "NIS2 Directive", "ISO/IEC 27036", "SOC 2"],
  },
];

export interface ClientStory {
  id: string;
  organisation: string;
  industry: string;
  quote: string;
  person: string;
  role: string;
  results: readonly { value: string; label: string }[];
}

export const CLIENT_STORIES: readonly ClientStory[] = [
  {
    id: "aldermoor",
    organisation: "Aldermoor Bank",
    industry: "Retail & commercial banking",
    quote:
      "We rebuilt our outsourcing register for DORA in one quarter. Our supervisor asked for the register of information and we sent it the same afternoon.",
    person: "Helena Marsh",
    role: "Head of Third-Party Risk",
    results: [
      { value: "1,840", label: "arrangements in one register" },
      { value: "64%", label: "faster vendor onboarding" },
    ],
  },
  {
    id: "crestline",
    organisation: "Crestline Health System",
    industry: "Healthcare provider",
    quote:
      "Every business associate now has a current assessment and an owner. Audit preparation went from six weeks of spreadsheets to a few days of review.",
    person: "Dr. Marcus Feld",
    role: "Chief Compliance Officer",
    results: [
      { value: "100%", label: "of BAAs assessed on time" },
      { value: "$3.2M", label: "avoided in audit costs" },
    ],
  },
  {
    id: "vantor",
    organisation: "Vantor Energy",
    industry: "Utilities & critical infrastructure",
    quote:
      "Concentration risk used to be a guess. Now the board sees which suppliers sit behind our critical services, and what our exit plan is for each.",
    person: "Priya Raman",
    role: "VP, Supply Chain Security",
    results: [
      { value: "312", label: "critical suppliers mapped" },
      { value: "41%", label: "fewer high-risk findings" },
    ],
  },
];

export interface Metric {
  id: string;
  value: number;
  decimals: number;
  prefix?: string;
  suffix?: string;
  label: string;
}

/** Marketing figures from spec §9: 50,000 vendors, $127M savings, 99.97% accuracy, 2,500 clients. */
export const METRICS: readonly Metric[] = [
  { id: "vendors", value: 50_000, decimals: 0, label: "Vendors under management" },
  { id: "savings", value: 127, decimals: 0, prefix: "$", suffix: "M", label: "Client savings delivered" },
  { id: "accuracy", value: 99.97, decimals: 2, suffix: "%", label: "Risk scoring accuracy" },
  { id: "clients", value: 2_500, decimals: 0, label: "Enterprise clients" },
];

/** A metric's figure with its prefix and suffix, at the metric's decimals unless `decimals` says otherwise. */
export function formatMetric(metric: Metric, value: number, decimals = metric.decimals): string {
  const number = value.toLocaleString("en-US", {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return `${metric.prefix ?? ""}${number}${metric.suffix ?? ""}`;
}

export type PlanId = "professional" | "enterprise" | "global";

export interface Plan {
  id: PlanId;
  badge: string;
  title: string;
  description: string;
  price: string;
  period: string;
  vendorLimit: string;
  features: readonly string[];
  cta: "Request Demo" | "Contact Sales";
  mostPopular?: boolean;
}

/** Spec §9: Professional $2,500/month (1,000 vendors), Enterprise $7,500/month (5,000), Global Enterprise custom. */
export const PLANS: readonly Plan[] = [
  {
    id: "professional",
    badge: "For growing teams",
    title: "Professional",
    description: "A complete third-party risk programme for a single regulated entity.",
    price: "$2,500",
    period: "per month",
    vendorLimit: "Up to 1,000 vendors",
    features: [
      "Vendor register and lifecycle workflows",
      "Nine-domain risk assessments",
      "Contract governance and renewals",
      "Standard reports and exports",
      "Email support, next business day",
    ],
    cta: "Request Demo",
  },
  {
    id: "enterprise",
    badge: "For regulated groups",
    title: "Enterprise",
    description: "Outsourcing governance for banks and groups answering to DORA and the EBA Guidelines.",
    price: "$7,500",
    period: "per month",
    vendorLimit: "Up to 5,000 vendors",
    features: [
      "Everything in Professional",
      "Outsourcing wizard with materiality assessment",
      "Committee approvals and policy library",
      "Scheduled board and regulator reports",
      "API, webhooks and single sign-on",
      "Dedicated customer success manager",
    ],
    cta: "Request Demo",
    mostPopular: true,
  },
  {
    id: "global",
    badge: "For global groups",
    title: "Global Enterprise",
    description: "Multi-entity, multi-jurisdiction programmes with your own hosting and controls.",
    price: "Custom",
    period: "annual agreement",
    vendorLimit: "Unlimited vendors",
    features: [
      "Everything in Enterprise",
      "Unlimited legal entities and jurisdictions",
      "Private cloud or on-premises deployment",
      "Custom data residency and retention",
      "24/7 support with a 99.9% uptime SLA",
      "Named regulatory compliance advisor",
    ],
    cta: "Contact Sales",
  },
];

export const DEFAULT_PLAN: PlanId = "enterprise";

export const TRUST_ITEMS = [
  {
    id: "security",
    title: "Enterprise-Grade Security",
    description: "Encryption in transit and at rest, SSO and full audit trail.",
  },
  {
    id: "uptime",
    title: "99.9% Uptime SLA",
    description: "Monitored around the clock with tested backups and restores.",
  },
  { id: "success", title: "Dedicated Success Team", description: "Onboarding specialists who know your regulator." },
  {
    id: "guarantee",
    title: "Compliance Guarantee",
    description: "Registers and reports aligned to current regulation.",
  },
] as const;

export const CERTIFICATIONS = ["SOC 2", "ISO 27001", "FedRAMP"] as const;

export interface FooterLink {
  label: string;
  /** "#section" (on this page), "/api/…" (served by the server) or an app route. */
  href: string;
}

export const FOOTER_SOLUTIONS: readonly FooterLink[] = [
  { label: "Risk Assessment", href: "/risk-assessment" },
  { label: "Compliance", href: "/compliance" },
  { label: "Vendor Management", href: "/vendor-management" },
  { label: "Contract Governance", href: "/contracts" },
  { label: "Analytics", href: "/analytics" },
];

/**
 * The footer's other columns. Every item goes somewhere real: a section of this page, the API reference the server
 * serves, or the sign-in and registration screens. The spec's footer also names pages no one has written (About
 * Us, Careers, Press, Blog, Webinars, Privacy Policy, Terms of Service, ...): they are left out rather than shown
 * as links that lead nowhere; add them here with their address once the pages exist.
 */
export const FOOTER_LINK_COLUMNS: readonly { title: string; links: readonly FooterLink[] }[] = [
  {
    title: "Industries",
    links: INDUSTRIES.map((industry) => ({ label: industry.title, href: `#industry-${industry.id}` })),
  },
  {
    title: "Resources",
    links: [
      { label: "API Reference", href: "/api/docs" },
      { label: "OpenAPI Document", href: "/api/openapi.json" },
      { label: "Platform Capabilities", href: "#capabilities" },
      { label: "Client Stories", href: "#stories" },
      { label: "ROI Calculator", href: "#roi" },
    ],
  },
  {
    title: "Get Started",
    links: [
      { label: "Pricing", href: "#pricing" },
      { label: "Talk to a Specialist", href: "#consultation" },
      { label: "Sign In", href: "/login" },
      { label: "Create an Account", href: "/register" },
    ],
  },
];

/** In-page navigation of the top bar. */
export const SECTION_LINKS = [
  { label: "Platform", href: "#capabilities" },
  { label: "Industries", href: "#industries" },
  { label: "ROI", href: "#roi" },
  { label: "Pricing", href: "#pricing" },
] as const;
