// The register's read side over a scope: the checks on demand, the concentration view, and the history of DORA
// packages with their reports. Each loads the scope's snapshot once (snapshot-load.ts: four reads).
import type { Prisma } from "@tprm/db";
import type { z } from "zod";
import type { Context } from "../context.js";
import { getFileInfo } from "../files/index.js";
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

/** Past DORA exports, newest first, with what the worker found and wrote. */
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
      include: { createdBy: { select: { id: true, firstName: true, lastName: true, email: true } } },
    }),
  ]);
  const items = await Promise.all(
    tasks.map(async (task): Promise<DoraExportOutput> => {
      const params = task.params as unknown as DoraExportParams;
      const result = task.result as unknown as DoraExportResult | null;
      const file = task.outputFileId ? await getFileInfo(ctx.db, task.outputFileId) : null;
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
              problems: result.problems,
              rowsPerTemplate: result.rowsPerTemplate,
            }
          : null,
        outputFile: file ? { id: file.id, filename: file.filename, size: file.size } : null,
      };
    }),
  );
  return { items, pagination: paginate(input.page, input.limit, total) };
}
