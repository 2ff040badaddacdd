// The audit trail's keys, set once per process from the environment (createServices, the worker) so every writer
// of audit rows marks them without passing the key through each change.
import { DEVELOPMENT_AUDIT_MAC_KEY } from "@tprm/db/audit-chain";
import type { Env } from "../env.js";

let macKey: string | null = null;
let signingKey: string | null = null;

export function configureAuditKeys(env: Pick<Env, "AUDIT_MAC_KEY" | "AUDIT_SIGNING_KEY" | "NODE_ENV">) {
  macKey = env.AUDIT_MAC_KEY ?? (env.NODE_ENV === "production" ? null : DEVELOPMENT_AUDIT_MAC_KEY);
  signingKey = env.AUDIT_SIGNING_KEY ?? null;
}

/** The key rows are marked with, null when none is configured. */
export const auditMacKey = () => macKey;
/** The checkpoints' signing key, null when none is configured. */
export const auditSigningKey = () => signingKey;
