import type { TFunction } from "i18next";

// The invoice form validates with the API's zod schema (createInvoiceInput), whose messages are English. Each
// field's message is shown in the user's language by its field and issue code (react-hook-form's `type`); where
// one code carries several messages (zod's "custom" issues), the schema's English words tell them apart. The
// English texts of these keys are the schema's own, so English reads as before. A message no rule knows (a new rule
// on the server) is shown as it came.

interface IssueRule {
  /** The zod issue codes of this message; "server" matches issues the server sent back (applyServerIssues). */
  codes: readonly string[];
  /** Needed only when one code has several messages on the field: the schema's English words. */
  message?: RegExp;
  key: string;
}

interface IssueLike {
  type?: unknown;
  message?: unknown;
}

const REQUIRED = ["too_small", "invalid_type", "invalid_format"];
const NOT_A_DATE = ["invalid_type", "invalid_union"];

const RULES: Readonly<Record<string, readonly IssueRule[]>> = {
  vendorId: [{ codes: REQUIRED, key: "invoices:validation.vendorRequired" }],
  number: [
    { codes: REQUIRED, key: "invoices:validation.numberRequired" },
    { codes: ["too_big"], key: "invoices:validation.numberTooLong" },
  ],
  amount: [
    { codes: ["invalid_type", "invalid_union"], key: "invoices:validation.amountNumber" },
    { codes: ["custom"], message: /cannot be negative/, key: "invoices:validation.amountNegative" },
    { codes: ["custom"], message: /too large/, key: "invoices:validation.amountTooLarge" },
    { codes: ["custom"], message: /at most 2 decimals/, key: "invoices:validation.amountDecimals" },
  ],
  currency: [{ codes: ["custom"], key: "invoices:validation.currencyCode" }],
  issueDate: [
    { codes: NOT_A_DATE, key: "invoices:validation.issueDateInvalid" },
    { codes: ["custom"], key: "invoices:validation.issueDateFormat" },
  ],
  dueDate: [
    { codes: NOT_A_DATE, key: "invoices:validation.dueDateInvalid" },
    { codes: ["custom"], message: /before the issue date/, key: "invoices:validation.dueBeforeIssue" },
    { codes: ["custom"], key: "invoices:validation.dueDateFormat" },
  ],
  description: [{ codes: ["too_big"], key: "invoices:validation.descriptionTooLong" }],
};

/** The key of a field's issue, or undefined when no rule knows it. */
export function invoiceIssueKey(field: string, issue: IssueLike | undefined): string | undefined {
  const message = typeof issue?.message === "string" ? issue.message : "";
  const type = String(issue?.type);
  // The server's field issues come from the same schema: recognised by their words alone.
  const fromServer = type === "server";
  return RULES[field]?.find(
    (rule) =>
      (fromServer ? !!rule.message : rule.codes.includes(type)) && (!rule.message || rule.message.test(message)),
  )?.key;
}

/** The error FormField shows for a field, translated; undefined when the field has none. */
export function invoiceFieldError(
  t: TFunction,
  field: string,
  issue: IssueLike | undefined,
): { message: string } | undefined {
  if (typeof issue?.message !== "string" || !issue.message) return undefined;
  const key = invoiceIssueKey(field, issue);
  return { message: key ? t(key) : issue.message };
}
