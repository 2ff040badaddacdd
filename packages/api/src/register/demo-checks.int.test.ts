// The register's demo data and test fixture (packages/db/src/demo/register*.ts) against the real checks: each holds
// exactly one deliberate error, which the checks find on the expected record and field; once it is corrected, the
// checks find nothing, so the package exports clean.
import { createPrismaClient, type PrismaClient } from "@tprm/db";
import {
  DEMO_REGISTER_ENTITIES,
  DEMO_REGISTER_FUNCTIONS,
  DEMO_REGISTER_IDS,
  demoRegisterError,
  entityLei,
  seedDemoContracts,
  seedDemoRegister,
  seedDemoUsers,
  seedDemoVendors,
  seedRegisterFixture,
} from "@tprm/db/demo";
import { cloneTestDatabase, type TestDatabase } from "@tprm/db/testing";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { buildTables } from "./build.js";
import { runChecks } from "./checks.js";
import { loadRegisterSnapshot, type RegisterScope } from "./snapshot.js";

let database: TestDatabase;
let db: PrismaClient;

// One database per describe: the fixture and the demo each have an entity maintaining the register (one at most).
function ownDatabase() {
  beforeAll(async () => {
    database = await cloneTestDatabase(inject("templateDatabase" as never) as string);
    db = createPrismaClient(database.url, { poolSize: 3 });
  }, 120_000);
  afterAll(async () => {
    await db?.$disconnect();
    await database?.drop();
  });
}

/** Both year ends the default reference date can be (catalog.ts defaultReferenceDate): last year's and this year's. */
const referenceDate = `${new Date().getUTCFullYear() - 1}-12-31`;
const thisYearEnd = `${new Date().getUTCFullYear()}-12-31`;

async function check(scope: RegisterScope) {
  const snapshot = await loadRegisterSnapshot(db, scope);
  const tables = buildTables(snapshot);
  return { snapshot, tables, problems: runChecks(snapshot, tables) };
}

describe("the browser test's fixture (seedRegisterFixture)", () => {
  ownDatabase();
  it("holds one blocking error, a contract's missing annual cost, and none once it is entered", async () => {
    const fixture = await seedRegisterFixture(db);
    // Idempotent: the browser test may seed it again on a retry.
    await seedRegisterFixture(db);
    const scope = { consolidated: true, entityId: fixture.entityId, referenceDate };
    const { tables, problems } = await check(scope);
    expect(tables["B_02.01"].rows).toHaveLength(2);
    expect(tables["B_05.01"].rows).toHaveLength(3);
    expect(tables["B_05.02"].rows.map((r) => r[4])).toEqual(["1", "2", "1"]);
    expect(tables["B_01.03"].rows).toHaveLength(1);
    expect(problems.map((p) => [p.severity, p.template, p.field, p.rule, p.record.kind, p.record.id])).toEqual([
      ["blocking", "B_02.01", "annualCost", "mandatory", "contract", fixture.error.contractId],
    ]);
    expect(problems[0]!.link).toBe(`/contracts?contract=${fixture.error.contractId}&section=register&field=annualCost`);

    const { contractId, annualCost } = fixture.error;
    await db.contract.update({ where: { id: contractId }, data: { annualCost: annualCost.toFixed(2) } });
    expect((await check(scope)).problems).toEqual([]);
    expect((await check({ ...scope, consolidated: false })).problems).toEqual([]);
    expect((await check({ ...scope, referenceDate: thisYearEnd })).problems).toEqual([]);
  });
});

describe("the demo register (seedDemoRegister)", () => {
  ownDatabase();
  it("exports clean but for the one deliberate error, in both scopes and for either year end", async () => {
    await seedDemoUsers(db);
    const summary = await db.$transaction(
      async (tx) => {
        await seedDemoVendors(tx);
        await seedDemoContracts(tx);
        return seedDemoRegister(tx);
      },
      { timeout: 120_000 },
    );
    expect(summary).toEqual({ entities: 4, functions: 9, contracts: 10, subcontractors: 6 });
    const error = demoRegisterError();
    const entityId = DEMO_REGISTER_IDS.entity("parent");
    for (const [consolidated, date] of [
      [true, referenceDate],
      [false, referenceDate],
      [true, thisYearEnd],
      [false, thisYearEnd],
    ] as const) {
      const { snapshot, problems } = await check({ consolidated, entityId, referenceDate: date });
      const what = `consolidated: ${consolidated}, ${date}`;
      expect(snapshot.contracts.length, what).toBeGreaterThan(5);
      expect(
        problems.map((p) => [p.severity, p.field, p.rule, p.record.id]),
        what,
      ).toEqual([["blocking", "annualCost", "mandatory", error.contractId]]);
    }
    const consolidated = await check({ consolidated: true, entityId, referenceDate });
    expect(consolidated.snapshot.entities.map((e) => e.kind).sort()).toEqual(["branch", "entity", "entity", "entity"]);
    expect(consolidated.tables["B_05.02"].rows.some((r) => r[4] === "3")).toBe(true);

    await db.contract.update({ where: { id: error.contractId }, data: { annualCost: error.annualCost.toFixed(2) } });
    expect((await check({ consolidated: true, entityId, referenceDate })).problems).toEqual([]);
    expect((await check({ consolidated: true, entityId, referenceDate: thisYearEnd })).problems).toEqual([]);
  }, 120_000);
});

describe("the demo register beside a user's own records holding its LEI or function identifier", () => {
  ownDatabase();
  it("leaves those values out, logs them, and seeds the rest, again and again", async () => {
    await seedDemoUsers(db);
    await db.$transaction(
      async (tx) => {
        await seedDemoVendors(tx);
        await seedDemoContracts(tx);
      },
      { timeout: 120_000 },
    );
    const parent = DEMO_REGISTER_ENTITIES.find((e) => e.key === "parent")!;
    const lei = entityLei(parent)!;
    const own = await db.registerEntity.create({ data: { name: "Own Bank SE", lei, country: "DE" } });
    // The demo's function most contracts support: leaving it out drops it from their functions, nothing else.
    const taken = DEMO_REGISTER_FUNCTIONS.find((f) => f.critical)!;
    const ownFunction = await db.businessFunction.create({
      data: { identifier: taken.identifier, name: "Own payments", entityId: own.id },
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      for (let run = 0; run < 2; run++) {
        const summary = await db.$transaction((tx) => seedDemoRegister(tx), { timeout: 120_000 });
        expect(summary).toEqual({
          entities: DEMO_REGISTER_ENTITIES.length,
          functions: DEMO_REGISTER_FUNCTIONS.length - 1,
          contracts: 10,
          subcontractors: 6,
        });
      }
      expect(warn.mock.calls.map(([text]) => String(text))).toEqual(
        Array(2)
          .fill([
            `Register seed: ${parent.name} written without its LEI ${lei}: Own Bank SE holds it`,
            `Register seed: function ${taken.identifier} (${taken.name}) left out: Own payments has that identifier`,
          ])
          .flat(),
      );
    } finally {
      warn.mockRestore();
    }
    // The user's records as they were; the demo's entity without the LEI, its function not written.
    expect(await db.registerEntity.findUnique({ where: { id: own.id } })).toMatchObject({ lei, name: "Own Bank SE" });
    expect(await db.businessFunction.findUnique({ where: { id: ownFunction.id } })).toMatchObject({
      identifier: taken.identifier,
      name: "Own payments",
    });
    const demoParent = await db.registerEntity.findUnique({ where: { id: DEMO_REGISTER_IDS.entity("parent") } });
    expect(demoParent).toMatchObject({ name: parent.name, lei: null });
    expect(await db.businessFunction.count({ where: { id: DEMO_REGISTER_IDS.fn(taken.identifier) } })).toBe(0);
    expect(await db.contractFunction.count({ where: { functionId: ownFunction.id } })).toBe(0);
    expect(await db.contractFunction.count()).toBeGreaterThan(0);
  }, 120_000);
});
