// KPI breaches: the KPI Breaches Report (recent), recording a breach (which counts towards the vendor's
// kpiBreachesCount and lowers its relationship health while open) and resolving one. The reporter of a breach
// is the signed-in user who records it (createdById); nothing in the request can name another.
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import type { Context, SignedInContext } from "../context.js";
import { isoDate, todayIn } from "../lib/dates.js";
import { conflict, invalidField, notFound } from "../lib/errors.js";
import { personName } from "../lib/people.js";
import { RISK_LEVEL_LABELS } from "../lib/risk-levels.js";
import { clip } from "../lib/text.js";
import { notify } from "../notifications/index.js";
import { type createKpiBreachInput, REVIEW_PERIOD_DAYS, type recentKpiBreachesInput } from "../schemas/kpi-breaches.js";
import { NOTIFICATION_TITLE_MAX } from "../schemas/notifications.js";
import { VENDOR_ENTITY, vendorRecordLink } from "../vendors/public.js";
import { BREACH_INCLUDE, toBreachDto } from "./dto.js";
import { breachDateProblem, formatMeasure } from "./rules.js";

export async function recentKpiBreaches(ctx: Context, input: z.infer<typeof recentKpiBreachesInput>) {
  const since = input.period ? new Date(Date.now() - REVIEW_PERIOD_DAYS[input.period] * 86_400_000) : null;
  const rows = await ctx.db.kpiBreach.findMany({
    where: {
      ...(since ? { occurredAt: { gte: since } } : {}),
      ...(input.openOnly ? { resolvedAt: null } : {}),
    },
    orderBy: [{ occurredAt: "desc" }, { id: "desc" }],
    take: input.limit,
    include: { vendor: { select: { id: true, name: true } }, ...BREACH_INCLUDE },
  });
  return rows.map(({ vendor, ...b }) => ({ ...toBreachDto(b), vendor }));
}

export async function createKpiBreach(ctx: SignedInContext, input: z.infer<typeof createKpiBreachInput>) {
  const actor = ctx.auth.user;
  const dateProblem = breachDateProblem(input.occurredAt, todayIn(ctx.env.APP_TIME_ZONE));
  if (dateProblem) throw invalidField("occurredAt", dateProblem);
  return ctx.db.$transaction(async (tx) => {
    const vendor = await tx.vendor.findUnique({ where: { id: input.vendorId }, select: { id: true, name: true } });
    if (!vendor) throw notFound("Vendor not found.");
    const breach = await tx.kpiBreach.create({
      data: {
        vendorId: vendor.id,
        kpi: input.kpi,
        threshold: input.threshold,
        actual: input.actual,
        unit: input.unit ?? null,
        severity: input.severity,
        occurredAt: input.occurredAt,
        notes: input.notes ?? null,
        createdById: actor.id,
      },
      include: BREACH_INCLUDE,
    });
    await tx.vendor.update({
      where: { id: vendor.id },
      data: { kpiBreachesCount: { increment: 1 }, updatedById: actor.id },
    });
    const dto = toBreachDto(breach);
    await recordChange(tx, ctx, {
      action: "CREATE",
      entityType: VENDOR_ENTITY,
      entityId: vendor.id,
      after: { kpiBreach: dto },
      description: `Recorded a ${RISK_LEVEL_LABELS[input.severity]} KPI breach for ${vendor.name}: ${input.kpi} ${formatMeasure(dto.actual, input.unit)} against a target of ${formatMeasure(dto.threshold, input.unit)} (reported by ${personName(actor)})`,
    });
    // Vendor Managers run the relationship: each hears of a breach the moment it is recorded (but its reporter).
    await notify(tx, ctx, {
      eventKey: `kpiBreach.recorded:${breach.id}`,
      eventType: "kpiBreach.recorded",
      type: "kpi",
      priority: input.severity,
      title: clip(`KPI breach at ${vendor.name}: ${input.kpi}`, NOTIFICATION_TITLE_MAX),
      message: `${RISK_LEVEL_LABELS[input.severity]} severity: ${input.kpi} ${formatMeasure(dto.actual, input.unit)} against a target of ${formatMeasure(dto.threshold, input.unit)}, on ${isoDate(input.occurredAt)}. Reported by ${personName(actor)}.`,
      entity: { type: VENDOR_ENTITY, id: vendor.id, name: clip(vendor.name, 200) },
      link: vendorRecordLink(vendor.id),
      audience: { roles: ["Vendor Manager"] },
      skipActor: true,
    });
    return { ...dto, vendor };
  });
}

export async function resolveKpiBreach(ctx: SignedInContext, id: string) {
  return ctx.db.$transaction(async (tx) => {
    const before = await tx.kpiBreach.findUnique({
      where: { id },
      include: { vendor: { select: { id: true, name: true } }, ...BREACH_INCLUDE },
    });
    if (!before) throw notFound("KPI breach not found.");
    const { vendor, ...row } = before;
    if (row.resolvedAt) throw conflict(`This ${row.kpi} breach of ${vendor.name} is already resolved.`);
    const after = await tx.kpiBreach.update({
      where: { id },
      data: { resolvedAt: new Date() },
      include: BREACH_INCLUDE,
    });
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: VENDOR_ENTITY,
      entityId: vendor.id,
      before: { kpiBreach: toBreachDto(row) },
      after: { kpiBreach: toBreachDto(after) },
      description: `Resolved the ${row.kpi} KPI breach of ${vendor.name}`,
    });
    return { ...toBreachDto(after), vendor };
  });
}
