import { describe, expect, it } from "vitest";
import { DEMO_PROFILES, demoEmailFor } from "../src/factories.js";
import { hashPassword, passwordNeedsRehash, verifyPassword } from "../src/password.js";
import { ROLES } from "../src/roles.js";

describe("demoEmailFor", () => {
  it("lower-cases the role and joins its words with dots", () => {
    expect(demoEmailFor("Business User")).toBe("business.user@demo.tprm.example");
    expect(demoEmailFor("Admin")).toBe("admin@demo.tprm.example");
    expect(demoEmailFor("IT Security")).toBe("it.security@demo.tprm.example");
    expect(demoEmailFor("Regulatory Body")).toBe("regulatory.body@demo.tprm.example");
  });

  it("gives every role its own valid address", () => {
    const emails = ROLES.map(demoEmailFor);
    expect(new Set(emails).size).toBe(ROLES.length);
    for (const email of emails) expect(email).toMatch(/^[a-z]+(\.[a-z]+)*@demo\.tprm\.example$/);
  });

  it("has a demo profile for each of the 17 roles", () => {
    expect(ROLES).toHaveLength(17);
    expect(Object.keys(DEMO_PROFILES).sort()).toEqual([...ROLES].sort());
  });
});

describe("password hashing", () => {
  it("uses argon2id with the OWASP parameters and verifies", async () => {
    const hash = await hashPassword("correct horse");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, "correct horse")).toBe(true);
    expect(await verifyPassword(hash, "wrong horse")).toBe(false);
    expect(await verifyPassword("not a hash", "correct horse")).toBe(false);
    expect(passwordNeedsRehash(hash)).toBe(false);
    expect(passwordNeedsRehash("$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA")).toBe(true);
  });
});
