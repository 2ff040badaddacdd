// Where each kind of record is searched (docs/COLLABORATION.md "Search"): its table, the name or title and code it
// is known by, the second line shown under it, and the columns a search matches — each with a trigram index
// (migrations vendor_search_text, contracts, assessment_latest, governance, workflow_list_indexes, global_search),
// so a search reads only matching rows whatever the size of the table. Identifiers only: every value a search
// brings is a bound parameter (search-sql.ts).
import { RECORD_VIEW_ACCESS } from "../collaboration/rules.js";
import { type Access, GOVERNANCE_ACCESS } from "../permissions/access.js";
import type { SearchKind } from "../schemas/search.js";

export interface KindSource {
  /** The table, aliased t; `join` may add a vendor as v. */
  table: string;
  join?: string;
  /** Rows a search never shows (deleted reports). */
  where?: string;
  title: string;
  code: string | null;
  subtitle: string;
  /**
   * Columns matched with ILIKE. The vendor is matched on its lower-cased searchText instead (name, legal name,
   * LEI, contact person and e-mail, kept by a trigger), with LIKE lower(…) as the register does.
   */
  matched: string[];
}

const VENDOR_JOIN = `LEFT JOIN "Vendor" v ON v."id" = t."vendorId"`;

export const KIND_SOURCES: Record<SearchKind, KindSource> = {
  vendor: {
    table: `"Vendor"`,
    title: `t."name"`,
    code: `t."lei"`,
    subtitle: `t."legalName"`,
    matched: [],
  },
  contract: {
    table: `"Contract"`,
    join: VENDOR_JOIN,
    title: `t."name"`,
    code: `t."reference"`,
    subtitle: `v."name"`,
    matched: [`t."name"`, `t."reference"`],
  },
  assessment: {
    table: `"RiskAssessment"`,
    join: VENDOR_JOIN,
    title: `COALESCE(NULLIF(t."serviceCategory", ''), t."reference")`,
    code: `t."reference"`,
    subtitle: `v."name"`,
    matched: [`t."reference"`, `t."serviceCategory"`],
  },
  policy: {
    table: `"Policy"`,
    title: `t."name"`,
    code: `t."reference"`,
    subtitle: `t."owner"`,
    matched: [`t."name"`, `t."reference"`],
  },
  procedure: {
    table: `"Procedure"`,
    title: `t."name"`,
    code: `t."reference"`,
    subtitle: `t."owner"`,
    matched: [`t."name"`, `t."reference"`],
  },
  committee: {
    table: `"Committee"`,
    title: `t."name"`,
    code: null,
    subtitle: `t."type"`,
    matched: [`t."name"`],
  },
  workflow: {
    table: `"Workflow"`,
    join: VENDOR_JOIN,
    title: `t."name"`,
    code: `t."reference"`,
    subtitle: `v."name"`,
    matched: [`t."name"`, `t."reference"`],
  },
  report: {
    table: `"Report"`,
    where: `t."deletedAt" IS NULL`,
    title: `t."name"`,
    code: null,
    subtitle: `left(NULLIF(t."description", ''), 160)`,
    matched: [`t."name"`],
  },
  document: {
    table: `"GovernanceDocument"`,
    title: `t."title"`,
    code: null,
    subtitle: `t."owner"`,
    matched: [`t."title"`],
  },
};

/** Who may find a kind: whoever may view it (RECORD_VIEW_ACCESS; governance documents: GOVERNANCE_ACCESS). */
export const KIND_ACCESS: Record<SearchKind, Access> = {
  vendor: RECORD_VIEW_ACCESS.vendor,
  contract: RECORD_VIEW_ACCESS.contract,
  assessment: RECORD_VIEW_ACCESS.assessment,
  policy: RECORD_VIEW_ACCESS.policy,
  procedure: RECORD_VIEW_ACCESS.procedure,
  committee: RECORD_VIEW_ACCESS.committee,
  workflow: RECORD_VIEW_ACCESS.workflow,
  report: RECORD_VIEW_ACCESS.report,
  document: GOVERNANCE_ACCESS.view,
};
