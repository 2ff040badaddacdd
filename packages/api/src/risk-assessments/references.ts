// Readable references (RA-2026-0042): one counter row per prefix and year, incremented by an atomic upsert in the
// transaction that uses the number, so two assessments created at once never share one and a rolled-back creation
// gives its number back.
import { Prisma } from "@tprm/db";
import { assessmentReference } from "./rules.js";

const PREFIX = "RA";

/** The next reference of `year`, taken in the caller's transaction. */
export async function nextAssessmentReference(tx: Prisma.TransactionClient, year: number): Promise<string> {
  const [row] = await tx.$queryRaw<{ value: number }[]>(Prisma.sql`
    INSERT INTO "ReferenceCounter" ("prefix", "year", "value") VALUES (${PREFIX}, ${year}, 1)
    ON CONFLICT ("prefix", "year") DO UPDATE SET "value" = "ReferenceCounter"."value" + 1
    RETURNING "value"`);
  return assessmentReference(year, Number(row!.value));
}
