import type { Prisma } from "@tprm/db";
import { invalidField } from "../lib/errors.js";
import { passwordTooShortMessage } from "../schemas/settings.js";
import { organisationPolicy } from "./policy.js";

/**
 * Refuses a new password shorter than the organisation's minimum: 400 on the form's field, with the spec's text
 * ("Password must be at least 8 characters", the organisation's number when it asks for more). The schemas check
 * the floor of 8 themselves; this adds the organisation's own minimum (registration, reset, change, admin-created).
 */
export async function checkPasswordLength(
  db: Pick<Prisma.TransactionClient, "organisationSettings">,
  password: string,
  field: string,
) {
  const { passwordMinLength } = await organisationPolicy(db);
  if (password.length < passwordMinLength) throw invalidField(field, passwordTooShortMessage(passwordMinLength));
}
