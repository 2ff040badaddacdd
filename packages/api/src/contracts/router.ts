// The contract procedures (docs/CONTRACTS.md). Access rules: permissions/access.ts, where the screen reads them too.
import { CONTRACT_ACCESS } from "../permissions/access.js";
import {
  approveContractInput,
  contractIdInput,
  contractListOutput,
  contractOutput,
  contractSummaryInput,
  contractSummaryOutput,
  createContractInput,
  expiringContractsInput,
  expiringContractsOutput,
  listContractsInput,
  moveContractStageInput,
  terminateContractInput,
  updateContractInput,
} from "../schemas/contracts.js";
import { deletedOutput } from "../schemas/output.js";
import { router, signedInProcedure } from "../trpc.js";
import { approveContract, moveContractStage, terminateContract } from "./contract-lifecycle.js";
import { listContracts } from "./contract-list.js";
import { getContract } from "./contract-read.js";
import { contractSummary, expiringContracts } from "./contract-summary.js";
import { createContract, deleteContract, updateContract } from "./contract-write.js";

const tags = ["Contracts"];
const NOT_FOUND = "No contract with this id.";
const CLOSED = "The contract has expired or been terminated.";
const NO_VENDOR = "No vendor has this name (or several have: give vendorId).";

export const contractsRouter = router({
  list: signedInProcedure
    .meta({
      access: CONTRACT_ACCESS.view,
      rest: {
        method: "GET",
        path: "/api/contracts",
        summary: "List contracts (paged, filtered, sorted, searched)",
        tags,
      },
    })
    .input(listContractsInput)
    .output(contractListOutput)
    .query(({ ctx, input }) => listContracts(ctx, input)),

  summary: signedInProcedure
    .meta({
      access: CONTRACT_ACCESS.view,
      rest: {
        method: "GET",
        path: "/api/contracts/summary",
        summary:
          "Counts by status and stage, expiring soon, awaiting approval, and value per currency over the contracts the list's filters select",
        tags,
      },
    })
    .input(contractSummaryInput)
    .output(contractSummaryOutput)
    .query(({ ctx, input }) => contractSummary(ctx, input)),

  expiring: signedInProcedure
    .meta({
      access: CONTRACT_ACCESS.view,
      rest: {
        method: "GET",
        path: "/api/contracts/expiring",
        summary:
          "Contracts whose end date or notice deadline falls within the next `days` days (30 by default), soonest first",
        tags,
      },
    })
    .input(expiringContractsInput)
    .output(expiringContractsOutput)
    .query(({ ctx, input }) => expiringContracts(ctx, input)),

  get: signedInProcedure
    .meta({
      access: CONTRACT_ACCESS.view,
      rest: {
        method: "GET",
        path: "/api/contracts/{id}",
        summary: "A contract with its approval, stage history and documents",
        tags,
        errors: { 404: NOT_FOUND },
      },
    })
    .input(contractIdInput)
    .output(contractOutput)
    .query(({ ctx, input }) => getContract(ctx, input.id)),

  create: signedInProcedure
    .meta({
      access: CONTRACT_ACCESS.create,
      rest: {
        method: "POST",
        path: "/api/contracts",
        summary:
          "Add a contract with a vendor (by vendorId, or vendor by exact name); from a template when templateId is given",
        tags,
        successStatus: 201,
        errors: { 400: NO_VENDOR },
      },
    })
    .input(createContractInput)
    .output(contractOutput)
    .mutation(({ ctx, input }) => createContract(ctx, input)),

  update: signedInProcedure
    .meta({
      access: CONTRACT_ACCESS.edit,
      rest: {
        method: "PUT",
        path: "/api/contracts/{id}",
        summary: "Change a contract's details (changing the approved terms before signature withdraws the approval)",
        tags,
        errors: { 400: NO_VENDOR, 404: NOT_FOUND, 409: "A terminated contract is not changed." },
      },
    })
    .input(updateContractInput)
    .output(contractOutput)
    .mutation(({ ctx, input }) => updateContract(ctx, input)),

  delete: signedInProcedure
    .meta({
      access: CONTRACT_ACCESS.delete,
      rest: {
        method: "DELETE",
        path: "/api/contracts/{id}",
        summary: "Delete a contract (Admin only); a contract with invoices is terminated instead, never deleted",
        tags,
        errors: {
          404: NOT_FOUND,
          409: "The contract has invoices: terminate it instead. Or it is linked to an outsourcing arrangement, which keeps it.",
        },
      },
    })
    .input(contractIdInput)
    .output(deletedOutput)
    .mutation(({ ctx, input }) => deleteContract(ctx, input.id)),

  moveStage: signedInProcedure
    .meta({
      access: CONTRACT_ACCESS.edit,
      rest: {
        method: "POST",
        path: "/api/contracts/{id}/stage",
        summary:
          "Move a contract forward one lifecycle stage, or back to an earlier one (Execution needs an approved contract)",
        tags,
        errors: {
          404: NOT_FOUND,
          409: `${CLOSED} Or the move skips a stage, or Execution is asked for a contract not approved.`,
        },
      },
    })
    .input(moveContractStageInput)
    .output(contractOutput)
    .mutation(({ ctx, input }) => moveContractStage(ctx, input)),

  approve: signedInProcedure
    .meta({
      access: CONTRACT_ACCESS.approve,
      rest: {
        method: "POST",
        path: "/api/contracts/{id}/approve",
        summary: "Record the approval of a contract at the Approval stage (create contract-approvals; never its owner)",
        tags,
        errors: {
          403: "You own this contract: someone else must approve it.",
          404: NOT_FOUND,
          409: `${CLOSED} Or the contract is not at the Approval stage, or is already approved.`,
        },
      },
    })
    .input(approveContractInput)
    .output(contractOutput)
    .mutation(({ ctx, input }) => approveContract(ctx, input)),

  terminate: signedInProcedure
    .meta({
      access: CONTRACT_ACCESS.edit,
      rest: {
        method: "POST",
        path: "/api/contracts/{id}/terminate",
        summary: "Terminate a contract, with the reason (kept with its invoices, documents and history)",
        tags,
        errors: { 404: NOT_FOUND, 409: "The contract is already terminated." },
      },
    })
    .input(terminateContractInput)
    .output(contractOutput)
    .mutation(({ ctx, input }) => terminateContract(ctx, input)),
});
