// The organisation's API keys (issue 18, the Integrations screen; Admin): every user's keys with their owner, masked
// as the owner sees them — never the key or its hash — so an Admin can see which systems call the API under whose
// name, and revoke a key a departed integration left behind. A revoke by an Admin is audited like the owner's own.
import type { Prisma } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import type { SignedInContext } from "../context.js";
import { notFound } from "../lib/errors.js";
import { paginate, skipTake } from "../lib/pagination.js";
import {
  apiKeyIdInput,
  organisationApiKeyListOutput,
  organisationApiKeysInput,
  revokedApiKeyOutput,
} from "../schemas/account.js";
import { signedInProcedure } from "../trpc.js";
import { maskApiKey } from "./api-keys.js";

const select = {
  id: true,
  name: true,
  prefix: true,
  lastFour: true,
  createdAt: true,
  lastUsedAt: true,
  expiresAt: true,
  revokedAt: true,
  user: { select: { id: true, firstName: true, lastName: true, email: true, role: true, status: true } },
} satisfies Prisma.ApiKeySelect;

type Row = Prisma.ApiKeyGetPayload<{ select: typeof select }>;

function statusOf(row: Row, now: Date) {
  if (row.revokedAt) return "revoked" as const;
  if (row.expiresAt && row.expiresAt <= now) return "expired" as const;
  if (row.user.status !== "active") return "owner-deactivated" as const;
  return "active" as const;
}

export async function listOrganisationApiKeys(ctx: SignedInContext, input: z.infer<typeof organisationApiKeysInput>) {
  const now = new Date();
  const byStatus: Prisma.ApiKeyWhereInput =
    input.status === "revoked"
      ? { revokedAt: { not: null } }
      : input.status === "expired"
        ? { revokedAt: null, expiresAt: { lte: now } }
        : input.status === "active"
          ? { revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }], user: { status: "active" } }
          : { revokedAt: null };
  const search = input.search;
  const where: Prisma.ApiKeyWhereInput = {
    AND: [
      byStatus,
      search
        ? {
            OR: [
              { name: { contains: search, mode: "insensitive" } },
              { user: { email: { contains: search, mode: "insensitive" } } },
              { user: { firstName: { contains: search, mode: "insensitive" } } },
              { user: { lastName: { contains: search, mode: "insensitive" } } },
            ],
          }
        : {},
    ],
  };
  const [rows, total] = await Promise.all([
    ctx.db.apiKey.findMany({
      where,
      select,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...skipTake(input.page, input.limit),
    }),
    ctx.db.apiKey.count({ where }),
  ]);
  const items = rows.map((row) => {
    const { prefix, lastFour, user, ...rest } = row;
    return {
      ...rest,
      maskedKey: maskApiKey(prefix, lastFour),
      status: statusOf(row, now),
      owner: { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, role: user.role },
    };
  });
  return { items, pagination: paginate(input.page, input.limit, total) };
}

export async function revokeOrganisationApiKey(ctx: SignedInContext, id: string) {
  const revoked = await ctx.db.$transaction(async (tx) => {
    const key = await tx.apiKey.findFirst({ where: { id, revokedAt: null }, select });
    if (!key) return null;
    await tx.apiKey.update({ where: { id }, data: { revokedAt: new Date() } });
    const owner = `${key.user.firstName} ${key.user.lastName}`.trim();
    await recordChange(tx, ctx, {
      entityType: "ApiKey",
      entityId: id,
      action: "DELETE",
      description: `Revoked ${owner}'s API key "${key.name}"`,
      before: { name: key.name, maskedKey: maskApiKey(key.prefix, key.lastFour), ownerId: key.user.id },
    });
    return key;
  });
  if (!revoked) throw notFound("No API key in use with this id.");
  return { id, revoked: true };
}

const tags = ["Users"];

export const organisationApiKeyProcedures = {
  organisationApiKeys: signedInProcedure
    .meta({
      access: "admin",
      rest: {
        method: "GET",
        path: "/api/users/organisation-api-keys",
        summary:
          "Every user's API keys with their owner (Admin): masked, never the key; status active, expired, revoked or owner deactivated",
        tags,
      },
    })
    .input(organisationApiKeysInput)
    .output(organisationApiKeyListOutput)
    .query(({ ctx, input }) => listOrganisationApiKeys(ctx, input)),

  revokeOrganisationApiKey: signedInProcedure
    .meta({
      access: "admin",
      rest: {
        method: "DELETE",
        path: "/api/users/organisation-api-keys/{id}",
        summary: "Revoke any user's API key (Admin): it stops working at once",
        tags,
        errors: { 404: "No API key in use with this id." },
      },
    })
    .input(apiKeyIdInput)
    .output(revokedApiKeyOutput)
    .mutation(({ ctx, input }) => revokeOrganisationApiKey(ctx, input.id)),
};
