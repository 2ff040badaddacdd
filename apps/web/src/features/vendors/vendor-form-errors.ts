import type { createVendorInput } from "@tprm/api/schemas";
import type { z } from "zod";
import type { Translate } from "./vendor-format";

// The vendor form validates with the server's own schema (createVendorInput), whose messages are English. Each
// field's issues are shown in the user's language by field and issue code; the English texts are the schema's own
// words (vendor-form-errors.test.ts checks them against the schema). An issue not listed here (a newer schema, a
// server issue) keeps the schema's words.

export type VendorFormField = keyof z.input<typeof createVendorInput>;

/** A custom issue's key by a phrase of its English message (several custom checks share one code). */
type Rule = string | readonly (readonly [phrase: string | null, key: string])[];

const FIELD_ISSUES: Partial<Record<VendorFormField, Partial<Record<string, Rule>>>> = {
  name: {
    too_small: "vendors:form.errors.nameRequired",
    invalid_type: "vendors:form.errors.nameRequired",
    too_big: "vendors:form.errors.nameTooLong",
  },
  legalName: { too_big: "vendors:form.errors.legalNameTooLong" },
  businessType: { too_big: "vendors:form.errors.businessTypeTooLong" },
  country: { custom: "vendors:form.errors.countryCode" },
  countryOfService: { custom: "vendors:form.errors.countryOfServiceCode" },
  contactPerson: { too_big: "vendors:form.errors.contactPersonTooLong" },
  email: { too_big: "vendors:form.errors.emailTooLong", custom: "vendors:form.errors.emailInvalid" },
  phone: { too_big: "vendors:form.errors.phoneTooLong" },
  currency: { custom: "vendors:form.errors.currencyCode" },
  servicesProvided: { custom: "vendors:form.errors.serviceTooLong" },
  criticality: { invalid_value: "vendors:form.errors.criticalityChoice" },
  lei: { custom: "vendors:form.errors.leiInvalid" },
  registrationNumber: { too_big: "vendors:form.errors.registrationNumberTooLong" },
  registeredAddress: { too_big: "vendors:form.errors.registeredAddressTooLong" },
  parentCompany: { too_big: "vendors:form.errors.parentCompanyTooLong" },
};

/** The key of a field's issue, or null when the issue is not one the form knows. */
export function vendorIssueKey(field: VendorFormField, code: string | undefined, message: string): string | null {
  const rule = code ? FIELD_ISSUES[field]?.[code] : undefined;
  if (!rule) return null;
  if (typeof rule === "string") return rule;
  return rule.find(([phrase]) => phrase === null || message.includes(phrase))?.[1] ?? null;
}

interface FieldErrorLike {
  type?: string | number;
  message?: string;
}

/** A react-hook-form field error with its message in the user's language (the error as it is when unknown). */
export function translateVendorFieldError<E extends FieldErrorLike>(
  t: Translate,
  field: VendorFormField,
  error: E | undefined,
): E | undefined {
  if (!error?.message) return error;
  const key = vendorIssueKey(field, typeof error.type === "string" ? error.type : undefined, error.message);
  return key ? { ...error, message: t(key) } : error;
}
