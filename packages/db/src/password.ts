import { type Algorithm, hash, parseOptions, verify } from "@node-rs/argon2";

/**
 * Argon2id with the OWASP Password Storage Cheat Sheet's first recommended configuration:
 * 19 MiB of memory, 2 iterations, 1 degree of parallelism. The parameters are stored in each hash (PHC string),
 * so raising them later only affects new hashes; `passwordNeedsRehash` tells when to upgrade one at sign-in.
 */
export const PASSWORD_HASH_OPTIONS = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum in the typings, so written as its value)
  memoryCost: 19_456, // KiB
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** True when `password` matches `passwordHash`; false for a wrong password or a hash that is not Argon2. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** True when the hash was made with other parameters than today's (or is not an Argon2id hash). */
export function passwordNeedsRehash(passwordHash: string): boolean {
  try {
    const options = parseOptions(passwordHash);
    return (
      !passwordHash.startsWith("$argon2id$") ||
      options.memoryCost !== PASSWORD_HASH_OPTIONS.memoryCost ||
      options.timeCost !== PASSWORD_HASH_OPTIONS.timeCost ||
      options.parallelism !== PASSWORD_HASH_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}
