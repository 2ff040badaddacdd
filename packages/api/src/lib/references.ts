// Readable references (RA-2026-0042, CT-2026-0007): one counter row per prefix and year, incremented by an atomic
// upsert in the transaction that uses the number, so two records created at once never share one and a rolled-back
// creation gives its number back.
import { Prisma } from "@tprm/db";

/** The next number of `prefix` in `year`, taken in the caller's transaction. */
export async function nextReferenceNumber(tx: Prisma.TransactionClient, prefix: string, year: number): Promise<number> {
  const [row] = await tx.$queryRaw<{ value: number }[]>(Prisma.sql`
    INSERT INTO "ReferenceCounter" ("prefix", "year", "value") VALUES (${prefix}, ${year}, 1)
    ON CONFLICT ("prefix", "year") DO UPDATE SET "value" = "ReferenceCounter"."value" + 1
    RETURNING "value"`);
  return Number(row!.value);
}
