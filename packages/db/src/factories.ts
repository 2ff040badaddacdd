// Factories shared by the seed and by tests: one way to make a user, whoever asks.
import { randomUUID } from "node:crypto";
import type { Prisma, User } from "./generated/prisma/client.js";
import { hashPassword } from "./password.js";
import { ROLES, type Role } from "./roles.js";

/** The password of every demo account (and the default of `createUser`). Shown on the sign-in page of demos. */
export const DEMO_PASSWORD = "Demo-Password-2026!";

export const DEMO_EMAIL_DOMAIN = "demo.tprm.example";

/** "Business User" → "business.user@demo.tprm.example", "IT Security" → "it.security@demo.tprm.example". */
export function demoEmailFor(role: string): string {
  const local = role
    .toLowerCase()
    .replace(/[^a-z]+/g, ".")
    .replace(/^\.+|\.+$/g, "");
  return `${local}@${DEMO_EMAIL_DOMAIN}`;
}

/** Anything with a `user` delegate: a PrismaClient or the client of an interactive transaction. */
export type UserDb = Pick<Prisma.TransactionClient, "user">;

export type CreateUserOverrides = Partial<Prisma.UserUncheckedCreateInput> & {
  /** Clear-text password to hash; DEMO_PASSWORD when neither this nor passwordHash is given. */
  password?: string;
};

let demoPasswordHash: Promise<string> | undefined;

/** The DEMO_PASSWORD hash, computed once per process (argon2id is slow on purpose). */
function hashOf(password: string | undefined): Promise<string> {
  if (password === undefined || password === DEMO_PASSWORD) {
    demoPasswordHash ??= hashPassword(DEMO_PASSWORD);
    return demoPasswordHash;
  }
  return hashPassword(password);
}

/**
 * Creates an active user with a hashed password. Every field can be overridden; the e-mail defaults to a unique
 * address, the role to none (pass `role`), the password to DEMO_PASSWORD.
 */
export async function createUser(db: UserDb, overrides: CreateUserOverrides = {}): Promise<User> {
  const { password, ...fields } = overrides;
  const passwordHash = fields.passwordHash ?? (await hashOf(password));
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

export interface DemoProfile {
  firstName: string;
  lastName: string;
  jobTitle: string;
  department: string;
  organization: string;
  location: string;
}

const BANK = "Northbridge Bank plc";

/** One person per role; a Record over Role so a new role cannot be left without a demo account. */
export const DEMO_PROFILES: Record<Role, DemoProfile> = {
  Admin: {
    firstName: "Alex",
    lastName: "Morgan",
    jobTitle: "Platform Administrator",
    department: "IT Operations",
    organization: BANK,
    location: "London",
  },
  "Business User": {
    firstName: "Jordan",
    lastName: "Ellis",
    jobTitle: "Business Analyst",
    department: "Retail Banking Operations",
    organization: BANK,
    location: "Manchester",
  },
  "Risk Manager": {
    firstName: "Priya",
    lastName: "Natarajan",
    jobTitle: "Head of Third-Party Risk",
    department: "Enterprise Risk Management",
    organization: BANK,
    location: "London",
  },
  Compliance: {
    firstName: "Samuel",
    lastName: "Okafor",
    jobTitle: "Compliance Analyst",
    department: "Compliance",
    organization: BANK,
    location: "London",
  },
  "Compliance Officer": {
    firstName: "Claire",
    lastName: "Dubois",
    jobTitle: "Chief Compliance Officer",
    department: "Compliance",
    organization: BANK,
    location: "London",
  },
  Finance: {
    firstName: "Daniel",
    lastName: "Kim",
    jobTitle: "Financial Analyst",
    department: "Finance",
    organization: BANK,
    location: "Edinburgh",
  },
  "Finance Manager": {
    firstName: "Isabel",
    lastName: "Ferreira",
    jobTitle: "Finance Manager, Supplier Costs",
    department: "Finance",
    organization: BANK,
    location: "Edinburgh",
  },
  Legal: {
    firstName: "Thomas",
    lastName: "Becker",
    jobTitle: "Legal Associate, Commercial Contracts",
    department: "Legal",
    organization: BANK,
    location: "London",
  },
  "Legal Counsel": {
    firstName: "Amelia",
    lastName: "Hughes",
    jobTitle: "General Counsel",
    department: "Legal",
    organization: BANK,
    location: "London",
  },
  "IT Security": {
    firstName: "Marcus",
    lastName: "Lindqvist",
    jobTitle: "Chief Information Security Officer",
    department: "Information Security",
    organization: BANK,
    location: "Leeds",
  },
  Procurement: {
    firstName: "Elena",
    lastName: "Rossi",
    jobTitle: "Senior Procurement Specialist",
    department: "Procurement",
    organization: BANK,
    location: "Birmingham",
  },
  "Vendor Manager": {
    firstName: "Oliver",
    lastName: "Grant",
    jobTitle: "Vendor Relationship Manager",
    department: "Vendor Management Office",
    organization: BANK,
    location: "Birmingham",
  },
  Executive: {
    firstName: "Catherine",
    lastName: "Walsh",
    jobTitle: "Chief Operating Officer",
    department: "Executive Office",
    organization: BANK,
    location: "London",
  },
  "Board Member": {
    firstName: "Richard",
    lastName: "Osei",
    jobTitle: "Independent Non-Executive Director, Chair of the Risk Committee",
    department: "Board of Directors",
    organization: BANK,
    location: "London",
  },
  "Internal Auditor": {
    firstName: "Hannah",
    lastName: "Novak",
    jobTitle: "Senior Internal Auditor",
    department: "Internal Audit",
    organization: BANK,
    location: "Leeds",
  },
  "External Auditor": {
    firstName: "Lucas",
    lastName: "Meyer",
    jobTitle: "Audit Partner",
    department: "Financial Services Audit",
    organization: "Meyer & Hart LLP",
    location: "London",
  },
  "Regulatory Body": {
    firstName: "Sophie",
    lastName: "Laurent",
    jobTitle: "Supervisory Examiner, Outsourcing and ICT Risk",
    department: "Banking Supervision",
    organization: "Prudential Supervision Authority",
    location: "London",
  },
};

export interface DemoAccount {
  role: Role;
  email: string;
  user: User;
}

/**
 * One active user per role, e-mail `demoEmailFor(role)`, password DEMO_PASSWORD. Idempotent: running it again
 * restores the demo accounts to that documented state (profile, role, password, unlocked, no second factor).
 */
export async function seedDemoUsers(db: UserDb): Promise<DemoAccount[]> {
  const passwordHash = await hashOf(DEMO_PASSWORD);
  const accounts: DemoAccount[] = [];
  for (const role of ROLES) {
    const email = demoEmailFor(role);
    const profile = DEMO_PROFILES[role];
    const state = {
      ...profile,
      role,
      status: "active" as const,
      passwordHash,
      lockedUntil: null,
      twoFactorEnabled: false,
      twoFactorSecret: null,
    };
    const user = await db.user.upsert({
      where: { email },
      create: { email, ...state, lastPasswordChange: new Date() },
      update: state,
    });
    accounts.push({ role, email, user });
  }
  return accounts;
}
