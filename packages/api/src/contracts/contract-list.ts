// TEMPORARY SIGNATURE (replaced by the server-core work).
import type { z } from "zod";
import type { Context } from "../context.js";
import type { contractListOutput, ListContractsInput } from "../schemas/contracts.js";

export async function listContracts(
  _ctx: Context,
  _input: ListContractsInput,
): Promise<z.output<typeof contractListOutput>> {
  throw new Error("listContracts: not built yet");
}
