// GET /api/reports/runs/{id}/pdf and /xlsx as their route serves them and /api/openapi.json documents them
// (rest/http-operation.ts). The route: apps/server/src/plugins/report-downloads.ts.
import { z } from "zod";
import { REPORT_ACCESS } from "../permissions/access.js";
import { defineHttpOperation } from "../rest/http-operation.js";
import { REPORT_RETENTION_DAYS } from "./rules.js";
import type { RunFileKind } from "./runs.js";

/** A run's id in the URL; anything else is answered as an unknown run (404). */
export const reportRunIdParam = z.guid("No report run with this id.").describe("The run's id");

/** ?disposition=inline opens the PDF in the browser (View); anything else downloads it. */
export const reportDispositionQuery = z
  .object({ disposition: z.enum(["inline", "attachment"]).catch("attachment").default("attachment") })
  .catch({ disposition: "attachment" });

export const REPORT_FILE_EXPIRED = `This report's files were deleted under the retention rule (reports are kept for ${REPORT_RETENTION_DAYS} days). Generate it again.`;
export const REPORT_FILE_NOT_READY = "The run has not finished: its files are not there yet.";

const operation = <K extends RunFileKind>(kind: K) =>
  defineHttpOperation({
    method: "GET",
    path: `/api/reports/runs/{id}/${kind}`,
    operationId: `reports.run${kind === "pdf" ? "Pdf" : "Xlsx"}`,
    summary: `The ${kind === "pdf" ? "PDF" : "XLSX"} of a report run (?disposition=inline to open it in the browser)`,
    description:
      `Streams the run's ${kind === "pdf" ? "PDF" : "workbook (one sheet per section)"}. Everyone who may view ` +
      "reports opens and downloads every run, including those of a deleted report. `?disposition=inline` answers " +
      "Content-Disposition: inline (View); the default is attachment (Download). The files are kept " +
      `${REPORT_RETENTION_DAYS} days after the run (the retention rule of purpose "report"), then 410.`,
    tags: ["Reports"],
    access: REPORT_ACCESS.view,
    params: { id: reportRunIdParam },
    success: {
      status: 200,
      description: "The file's bytes",
      file: {
        kinds: [kind],
        headers: {
          "Content-Disposition": "attachment or inline; filename=\"…\" (ASCII) and filename*=UTF-8''… (the exact name)",
          "Content-Length": "The file's size in bytes",
          ETag: "The SHA-256 of the bytes, in quotes",
          "Cache-Control": "private, no-store",
        },
      },
    },
    errors: {
      401: "Not signed in.",
      403: "Signed in without the permission to view reports.",
      404: "No run with this id.",
      409: REPORT_FILE_NOT_READY,
      410: REPORT_FILE_EXPIRED,
    },
  });

export const reportRunPdfOperation = operation("pdf");
export const reportRunXlsxOperation = operation("xlsx");
