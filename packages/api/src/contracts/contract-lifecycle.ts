// TEMPORARY SIGNATURE (replaced by the server-core work).
import type { z } from "zod";
import type { Context } from "../context.js";
import type {
  approveContractInput,
  ContractDetail,
  moveContractStageInput,
  terminateContractInput,
} from "../schemas/contracts.js";

export async function moveContractStage(
  _ctx: Context,
  _input: z.output<typeof moveContractStageInput>,
): Promise<ContractDetail> {
  throw new Error("moveContractStage: not built yet");
}
export async function approveContract(
  _ctx: Context,
  _input: z.output<typeof approveContractInput>,
): Promise<ContractDetail> {
  throw new Error("approveContract: not built yet");
}
export async function terminateContract(
  _ctx: Context,
  _input: z.output<typeof terminateContractInput>,
): Promise<ContractDetail> {
  throw new Error("terminateContract: not built yet");
}
