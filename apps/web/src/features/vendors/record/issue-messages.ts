import type { TFunction } from "i18next";

// The vendor record's forms validate with the API's zod schemas, whose messages are English. A field's message is
// shown in the user's language by recognising it: the field, the issue's code (react-hook-form's `type`) and the
// schema's English wording, whose parts (a number, a unit) become the translation's values. The English texts of
// these keys are the schema's words, so English reads exactly as the server writes. A message nothing here knows
// (a new rule on the server) is shown as it is.

export interface IssueRule {
  /** The zod issue codes the form's own check gives for it; an issue the server sent back matches by its words. */
  codes: readonly string[];
  /** The schema's English message; named groups become the translation's values. */
  message: RegExp;
  /** The translation, e.g. "vendorRecord:issues.required"; `{{label}}` is the field's label. */
  key: string;
}

export interface FieldIssues {
  /** The key of the field's label as the message names it ("Target", "IT score"). */
  label: string;
  rules: readonly IssueRule[];
}

/** Rules by field name of one form. */
export type FormIssues<Field extends string> = Partial<Record<Field, FieldIssues>>;

interface IssueLike {
  type?: unknown;
  message?: unknown;
}

/** react-hook-form marks the issues applyServerIssues puts on a field with this type. */
const SERVER = "server";

/** The field's message in the user's language, or the message as it came when no rule knows it. */
export function issueText(
  t: TFunction,
  field: FieldIssues | undefined,
  issue: IssueLike | undefined,
): string | undefined {
  const message = typeof issue?.message === "string" && issue.message ? issue.message : undefined;
  if (!message || !field) return message;
  const fromServer = issue?.type === SERVER;
  for (const rule of field.rules) {
    if (!fromServer && !rule.codes.includes(String(issue?.type))) continue;
    const match = rule.message.exec(message);
    if (match) return t(rule.key, { ...match.groups, label: t(field.label) });
  }
  return message;
}

/**
 * `fieldError("kpi", errors.kpi)`: the error FormField shows, its message translated. Undefined when the field has
 * no error, so FormField's own check for a message keeps working.
 */
export function translatedErrors<Field extends string>(t: TFunction, issues: FormIssues<Field>) {
  return (field: Field, issue: IssueLike | undefined): { message: string } | undefined => {
    const message = issueText(t, issues[field], issue);
    return message ? { message } : undefined;
  };
}

// The schemas' shared wordings (optionalText, string min/max, the risk level and review type lists).

export const required = (codes: readonly string[] = ["too_small"]): IssueRule => ({
  codes,
  message: /^.+ is required$/,
  key: "vendorRecord:issues.required",
});

export const tooLong: IssueRule = {
  codes: ["too_big"],
  message: /^.+ must be at most (?<max>\d+) characters$/,
  key: "vendorRecord:issues.tooLong",
};

export const chooseRiskLevel: IssueRule = {
  codes: ["invalid_value"],
  message: /^Choose Low, Medium, High or Critical$/,
  key: "vendorRecord:issues.chooseRiskLevel",
};
