// The demo accounts: one active user per role, all with DEMO_PASSWORD. `seedDemoUsers` runs on its own (the
// browser tests' server and a test template database seed only the accounts) or before `seedDemoVendors`.

import type { UserDb } from "../db-clients.js";
import { DEMO_PROFILES } from "../demo-data/profiles.js";
import type { User } from "../generated/prisma/client.js";
import { hashPassword } from "../password.js";
import { ROLES, type Role } from "../roles.js";

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

/** "Oliver Grant": the full name of a role's demo account. */
export function demoName(role: Role): string {
  return `${DEMO_PROFILES[role].firstName} ${DEMO_PROFILES[role].lastName}`;
}

let demoPasswordHash: Promise<string> | undefined;

/** The hash of `password` (DEMO_PASSWORD when undefined); DEMO_PASSWORD's is computed once per process (argon2id is slow on purpose). */
export function passwordHashOf(password: string | undefined): Promise<string> {
  if (password === undefined || password === DEMO_PASSWORD) {
    demoPasswordHash ??= hashPassword(DEMO_PASSWORD);
    return demoPasswordHash;
  }
  return hashPassword(password);
}

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
  const passwordHash = await passwordHashOf(DEMO_PASSWORD);
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
