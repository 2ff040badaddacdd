// POST /api/compliance/report as its route serves it (apps/server/src/plugins/compliance-report.ts) and
// /api/openapi.json documents it (rest/http-operation.ts).
import { COMPLIANCE_ACCESS } from "../permissions/access.js";
import { defineHttpOperation } from "../rest/http-operation.js";

export const complianceReportOperation = defineHttpOperation({
  method: "POST",
  path: "/api/compliance/report",
  operationId: "compliance.report",
  summary:
    "Download the compliance report (PDF): requirements, their status and live evidence, cited records and every open gap",
  description:
    "Generated on the spot from the registers (no body is read). The title page names the organisation and the time " +
    "of generation in the caller's time zone (their settings; else the organisation's). Each download is recorded in " +
    "the audit trail (EXPORT).",
  tags: ["Compliance"],
  access: COMPLIANCE_ACCESS.view,
  success: {
    status: 200,
    description: "The report as a PDF",
    file: {
      kinds: ["pdf"],
      headers: {
        "Content-Disposition": 'attachment; filename="compliance-report-YYYY-MM-DD.pdf"',
        "Content-Length": "The file's size in bytes",
        "Cache-Control": "private, no-store",
      },
    },
  },
  errors: {
    401: "Not signed in.",
    403: "Signed in, without the permission to view the compliance register.",
  },
});
