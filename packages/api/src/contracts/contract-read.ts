// TEMPORARY SIGNATURE (replaced by the server-core work): a contract's detail.
import type { Context } from "../context.js";
import type { ContractDetail } from "../schemas/contracts.js";

export async function getContract(_ctx: Context, _id: string): Promise<ContractDetail> {
  throw new Error("getContract: not built yet");
}
