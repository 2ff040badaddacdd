// The governance centre's policy acknowledgements (docs/GOVERNANCE.md, Acknowledgements). Access rules:
// GOVERNANCE_ACCESS in permissions/access.ts. A version's files are downloaded through GET /api/files/{id}/download,
// open to those asked to acknowledge it (files.ts).
import { GOVERNANCE_ACCESS } from "../../permissions/access.js";
import {
  acknowledgementIdInput,
  acknowledgementReadingOutput,
  myAcknowledgementListOutput,
  myAcknowledgementOutput,
  myAcknowledgementsInput,
  policyAcknowledgementIdInput,
  policyAcknowledgementListInput,
  policyAcknowledgementListOutput,
  policyAcknowledgementSummaryOutput,
  requestAcknowledgementInput,
  requestAcknowledgementOutput,
} from "../../schemas/governance-acknowledgements.js";
import { router, signedInProcedure } from "../../trpc.js";
import {
  ACKNOWLEDGEMENT_NOT_FOUND,
  ALREADY_ACKNOWLEDGED,
  ARCHIVED_POLICY,
  NO_VERSION,
  POLICY_NOT_FOUND,
} from "./dto.js";
import { acknowledge, myAcknowledgements, readAcknowledgement } from "./mine.js";
import { requestAcknowledgement } from "./request.js";
import { acknowledgementSummary, listPolicyAcknowledgements } from "./status.js";

const tags = ["Policy acknowledgements"];

export const policyAcknowledgementsRouter = router({
  request: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.requestAcknowledgement,
      rest: {
        method: "POST",
        path: "/api/governance/policies/{id}/acknowledgements",
        summary:
          "Send the policy's current version for acknowledgement to roles and/or people, by a due date: one row and one notification per person newly asked (those already asked for this major version are left as they are)",
        tags,
        errors: { 404: POLICY_NOT_FOUND, 409: `${ARCHIVED_POLICY} Or: ${NO_VERSION}` },
      },
    })
    .input(requestAcknowledgementInput)
    .output(requestAcknowledgementOutput)
    .mutation(({ ctx, input }) => requestAcknowledgement(ctx, input)),

  summary: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.view,
      rest: {
        method: "GET",
        path: "/api/governance/policies/{id}/acknowledgements/summary",
        summary: "Accepted, pending and overdue counts of the version the policy asks people to acknowledge",
        tags,
        errors: { 404: POLICY_NOT_FOUND },
      },
    })
    .input(policyAcknowledgementIdInput)
    .output(policyAcknowledgementSummaryOutput)
    .query(({ ctx, input }) => acknowledgementSummary(ctx, input)),

  list: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.view,
      rest: {
        method: "GET",
        path: "/api/governance/policies/{id}/acknowledgements",
        summary: "Who was asked to acknowledge the policy's ack version, and when each acknowledged (paged; by state)",
        tags,
        errors: { 404: POLICY_NOT_FOUND },
      },
    })
    .input(policyAcknowledgementListInput)
    .output(policyAcknowledgementListOutput)
    .query(({ ctx, input }) => listPolicyAcknowledgements(ctx, input)),

  mine: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.acknowledge,
      rest: {
        method: "GET",
        path: "/api/governance/acknowledgements/mine",
        summary: "My acknowledgements: pending (soonest due first) and done (latest first), or one of the two",
        tags,
      },
    })
    .input(myAcknowledgementsInput)
    .output(myAcknowledgementListOutput)
    .query(({ ctx, input }) => myAcknowledgements(ctx, input)),

  get: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.acknowledge,
      rest: {
        method: "GET",
        path: "/api/governance/acknowledgements/{id}",
        summary: "One of my acknowledgements with the exact version asked: its text, document and charter",
        tags,
        errors: { 404: ACKNOWLEDGEMENT_NOT_FOUND },
      },
    })
    .input(acknowledgementIdInput)
    .output(acknowledgementReadingOutput)
    .query(({ ctx, input }) => readAcknowledgement(ctx, input)),

  acknowledge: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.acknowledge,
      rest: {
        method: "POST",
        path: "/api/governance/acknowledgements/{id}/acknowledge",
        summary: "I have read this version and acknowledge it (once)",
        tags,
        errors: { 404: ACKNOWLEDGEMENT_NOT_FOUND, 409: ALREADY_ACKNOWLEDGED },
      },
    })
    .input(acknowledgementIdInput)
    .output(myAcknowledgementOutput)
    .mutation(({ ctx, input }) => acknowledge(ctx, input)),
});
