// A vendor's identification for the registers (B_05.01; docs/REGISTER.md): LEI, registration number, EUID, VAT,
// passport, person type, Latin name and ultimate parent. One transaction with the vendor's audit row.
import { Prisma, type Vendor } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import type { Context, SignedInContext } from "../context.js";
import { conflictOnField, invalidField, notFound } from "../lib/errors.js";
import type { updateVendorRegisterInput, VendorRegisterOutput } from "../schemas/register.js";
import { VENDOR_ENTITY } from "../vendors/vendor-entity.js";
import { givenFields } from "./values.js";

const include = { ultimateParent: { select: { id: true, name: true } } } satisfies Prisma.VendorInclude;
type Row = Vendor & { ultimateParent: { id: string; name: string } | null };

export function toVendorRegisterDto(v: Row): VendorRegisterOutput {
  return {
    id: v.id,
    name: v.name,
    legalName: v.legalName,
    country: v.country,
    lei: v.lei,
    registrationNumber: v.registrationNumber,
    euid: v.euid,
    vatNumber: v.vatNumber,
    passportNumber: v.passportNumber,
    personType: v.personType,
    latinName: v.latinName,
    ultimateParentId: v.ultimateParentId,
    ultimateParent: v.ultimateParent,
  };
}

export async function getVendorRegister(ctx: Context, id: string) {
  const row = await ctx.db.vendor.findUnique({ where: { id }, include });
  if (!row) throw notFound("Vendor not found.");
  return toVendorRegisterDto(row);
}

const LABELS: Record<string, string> = {
  lei: "LEI",
  registrationNumber: "registration number",
  euid: "EUID",
  vatNumber: "VAT number",
  passportNumber: "passport number",
  personType: "person type",
  latinName: "Latin name",
  ultimateParentId: "ultimate parent",
};

/**
 * Locks the vendor and, when one is chosen, its ultimate parent, in one statement and in id order (two saves never
 * wait on each other crosswise): `before` is read after it, so two saves at once are audited one after the other,
 * and cannot build a chain between the two vendors.
 */
async function lockVendors(tx: Prisma.TransactionClient, id: string, parentId: string | null | undefined) {
  const ids = [...new Set([id, ...(parentId ? [parentId] : [])])].sort();
  await tx.$queryRaw(
    Prisma.sql`SELECT 1 FROM "Vendor" WHERE "id" IN (${Prisma.join(ids.map((i) => Prisma.sql`${i}::uuid`))}) ORDER BY "id" FOR UPDATE`,
  );
}

/**
 * The ultimate parent is the top of its group: the one chosen has none of its own, and a vendor that is some
 * vendor's ultimate parent does not become a child (its subsidiaries would point at a vendor below the top). Both
 * rows are locked already (lockVendors).
 */
async function checkUltimateParent(tx: Prisma.TransactionClient, vendor: Row, parentId: string) {
  if (parentId === vendor.id) throw invalidField("ultimateParentId", "A vendor is not its own ultimate parent");
  const parent = await tx.vendor.findUnique({ where: { id: parentId }, include });
  if (!parent) throw invalidField("ultimateParentId", "Choose the ultimate parent from the vendors");
  if (parent.ultimateParentId === vendor.id) {
    throw invalidField("ultimateParentId", "That vendor's ultimate parent is this vendor: the chain would loop");
  }
  if (parent.ultimateParent) {
    throw invalidField(
      "ultimateParentId",
      `${parent.name} has an ultimate parent of its own (${parent.ultimateParent.name}): choose that one`,
    );
  }
  const children = await tx.vendor.findMany({
    where: { ultimateParentId: vendor.id },
    select: { name: true },
    orderBy: { name: "asc" },
    take: 3,
  });
  if (children.length) {
    const count = await tx.vendor.count({ where: { ultimateParentId: vendor.id } });
    const names = children.map((c) => c.name).join(", ") + (count > children.length ? ", …" : "");
    throw invalidField(
      "ultimateParentId",
      `${vendor.name} is the ultimate parent of ${count} vendor${count === 1 ? "" : "s"} (${names}): it stays at the top of its group`,
    );
  }
}

export async function updateVendorRegister(ctx: SignedInContext, input: z.output<typeof updateVendorRegisterInput>) {
  const { id, ...fields } = input;
  try {
    return await ctx.db.$transaction(async (tx) => {
      await lockVendors(tx, id, fields.ultimateParentId);
      const before = await tx.vendor.findUnique({ where: { id }, include });
      if (!before) throw notFound("Vendor not found.");
      if (fields.lei && fields.lei !== before.lei) {
        const other = await tx.vendor.findUnique({ where: { lei: fields.lei }, select: { name: true } });
        if (other) throw conflictOnField("lei", `LEI ${fields.lei} already belongs to ${other.name}`);
      }
      if (fields.ultimateParentId) await checkUltimateParent(tx, before, fields.ultimateParentId);
      const after = await tx.vendor.update({
        where: { id },
        data: { ...givenFields(fields), updatedById: ctx.auth.user.id },
        include,
      });
      const beforeDto = toVendorRegisterDto(before);
      const afterDto = toVendorRegisterDto(after);
      const changed = Object.keys(LABELS).filter(
        (k) => beforeDto[k as keyof VendorRegisterOutput] !== afterDto[k as keyof VendorRegisterOutput],
      );
      await recordChange(tx, ctx, {
        action: "UPDATE",
        entityType: VENDOR_ENTITY,
        entityId: id,
        before: beforeDto,
        after: afterDto,
        description: changed.length
          ? `Updated ${after.name}'s register identification: ${changed.map((k) => LABELS[k]).join(", ")}`
          : `Saved ${after.name}'s register identification without changes`,
      });
      return afterDto;
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw conflictOnField("lei", `LEI ${fields.lei ?? ""} already belongs to another vendor`);
    }
    throw error;
  }
}
