// TEMPORARY SIGNATURE (replaced by the server-core work).
import type { z } from "zod";
import type { Context } from "../context.js";
import type {
  ContractListItem,
  ContractSummary,
  contractSummaryInput,
  expiringContractsInput,
} from "../schemas/contracts.js";

export async function contractSummary(
  _ctx: Context,
  _input: z.output<typeof contractSummaryInput>,
): Promise<ContractSummary> {
  throw new Error("contractSummary: not built yet");
}

export async function expiringContracts(
  _ctx: Context,
  _input: z.output<typeof expiringContractsInput>,
): Promise<ContractListItem[]> {
  throw new Error("expiringContracts: not built yet");
}
