// The compliance register's procedures (000 §7; docs/COMPLIANCE.md). Access: COMPLIANCE_ACCESS in permissions/access.ts
// (view: the Regulatory Body and those who run the policy framework; setStatus: create policies). The report
// (POST /api/compliance/report, a PDF) is a plain route: compliance/http.ts and apps/server.
import { COMPLIANCE_ACCESS } from "../permissions/access.js";
import {
  evidenceOptionsOutput,
  evidenceSearchInput,
  gapsOutput,
  listGapsInput,
  requirementStatusOutput,
  requirementsOutput,
  setComplianceStatusInput,
} from "../schemas/compliance.js";
import { router, signedInProcedure } from "../trpc.js";
import { evidenceOptions, listGaps, listRequirements, setRequirementStatus } from "./service.js";

const tags = ["Compliance"];
const BASE = "/api/compliance";

export const complianceRouter = router({
  requirements: signedInProcedure
    .meta({
      access: COMPLIANCE_ACCESS.view,
      rest: {
        method: "GET",
        path: `${BASE}/requirements`,
        summary:
          "The obligations the platform tracks (EBA/GL/2019/02, DORA): each with what it asks, the records that evidence it counted now, its open gaps and its status",
        tags,
      },
    })
    .output(requirementsOutput)
    .query(({ ctx }) => listRequirements(ctx.db)),

  gaps: signedInProcedure
    .meta({
      access: COMPLIANCE_ACCESS.view,
      rest: {
        method: "GET",
        path: `${BASE}/gaps`,
        summary:
          "Records that fall short of a requirement (policies' compliance gaps, providers without a current assessment, critical contracts missing clauses, arrangements without a decision …): a count per kind and the gaps in pages",
        tags,
      },
    })
    .input(listGapsInput)
    .output(gapsOutput)
    .query(({ ctx, input }) => listGaps(ctx.db, input)),

  setStatus: signedInProcedure
    .meta({
      access: COMPLIANCE_ACCESS.setStatus,
      rest: {
        method: "POST",
        path: `${BASE}/status`,
        summary:
          "Set a requirement's status (compliant, partially compliant, non-compliant, not applicable, not assessed) with a note and the records that evidence it; recorded in the audit trail",
        tags,
        errors: {
          400: "An unknown requirement or status, a missing note, or evidence naming a record that does not exist.",
        },
      },
    })
    .input(setComplianceStatusInput)
    .output(requirementStatusOutput)
    .mutation(({ ctx, input }) => setRequirementStatus(ctx, input)),

  evidenceOptions: signedInProcedure
    .meta({
      access: COMPLIANCE_ACCESS.setStatus,
      rest: {
        method: "GET",
        path: `${BASE}/evidence-options`,
        summary: "Records of a kind that may be cited as evidence, by name or reference (at most 20)",
        tags,
      },
    })
    .input(evidenceSearchInput)
    .output(evidenceOptionsOutput)
    .query(({ ctx, input }) => evidenceOptions(ctx.db, input)),
});
