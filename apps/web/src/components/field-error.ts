import type { FieldErrorLike } from "@tprm/ui";
import type { TFunction } from "i18next";

/**
 * A field's messages by zod issue code ("too_small", "too_big", "invalid_format", "custom"…): a translation key, or
 * a key with the values it names. The forms validate with the API's schemas, whose messages are English.
 */
export type IssueMessages = Readonly<Record<string, string | readonly [key: string, values: Record<string, unknown>]>>;

/**
 * A form field's error in the user's language: the schema's message is replaced by the translation of its issue
 * code (react-hook-form's zod resolver keeps the code as the error's type). A message the server put on the field
 * (type "server") or a code without a translation is shown as it came. Translated when shown, so a change of
 * language re-words the errors already on screen.
 */
export function translatedError(
  t: TFunction,
  error: (FieldErrorLike & { type?: unknown }) | undefined,
  messages: IssueMessages,
): FieldErrorLike | undefined {
  if (!error?.message || typeof error.type !== "string") return error;
  const entry = messages[error.type];
  if (entry === undefined) return error;
  return { message: typeof entry === "string" ? t(entry) : t(entry[0], entry[1]) };
}
