// TEMPORARY SIGNATURE (replaced by the server-core work).
import type { z } from "zod";
import type { Context } from "../context.js";
import type { ContractDetail, createContractInput, updateContractInput } from "../schemas/contracts.js";

export async function createContract(
  _ctx: Context,
  _input: z.output<typeof createContractInput>,
): Promise<ContractDetail> {
  throw new Error("createContract: not built yet");
}
export async function updateContract(
  _ctx: Context,
  _input: z.output<typeof updateContractInput>,
): Promise<ContractDetail> {
  throw new Error("updateContract: not built yet");
}
export async function deleteContract(_ctx: Context, id: string): Promise<{ id: string; deleted: boolean }> {
  throw new Error(`deleteContract ${id}: not built yet`);
}
