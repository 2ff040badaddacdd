import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import {
  allPasswordFieldsFilled,
  minLengthFromMessage,
  type PasswordFormValues,
  passwordFormResolver,
} from "./password-form";

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<PasswordFormValues>;

async function firstError(values: PasswordFormValues, minLength = 8) {
  const { errors } = await passwordFormResolver(minLength)(values, undefined, options);
  return Object.entries(errors).map(([field, error]) => [field, error?.message]);
}

describe("the Change Password form", () => {
  it("is enabled only when all three fields are filled", () => {
    expect(allPasswordFieldsFilled({ currentPassword: "a", newPassword: "b", confirmPassword: "" })).toBe(false);
    expect(allPasswordFieldsFilled({ currentPassword: "", newPassword: "b", confirmPassword: "b" })).toBe(false);
    expect(allPasswordFieldsFilled({ currentPassword: "a", newPassword: "b", confirmPassword: "c" })).toBe(true);
  });

  it("checks that the passwords match first, even when the new one is also too short", async () => {
    expect(await firstError({ currentPassword: "old", newPassword: "short", confirmPassword: "shorT" })).toEqual([
      ["confirmPassword", "Passwords do not match"],
    ]);
  });

  it("then asks for at least 8 characters", async () => {
    expect(await firstError({ currentPassword: "old", newPassword: "short", confirmPassword: "short" })).toEqual([
      ["newPassword", "Password must be at least 8 characters"],
    ]);
  });

  it("then the organisation's longer minimum", async () => {
    const values = { currentPassword: "old", newPassword: "elevenchars", confirmPassword: "elevenchars" };
    expect(await firstError(values, 12)).toEqual([["newPassword", "Password must be at least 12 characters"]]);
    expect(await firstError(values, 8)).toEqual([]);
  });

  it("accepts matching passwords long enough", async () => {
    const result = await passwordFormResolver(8)(
      { currentPassword: "old", newPassword: "long enough", confirmPassword: "long enough" },
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ newPassword: "long enough" });
  });

  it("reads the minimum the server names", () => {
    expect(minLengthFromMessage("Password must be at least 12 characters")).toBe(12);
    expect(minLengthFromMessage("Current password is incorrect")).toBeNull();
    expect(minLengthFromMessage(undefined)).toBeNull();
  });
});
