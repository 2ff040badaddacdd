// The policy lists: the main list (not archived; filters, search, sort, pages), the archived list, the pickers'
// search and the overview the Policies tab opens with (compliance percentage, monitored policies, upcoming reviews).
import type { Prisma } from "@tprm/db";
import type { z } from "zod";
import type { Context } from "../../context.js";
import { addDays, isoDate, todayIn } from "../../lib/dates.js";
import { paginate, skipTake } from "../../lib/pagination.js";
import type {
  archivedPoliciesInput,
  listPoliciesInput,
  PolicyOverview,
  policyListOutput,
  policySearchOutput,
  searchPoliciesInput,
} from "../../schemas/governance-policies.js";
import { taggedWhere } from "../../tags/filter.js";
import { acknowledgementCountsOf } from "../acknowledgements/counts.js";
import { asDay, POLICY_LIST_SELECT, toPolicyListItem } from "./policy-dto.js";
import {
  effectivePolicyStatus,
  POLICY_APPROVED_STATUSES,
  POLICY_REVIEW_WINDOW_DAYS,
  policyCompliancePercent,
} from "./rules.js";

type ListInput = z.output<typeof listPoliciesInput>;
type ListOutput = z.output<typeof policyListOutput>;

/** The search over name, owner, category and regulatory framework (case aside). */
export function policySearchWhere(term: string | undefined): Prisma.PolicyWhereInput {
  const q = term?.trim();
  if (!q) return {};
  const contains = { contains: q, mode: "insensitive" } as const;
  return {
    OR: [
      { name: contains },
      { owner: contains },
      { category: contains },
      { regulatoryFramework: contains },
      { reference: contains },
    ],
  };
}

/**
 * The status as shown (rules.ts effectivePolicyStatus) as a condition: Expired is recorded Expired or any status
 * but Inactive with a passed review date; the other statuses as recorded, with a review date not yet passed.
 */
export function shownStatusWhere(status: ListInput["status"], today: string): Prisma.PolicyWhereInput {
  if (!status) return {};
  const passed = { lt: asDay(today) };
  if (status === "inactive") return { status: "inactive" };
  if (status === "expired") {
    return { OR: [{ status: "expired" }, { status: { not: "inactive" }, reviewDate: passed }] };
  }
  return { status, reviewDate: { gte: asDay(today) } };
}

export function policyFilterWhere(input: Partial<ListInput>, today: string): Prisma.PolicyWhereInput {
  const and: Prisma.PolicyWhereInput[] = [{ archived: false }, policySearchWhere(input.search)];
  and.push(shownStatusWhere(input.status, today));
  if (input.riskRating) and.push({ riskRating: input.riskRating });
  if (input.category) and.push({ category: { equals: input.category, mode: "insensitive" } });
  if (input.framework) and.push({ regulatoryFramework: { equals: input.framework, mode: "insensitive" } });
  if (input.reviewWithinDays) {
    and.push({ reviewDate: { gt: asDay(today), lte: asDay(addDays(today, input.reviewWithinDays)) } });
  }
  return { AND: and };
}

function orderBy(sort: ListInput["sort"], order: ListInput["order"]): Prisma.PolicyOrderByWithRelationInput[] {
  return [{ [sort === "riskRating" ? "riskRating" : sort]: order }, { id: order }];
}

export async function listPolicies(ctx: Context, input: ListInput): Promise<ListOutput> {
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  const where: Prisma.PolicyWhereInput = {
    AND: [policyFilterWhere(input, today), await taggedWhere(ctx.db, "policy", input.tagId)],
  };
  const [rows, total] = await Promise.all([
    ctx.db.policy.findMany({
      where,
      orderBy: orderBy(input.sort, input.order),
      select: POLICY_LIST_SELECT,
      ...skipTake(input.page, input.limit),
    }),
    ctx.db.policy.count({ where }),
  ]);
  const acknowledgements = await acknowledgementCountsOf(
    ctx.db,
    rows.map((r) => r.id),
    today,
  );
  return {
    items: rows.map((r) => ({ ...toPolicyListItem(r, today), acknowledgements: acknowledgements.get(r.id) })),
    pagination: paginate(input.page, input.limit, total),
  };
}

export async function listArchivedPolicies(
  ctx: Context,
  input: z.output<typeof archivedPoliciesInput>,
): Promise<ListOutput> {
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  const where: Prisma.PolicyWhereInput = { AND: [{ archived: true }, policySearchWhere(input.search)] };
  const [rows, total] = await Promise.all([
    ctx.db.policy.findMany({
      where,
      orderBy: [{ archivedAt: "desc" }, { id: "desc" }],
      select: POLICY_LIST_SELECT,
      ...skipTake(input.page, input.limit),
    }),
    ctx.db.policy.count({ where }),
  ]);
  return {
    items: rows.map((r) => toPolicyListItem(r, today)),
    pagination: paginate(input.page, input.limit, total),
  };
}

export async function searchPolicies(
  ctx: Context,
  input: z.output<typeof searchPoliciesInput>,
): Promise<z.output<typeof policySearchOutput>> {
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  const rows = await ctx.db.policy.findMany({
    where: { AND: [{ archived: false }, policySearchWhere(input.q)] },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: input.limit,
    select: { id: true, reference: true, name: true, status: true, reviewDate: true, archived: true },
  });
  return rows.map((r) => ({
    id: r.id,
    reference: r.reference,
    name: r.name,
    status: effectivePolicyStatus({ status: r.status, reviewDate: isoDate(r.reviewDate) }, today),
    archived: r.archived,
  }));
}

const OVERVIEW_LIMIT = 50;

/** The Policies tab's cards: compliance (approved share), policies under a framework, reviews due within 90 days. */
export async function policyOverview(ctx: Context): Promise<PolicyOverview> {
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  const live = { archived: false } as const;
  const framed = { ...live, regulatoryFramework: { not: null } } as const;
  const [total, approved, withGaps, withoutGaps, upcoming] = await Promise.all([
    ctx.db.policy.count({ where: live }),
    ctx.db.policy.count({
      where: { ...live, status: { in: [...POLICY_APPROVED_STATUSES] }, reviewDate: { gte: asDay(today) } },
    }),
    // Gaps first in the query itself: a policy with a gap is never cut off by the limit behind gapless ones.
    ctx.db.policy.findMany({
      where: { ...framed, complianceGaps: { isEmpty: false } },
      orderBy: [{ name: "asc" }, { id: "asc" }],
      take: OVERVIEW_LIMIT,
      select: POLICY_LIST_SELECT,
    }),
    ctx.db.policy.findMany({
      where: { ...framed, complianceGaps: { isEmpty: true } },
      orderBy: [{ name: "asc" }, { id: "asc" }],
      take: OVERVIEW_LIMIT,
      select: POLICY_LIST_SELECT,
    }),
    ctx.db.policy.findMany({
      where: {
        ...live,
        reviewDate: { gt: asDay(today), lte: asDay(addDays(today, POLICY_REVIEW_WINDOW_DAYS)) },
      },
      orderBy: [{ reviewDate: "asc" }, { id: "asc" }],
      take: OVERVIEW_LIMIT,
      select: POLICY_LIST_SELECT,
    }),
  ]);
  const items = [...withGaps, ...withoutGaps].slice(0, OVERVIEW_LIMIT).map((r) => toPolicyListItem(r, today));
  return {
    total,
    approved,
    compliancePercent: policyCompliancePercent(approved, total),
    monitored: items,
    upcomingReviews: upcoming.map((r) => toPolicyListItem(r, today)),
  };
}
