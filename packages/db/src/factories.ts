// `@tprm/db/factories`: the small functions tests make their records with (one way to make a user, a vendor or an
// invoice, whoever asks). The demo seed lives in ./demo (`@tprm/db/demo`); its accounts and ids are re-exported
// here because tests sign in as demo users and reuse the demo's LEI maker.
import { randomInt, randomUUID } from "node:crypto";
import type { UserDb, VendorDb } from "./db-clients.js";
import { passwordHashOf } from "./demo/accounts.js";
import type {
  AssessmentDomain,
  BusinessFunction,
  Contract,
  Invoice,
  Prisma,
  RegisterEntity,
  RiskAssessment,
  RiskLevel,
  User,
  Vendor,
} from "./generated/prisma/client.js";
import { addDays, utcDay } from "./utc-days.js";
import { DEFAULT_ONBOARDING_CHECKLIST, leiCheckDigits } from "./vendors.js";

export type { UserDb, VendorDb } from "./db-clients.js";
export * from "./demo/index.js";

export type CreateUserOverrides = Partial<Prisma.UserUncheckedCreateInput> & {
  /** Clear-text password to hash; DEMO_PASSWORD when neither this nor passwordHash is given. */
  password?: string;
};

/**
 * Creates an active user with a hashed password. Every field can be overridden; the e-mail defaults to a unique
 * address, the role to none (pass `role`), the password to DEMO_PASSWORD.
 */
export async function createUser(db: UserDb, overrides: CreateUserOverrides = {}): Promise<User> {
  const { password, ...fields } = overrides;
  const passwordHash = fields.passwordHash ?? (await passwordHashOf(password));
  return db.user.create({
    data: {
      email: `user-${randomUUID()}@test.tprm.example`,
      firstName: "Test",
      lastName: "User",
      status: "active",
      lastPasswordChange: new Date(),
      ...fields,
      passwordHash,
    },
  });
}

export type CreateVendorOverrides = Partial<Prisma.VendorUncheckedCreateInput> & {
  /** Onboarding checklist items already done (of DEFAULT_ONBOARDING_CHECKLIST); default none. Pass "all" for all. */
  checklistDone?: number | "all";
  /** Make no checklist at all. */
  withoutChecklist?: boolean;
};

/** A vendor with the default onboarding checklist; every field can be overridden. */
export async function createVendor(db: VendorDb, overrides: CreateVendorOverrides = {}): Promise<Vendor> {
  const { checklistDone = 0, withoutChecklist = false, ...fields } = overrides;
  const done = checklistDone === "all" ? DEFAULT_ONBOARDING_CHECKLIST.length : checklistDone;
  return db.vendor.create({
    data: {
      name: `Vendor ${randomUUID().slice(0, 8)}`,
      ...fields,
      ...(withoutChecklist
        ? {}
        : {
            onboardingTasks: {
              create: DEFAULT_ONBOARDING_CHECKLIST.map((title, position) => ({
                title,
                position,
                completedAt: position < done ? new Date() : null,
              })),
            },
          }),
    },
  });
}

/** An invoice of `vendorId`: pending, 1,000.00, issued today and due in 30 days unless told otherwise. */
export async function createInvoice(
  db: VendorDb,
  fields: Partial<Prisma.InvoiceUncheckedCreateInput> & { vendorId: string },
): Promise<Invoice> {
  const today = utcDay(new Date());
  return db.invoice.create({
    data: {
      number: `INV-${randomUUID().slice(0, 8).toUpperCase()}`,
      amount: "1000.00",
      currency: "USD",
      issueDate: today,
      dueDate: addDays(today, 30),
      ...fields,
    },
  });
}

/** What createContract needs: a PrismaClient or a transaction client. */
export type ContractDb = Pick<Prisma.TransactionClient, "contract">;

/**
 * A contract of `vendorId`, EXECUTED unless told otherwise (stage management, approval noted): what gives a vendor
 * a contract value now that the value comes from its executed contracts (the "Contract_vendorValue" trigger keeps
 * Vendor.contractValue). 10,000.00 USD from today, open-ended; a reference CT-1999-<random digits> that no counter
 * hands out.
 */
export async function createContract(
  db: ContractDb,
  fields: Partial<Prisma.ContractUncheckedCreateInput> & { vendorId: string },
): Promise<Contract> {
  const status = fields.status ?? "executed";
  return db.contract.create({
    data: {
      reference: `CT-1999-${randomInt(100_000_000, 1_000_000_000)}`,
      name: `Contract ${randomUUID().slice(0, 8)}`,
      value: "10000.00",
      currency: "USD",
      startDate: utcDay(new Date()),
      stage: status === "draft" ? "drafting" : status === "under_review" ? "approval" : "management",
      approvedAt: status === "draft" || status === "under_review" ? null : new Date(),
      ...fields,
      status,
    },
  });
}

/** What createRiskAssessment needs: a PrismaClient or a transaction client. */
export type RiskAssessmentDb = Pick<Prisma.TransactionClient, "riskAssessment" | "referenceCounter">;

export type CreateRiskAssessmentOverrides = Partial<Prisma.RiskAssessmentUncheckedCreateInput> & {
  vendorId: string;
  leadAssessorId: string;
  /** Domain scores 0–10 (10 = most risk); each scored domain gets its risk level. */
  scores?: Partial<Record<AssessmentDomain, number | null>>;
  teamIds?: string[];
};

/** packages/api/src/risk-assessments/rules.ts domainRiskLevel: 0–2 Low, 3–5 Medium, 6–7 High, 8–10 Critical. */
const levelOf = (score: number): RiskLevel =>
  score >= 8 ? "critical" : score >= 6 ? "high" : score >= 3 ? "medium" : "low";

/**
 * A risk assessment of `vendorId`, numbered from the same per-year counter as the service (RA-<year>-<NNNN>), dated
 * today, a draft unless told otherwise. domainsCompleted follows `scores`; the weighted score and overall risk are
 * the caller's to give (tests of the derivations go through the API, which computes them).
 */
export async function createRiskAssessment(
  db: RiskAssessmentDb,
  overrides: CreateRiskAssessmentOverrides,
): Promise<RiskAssessment> {
  const { scores = {}, teamIds = [], ...fields } = overrides;
  const today = utcDay(new Date());
  const year = today.getUTCFullYear();
  const counter = await db.referenceCounter.upsert({
    where: { prefix_year: { prefix: "RA", year } },
    create: { prefix: "RA", year, value: 1 },
    update: { value: { increment: 1 } },
  });
  const scored = Object.entries(scores) as [AssessmentDomain, number | null][];
  return db.riskAssessment.create({
    data: {
      reference: `RA-${year}-${String(counter.value).padStart(4, "0")}`,
      assessmentDate: today,
      domainsCompleted: scored.filter(([, score]) => score !== null).length,
      ...fields,
      domains: {
        create: scored.map(([domain, score]) => ({
          domain,
          score,
          riskLevel: score === null ? null : levelOf(score),
        })),
      },
      team: { create: teamIds.map((userId, position) => ({ userId, position })) },
    },
  });
}

/** What createPolicy and createPolicyVersion need: a PrismaClient or a transaction client. */
export type PolicyDb = Pick<Prisma.TransactionClient, "policy" | "policyVersion">;

/**
 * A policy (Active, reviewed in a year unless told otherwise) with its version 1.0 (`content`, `fileId`) as the
 * current version; a reference POL-1999-<random digits> that no counter hands out. Answers the policy with
 * `currentVersionId` set.
 */
export async function createPolicy(
  db: PolicyDb,
  fields: Partial<Prisma.PolicyUncheckedCreateInput> & { content?: string | null; fileId?: string | null } = {},
) {
  const { content = "Policy text, version 1.0.", fileId = null, ...rest } = fields;
  const policy = await db.policy.create({
    data: {
      reference: `POL-1999-${randomInt(100_000_000, 1_000_000_000)}`,
      name: `Policy ${randomUUID().slice(0, 8)}`,
      owner: "Compliance team",
      jurisdiction: "EU",
      reviewDate: addDays(utcDay(new Date()), 365),
      status: "active",
      ...rest,
    },
  });
  const version = await db.policyVersion.create({
    data: { policyId: policy.id, major: 1, minor: 0, content, fileId },
  });
  return db.policy.update({ where: { id: policy.id }, data: { currentVersionId: version.id } });
}

/** A further version of a policy, made its current version (and the policy's version numbers moved to it). */
export async function createPolicyVersion(
  db: PolicyDb,
  policyId: string,
  fields: { major: number; minor: number; content?: string | null; fileId?: string | null },
) {
  const version = await db.policyVersion.create({
    data: { policyId, content: `Policy text, version ${fields.major}.${fields.minor}.`, ...fields },
  });
  await db.policy.update({
    where: { id: policyId },
    data: { currentVersionId: version.id, versionMajor: fields.major, versionMinor: fields.minor },
  });
  return version;
}

/** A valid LEI no other record uses: 18 random letters and digits and their ISO 17442 check digits. */
export function freshLei(): string {
  const base = randomUUID().replace(/-/g, "").toUpperCase().slice(0, 18);
  return `${base}${leiCheckDigits(base)}`;
}

/** What createRegisterEntity and createBusinessFunction need: a PrismaClient or a transaction client. */
export type RegisterDb = Pick<Prisma.TransactionClient, "registerEntity" | "businessFunction">;

/**
 * One of the bank's own entities for the regulatory register: a German credit institution with a fresh LEI unless
 * told otherwise. A branch (`kind: "branch"`) gets a branch code, no LEI; give it its head office as `parentId`.
 */
export async function createRegisterEntity(
  db: RegisterDb,
  fields: Partial<Prisma.RegisterEntityUncheckedCreateInput> = {},
): Promise<RegisterEntity> {
  const branch = fields.kind === "branch";
  return db.registerEntity.create({
    data: {
      name: `${branch ? "Branch" : "Entity"} ${randomUUID().slice(0, 8)}`,
      lei: branch ? null : freshLei(),
      branchCode: branch ? `BR-${randomUUID().slice(0, 8).toUpperCase()}` : null,
      country: "DE",
      entityType: "eba_CT:x12",
      hierarchy: branch ? "eba_RP:x210" : "eba_RP:x56",
      currency: "EUR",
      integratedOn: utcDay(new Date("2020-01-01T00:00:00Z")),
      ...fields,
    },
  });
}

/** A business function of `entityId`: critical or important (eba_BT:x28) with an identifier no other uses. */
export async function createBusinessFunction(
  db: RegisterDb,
  fields: Partial<Prisma.BusinessFunctionUncheckedCreateInput> & { entityId: string },
): Promise<BusinessFunction> {
  return db.businessFunction.create({
    data: {
      identifier: `F-${randomUUID().slice(0, 8).toUpperCase()}`,
      name: `Function ${randomUUID().slice(0, 8)}`,
      licensedActivity: "eba_TA:x222",
      criticality: "eba_BT:x28",
      criticalityReasons: "Payments stop without it",
      lastAssessedOn: utcDay(new Date("2026-01-15T00:00:00Z")),
      rtoHours: 4,
      rpoHours: 1,
      discontinuationImpact: "eba_ZZ:x793",
      ...fields,
    },
  });
}
