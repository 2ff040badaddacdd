import { zodResolver } from "@hookform/resolvers/zod";
import { changePasswordInput, PASSWORD_MIN_LENGTH } from "@tprm/api/schemas";
import type { Resolver } from "react-hook-form";

// The Change Password form's rules (001 §5): Update Password is enabled once all three fields are filled; then
// "Passwords do not match" is checked first, "Password must be at least 8 characters" second — the procedure's own
// schema — and, when the organisation asks for longer passwords, its minimum after that.

export interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const EMPTY_PASSWORDS: PasswordFormValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Update Password is disabled until all three fields are filled. */
export function allPasswordFieldsFilled(values: Partial<PasswordFormValues>): boolean {
  return Boolean(values.currentPassword && values.newPassword && values.confirmPassword);
}

export function tooShortMessage(minLength: number): string {
  return `Password must be at least ${minLength} characters`;
}

/** The minimum a "Password must be at least N characters" message names; null for any other message. */
export function minLengthFromMessage(message: string | undefined): number | null {
  const match = /^Password must be at least (\d+) characters$/.exec(message ?? "");
  return match ? Number(match[1]) : null;
}

const schemaResolver: Resolver<PasswordFormValues> = zodResolver(changePasswordInput) as Resolver<PasswordFormValues>;

/** The form's resolver: the procedure's schema, then the organisation's minimum when it is above the spec's 8. */
export function passwordFormResolver(minLength: number): Resolver<PasswordFormValues> {
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    if (Object.keys(result.errors).length > 0) return { values: {}, errors: result.errors };
    if (minLength > PASSWORD_MIN_LENGTH && values.newPassword.length < minLength) {
      return { values: {}, errors: { newPassword: { type: "minLength", message: tooShortMessage(minLength) } } };
    }
    return { values, errors: {} };
  };
}
