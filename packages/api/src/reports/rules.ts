// The reports' rules (issue 17; spec 001 §2.5, §3, §6, §9): types, frequencies and their schedules, recipient groups
// and the roles they reach, the section catalogue and the built-in templates, a report's computed status and the
// list's search. Pure and browser-safe: the server, the worker and the screens share them. docs/REPORTS.md.
import type { Role } from "@tprm/db/roles";

export const REPORT_TYPES = ["operational", "regulatory", "executive"] as const;
export type ReportTypeValue = (typeof REPORT_TYPES)[number];
/** The spec's spelling (001 §9), accepted on input and shown on screen. */
export const REPORT_TYPE_SPEC_NAMES: Record<ReportTypeValue, string> = {
  operational: "Operational",
  regulatory: "Regulatory",
  executive: "Executive",
};

export const REPORT_FREQUENCIES = ["ad_hoc", "daily", "weekly", "monthly", "quarterly", "annually"] as const;
export type ReportFrequencyValue = (typeof REPORT_FREQUENCIES)[number];
export const REPORT_FREQUENCY_SPEC_NAMES: Record<ReportFrequencyValue, string> = {
  ad_hoc: "Ad-hoc",
  daily: "Daily",
  weekly: "Weekly",
  monthly: "Monthly",
  quarterly: "Quarterly",
  annually: "Annually",
};

/**
 * When a scheduled report runs, in the organisation's time zone: at 07:00 — every day; on Mondays; on the 1st of
 * each month; on the 1st of January, April, July and October; on the 1st of January. Ad-hoc has no schedule.
 * A report's owner may move it to another time (schedules.update takes a cron pattern).
 */
export const FREQUENCY_CRON: Record<Exclude<ReportFrequencyValue, "ad_hoc">, string> = {
  daily: "0 7 * * *",
  weekly: "0 7 * * 1",
  monthly: "0 7 1 * *",
  quarterly: "0 7 1 1,4,7,10 *",
  annually: "0 7 1 1 *",
};

export function frequencyCron(frequency: ReportFrequencyValue): string | null {
  return frequency === "ad_hoc" ? null : FREQUENCY_CRON[frequency];
}

/** The Schedule row a scheduled report owns. */
export const reportScheduleKey = (reportId: string) => `report:${reportId}`;

/** 001 §6's recipient groups. */
export const REPORT_RECIPIENT_GROUPS = [
  "Risk Team",
  "Management",
  "Compliance",
  "Audit",
  "Executive Team",
  "Board",
] as const;
export type ReportRecipientGroup = (typeof REPORT_RECIPIENT_GROUPS)[number];

/**
 * Who a recipient group reaches: the active users of these roles (the spec names the groups, not their members;
 * docs/REPORTS.md). A user in two groups of one report receives one e-mail.
 */
export const RECIPIENT_GROUP_ROLES: Record<ReportRecipientGroup, readonly Role[]> = {
  "Risk Team": ["Risk Manager"],
  Management: ["Executive", "Vendor Manager", "Finance Manager"],
  Compliance: ["Compliance", "Compliance Officer"],
  Audit: ["Internal Auditor", "External Auditor"],
  "Executive Team": ["Executive"],
  Board: ["Board Member"],
};

export function rolesOfGroups(groups: readonly string[]): Role[] {
  const roles = new Set<Role>();
  for (const g of groups) for (const r of RECIPIENT_GROUP_ROLES[g as ReportRecipientGroup] ?? []) roles.add(r);
  return [...roles];
}

/** A PDF larger than this is sent as a link to the run instead of an attachment. */
export const REPORT_ATTACHMENT_LIMIT_BYTES = 10 * 1024 * 1024;
/** Days a generated report's files are kept (StoredFile purpose "report"). */
export const REPORT_FILE_PURPOSE = "report";
export const REPORT_RETENTION_DAYS = 400;
/** At most this many external addresses on one report. */
export const MAX_EXTERNAL_RECIPIENTS = 20;

/** True when the address's domain is one the organisation allows (case-insensitive, exact domain or a subdomain). */
export function externalAddressAllowed(email: string, allowedDomains: readonly string[]): boolean {
  const domain = email.split("@").pop()?.toLowerCase() ?? "";
  return allowedDomains.some((d) => {
    const allowed = d.trim().toLowerCase().replace(/^@/, "");
    return allowed !== "" && (domain === allowed || domain.endsWith(`.${allowed}`));
  });
}

// ── Sections and templates ────────────────────────────────────────────────────────────────────────────────────

/**
 * Every section a template may hold, each drawn from live data by the report engine (reports/sections/). The order
 * here is the catalogue's; a template keeps its own order.
 */
export const REPORT_SECTIONS = {
  register: { title: "Outsourcing register", type: "regulatory" },
  providers: { title: "Service providers", type: "regulatory" },
  "critical-arrangements": { title: "Critical or important arrangements", type: "regulatory" },
  contracts: { title: "Contracts", type: "regulatory" },
  assessments: { title: "Risk assessments", type: "regulatory" },
  "risk-posture": { title: "Vendors by risk", type: "executive" },
  "assessments-due": { title: "Assessments due", type: "executive" },
  concentration: { title: "Concentration", type: "executive" },
  "kpi-breaches": { title: "Open KPI breaches", type: "executive" },
  trends: { title: "Trends", type: "executive" },
  invoices: { title: "Invoices and exceptions", type: "operational" },
  "workflows-overdue": { title: "Workflows and overdue items", type: "operational" },
  "contract-expiries": { title: "Contract expiries", type: "operational" },
} as const satisfies Record<string, { title: string; type: ReportTypeValue }>;
export type ReportSectionId = keyof typeof REPORT_SECTIONS;
export const REPORT_SECTION_IDS = Object.keys(REPORT_SECTIONS) as [ReportSectionId, ...ReportSectionId[]];

/** The reporting period a template's figures cover (trends, breaches, invoices, expiries), in days. */
export const REPORT_PERIODS = [30, 90, 180, 365] as const;
export const DEFAULT_REPORT_PERIOD = 90;

/** The three templates every organisation has (seeded; key = type). */
export const BUILT_IN_TEMPLATES: readonly {
  key: ReportTypeValue;
  name: string;
  description: string;
  type: ReportTypeValue;
  sections: readonly ReportSectionId[];
}[] = [
  {
    key: "regulatory",
    name: "Regulatory: outsourcing register",
    description:
      "The register of outsourcing arrangements as a supervisor asks for it: arrangements, providers, criticality, contracts and assessments.",
    type: "regulatory",
    sections: ["register", "providers", "critical-arrangements", "contracts", "assessments"],
  },
  {
    key: "executive",
    name: "Executive: risk posture",
    description:
      "Vendors by risk, assessments due, critical arrangements, concentration, open KPI breaches and trends.",
    type: "executive",
    sections: ["risk-posture", "assessments-due", "critical-arrangements", "concentration", "kpi-breaches", "trends"],
  },
  {
    key: "operational",
    name: "Operational: breaches, invoices, workflows, expiries",
    description: "KPI breaches, invoices and their exceptions, workflows and overdue items, and contracts expiring.",
    type: "operational",
    sections: ["kpi-breaches", "invoices", "workflows-overdue", "contract-expiries"],
  },
];

// ── A report's computed status ────────────────────────────────────────────────────────────────────────────────

export const REPORT_STATUSES = ["never_generated", "current", "due", "generating", "failed", "paused"] as const;
export type ReportStatusValue = (typeof REPORT_STATUSES)[number];

/**
 * The status a report shows (the spec only ever sent "Current"): generating while a run is queued or running;
 * failed when the last run failed; paused for a paused schedule; due when a scheduled report's next run has passed
 * without a run (the worker was away); never generated before its first run; current otherwise.
 */
export function reportStatus(input: {
  frequency: ReportFrequencyValue;
  paused: boolean;
  nextDue: Date | null;
  lastGeneratedAt: Date | null;
  lastRunStatus: "queued" | "running" | "completed" | "failed" | null;
  now: Date;
}): ReportStatusValue {
  if (input.lastRunStatus === "queued" || input.lastRunStatus === "running") return "generating";
  if (input.lastRunStatus === "failed") return "failed";
  if (input.frequency !== "ad_hoc" && input.paused) return "paused";
  if (input.frequency !== "ad_hoc" && input.nextDue && input.nextDue.getTime() < input.now.getTime()) return "due";
  if (!input.lastGeneratedAt) return "never_generated";
  return "current";
}

/** The list's search (001 §2.5): case-insensitive, on the name, the type or any recipient. */
export function reportMatches(
  report: {
    name: string;
    type: ReportTypeValue;
    recipientGroups: readonly string[];
    externalRecipients: readonly string[];
  },
  search: string,
): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return (
    report.name.toLowerCase().includes(q) ||
    REPORT_TYPE_SPEC_NAMES[report.type].toLowerCase().includes(q) ||
    [...report.recipientGroups, ...report.externalRecipients].some((r) => r.toLowerCase().includes(q))
  );
}
