// The kinds of compliance gap and the requirements each falls short of (gaps.ts finds them). Pure and browser-safe.

export const GAP_KINDS = [
  "policy_gap",
  "arrangement_unclassified",
  "arrangement_undecided",
  "critical_arrangement_unassessed",
  "provider_unassessed",
  "provider_without_lei",
  "contract_clauses",
  "kpi_breach_open",
] as const;
export type GapKind = (typeof GAP_KINDS)[number];

/** The requirements each kind of gap falls short of (requirements.ts keys). */
export const GAP_REQUIREMENTS: Record<GapKind, readonly string[]> = {
  policy_gap: ["eba-gl-2019-02/outsourcing-policy", "dora/art-28-2"],
  arrangement_unclassified: ["eba-gl-2019-02/critical-functions"],
  arrangement_undecided: ["eba-gl-2019-02/approval"],
  critical_arrangement_unassessed: ["eba-gl-2019-02/risk-assessment", "dora/art-28-4"],
  provider_unassessed: ["eba-gl-2019-02/due-diligence", "dora/art-28-4"],
  provider_without_lei: ["eba-gl-2019-02/register", "dora/art-28-3"],
  contract_clauses: [
    "eba-gl-2019-02/contract",
    "eba-gl-2019-02/termination",
    "eba-gl-2019-02/exit",
    "dora/art-28-8",
    "dora/art-30",
  ],
  kpi_breach_open: ["eba-gl-2019-02/monitoring"],
};

export const GAP_KIND_NAMES: Record<GapKind, string> = {
  policy_gap: "Policy with compliance gaps",
  arrangement_unclassified: "Arrangement without a materiality classification",
  arrangement_undecided: "Arrangement without a committee decision",
  critical_arrangement_unassessed: "Critical arrangement without a completed risk assessment",
  provider_unassessed: "Service provider without a current risk assessment",
  provider_without_lei: "Critical service provider without an LEI",
  contract_clauses: "Critical contract missing required clauses",
  kpi_breach_open: "KPI breach open for more than 30 days",
};

/** A KPI breach still open this many days after it occurred is a monitoring gap. */
export const KPI_BREACH_OPEN_DAYS = 30;

/** The clauses a contract for a critical or important function must record (EBA/GL/2019/02 ¶75, DORA Art. 30). */
export const REQUIRED_CLAUSES = [
  "governingLaw",
  "noticePeriod",
  "dataStorageCountries",
  "dataProcessingCountries",
  "terminationRights",
  "exitPlan",
] as const;
export type RequiredClause = (typeof REQUIRED_CLAUSES)[number];

/** Why a record is a gap, as a code (each screen translates it). */
export const GAP_REASONS = [
  "policy_gaps",
  "unclassified",
  "no_committee",
  "decision_overdue",
  "no_assessment",
  "assessment_open",
  "never_assessed",
  "review_overdue",
  "no_lei",
  "missing_clauses",
  "breach_open",
] as const;
export type GapReason = (typeof GAP_REASONS)[number];
