import { zodResolver } from "@hookform/resolvers/zod";
import { createUserInput } from "@tprm/api/schemas";
import type { FieldError } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { i18n } from "../../../i18n/test-setup";
import { EMAIL_TAKEN, userFieldError, userIssue } from "./user-validation";

async function errorsFor(values: Record<string, unknown>): Promise<Record<string, FieldError>> {
  const resolve = zodResolver(createUserInput);
  const result = await resolve(values as never, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors as Record<string, FieldError>;
}

describe("the Create user form's messages", () => {
  it("has a translation for every message the schema gives, reading in English as the schema words it", async () => {
    // The form always sends every field (blank ones as ""), as these do.
    const cases = [
      { firstName: "", lastName: "", email: "", password: "short", role: "" },
      { firstName: "x".repeat(101), lastName: "x".repeat(101), email: "nope", password: "x".repeat(129), role: "X" },
      { firstName: "A", lastName: "B", email: `${"a".repeat(260)}@bank.example`, password: "long enough", role: "" },
    ];
    const seen = new Set<string>();
    for (const values of cases) {
      for (const [field, error] of Object.entries(await errorsFor(values))) {
        const found = userIssue(field, error);
        expect(found, `${field}: ${error.message}`).toBeDefined();
        seen.add(found?.key as string);
        expect(userFieldError(i18n.t, field, error)).toEqual({ message: error.message });
      }
    }
    expect(seen.size).toBe(10);
  });

  it("words the server's password minimum with the organisation's number", () => {
    const error = { type: "server", message: "Password must be at least 14 characters" };
    expect(userIssue("password", error)).toEqual({
      key: "admin:users.validation.passwordTooShort",
      values: { min: "14" },
    });
    expect(userFieldError(i18n.t, "password", error)).toEqual({ message: "Password must be at least 14 characters" });
  });

  it("says an e-mail in use in our words, and shows any other server message as it came", () => {
    const taken = { type: EMAIL_TAKEN, message: "An account with this email already exists." };
    expect(userFieldError(i18n.t, "email", taken)).toEqual({ message: "An account with this email already exists." });
    expect(userIssue("email", taken)?.key).toBe("admin:users.create.emailTaken");
    const other = { type: "server", message: "Something new" };
    expect(userFieldError(i18n.t, "email", other)).toEqual({ message: "Something new" });
  });
});
