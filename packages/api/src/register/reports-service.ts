// The register's read side over a scope: the checks on demand, the concentration view, and the history of DORA
// packages with their reports. Each loads the scope's snapshot once (snapshot-load.ts: four reads).
import type { Prisma } from "@tprm/db";
import type { z } from "zod";
import type { Context } from "../context.js";
import { todayIn } from "../lib/dates.js";
import { paginate } from "../lib/pagination.js";
import type {
  DoraExportOutput,
  listDoraExportsInput,
  registerChecksOutput,
  registerScopeInput,
} from "../schemas/register-reports.js";
import { buildTables } from "./build.js";
import { TEMPLATE_IDS } from "./catalog.js";
import { runChecks } from "./checks.js";
import { concentration } from "./concentration.js";
import { countProblems, type DoraExportParams, type DoraExportResult } from "./dora-export.js";
import { resolveScope, scopeOutput } from "./scope.js";
import { loadRegisterSnapshot } from "./snapshot.js";

type ScopeInput = z.output<typeof registerScopeInput>;

export async function runRegisterChecks(
  ctx: Context,
  input: ScopeInput,
): Promise<z.output<typeof registerChecksOutput>> {
  const scope = await resolveScope(ctx.db, input, todayIn(ctx.env.APP_TIME_ZONE));
  const snapshot = await loadRegisterSnapshot(ctx.db, scope);
  const tables = buildTables(snapshot);
  const problems = runChecks(snapshot, tables);
  const byTemplate = Object.fromEntries(
    TEMPLATE_IDS.map((id) => {
      const own = problems.filter((p) => p.template === id);
      return [id, { ...countProblems(own), rows: tables[id].rows.length }];
    }),
  );
  return { scope: scopeOutput(scope), problems, counts: countProblems(problems), byTemplate };
}

export async function registerConcentration(ctx: Context, input: ScopeInput) {
  const scope = await resolveScope(ctx.db, input, todayIn(ctx.env.APP_TIME_ZONE));
  const snapshot = await loadRegisterSnapshot(ctx.db, scope);
  return { scope: scopeOutput(scope), ...concentration(snapshot) };
}

const userName = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email;

/** Problems a history row keeps: only a refused or forced export's, the first ones (its counts say how many). */
export const LIST_PROBLEMS = 50;

type TaskRow = Prisma.BackgroundTaskGetPayload<{ include: typeof HISTORY_INCLUDE }>;

const HISTORY_INCLUDE = {
  createdBy: { select: { id: true, firstName: true, lastName: true, email: true } },
  outputFile: { select: { id: true, filename: true, size: true } },
} as const satisfies Prisma.BackgroundTaskInclude;

/** One history row: a clean export lists no problems (its counts say what warnings there were). */
export function toDoraExportRow(task: TaskRow): DoraExportOutput {
  const params = task.params as unknown as DoraExportParams;
  const result = task.result as unknown as DoraExportResult | null;
  const keepProblems = result ? result.refused || result.forced : false;
  return {
    taskId: task.id,
    status: task.status,
    progress: task.progress,
    total: task.total,
    error: task.error,
    createdAt: task.createdAt,
    finishedAt: task.finishedAt,
    requestedBy: task.createdBy ? { id: task.createdBy.id, name: userName(task.createdBy) } : null,
    profile: params.profile,
    forceRequested: params.force,
    scope: params.scope,
    report: result
      ? {
          refused: result.refused,
          packageName: result.packageName,
          forced: result.forced,
          counts: result.counts,
          problems: keepProblems ? result.problems.slice(0, LIST_PROBLEMS) : [],
          rowsPerTemplate: result.rowsPerTemplate,
        }
      : null,
    outputFile: task.outputFile
      ? { id: task.outputFile.id, filename: task.outputFile.filename, size: task.outputFile.size }
      : null,
  };
}

/**
 * Past DORA exports, newest first, with what the worker found and wrote: one read for the page (the package's file
 * with it). The full report (up to REPORT_PROBLEMS problems) is the task's own result (tasks.get).
 */
export async function listDoraExports(
  ctx: Context,
  input: z.output<typeof listDoraExportsInput>,
): Promise<{ items: DoraExportOutput[]; pagination: ReturnType<typeof paginate> }> {
  const where: Prisma.BackgroundTaskWhereInput = { kind: "dora-export" };
  const [total, tasks] = await Promise.all([
    ctx.db.backgroundTask.count({ where }),
    ctx.db.backgroundTask.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (input.page - 1) * input.limit,
      take: input.limit,
      include: HISTORY_INCLUDE,
    }),
  ]);
  return { items: tasks.map(toDoraExportRow), pagination: paginate(input.page, input.limit, total) };
}
