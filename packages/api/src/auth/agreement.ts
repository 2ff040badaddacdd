import { recordChange } from "../audit/record-change.js";
import type { SignedInContext } from "../context.js";
import { AGREEMENT_VERSION } from "./constants.js";

export async function agreementStatus(ctx: SignedInContext) {
  const { user } = ctx.auth;
  const accepted = await ctx.db.agreementAcceptance.findUnique({
    where: { userId_version: { userId: user.id, version: AGREEMENT_VERSION } },
  });
  return {
    hasAgreed: Boolean(accepted),
    version: AGREEMENT_VERSION,
    acceptedAt: accepted?.acceptedAt.toISOString() ?? null,
  };
}

/** Records version, time and IP from the request itself; whatever the client claims is ignored. */
export async function acceptAgreement(ctx: SignedInContext) {
  const { user } = ctx.auth;
  return ctx.db.$transaction(async (tx) => {
    const existing = await tx.agreementAcceptance.findUnique({
      where: { userId_version: { userId: user.id, version: AGREEMENT_VERSION } },
    });
    if (existing) return { version: existing.version, acceptedAt: existing.acceptedAt.toISOString() };
    const created = await tx.agreementAcceptance.create({
      data: {
        userId: user.id,
        version: AGREEMENT_VERSION,
        ipAddress: ctx.ipAddress,
        userAgent: ctx.userAgent?.slice(0, 500),
      },
    });
    await recordChange(tx, ctx, {
      action: "ACCEPT_AGREEMENT",
      entityType: "AgreementAcceptance",
      entityId: created.id,
      after: created,
    });
    return { version: created.version, acceptedAt: created.acceptedAt.toISOString() };
  });
}
