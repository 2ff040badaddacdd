import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, DEMO_PASSWORD, demoEmailFor, seedDemoUsers } from "../src/factories.js";
import { createPrismaClient, type PrismaClient, verifyPassword } from "../src/index.js";
import { ROLES } from "../src/roles.js";
import { createTestDatabase, type TestDatabase } from "../src/testing.js";

describe("factories", () => {
  let database: TestDatabase;
  let db: PrismaClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createPrismaClient(database.url, { poolSize: 2 });
  }, 120_000);

  afterAll(async () => {
    await db?.$disconnect();
    await database?.drop();
  });

  it("createUser makes an active user whose password is DEMO_PASSWORD unless told otherwise", async () => {
    const user = await createUser(db, { role: "Risk Manager" });
    expect(user.status).toBe("active");
    expect(user.role).toBe("Risk Manager");
    expect(await verifyPassword(user.passwordHash, DEMO_PASSWORD)).toBe(true);

    const pending = await createUser(db, { role: null, status: "pending", password: "Another-Password-1" });
    expect(pending.status).toBe("pending");
    expect(await verifyPassword(pending.passwordHash, "Another-Password-1")).toBe(true);
    expect(pending.email).not.toBe(user.email);
  });

  it("seedDemoUsers makes one active account per role and can run again", async () => {
    await seedDemoUsers(db);
    const accounts = await seedDemoUsers(db);
    expect(accounts).toHaveLength(ROLES.length);
    const demo = await db.user.findMany({ where: { email: { endsWith: "@demo.tprm.example" } } });
    expect(demo).toHaveLength(ROLES.length);
    for (const role of ROLES) {
      const user = demo.find((u) => u.email === demoEmailFor(role));
      expect(user?.role).toBe(role);
      expect(user?.status).toBe("active");
      expect(user?.jobTitle).toBeTruthy();
      expect(user?.department).toBeTruthy();
    }
    expect(await verifyPassword(demo[0]!.passwordHash, DEMO_PASSWORD)).toBe(true);
  });
});
