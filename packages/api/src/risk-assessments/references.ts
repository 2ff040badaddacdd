// An assessment's reference (RA-2026-0042), numbered per year by the shared counter (lib/references.ts).
import type { Prisma } from "@tprm/db";
import { nextReferenceNumber } from "../lib/references.js";
import { assessmentReference } from "./rules.js";

const PREFIX = "RA";

/** The next reference of `year`, taken in the caller's transaction. */
export async function nextAssessmentReference(tx: Prisma.TransactionClient, year: number): Promise<string> {
  return assessmentReference(year, await nextReferenceNumber(tx, PREFIX, year));
}
