// The vendor record's Register tab: the provider's identification as the form holds it (texts, "" for none) and the
// body register.vendor.update reads, validated with that procedure's own schema.
import { zodResolver } from "@hookform/resolvers/zod";
import { updateVendorRegisterInput, type VendorRegisterOutput } from "@tprm/api/schemas";
import type { Resolver } from "react-hook-form";
import type { z } from "zod";

export interface VendorRegisterValues {
  lei: string;
  euid: string;
  vatNumber: string;
  registrationNumber: string;
  passportNumber: string;
  /** eba_CT:x212 / x213, or "". */
  personType: string;
  latinName: string;
  ultimateParentId: string;
}

export type VendorRegisterBody = z.output<typeof updateVendorRegisterInput>;

const text = (v: string | null | undefined) => v ?? "";
const orNull = (v: string) => (v.trim() === "" ? null : v.trim());

export function vendorRegisterValues(v: VendorRegisterOutput): VendorRegisterValues {
  return {
    lei: text(v.lei),
    euid: text(v.euid),
    vatNumber: text(v.vatNumber),
    registrationNumber: text(v.registrationNumber),
    passportNumber: text(v.passportNumber),
    personType: text(v.personType),
    latinName: text(v.latinName),
    ultimateParentId: text(v.ultimateParentId),
  };
}

/** The update's body: every field, an empty one as null (cleared). */
export function vendorRegisterBody(id: string, v: VendorRegisterValues): z.input<typeof updateVendorRegisterInput> {
  return {
    id,
    lei: orNull(v.lei),
    euid: orNull(v.euid),
    vatNumber: orNull(v.vatNumber),
    registrationNumber: orNull(v.registrationNumber),
    passportNumber: orNull(v.passportNumber),
    personType: orNull(v.personType) as VendorRegisterBody["personType"],
    latinName: orNull(v.latinName),
    ultimateParentId: orNull(v.ultimateParentId),
  };
}

/** The procedure's schema over the body the fields make. */
export function vendorRegisterResolver(id: string): Resolver<VendorRegisterValues, unknown, VendorRegisterBody> {
  const base = zodResolver(updateVendorRegisterInput) as never as Resolver<
    Record<string, unknown>,
    unknown,
    VendorRegisterBody
  >;
  return async (values, context, options) =>
    base(vendorRegisterBody(id, values) as Record<string, unknown>, context, options as never) as never;
}
