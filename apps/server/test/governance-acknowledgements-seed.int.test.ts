// The demo acknowledgement requests (packages/db/src/demo/governance-acknowledgements.ts): the first three policies
// sent to demo accounts, some acknowledged, some pending and one overdue; run twice, nothing more.

import { acknowledgementCountsOf } from "@tprm/api";
import { todayIn } from "@tprm/api/dates";
import { createPrismaClient, type PrismaClient } from "@tprm/db";
import { seedDemoAcknowledgements } from "@tprm/db/demo";
import { createPolicy } from "@tprm/db/factories";
import type { TestDatabase } from "@tprm/db/testing";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createOwnDatabase } from "./helpers.js";

// A database of its own: the seed takes the first policies by reference.
let database: TestDatabase;
let db: PrismaClient;
beforeAll(async () => {
  database = await createOwnDatabase();
  db = createPrismaClient(database.url, { poolSize: 2 });
});
afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

it("sends three demo policies: accepted, pending and one overdue, the same on a second run", async () => {
  await db.policyAcknowledgement.deleteMany();
  const policies = [];
  for (const n of [1, 2, 3]) policies.push(await createPolicy(db, { reference: `POL-0000-000${n}` }));
  const now = new Date();
  const first = await db.$transaction((tx) => seedDemoAcknowledgements(tx, now));
  const second = await db.$transaction((tx) => seedDemoAcknowledgements(tx, now));
  expect(first).toEqual(second);
  expect(await db.policyAcknowledgement.count()).toBe(first.acknowledgements);
  const counts = await acknowledgementCountsOf(
    db,
    policies.map((p) => p.id),
    todayIn("UTC", now),
  );
  const total = [...counts.values()].reduce(
    (sum, c) => ({
      accepted: sum.accepted + c.accepted,
      pending: sum.pending + c.pending,
      overdue: sum.overdue + c.overdue,
    }),
    { accepted: 0, pending: 0, overdue: 0 },
  );
  expect(total).toEqual({ accepted: 4, pending: 4, overdue: 1 });
  expect(counts.get(policies[0]?.id as string)).toEqual({ accepted: 2, pending: 1, overdue: 1, total: 4 });
});
