// The workflow list (GET /api/workflows), one record (GET /api/workflows/{id}) and the centre's tiles. The derived
// columns (display status, overdue, progress, priority, risk rating) come from rules.ts with today's date; the
// display-status filter is written as the same rules in SQL terms (open and past the target date is overdue).
import type { Prisma } from "@tprm/db";
import type { z } from "zod";
import type { SignedInContext } from "../context.js";
import { todayIn } from "../lib/dates.js";
import { notFound } from "../lib/errors.js";
import { paginate, skipTake } from "../lib/pagination.js";
import { escapeLike } from "../lib/relevance.js";
import type {
  DisplayStatus,
  listWorkflowsInput,
  WorkflowDetail,
  WorkflowStatusValue,
  workflowListOutput,
  workflowSummaryOutput,
} from "../schemas/workflows.js";
import { taggedWhere } from "../tags/filter.js";
import { M } from "./messages.js";
import { CLOSED_STATUSES, WORKFLOW_STATUSES, workflowPriority, workflowProgress } from "./rules.js";
import { DETAIL_INCLUDE, ROW_INCLUDE, toDetail, toRow } from "./workflow-dto.js";

type ListInput = z.output<typeof listWorkflowsInput>;

const OPEN_STATUSES = WORKFLOW_STATUSES.filter((s) => !CLOSED_STATUSES.includes(s));

/** The statuses each display status maps from (rules.ts displayStatus), open ones only while not overdue. */
export const DISPLAY_FROM: Record<Exclude<DisplayStatus, "overdue">, WorkflowStatusValue[]> = {
  "in-progress": ["initiation", "in_progress"],
  "pending-approval": ["pending"],
  completed: ["approved", "completed"],
  "on-hold": ["deferred", "rejected", "cancelled"],
};

export function overdueWhere(today: string): Prisma.WorkflowWhereInput {
  return { status: { in: OPEN_STATUSES }, targetDate: { lt: new Date(today) } };
}

function displayWhere(status: DisplayStatus, today: string): Prisma.WorkflowWhereInput {
  if (status === "overdue") return overdueWhere(today);
  const statuses = DISPLAY_FROM[status];
  const closed = statuses.filter((s) => CLOSED_STATUSES.includes(s));
  const open = statuses.filter((s) => !CLOSED_STATUSES.includes(s));
  const branches: Prisma.WorkflowWhereInput[] = [];
  if (closed.length) branches.push({ status: { in: closed } });
  if (open.length) branches.push({ status: { in: open }, targetDate: { gte: new Date(today) } });
  return { OR: branches };
}

/** At most this many vendors matched by a search are named by id; beyond, the vendor is joined instead (slower). */
export const SEARCH_VENDOR_IDS_MAX = 2_000;

/**
 * The vendors a search term names, through the vendors' trigram-indexed search text (name, legal name, LEI, contact
 * and e-mail, lower-cased); null when there are too many to list by id.
 */
export async function vendorsMatching(db: Prisma.TransactionClient, term: string): Promise<string[] | null> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Vendor" WHERE "searchText" LIKE ${`%${escapeLike(term.toLowerCase())}%`}
    LIMIT ${SEARCH_VENDOR_IDS_MAX + 1}`;
  return rows.length > SEARCH_VENDOR_IDS_MAX ? null : rows.map((r) => r.id);
}

/**
 * The list's condition. Search matches the name and the reference (trigram indexes) and the vendors `vendorIds`
 * names (vendorsMatching; null: too many, so the vendor's search text is matched through the join).
 */
export function listWhere(input: ListInput, today: string, vendorIds: string[] | null = []): Prisma.WorkflowWhereInput {
  const and: Prisma.WorkflowWhereInput[] = [];
  if (input.type) and.push({ type: input.type });
  if (input.ownerId) and.push({ ownerId: input.ownerId });
  if (input.status) and.push(displayWhere(input.status, today));
  if (input.storedStatus) and.push({ status: input.storedStatus });
  const term = input.search?.trim();
  if (term) {
    const contains = { contains: term, mode: "insensitive" as const };
    const byVendor: Prisma.WorkflowWhereInput[] =
      vendorIds === null
        ? [{ vendor: { searchText: { contains: term.toLowerCase() } } }]
        : vendorIds.length
          ? [{ vendorId: { in: vendorIds } }]
          : [];
    and.push({ OR: [{ name: contains }, { reference: contains }, ...byVendor] });
  }
  return and.length ? { AND: and } : {};
}

export async function listWorkflows(
  ctx: SignedInContext,
  input: ListInput,
): Promise<z.output<typeof workflowListOutput>> {
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  const term = input.search?.trim();
  const where: Prisma.WorkflowWhereInput = {
    AND: [
      listWhere(input, today, term ? await vendorsMatching(ctx.db, term) : []),
      await taggedWhere(ctx.db, "workflow", input.tagId),
    ],
  };
  const order = input.order;
  // Each sort matches an index ending in id; status sorts by target date within (the status filter's index).
  const orderBy: Prisma.WorkflowOrderByWithRelationInput[] =
    input.sort === "status"
      ? [{ status: order }, { targetDate: order }, { id: order }]
      : [{ [input.sort]: order }, { id: order }];
  const [rows, total] = await Promise.all([
    ctx.db.workflow.findMany({
      where,
      include: ROW_INCLUDE,
      orderBy,
      ...skipTake(input.page, input.limit),
    }),
    ctx.db.workflow.count({ where }),
  ]);
  return { items: rows.map((r) => toRow(r, today)), pagination: paginate(input.page, input.limit, total) };
}

/** The record as every answer gives it, read with `db` (a change's own transaction, so it sees the change). */
export async function readWorkflow(
  db: Prisma.TransactionClient,
  ctx: SignedInContext,
  id: string,
): Promise<WorkflowDetail> {
  const row = await db.workflow.findUnique({ where: { id }, include: DETAIL_INCLUDE });
  if (!row) throw notFound(M.notFound);
  return toDetail(db, ctx, row, todayIn(ctx.env.APP_TIME_ZONE));
}

export const getWorkflow = (ctx: SignedInContext, id: string) => readWorkflow(ctx.db, ctx, id);

/**
 * The centre's tiles: every workflow; in progress (open: neither closed nor awaiting the committee); the mean
 * progress of the open ones; overdue; critical priority among the open ones; awaiting a decision (Pending); and the
 * caller's own drafts.
 */
export async function workflowSummary(ctx: SignedInContext): Promise<z.output<typeof workflowSummaryOutput>> {
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  // The open workflows grouped by what their progress and priority depend on: a few dozen groups, not every row.
  const [total, groups, overdue, myDrafts] = await Promise.all([
    ctx.db.workflow.count(),
    ctx.db.workflow.groupBy({
      by: ["type", "status", "currentStep", "materialityClassification"],
      where: { status: { in: OPEN_STATUSES } },
      _count: { _all: true },
    }),
    ctx.db.workflow.count({ where: overdueWhere(today) }),
    ctx.db.workflowDraft.count({ where: { userId: ctx.auth.user.id } }),
  ]);
  let open = 0;
  let progressSum = 0;
  let inProgress = 0;
  let critical = 0;
  let pendingDecision = 0;
  for (const g of groups) {
    const n = g._count._all;
    open += n;
    progressSum += n * workflowProgress(g.type, g.status, g.currentStep);
    if (g.status === "initiation" || g.status === "in_progress") inProgress += n;
    if (g.status === "pending") pendingDecision += n;
    if (workflowPriority(g.materialityClassification) === "critical") critical += n;
  }
  return {
    total,
    inProgress,
    averageProgress: open ? Math.round(progressSum / open) : 0,
    overdue,
    critical,
    pendingDecision,
    myDrafts,
  };
}
