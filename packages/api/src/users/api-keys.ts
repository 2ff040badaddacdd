// The signed-in user's personal API keys. The key is shown once, at creation; only its SHA-256 is stored, with
// the 8 leading and 4 trailing characters kept apart for the masked display. A key acts with its owner's role and
// stops working when revoked, expired or when the owner is deactivated (auth/sessions.ts validateToken).
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import { generateApiKey, hashToken } from "../auth/tokens.js";
import type { SignedInContext } from "../context.js";
import { invalidField, notFound } from "../lib/errors.js";
import type { createApiKeyInput } from "../schemas/account.js";

export const maskApiKey = (prefix: string, lastFour: string) => `${prefix}…${lastFour}`;

const fields = {
  id: true,
  name: true,
  prefix: true,
  lastFour: true,
  createdAt: true,
  lastUsedAt: true,
  expiresAt: true,
} as const;

type KeyRow = { id: string; name: string; prefix: string; lastFour: string; createdAt: Date } & {
  lastUsedAt: Date | null;
  expiresAt: Date | null;
};

const present = ({ prefix, lastFour, ...rest }: KeyRow) => ({ ...rest, maskedKey: maskApiKey(prefix, lastFour) });

export async function listOwnApiKeys(ctx: SignedInContext) {
  const keys = await ctx.db.apiKey.findMany({
    where: { userId: ctx.auth.user.id, revokedAt: null },
    orderBy: { createdAt: "desc" },
    select: fields,
    take: 200,
  });
  return keys.map(present);
}

export async function createApiKey(ctx: SignedInContext, input: z.infer<typeof createApiKeyInput>) {
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now()) throw invalidField("expiresAt", "Expiry must be in the future");
  const key = generateApiKey();
  const created = await ctx.db.$transaction(async (tx) => {
    const row = await tx.apiKey.create({
      data: {
        userId: ctx.auth.user.id,
        name: input.name,
        keyHash: hashToken(key),
        prefix: key.slice(0, 8),
        lastFour: key.slice(-4),
        expiresAt,
      },
      select: fields,
    });
    await recordChange(tx, ctx, {
      entityType: "ApiKey",
      entityId: row.id,
      action: "CREATE",
      description: `Created API key "${row.name}"`,
      after: { name: row.name, maskedKey: maskApiKey(row.prefix, row.lastFour), expiresAt: row.expiresAt },
    });
    return row;
  });
  return { ...present(created), key };
}

export async function revokeApiKey(ctx: SignedInContext, id: string) {
  const revoked = await ctx.db.$transaction(async (tx) => {
    const key = await tx.apiKey.findFirst({ where: { id, userId: ctx.auth.user.id, revokedAt: null }, select: fields });
    if (!key) return null;
    await tx.apiKey.update({ where: { id }, data: { revokedAt: new Date() } });
    await recordChange(tx, ctx, {
      entityType: "ApiKey",
      entityId: id,
      action: "DELETE",
      description: `Revoked API key "${key.name}"`,
      before: { name: key.name, maskedKey: maskApiKey(key.prefix, key.lastFour) },
    });
    return key;
  });
  if (!revoked) throw notFound("No API key of yours with this id.");
  return { id, revoked: true };
}
