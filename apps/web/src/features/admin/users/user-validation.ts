import type { TFunction } from "i18next";

// The Create user form validates with the API's zod schema (createUserInput), whose messages are English. Each
// field's message is shown in the user's language by its field and issue code (react-hook-form's `type`); a number
// in the schema's words (the password's minimum, which the organisation may raise) becomes the translation's value.
// The English texts of these keys are the schema's own, so English reads as before. A message no rule knows (a new
// rule on the server) is shown as it came.

interface IssueRule {
  /** The zod issue codes of this message; "server" matches an issue the server sent back (applyServerIssues). */
  codes: readonly string[];
  /** The schema's English words: required for issues the server sends back; named groups become values. */
  message?: RegExp;
  key: string;
}

interface IssueLike {
  type?: unknown;
  message?: unknown;
}

/** The type of the e-mail field's error when the server answers 409 (an account with this e-mail exists). */
export const EMAIL_TAKEN = "taken";

const RULES: Readonly<Record<string, readonly IssueRule[]>> = {
  firstName: [
    { codes: ["too_small", "invalid_type"], key: "admin:users.validation.firstNameRequired" },
    { codes: ["too_big"], key: "admin:users.validation.firstNameTooLong" },
  ],
  lastName: [
    { codes: ["too_small", "invalid_type"], key: "admin:users.validation.lastNameRequired" },
    { codes: ["too_big"], key: "admin:users.validation.lastNameTooLong" },
  ],
  email: [
    { codes: ["too_small", "invalid_type"], key: "admin:users.validation.emailRequired" },
    { codes: ["too_big"], key: "admin:users.validation.emailTooLong" },
    { codes: ["invalid_format"], key: "admin:users.validation.emailInvalid" },
    { codes: [EMAIL_TAKEN], key: "admin:users.create.emailTaken" },
  ],
  password: [
    {
      codes: ["too_small", "server"],
      message: /at least (?<min>\d+) characters/,
      key: "admin:users.validation.passwordTooShort",
    },
    { codes: ["too_big", "invalid_type"], key: "admin:users.validation.passwordTooLong" },
  ],
  role: [{ codes: ["invalid_value", "invalid_type"], key: "admin:users.validation.roleRequired" }],
};

/** The key of a field's issue and its values, or undefined when no rule knows it. */
export function userIssue(
  field: string,
  issue: IssueLike | undefined,
): { key: string; values: Record<string, string> } | undefined {
  const message = typeof issue?.message === "string" ? issue.message : "";
  const type = String(issue?.type);
  for (const rule of RULES[field] ?? []) {
    if (!rule.codes.includes(type)) continue;
    // A rule naming the schema's words must find them (the server sends only words, and numbers live there).
    const match = rule.message ? rule.message.exec(message) : null;
    if (rule.message && !match) continue;
    return { key: rule.key, values: { ...match?.groups } };
  }
  return undefined;
}

/** The error FormField shows for a field, translated; undefined when the field has none. */
export function userFieldError(
  t: TFunction,
  field: string,
  issue: IssueLike | undefined,
): { message: string } | undefined {
  if (typeof issue?.message !== "string" || !issue.message) return undefined;
  const found = userIssue(field, issue);
  return { message: found ? t(found.key, found.values) : issue.message };
}
