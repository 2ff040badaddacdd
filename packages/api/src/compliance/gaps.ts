// Compliance gaps (000 §7 GET /api/compliance/gaps; docs/COMPLIANCE.md): records that fall short of a requirement of
// the catalogue, found live in the tables. Each kind is one query, counted for the summary and read in pages (by
// id) for the list and the report, so a register of any size is never held in memory.
import type { Prisma, PrismaClient } from "@tprm/db";
import { isoDate } from "../lib/dates.js";
import { type RegisterFigures, registerFigures } from "./figures.js";
import { GAP_KINDS, type GapKind, type GapReason, type RequiredClause } from "./gap-kinds.js";
import { contractClausesWhere, missingClauses, WHERE } from "./gap-where.js";

export * from "./gap-kinds.js";
export { WHERE } from "./gap-where.js";

export interface GapItem {
  kind: GapKind;
  recordType: "policy" | "workflow" | "vendor" | "contract" | "kpi-breach";
  recordId: string;
  reference: string | null;
  label: string;
  /** The gap in words: the policy's gaps, the missing clauses, why the assessment is not current. */
  detail: string;
  /** Why, as a code the screens translate (GAP_REASONS); `detail` says it in English with the record's facts. */
  reason: GapReason;
  /** Missing clauses (contract_clauses only). */
  missing: RequiredClause[];
  /** Since when, where the record says (ISO date). */
  since: string | null;
}

/**
 * A page of one kind, newest record first (ids are time-ordered): `skip`/`take` for the list, `after` (an id) for
 * reading every row in batches.
 */
export interface GapPage {
  skip?: number;
  take: number;
  after?: string;
}

const pageArgs = (p: GapPage) => ({
  orderBy: { id: "desc" as const },
  take: p.take,
  ...(p.after ? { cursor: { id: p.after }, skip: 1 } : { skip: p.skip ?? 0 }),
});

interface KindQuery {
  count(db: PrismaClient, today: Date): Promise<number>;
  read(db: PrismaClient, today: Date, page: GapPage): Promise<GapItem[]>;
}

const item = (kind: GapKind, fields: Omit<GapItem, "kind" | "missing"> & { missing?: RequiredClause[] }): GapItem => ({
  kind,
  missing: [],
  ...fields,
});

type Why = { reason: GapReason; detail: string };
const arrangementItems = (kind: GapKind, whyOf: (w: ArrangementRow) => Why) => (rows: ArrangementRow[]) =>
  rows.map((w) =>
    item(kind, {
      recordType: "workflow",
      recordId: w.id,
      reference: w.reference,
      label: w.name,
      ...whyOf(w),
      since: isoDate(w.createdAt),
    }),
  );
const ARRANGEMENT_SELECT = {
  id: true,
  reference: true,
  name: true,
  createdAt: true,
  status: true,
  committeeId: true,
  targetDate: true,
  riskAssessment: { select: { reference: true, status: true } },
} as const;
type ArrangementRow = Prisma.WorkflowGetPayload<{ select: typeof ARRANGEMENT_SELECT }>;

function arrangementQuery(
  where: (today: Date) => Prisma.WorkflowWhereInput,
  kind: GapKind,
  why: (w: ArrangementRow) => Why,
): KindQuery {
  const toItems = arrangementItems(kind, why);
  return {
    count: (db, today) => db.workflow.count({ where: where(today) }),
    read: async (db, today, page) =>
      toItems(await db.workflow.findMany({ where: where(today), select: ARRANGEMENT_SELECT, ...pageArgs(page) })),
  };
}

const VENDOR_SELECT = { id: true, name: true, lei: true, createdAt: true, criticality: true } as const;

export const GAP_QUERIES: Record<GapKind, KindQuery> = {
  policy_gap: {
    count: (db) => db.policy.count({ where: WHERE.policyGap }),
    read: async (db, _today, page) => {
      const rows = await db.policy.findMany({
        where: WHERE.policyGap,
        select: {
          id: true,
          reference: true,
          name: true,
          complianceGaps: true,
          regulatoryFramework: true,
          updatedAt: true,
        },
        ...pageArgs(page),
      });
      return rows.map((p) =>
        item("policy_gap", {
          recordType: "policy",
          recordId: p.id,
          reference: p.reference,
          label: p.name,
          reason: "policy_gaps",
          detail: `${p.regulatoryFramework ? `${p.regulatoryFramework}: ` : ""}${p.complianceGaps.join("; ")}`,
          since: isoDate(p.updatedAt),
        }),
      );
    },
  },
  arrangement_unclassified: arrangementQuery(
    () => WHERE.arrangementUnclassified,
    "arrangement_unclassified",
    () => ({ reason: "unclassified", detail: "No materiality assessment recorded" }),
  ),
  arrangement_undecided: arrangementQuery(WHERE.arrangementUndecided, "arrangement_undecided", (w) =>
    w.committeeId === null
      ? { reason: "no_committee", detail: "No committee assigned to decide it" }
      : {
          reason: "decision_overdue",
          detail: `Decision overdue since ${isoDate(w.targetDate)} (status ${w.status.replace("_", " ")})`,
        },
  ),
  critical_arrangement_unassessed: arrangementQuery(
    () => WHERE.criticalArrangementUnassessed,
    "critical_arrangement_unassessed",
    (w) =>
      w.riskAssessment
        ? {
            reason: "assessment_open",
            detail: `Risk assessment ${w.riskAssessment.reference} is ${w.riskAssessment.status.replace("_", " ")}`,
          }
        : { reason: "no_assessment", detail: "No risk assessment linked" },
  ),
  provider_unassessed: {
    count: (db, today) => db.vendor.count({ where: WHERE.providerUnassessed(today) }),
    read: async (db, today, page) => {
      const rows = await db.vendor.findMany({
        where: WHERE.providerUnassessed(today),
        select: {
          ...VENDOR_SELECT,
          assessments: {
            where: { latestCompleted: true },
            select: { reference: true, nextReviewDate: true },
            take: 1,
          },
        },
        ...pageArgs(page),
      });
      return rows.map((v) => {
        const last = v.assessments[0];
        return item("provider_unassessed", {
          recordType: "vendor",
          recordId: v.id,
          reference: v.lei,
          label: v.name,
          reason: last?.nextReviewDate ? "review_overdue" : "never_assessed",
          detail: last?.nextReviewDate
            ? `Review of ${last.reference} overdue since ${isoDate(last.nextReviewDate)}`
            : "Never assessed",
          since: last?.nextReviewDate ? isoDate(last.nextReviewDate) : isoDate(v.createdAt),
        });
      });
    },
  },
  provider_without_lei: {
    count: (db) => db.vendor.count({ where: WHERE.providerWithoutLei }),
    read: async (db, _today, page) => {
      const rows = await db.vendor.findMany({
        where: WHERE.providerWithoutLei,
        select: VENDOR_SELECT,
        ...pageArgs(page),
      });
      return rows.map((v) =>
        item("provider_without_lei", {
          recordType: "vendor",
          recordId: v.id,
          reference: null,
          label: v.name,
          reason: "no_lei",
          detail: `No Legal Entity Identifier (criticality ${v.criticality})`,
          since: isoDate(v.createdAt),
        }),
      );
    },
  },
  contract_clauses: {
    count: (db) => db.contract.count({ where: contractClausesWhere }),
    read: async (db, _today, page) => {
      const rows = await db.contract.findMany({
        where: contractClausesWhere,
        select: {
          id: true,
          reference: true,
          name: true,
          startDate: true,
          governingLaw: true,
          noticePeriodDays: true,
          dataStorageCountries: true,
          dataProcessingCountries: true,
          terminationRights: true,
          exitPlan: true,
          vendor: { select: { name: true } },
        },
        ...pageArgs(page),
      });
      return rows.map((c) => {
        const missing = missingClauses(c);
        return item("contract_clauses", {
          recordType: "contract",
          recordId: c.id,
          reference: c.reference,
          label: `${c.name} (${c.vendor.name})`,
          reason: "missing_clauses",
          detail: `Missing: ${missing.join(", ")}`,
          missing,
          since: isoDate(c.startDate),
        });
      });
    },
  },
  kpi_breach_open: {
    count: (db, today) => db.kpiBreach.count({ where: WHERE.kpiBreachOpen(today) }),
    read: async (db, today, page) => {
      const rows = await db.kpiBreach.findMany({
        where: WHERE.kpiBreachOpen(today),
        select: { id: true, kpi: true, severity: true, occurredAt: true, vendor: { select: { name: true } } },
        ...pageArgs(page),
      });
      return rows.map((b) =>
        item("kpi_breach_open", {
          recordType: "kpi-breach",
          recordId: b.id,
          reference: null,
          label: `${b.vendor.name}: ${b.kpi}`,
          reason: "breach_open",
          detail: `Severity ${b.severity}, open since ${isoDate(b.occurredAt)}`,
          since: isoDate(b.occurredAt),
        }),
      );
    },
  },
};

/** Each kind's count: the big tables' from figures.ts (one pass each), policies' and KPI breaches' here. */
export async function gapCounts(
  db: PrismaClient,
  today: Date,
  figures?: Promise<RegisterFigures>,
): Promise<Record<GapKind, number>> {
  const [register, policyGap, kpiBreachOpen] = await Promise.all([
    figures ?? registerFigures(db, today),
    GAP_QUERIES.policy_gap.count(db, today),
    GAP_QUERIES.kpi_breach_open.count(db, today),
  ]);
  const { vendors: v, contracts: c, arrangements: a } = register;
  return {
    policy_gap: policyGap,
    arrangement_unclassified: a.arrangementUnclassified,
    arrangement_undecided: a.arrangementUndecided,
    critical_arrangement_unassessed: a.criticalArrangementUnassessed,
    provider_unassessed: v.providerUnassessed,
    provider_without_lei: v.providerWithoutLei,
    contract_clauses: c.contractClauses,
    kpi_breach_open: kpiBreachOpen,
  };
}

/** Every gap of the kinds given, read in batches of `batch` (for the report). */
export async function* allGaps(db: PrismaClient, today: Date, kinds: readonly GapKind[] = GAP_KINDS, batch = 500) {
  for (const kind of kinds) {
    let after: string | undefined;
    for (;;) {
      const rows = await GAP_QUERIES[kind].read(db, today, { take: batch, after });
      yield* rows;
      if (rows.length < batch) break;
      after = rows[rows.length - 1]?.recordId;
    }
  }
}
