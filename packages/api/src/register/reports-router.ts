// The register's read side and exports (docs/REGISTER.md, "The EBA register, checks and the DORA package"), spread
// into the `register` router (router.ts): register.eba.list|export, register.checks.run, register.concentration,
// register.dora.start|list. Access: REGISTER_ACCESS (view reads; edit runs the checks and exports).
import { REGISTER_ACCESS } from "../permissions/register-access.js";
import {
  concentrationOutput,
  doraExportListOutput,
  ebaRegisterListOutput,
  exportEbaRegisterInput,
  listDoraExportsInput,
  listEbaRegisterInput,
  registerChecksOutput,
  registerScopeInput,
  startDoraExportInput,
} from "../schemas/register-reports.js";
import { queuedTaskOutput } from "../schemas/tasks.js";
import { router, signedInProcedure } from "../trpc.js";
import { requestDoraExport } from "./dora-export.js";
import { requestEbaExport } from "./eba-export.js";
import { listEbaRegister } from "./eba-register.js";
import { listDoraExports, registerConcentration, runRegisterChecks } from "./reports-service.js";

const tags = ["Register"];
const NO_ENTITY = "No entity maintains the register and none was named, or the one named is a branch or unknown.";

const ebaRouter = router({
  list: signedInProcedure
    .meta({
      access: REGISTER_ACCESS.view,
      rest: {
        method: "GET",
        path: "/api/register/eba",
        summary:
          "The EBA outsourcing register (EBA/GL/2019/02 §11): one row per outsourcing arrangement with paragraph 54's fields, and paragraph 55's for critical or important ones (paged, filtered, sorted)",
        tags,
      },
    })
    .input(listEbaRegisterInput)
    .output(ebaRegisterListOutput)
    .query(({ ctx, input }) => listEbaRegister(ctx, input)),

  export: signedInProcedure
    .meta({
      access: REGISTER_ACCESS.edit,
      rest: {
        method: "POST",
        path: "/api/register/eba/export",
        summary:
          "Export the EBA outsourcing register (the list's filters) as CSV or XLSX, each column headed with the guideline's wording and its paragraph; answers 202 with the task to poll (GET /api/tasks/{id}), whose output file downloads from GET /api/files/{id}/download",
        tags,
        successStatus: 202,
      },
    })
    .input(exportEbaRegisterInput)
    .output(queuedTaskOutput)
    .mutation(({ ctx, input }) => requestEbaExport(ctx, input)),
});

const checksRouter = router({
  run: signedInProcedure
    .meta({
      access: REGISTER_ACCESS.edit,
      rest: {
        method: "GET",
        path: "/api/register/checks",
        summary:
          "Run the DORA register's pre-submission checks over a scope: every problem with its table, row, column, field, rule and the link to the record, counted by severity and by table",
        tags,
        errors: { 400: NO_ENTITY },
      },
    })
    .input(registerScopeInput)
    .output(registerChecksOutput)
    .query(({ ctx, input }) => runRegisterChecks(ctx, input)),
});

const doraRouter = router({
  start: signedInProcedure
    .meta({
      access: REGISTER_ACCESS.edit,
      rest: {
        method: "POST",
        path: "/api/register/dora",
        summary:
          "Export the DORA Register of Information package (xBRL-CSV in a ZIP) of a scope: the worker runs the checks first and refuses a package with blocking errors unless `force`; answers 202 with the task to poll (GET /api/tasks/{id})",
        tags,
        successStatus: 202,
        errors: { 400: NO_ENTITY },
      },
    })
    .input(startDoraExportInput)
    .output(queuedTaskOutput)
    .mutation(({ ctx, input }) => requestDoraExport(ctx, input)),

  list: signedInProcedure
    .meta({
      access: REGISTER_ACCESS.view,
      rest: {
        method: "GET",
        path: "/api/register/dora",
        summary:
          "Past DORA package exports, newest first, with their reports (problems counted, forced or refused, by whom, the package's name) and the file to download",
        tags,
      },
    })
    .input(listDoraExportsInput)
    .output(doraExportListOutput)
    .query(({ ctx, input }) => listDoraExports(ctx, input)),
});

/** Spread into the `register` router: `router({ ...registerReportsProcedures, entities: …, … })`. */
export const registerReportsProcedures = {
  eba: ebaRouter,
  checks: checksRouter,
  dora: doraRouter,
  concentration: signedInProcedure
    .meta({
      access: REGISTER_ACCESS.view,
      rest: {
        method: "GET",
        path: "/api/register/concentration",
        summary:
          "Concentration of the critical or important functions on providers and subcontractors over a scope: per vendor the functions hanging on it directly or through the supply chain, their share, contracts, annual cost per currency and ICT service types",
        tags,
        errors: { 400: NO_ENTITY },
      },
    })
    .input(registerScopeInput)
    .output(concentrationOutput)
    .query(({ ctx, input }) => registerConcentration(ctx, input)),
};

/** Until the register's own router exists: the same procedures as a router of their own. */
export const registerReportsRouter = router(registerReportsProcedures);
