// The register benchmark's data: a group of BENCH_REGISTER_ENTITIES (4) entities under one parent that maintains the
// register, two branches, 10 functions per entity, BENCH_REGISTER_PROVIDERS (300) providers with an LEI and a
// third as many subcontractors (EUID or VAT, a few with an ultimate parent), and BENCH_REGISTER_CONTRACTS (2,000)
// ICT contracts in force in 2026 over them: one or two functions, one or two using entities (some through a
// branch), none to three subcontractors in a chain, the DORA fields filled. Then VACUUM ANALYZE.
import { randomUUID } from "node:crypto";
import { createPrismaClient, type Prisma } from "@tprm/db";
import { seededRandom } from "@tprm/db/random";
import { leiCheckDigits } from "@tprm/db/vendors";
import { log, withClient } from "../harness.js";

export interface RegisterVolume {
  entities: number;
  providers: number;
  contracts: number;
}

const lei = (prefix: string, n: number) => {
  const base = `${prefix}${String(n).padStart(18 - prefix.length, "0")}`;
  return `${base}${leiCheckDigits(base)}`;
};

export async function registerCounts(url: string) {
  return withClient(url, async (c) => {
    const q = async (sql: string) => (await c.query(sql)).rows[0].n as number;
    return {
      contracts: await q(`SELECT count(*)::int AS n FROM "Contract" WHERE "ictServiceType" IS NOT NULL`),
      parentId: (await c.query(`SELECT "id" FROM "RegisterEntity" WHERE "maintainsRegister" LIMIT 1`)).rows[0]?.id as
        | string
        | undefined,
    };
  });
}

const SERVICES = ["eba_TA:S19", "eba_TA:S17", "eba_TA:S05", "eba_TA:S13", "eba_TA:S14", "eba_TA:S07", "eba_TA:S11"];
const COUNTRIES = ["DE", "IE", "FR", "NL", "US", "LU", "GB"];

export async function seedRegister(url: string, v: RegisterVolume) {
  const started = Date.now();
  const random = seededRandom(21);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const db = createPrismaClient(url, { poolSize: 4 });
  try {
    const parent = randomUUID();
    const entities: Prisma.RegisterEntityCreateManyInput[] = Array.from({ length: v.entities }, (_, i) => ({
      id: i === 0 ? parent : randomUUID(),
      name: i === 0 ? "Bench Bank AG" : `Bench Bank Subsidiary ${i}`,
      lei: lei("BENCHBANK", i + 1),
      country: i === 0 ? "DE" : pick(COUNTRIES.slice(0, 6)),
      entityType: "eba_CT:x12",
      hierarchy: i === 0 ? "eba_RP:x53" : "eba_RP:x56",
      parentId: i === 0 ? null : parent,
      competentAuthority: "DE_BAFIN",
      maintainsRegister: i === 0,
      totalAssets: "1000000000.00",
    }));
    const branches = ["FR", "IT"].map((country, i) => ({
      id: randomUUID(),
      kind: "branch" as const,
      name: `Bench Bank ${country} branch`,
      branchCode: `BB-${country}-${i + 1}`,
      country,
      entityType: "eba_CT:x12",
      hierarchy: "eba_RP:x210",
      parentId: parent,
    }));
    await db.registerEntity.createMany({ data: [...entities, ...branches] });
    const functions = entities.flatMap((e, i) =>
      Array.from({ length: 10 }, (_, j) => ({
        id: randomUUID(),
        identifier: `F-${i + 1}-${String(j + 1).padStart(2, "0")}`,
        name: `Function ${j + 1} of entity ${i + 1}`,
        licensedActivity: pick(["eba_TA:x28", "eba_TA:x163", "eba_TA:x222", "eba_TA:x174"]),
        entityId: e.id!,
        criticality: j < 4 ? "eba_BT:x28" : "eba_BT:x29",
        lastAssessedOn: new Date("2026-03-01T00:00:00Z"),
        rtoHours: 4,
        rpoHours: 1,
        discontinuationImpact: pick(["eba_ZZ:x791", "eba_ZZ:x792", "eba_ZZ:x793"]),
      })),
    );
    await db.businessFunction.createMany({ data: functions });

    const providers = Array.from({ length: v.providers }, (_, i) => ({
      id: randomUUID(),
      name: `Provider ${i + 1}`,
      legalName: `Provider ${i + 1} Ltd`,
      lei: lei("BENCHPROV", i + 1),
      country: pick(COUNTRIES),
      personType: "eba_CT:x212",
    }));
    const subs = Array.from({ length: Math.ceil(v.providers / 3) }, (_, i) => ({
      id: randomUUID(),
      name: `Subcontractor ${i + 1}`,
      legalName: `Subcontractor ${i + 1} GmbH`,
      euid: i % 2 ? `DEB1101.HRB${100000 + i}` : null,
      vatNumber: i % 2 ? null : `DE${String(100000000 + i)}`,
      country: pick(COUNTRIES),
      personType: "eba_CT:x212",
      ultimateParentId: i % 5 === 0 ? providers[i % providers.length]!.id : null,
    }));
    await db.vendor.createMany({ data: [...providers, ...subs] });

    const contracts: Prisma.ContractCreateManyInput[] = [];
    const links = {
      functions: [] as Prisma.ContractFunctionCreateManyInput[],
      recipients: [] as Prisma.ContractRecipientCreateManyInput[],
      subcontractors: [] as Prisma.ContractSubcontractorCreateManyInput[],
    };
    for (let i = 0; i < v.contracts; i++) {
      const id = randomUUID();
      const provider = pick(providers);
      const entity = pick(entities);
      const stored = random() < 0.6;
      const substitutability = pick(["eba_ZZ:x959", "eba_ZZ:x960", "eba_ZZ:x961", "eba_ZZ:x962"]);
      contracts.push({
        id,
        reference: `CT-2026-${String(i + 1).padStart(5, "0")}`,
        name: `ICT service ${i + 1}`,
        vendorId: provider.id,
        currency: "EUR",
        value: "100000.00",
        annualCost: `${1000 + Math.floor(random() * 500_000)}.00`,
        startDate: new Date(`202${4 + (i % 3)}-0${1 + (i % 9)}-01T00:00:00Z`),
        endDate: i % 4 ? new Date("2028-12-31T00:00:00Z") : null,
        status: "executed",
        stage: "management",
        ictServiceType: pick(SERVICES),
        signingEntityId: entity.id!,
        noticePeriodDays: 90,
        providerNoticePeriodDays: 180,
        governingLawCountry: "DE",
        provisionCountry: provider.country,
        dataStored: stored,
        dataSensitiveness: stored ? pick(["eba_ZZ:x791", "eba_ZZ:x792", "eba_ZZ:x793"]) : null,
        relianceLevel: pick(["eba_ZZ:x794", "eba_ZZ:x795", "eba_ZZ:x796", "eba_ZZ:x797"]),
        dataStorageCountries: stored ? [pick(COUNTRIES)] : [],
        dataProcessingCountries: stored ? [pick(COUNTRIES)] : [],
        substitutability,
        nonSubstitutabilityReason: substitutability === "eba_ZZ:x962" ? null : "eba_ZZ:x963",
        lastAuditOn: new Date("2026-05-15T00:00:00Z"),
        exitPlanExists: true,
        exitPlanTestedOn: new Date("2026-06-01T00:00:00Z"),
        reintegration: pick(["eba_ZZ:x798", "eba_ZZ:x966", "eba_ZZ:x967"]),
        discontinuationImpact: pick(["eba_ZZ:x791", "eba_ZZ:x792", "eba_ZZ:x793"]),
        alternativesIdentified: false,
      });
      const own = functions.filter((f) => f.entityId === entity.id);
      const first = pick(own);
      links.functions.push({ contractId: id, functionId: first.id });
      if (random() < 0.4) {
        const second = pick(own);
        if (second.id !== first.id) links.functions.push({ contractId: id, functionId: second.id });
      }
      const branch = entity.id === parent && random() < 0.2 ? pick(branches) : null;
      links.recipients.push({ contractId: id, entityId: entity.id!, branchId: branch?.id ?? null });
      let above: string | null = null;
      const depth = Math.floor(random() * 4);
      for (let rank = 2; rank <= depth + 1; rank++) {
        const sub = pick(subs);
        if (links.subcontractors.some((s) => s.contractId === id && s.vendorId === sub.id)) break;
        links.subcontractors.push({
          contractId: id,
          vendorId: sub.id,
          rank,
          recipientVendorId: above,
          serviceType: pick(SERVICES),
          performanceCountries: [sub.country],
          dataLocations: [sub.country],
        });
        above = sub.id;
      }
    }
    await db.contract.createMany({ data: contracts });
    await db.contractFunction.createMany({ data: links.functions });
    await db.contractRecipient.createMany({ data: links.recipients });
    await db.contractSubcontractor.createMany({ data: links.subcontractors });
  } finally {
    await db.$disconnect();
  }
  await withClient(url, (c) => c.query("VACUUM ANALYZE"));
  log(`seeded the register (${v.contracts} contracts) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
