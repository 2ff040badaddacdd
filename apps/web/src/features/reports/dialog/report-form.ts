import { zodResolver } from "@hookform/resolvers/zod";
import { MAX_EXTERNAL_RECIPIENTS, type ReportInput, reportInput } from "@tprm/api/schemas";
import type { FieldError, FieldErrors, Resolver } from "react-hook-form";
import type { IssueMessages } from "../../../components/field-error";

/** What the report dialog edits: the API's body, with the external addresses as the text typed. */
export interface ReportFormValues {
  name: string;
  type: string;
  frequency: string;
  templateId: string;
  recipientGroups: string[];
  externalText: string;
  description: string;
}

export const EMPTY_REPORT: ReportFormValues = {
  name: "",
  type: "",
  frequency: "",
  templateId: "",
  recipientGroups: [],
  externalText: "",
  description: "",
};

/** Addresses typed one per line or separated by commas or semicolons. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter(Boolean);
}

/** The body reports.create / reports.update take. */
export function toReportInput(values: ReportFormValues): ReportInput {
  return {
    name: values.name,
    type: values.type,
    frequency: values.frequency,
    ...(values.templateId ? { templateId: values.templateId } : {}),
    recipientGroups: values.recipientGroups as ReportInput["recipientGroups"],
    externalRecipients: splitAddresses(values.externalText),
    description: values.description,
  };
}

/** A report as the dialog shows it when editing. */
export function toFormValues(report: {
  name: string;
  type: string;
  frequency: string;
  template: { id: string; builtIn: boolean };
  recipientGroups: readonly string[];
  externalRecipients: readonly string[];
  description: string;
}): ReportFormValues {
  return {
    name: report.name,
    type: report.type,
    frequency: report.frequency,
    templateId: report.template.builtIn ? "" : report.template.id,
    recipientGroups: [...report.recipientGroups],
    externalText: report.externalRecipients.join("\n"),
    description: report.description,
  };
}

const schemaResolver = zodResolver(reportInput) as unknown as Resolver<Record<string, unknown>>;

/** The first error of an array field (one address of several), as the field's own error. */
function firstError(error: unknown): FieldError | undefined {
  if (!error || typeof error !== "object") return undefined;
  const e = error as FieldError & Record<string, unknown>;
  if (typeof e.message === "string" && e.message) return e;
  for (const value of Object.values(e)) {
    const found = firstError(value);
    if (found) return found;
  }
  return undefined;
}

/**
 * Validates with the API's reportInput (DESIGN.md: one schema on client and server): the typed addresses become the
 * list the schema checks, and an error on any of them is shown on the addresses' field.
 */
export const reportResolver: Resolver<ReportFormValues> = async (values, context, options) => {
  const input = toReportInput(values) as unknown as Record<string, unknown>;
  const result = await schemaResolver(input, context, options as never);
  const errors = result.errors as FieldErrors<Record<string, unknown>>;
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  const mapped: FieldErrors<ReportFormValues> = {};
  for (const [key, error] of Object.entries(errors)) {
    const field = key === "externalRecipients" ? "externalText" : key;
    const first = firstError(error);
    if (first) (mapped as Record<string, FieldError>)[field] = { type: first.type, message: first.message };
  }
  return { values: {}, errors: mapped };
};

/** The schema's messages by issue code, in the user's language. */
export const REPORT_MESSAGES: Record<string, IssueMessages> = {
  name: { too_small: "reports:errors.nameRequired", too_big: "reports:errors.nameTooLong" },
  type: { invalid_value: "reports:errors.type" },
  frequency: { invalid_value: "reports:errors.frequency" },
  recipientGroups: { custom: "reports:errors.recipientsRequired" },
  externalText: {
    invalid_format: "reports:errors.externalEmail",
    too_big: ["reports:errors.externalTooMany", { max: MAX_EXTERNAL_RECIPIENTS }],
  },
  description: { too_big: "reports:errors.descriptionTooLong" },
};

/** The server's message on an external address (400 with data.issues at externalRecipients[.n]), if any. */
export function externalAddressIssue(error: unknown): string | null {
  const issues = (error as { data?: { issues?: unknown } } | null)?.data?.issues;
  if (!Array.isArray(issues)) return null;
  for (const issue of issues) {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    if (typeof path === "string" && path.split(".")[0] === "externalRecipients" && typeof message === "string") {
      return message;
    }
  }
  return null;
}
