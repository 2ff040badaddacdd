import { zodResolver } from "@hookform/resolvers/zod";
import { loginInput, registerInput } from "@tprm/api/schemas";
import type { FieldError, FieldErrors } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { type IssueMessages, translatedError } from "../../components/field-error";
import { i18n } from "../../i18n/test-setup";
import de from "../../locales/de/auth.json";
import {
  EMAIL_MESSAGES,
  FIRST_NAME_MESSAGES,
  LAST_NAME_MESSAGES,
  LOGIN_PASSWORD_MESSAGES,
  NEW_PASSWORD_MESSAGES,
} from "./auth-validation";

/** The field errors the form's resolver gives for these values. */
async function errorsOf(schema: Parameters<typeof zodResolver>[0], values: Record<string, unknown>) {
  const resolve = zodResolver(schema);
  const result = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors as FieldErrors<Record<string, unknown>>;
}

const field = (errors: FieldErrors<Record<string, unknown>>, name: string) => errors[name] as FieldError | undefined;

describe("auth form messages", () => {
  it("say in English exactly what the API's schemas say", async () => {
    const cases: [Parameters<typeof zodResolver>[0], Record<string, unknown>, string, IssueMessages][] = [
      [loginInput, { email: "", password: "" }, "email", EMAIL_MESSAGES],
      [loginInput, { email: "", password: "" }, "password", LOGIN_PASSWORD_MESSAGES],
      [loginInput, { email: "not-an-address", password: "x".repeat(1025) }, "email", EMAIL_MESSAGES],
      [loginInput, { email: "not-an-address", password: "x".repeat(1025) }, "password", LOGIN_PASSWORD_MESSAGES],
      [loginInput, { email: `${"a".repeat(250)}@b.example`, password: "x" }, "email", EMAIL_MESSAGES],
      [
        registerInput,
        { email: "a@b.example", password: "short", firstName: "", lastName: "" },
        "password",
        NEW_PASSWORD_MESSAGES,
      ],
      [
        registerInput,
        { email: "a@b.example", password: "short", firstName: "", lastName: "" },
        "firstName",
        FIRST_NAME_MESSAGES,
      ],
      [
        registerInput,
        { email: "a@b.example", password: "short", firstName: "", lastName: "" },
        "lastName",
        LAST_NAME_MESSAGES,
      ],
      [
        registerInput,
        { email: "a@b.example", password: "x".repeat(129), firstName: "x".repeat(101), lastName: "y".repeat(101) },
        "password",
        NEW_PASSWORD_MESSAGES,
      ],
      [
        registerInput,
        { email: "a@b.example", password: "x".repeat(129), firstName: "x".repeat(101), lastName: "y".repeat(101) },
        "firstName",
        FIRST_NAME_MESSAGES,
      ],
    ];
    for (const [schema, values, name, messages] of cases) {
      const error = field(await errorsOf(schema, values), name);
      expect(error?.message, name).toBeTruthy();
      expect(translatedError(i18n.t, error, messages)?.message).toBe(error?.message);
    }
  });

  it("are German for a German reader; a server's message stays as sent", async () => {
    i18n.addResourceBundle("de", "auth", de, true, true);
    const t = i18n.getFixedT("de");
    const errors = await errorsOf(loginInput, { email: "", password: "" });
    expect(translatedError(t, field(errors, "email"), EMAIL_MESSAGES)?.message).toBe("E-Mail ist erforderlich");
    const short = await errorsOf(registerInput, { email: "x", password: "short", firstName: "A", lastName: "B" });
    expect(translatedError(t, field(short, "password"), NEW_PASSWORD_MESSAGES)?.message).toBe(
      "Das Passwort muss mindestens 8 Zeichen haben",
    );
    const server = { type: "server", message: "This email is already registered." };
    expect(translatedError(t, server, EMAIL_MESSAGES)?.message).toBe("This email is already registered.");
  });
});
