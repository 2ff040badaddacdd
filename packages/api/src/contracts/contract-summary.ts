// GET /api/contracts/summary (the header's counts and the totals per currency over the contracts the list's filters
// select, in one statement) and GET /api/contracts/expiring (the contracts whose end date or notice deadline is
// near, soonest first).
import { Prisma, sqlRows } from "@tprm/db";
import type { z } from "zod";
import type { Context } from "../context.js";
import { addDays, todayIn } from "../lib/dates.js";
import { centsToString, toCents } from "../lib/money.js";
import type {
  ContractListItem,
  ContractSummary,
  contractSummaryInput,
  expiringContractsInput,
} from "../schemas/contracts.js";
import { LIST_NAMES_SQL, type ListRow, listColumnsSql, listJoinsSql, listSource } from "./contract-list.js";
import { toListItem } from "./dto.js";
import { contractFilterSql, endsWithinSql, noticeWithinSql, runningSql } from "./list-filters.js";
import {
  CONTRACT_STAGES,
  CONTRACT_STATUSES,
  type ContractStageValue,
  type ContractStatusValue,
  contractBookMillions,
  EXPIRING_SOON_DAYS,
  monthlyValueK,
} from "./rules.js";

interface CountRow {
  status: ContractStatusValue;
  stage: ContractStageValue;
  currency: string;
  n: number;
  total: string;
  expiring: number;
  pending: number;
  notice: number;
}

/** One pass over the selected contracts, grouped by status, stage and currency with the counts the header shows. */
function countsStatement(where: Prisma.Sql, today: string) {
  return Prisma.sql`
    SELECT c."status", c."stage", c."currency", count(*)::int AS n, sum(c."value")::text AS total,
      count(*) FILTER (WHERE ${endsWithinSql(today, EXPIRING_SOON_DAYS)})::int AS expiring,
      count(*) FILTER (WHERE ${runningSql()} AND c."stage" = 'approval' AND c."approvedAt" IS NULL)::int AS pending,
      count(*) FILTER (WHERE ${noticeWithinSql(today, EXPIRING_SOON_DAYS)})::int AS notice
    FROM "Contract" c WHERE ${where} GROUP BY 1, 2, 3`;
}

export async function contractSummary(
  ctx: Context,
  filters: z.output<typeof contractSummaryInput>,
): Promise<ContractSummary> {
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  const rows = await sqlRows<CountRow>(ctx.sql, countsStatement(contractFilterSql(filters ?? {}, today), today));
  const sum = (pick: (row: CountRow) => number, keep: (row: CountRow) => boolean = () => true) =>
    rows.filter(keep).reduce((total, row) => total + pick(row), 0);
  const byCurrency = new Map<string, { cents: bigint; contracts: number }>();
  for (const row of rows) {
    const entry = byCurrency.get(row.currency) ?? { cents: 0n, contracts: 0 };
    entry.cents += toCents(row.total);
    entry.contracts += row.n;
    byCurrency.set(row.currency, entry);
  }
  return {
    total: sum((r) => r.n),
    byStatus: CONTRACT_STATUSES.map((status) => ({
      status,
      count: sum(
        (r) => r.n,
        (r) => r.status === status,
      ),
    })),
    byStage: CONTRACT_STAGES.map((stage) => ({
      stage,
      count: sum(
        (r) => r.n,
        (r) => r.stage === stage,
      ),
    })),
    expiringSoon: sum((r) => r.expiring),
    pendingApproval: sum((r) => r.pending),
    noticeDue: sum((r) => r.notice),
    totals: [...byCurrency.entries()]
      .map(([currency, { cents, contracts }]) => {
        const total = centsToString(cents);
        return {
          currency,
          total,
          totalMillions: contractBookMillions(total),
          monthlyValueK: monthlyValueK(total),
          contracts,
        };
      })
      .sort((a, b) => b.contracts - a.contracts || a.currency.localeCompare(b.currency)),
  };
}

/**
 * The running contracts whose end date or notice deadline falls within `days` days of today, soonest first: each
 * ordered by the nearer of its deadlines inside the window.
 */
export async function expiringContracts(
  ctx: Context,
  input: z.output<typeof expiringContractsInput>,
): Promise<ContractListItem[]> {
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  const { days, limit } = input ?? { days: EXPIRING_SOON_DAYS, limit: 50 };
  const horizon = addDays(today, days);
  const notice = Prisma.sql`CASE WHEN c."autoRenewal" AND c."noticePeriodDays" IS NOT NULL
    AND (c."endDate" - c."noticePeriodDays") BETWEEN ${today}::date AND ${horizon}::date
    THEN c."endDate" - c."noticePeriodDays" END`;
  const end = Prisma.sql`CASE WHEN c."endDate" <= ${horizon}::date THEN c."endDate" END`;
  const rows = await sqlRows<ListRow>(
    ctx.sql,
    Prisma.sql`
      SELECT ${listColumnsSql("c")}, ${LIST_NAMES_SQL}
      FROM "Contract" c ${listJoinsSql("c")}
      WHERE ${runningSql()} AND c."endDate" >= ${today}::date
        AND (c."endDate" <= ${horizon}::date OR ${noticeWithinSql(today, days)})
      ORDER BY LEAST(${notice}, ${end}) ASC, c."id" ASC
      LIMIT ${limit}`,
  );
  return rows.map((row) => toListItem(listSource(row), today));
}
