// The DORA Register of Information package (POST /api/register/dora → task "dora-export" → ZIP). The server resolves
// the scope, records the task and its audit row, whose outbox event queues the job — one transaction. The worker
// loads the snapshot in one REPEATABLE READ transaction, builds the 15 tables and runs the checks: blocking errors
// and not forced → the task fails, its result the problems and counts (no file); otherwise it writes the package
// (package.ts) as the task's output, and a forced package's audit row says so and who forced it.
import { createHash } from "node:crypto";
import { Prisma, type PrismaClient } from "@tprm/db";
import type { z } from "zod";
import { recordChange, SYSTEM } from "../audit/record-change.js";
import type { SignedInContext } from "../context.js";
import { doraExportJob } from "../jobs/dora-export.js";
import { todayIn } from "../lib/dates.js";
import { notify } from "../notifications/index.js";
import { outboxEvent } from "../outbox/events.js";
import {
  REPORTING_ENTITY_GONE,
  type StartDoraExportInput,
  type startDoraExportInput,
} from "../schemas/register-reports.js";
import { completeTask, createTask, reportProgress, startTask } from "../tasks/task-service.js";
import { failTransferTask } from "../transfer/notifications.js";
import { buildTables } from "./build.js";
import { TEMPLATE_IDS } from "./catalog.js";
import { type RegisterProblem, runChecks } from "./checks.js";
import { DORA_PACKAGE_FILE_PURPOSE } from "./eba-export.js";
import { packageName, writePackage } from "./package.js";
import { resolveScope } from "./scope.js";
import { loadRegisterSnapshot, type RegisterScope } from "./snapshot.js";

export { DORA_PACKAGE_FILE_PURPOSE } from "./eba-export.js";

// The task's error when the reporting entity was deleted after the export was asked for (failed at once); kept with
// the schemas so the screen knows it and shows it in the user's language.
export { REPORTING_ENTITY_GONE };

/** Problems a report keeps (the first ones; the counts say how many there were). */
export const REPORT_PROBLEMS = 500;
const STEPS = 4;
const LONG_TX = { timeout: 10 * 60_000, maxWait: 30_000 } as const;

export interface DoraExportParams {
  scope: RegisterScope;
  profile: "eba" | "nbb";
  force: boolean;
  /** Who asked, as the report names them. */
  requestedBy: { id: string; name: string };
}

export interface DoraExportResult {
  refused: boolean;
  packageName: string | null;
  forced: boolean;
  forcedBy: { id: string; name: string } | null;
  counts: { blocking: number; warning: number };
  problems: RegisterProblem[];
  rowsPerTemplate: Record<string, number> | null;
  referenceDate: string;
  scope: RegisterScope;
  profile: "eba" | "nbb";
}

export const countProblems = (problems: RegisterProblem[]) => ({
  blocking: problems.filter((p) => p.severity === "blocking").length,
  warning: problems.filter((p) => p.severity === "warning").length,
});

const personName = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email;

const level = (consolidated: boolean) => (consolidated ? "consolidated" : "individual");

/** Records the task and its audit row and queues the job, in one transaction. Answers with the task to poll. */
export async function requestDoraExport(ctx: SignedInContext, input: z.output<typeof startDoraExportInput>) {
  const resolved = await resolveScope(ctx.db, input, todayIn(ctx.env.APP_TIME_ZONE));
  const scope: RegisterScope = {
    consolidated: resolved.consolidated,
    entityId: resolved.entityId,
    referenceDate: resolved.referenceDate,
  };
  const user = ctx.auth.user;
  const params: DoraExportParams = {
    scope,
    profile: input.profile,
    force: input.force,
    requestedBy: { id: user.id, name: personName(user) },
  };
  const task = await ctx.db.$transaction(async (tx) => {
    const created = await createTask(tx, {
      kind: "dora-export",
      createdById: user.id,
      params: params as unknown as Prisma.InputJsonValue,
      total: STEPS,
    });
    await recordChange(tx, ctx, {
      action: "EXPORT",
      entityType: "RegisterPackage",
      entityId: null,
      event: outboxEvent(doraExportJob, { taskId: created.id }),
      after: { taskId: created.id, ...scope, profile: input.profile, force: input.force },
      description:
        `Started the DORA register of information export (${level(scope.consolidated)}, ${resolved.entityName}, ` +
        `reference date ${scope.referenceDate}, ${input.profile.toUpperCase()} naming)` +
        (input.force ? ", to be written even with blocking errors" : ""),
    });
    return created;
  });
  return { taskId: task.id, status: task.status };
}

/** The worker's half. Returns the task's result (null when the task or its reporting entity is gone). */
export async function runDoraExport(
  db: PrismaClient,
  taskId: string,
  options: { log?: (message: string) => void; note?: string | null; now?: Date } = {},
): Promise<DoraExportResult | null> {
  const task = await startTask(db, taskId, options.note ?? null);
  if (!task) return null;
  if (task.status === "completed") return task.result as unknown as DoraExportResult;
  const params = task.params as unknown as DoraExportParams;
  const { scope, profile, force } = params;

  const loaded = await db.$transaction(
    async (tx) => {
      // Deleted since the request: nothing to report on, and a retry would find it no more than this run does.
      const entity = await tx.registerEntity.findFirst({ where: { id: scope.entityId, kind: "entity" } });
      if (!entity) return null;
      const snapshot = await loadRegisterSnapshot(tx, scope);
      await reportProgress(db, taskId, 1, STEPS);
      const tables = buildTables(snapshot);
      await reportProgress(db, taskId, 2, STEPS);
      const problems = runChecks(snapshot, tables);
      await reportProgress(db, taskId, 3, STEPS);
      return { snapshot, tables, problems };
    },
    { ...LONG_TX, isolationLevel: Prisma.TransactionIsolationLevel.RepeatableRead },
  );
  if (!loaded) {
    await failTransferTask(db, taskId, REPORTING_ENTITY_GONE);
    options.log?.(`dora export ${taskId}: the reporting entity ${scope.entityId} no longer exists`);
    return null;
  }
  const { snapshot, tables, problems } = loaded;
  const counts = countProblems(problems);
  const rowsPerTemplate = Object.fromEntries(TEMPLATE_IDS.map((id) => [id, tables[id].rows.length]));
  const base = {
    counts,
    problems: problems.slice(0, REPORT_PROBLEMS),
    referenceDate: scope.referenceDate,
    scope,
    profile,
  };

  if (counts.blocking > 0 && !force) {
    const result: DoraExportResult = {
      ...base,
      refused: true,
      packageName: null,
      forced: false,
      forcedBy: null,
      rowsPerTemplate,
    };
    await failTransferTask(
      db,
      taskId,
      `The checks found ${counts.blocking} blocking error${counts.blocking === 1 ? "" : "s"}: no package was written. ` +
        "Fix them from the Checks tab, or export again with force.",
      result as unknown as Prisma.InputJsonValue,
    );
    options.log?.(`dora export ${taskId}: refused, ${counts.blocking} blocking errors`);
    return result;
  }

  // The snapshot holds the reporting entity (it refuses a scope without it), read in the same transaction as above.
  const reporting = snapshot.entities.find((e) => e.id === scope.entityId);
  if (!reporting) throw new Error(`dora export ${taskId}: the snapshot lacks its reporting entity`);
  const packageOptions = {
    profile,
    consolidated: scope.consolidated,
    lei: reporting.lei ?? "NO-LEI",
    country: reporting.country,
    authority: reporting.competentAuthority ?? "NO-AUTHORITY",
    referenceDate: scope.referenceDate,
    createdAt: options.now ?? new Date(),
    baseCurrency: reporting.currency,
  };
  const name = packageName(packageOptions);
  const bytes = await writePackage(tables, packageOptions);
  const forced = force && counts.blocking > 0;
  const result: DoraExportResult = {
    ...base,
    refused: false,
    packageName: name,
    forced,
    forcedBy: forced ? params.requestedBy : null,
    rowsPerTemplate,
  };
  await db.$transaction(
    async (tx) => {
      const file = await tx.storedFile.create({
        data: {
          filename: `${name}.zip`,
          contentType: "application/zip",
          size: bytes.byteLength,
          sha256: createHash("sha256").update(bytes).digest("hex"),
          data: bytes as Uint8Array<ArrayBuffer>,
          purpose: DORA_PACKAGE_FILE_PURPOSE,
          createdById: task.createdById,
        },
        select: { id: true },
      });
      await completeTask(tx, taskId, {
        result: result as unknown as Prisma.InputJsonValue,
        outputFileId: file.id,
        progress: STEPS,
        total: STEPS,
      });
      await recordChange(tx, SYSTEM, {
        action: "EXPORT",
        entityType: "RegisterPackage",
        entityId: null,
        actorId: task.createdById,
        after: {
          taskId,
          packageName: name,
          ...scope,
          profile,
          forced,
          forcedBy: result.forcedBy,
          counts,
          rowsPerTemplate,
        },
        description: forced
          ? `Wrote the DORA package ${name} with ${counts.blocking} blocking error${counts.blocking === 1 ? "" : "s"}, forced by ${params.requestedBy.name}`
          : `Wrote the DORA package ${name}`,
      });
      if (task.createdById) {
        await notify(tx, SYSTEM, {
          eventKey: `transfer.finished:${taskId}`,
          eventType: "transfer.exportCompleted",
          type: "transfer",
          priority: forced ? "medium" : "low",
          title: "Your DORA register of information package is ready",
          message: `${name}.zip is ready to download from the register's DORA export tab${forced ? " (written with blocking errors: forced)" : ""}.`,
          entity: { type: "BackgroundTask", id: taskId, name: "DORA export" },
          link: "/register?tab=dora",
          audience: { users: [task.createdById] },
        });
      }
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
  options.log?.(`dora export ${taskId}: ${name}.zip, ${bytes.byteLength} bytes${forced ? " (forced)" : ""}`);
  return result;
}

export type { StartDoraExportInput };
