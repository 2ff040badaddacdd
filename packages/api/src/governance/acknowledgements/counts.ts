// The acknowledgement counts of policies: for each, the rows of the major version it asks people to acknowledge
// (its ackVersion's: a minor version asks nobody again, so acknowledging 1.0 still counts once 1.1 is current).
// One grouped query for any number of policies; the pure rule (rules.ts) decides pending from overdue. People
// deactivated before acknowledging are left out: they can no longer acknowledge.
import type { Prisma, PrismaClient } from "@tprm/db";
import type { IsoDate } from "../../lib/dates.js";
import { type AcknowledgementCounts, countAcknowledgements, NO_ACKNOWLEDGEMENTS } from "./rules.js";

type Reader = Pick<PrismaClient, "$queryRaw">;

interface Group {
  policyId: string;
  dueDate: IsoDate;
  acknowledged: boolean;
  count: number;
}

/**
 * The counts of each policy in `policyIds` (a policy never sent counts zero everywhere). For the policies list and
 * its rows as well as one policy's panel.
 */
export async function acknowledgementCountsOf(
  db: Reader,
  policyIds: readonly string[],
  today: IsoDate,
): Promise<Map<string, AcknowledgementCounts>> {
  const out = new Map<string, AcknowledgementCounts>(policyIds.map((id) => [id, { ...NO_ACKNOWLEDGEMENTS }]));
  if (policyIds.length === 0) return out;
  const groups = await db.$queryRaw<Group[]>`
    SELECT a."policyId", to_char(a."dueDate", 'YYYY-MM-DD') AS "dueDate",
      (a."acknowledgedAt" IS NOT NULL) AS "acknowledged", count(*)::int AS "count"
    FROM "Policy" p
    JOIN "PolicyVersion" av ON av."id" = p."ackVersionId"
    JOIN "PolicyVersion" v ON v."policyId" = p."id" AND v."major" = av."major"
    JOIN "PolicyAcknowledgement" a ON a."versionId" = v."id"
    JOIN "User" u ON u."id" = a."userId"
    WHERE p."id" = ANY(${[...policyIds]}::uuid[])
      -- Someone deactivated before acknowledging can no longer do so: not pending, not overdue.
      AND (a."acknowledgedAt" IS NOT NULL OR u."status" = 'active')
    GROUP BY 1, 2, 3`;
  const byPolicy = new Map<string, Group[]>();
  for (const g of groups) byPolicy.set(g.policyId, [...(byPolicy.get(g.policyId) ?? []), g]);
  for (const [id, rows] of byPolicy) {
    out.set(
      id,
      countAcknowledgements(
        rows.map((g) => ({ acknowledgedAt: g.acknowledged ? g.dueDate : null, dueDate: g.dueDate, count: g.count })),
        today,
      ),
    );
  }
  return out;
}

/** The counts of one policy. */
export async function acknowledgementCountsOfPolicy(db: Reader, policyId: string, today: IsoDate) {
  return (await acknowledgementCountsOf(db, [policyId], today)).get(policyId) ?? { ...NO_ACKNOWLEDGEMENTS };
}

/** The rows of a policy counted for its ack version, as a Prisma filter (the version's major, any minor). */
export const ackVersionRows = (policyId: string, major: number): Prisma.PolicyAcknowledgementWhereInput => ({
  policyId,
  version: { major },
});
