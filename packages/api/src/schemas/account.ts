import { z } from "zod";
import { paginationInput } from "../lib/pagination.js";
import { idOutput, pageOutput, timestamp } from "./output.js";

// The signed-in user's own sessions and API keys (GET/DELETE /api/users/sessions, /api/users/api-keys).

/** A session's id is the SHA-256 of its token (64 hex characters): knowing it does not sign anyone in. */
export const sessionIdInput = z.object({
  id: z.string().regex(/^[0-9a-f]{64}$/, "Unknown session id"),
});

export const apiKeyIdInput = z.object({ id: z.string().uuid("Unknown API key id") });

export const API_KEY_NAME_MAX = 100;

export const createApiKeyInput = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(API_KEY_NAME_MAX, `Name must be at most ${API_KEY_NAME_MAX} characters`),
  expiresAt: z.iso
    .datetime({ offset: true, error: "Expiry must be a date and time (ISO 8601)" })
    .nullish()
    .describe("Optional: the key stops working at this time (must be in the future)"),
});

// ---------------------------------------------------------------------------------------------------------------
// Answers.

export const sessionOutput = z.object({
  id: z.string().describe("The session's id (a hash; it cannot be used to sign in)"),
  device: z.object({
    browser: z.string().nullable(),
    os: z.string().nullable(),
    label: z.string().describe('e.g. "Firefox on Windows", or "Unknown device"'),
  }),
  ipAddress: z.string().nullable(),
  createdAt: timestamp,
  lastActivityAt: timestamp.describe("Updated at most once a minute"),
  expiresAt: timestamp,
  current: z.boolean().describe("True for the session making this request"),
});

export const sessionListOutput = z.array(sessionOutput);

export const revokedSessionOutput = z.object({
  id: z.string(),
  revoked: z.boolean().describe("Always true"),
  signedOut: z.boolean().describe("True when the caller's own session was revoked"),
});

export const revokedOthersOutput = z.object({ revoked: z.number().int().describe("Sessions signed out") });

export const apiKeyOutput = z.object({
  id: idOutput,
  name: z.string(),
  maskedKey: z.string().describe('8 leading characters, an ellipsis and 4 trailing, e.g. "tprm_abc…wxyz"'),
  createdAt: timestamp,
  lastUsedAt: timestamp.nullable().describe("Updated at most once a minute"),
  expiresAt: timestamp.nullable(),
});

export const apiKeyListOutput = z.array(apiKeyOutput);

export const createdApiKeyOutput = apiKeyOutput.extend({
  key: z.string().describe("The key itself, shown this once: only its hash is stored"),
});

export const revokedApiKeyOutput = z.object({ id: idOutput, revoked: z.boolean().describe("Always true") });

// ---------------------------------------------------------------------------------------------------------------
// The organisation's API keys (Admin, the Integrations screen): every user's keys, masked, never the key or its hash.

export const organisationApiKeysInput = paginationInput(50).extend({
  search: z.string().trim().max(200).optional().describe("Part of the key's name or of its owner's name or email"),
  status: z
    .enum(["active", "expired", "revoked"])
    .optional()
    .describe("active: usable now (the owner active too); expired; revoked. Default: active and expired"),
});

export const organisationApiKeyOutput = apiKeyOutput.extend({
  revokedAt: timestamp.nullable(),
  status: z
    .enum(["active", "expired", "revoked", "owner-deactivated"])
    .describe("Whether the key works now; a deactivated owner's keys stop working"),
  owner: z.object({ id: idOutput, name: z.string(), email: z.string(), role: z.string().nullable() }),
});

export const organisationApiKeyListOutput = pageOutput(organisationApiKeyOutput);
