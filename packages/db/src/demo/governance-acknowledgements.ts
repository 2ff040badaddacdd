// The demo acknowledgement requests: the first demo policies (by reference) with a current version are sent to a few
// demo accounts (found by their e-mail), some acknowledged, some pending and one overdue, so the policy panel and
// "My acknowledgements" have something to show. Run after the policies' seed; a policy that is not there yet is
// skipped. Idempotent: rows are keyed on (version, user) and their dates rewritten each run.
import type { Prisma } from "../generated/prisma/client.js";
import { addDays, utcDay } from "../utc-days.js";
import { demoEmailFor } from "./accounts.js";

/** Per policy: who is asked, and for each whether acknowledged (days ago) or due (days from now; negative: overdue). */
const PLAN: { asked: { role: string; acknowledgedDaysAgo?: number; dueInDays: number }[] }[] = [
  {
    asked: [
      { role: "Risk Manager", acknowledgedDaysAgo: 6, dueInDays: 10 },
      { role: "Legal Counsel", acknowledgedDaysAgo: 3, dueInDays: 10 },
      { role: "Vendor Manager", dueInDays: 10 },
      { role: "Procurement", dueInDays: -4 },
    ],
  },
  {
    asked: [
      { role: "IT Security", acknowledgedDaysAgo: 12, dueInDays: 20 },
      { role: "Risk Manager", dueInDays: 20 },
      { role: "Business User", dueInDays: 20 },
    ],
  },
  {
    asked: [
      { role: "Finance Manager", acknowledgedDaysAgo: 1, dueInDays: 30 },
      { role: "Executive", dueInDays: 30 },
    ],
  },
];

export interface DemoAcknowledgementSummary {
  policies: number;
  acknowledgements: number;
}

export async function seedDemoAcknowledgements(
  tx: Prisma.TransactionClient,
  now: Date,
): Promise<DemoAcknowledgementSummary> {
  const today = utcDay(now);
  const policies = await tx.policy.findMany({
    where: { archived: false, currentVersionId: { not: null } },
    orderBy: { reference: "asc" },
    take: PLAN.length,
    select: { id: true, currentVersionId: true },
  });
  const roles = [...new Set(PLAN.flatMap((p) => p.asked.map((a) => a.role)))];
  const users = await tx.user.findMany({
    where: { email: { in: roles.map(demoEmailFor) } },
    select: { id: true, email: true },
  });
  const userOf = new Map(users.map((u) => [u.email, u.id]));
  const requester = await tx.user.findUnique({
    where: { email: demoEmailFor("Compliance Officer") },
    select: { id: true },
  });
  let count = 0;
  for (const [i, policy] of policies.entries()) {
    const versionId = policy.currentVersionId as string;
    const plan = PLAN[i];
    if (!plan) break;
    for (const ask of plan.asked) {
      const userId = userOf.get(demoEmailFor(ask.role));
      if (!userId) continue;
      const acknowledgedAt = ask.acknowledgedDaysAgo === undefined ? null : addDays(today, -ask.acknowledgedDaysAgo);
      const fields = {
        requestedById: requester?.id ?? null,
        requestedAt: addDays(today, -14),
        dueDate: addDays(today, ask.dueInDays),
        acknowledgedAt,
      };
      await tx.policyAcknowledgement.upsert({
        where: { versionId_userId: { versionId, userId } },
        create: { policyId: policy.id, versionId, userId, ...fields },
        update: fields,
      });
      count += 1;
    }
    await tx.policy.update({ where: { id: policy.id }, data: { ackVersionId: versionId } });
  }
  return { policies: policies.length, acknowledgements: count };
}
