import { newPasswordField, registerInput } from "@tprm/api/schemas";
import type { IssueMessages } from "../../components/field-error";

// The translated messages of the sign-in, registration and password forms, by field and zod issue code; English
// says exactly what the API's schemas (@tprm/api/schemas, auth.ts) say. Limits are read from the schemas.

export const EMAIL_MESSAGES: IssueMessages = {
  too_small: "auth:validation.emailRequired",
  too_big: "auth:validation.emailTooLong",
  invalid_format: "auth:validation.emailInvalid",
};

export const LOGIN_PASSWORD_MESSAGES: IssueMessages = {
  too_small: "auth:validation.passwordRequired",
  too_big: "auth:validation.passwordTooLong",
};

export const NEW_PASSWORD_MESSAGES: IssueMessages = {
  too_small: ["auth:validation.passwordMin", { min: newPasswordField.minLength }],
  too_big: ["auth:validation.passwordMax", { max: newPasswordField.maxLength }],
};

export const FIRST_NAME_MESSAGES: IssueMessages = {
  too_small: "auth:validation.firstNameRequired",
  too_big: ["auth:validation.firstNameMax", { max: registerInput.shape.firstName.maxLength }],
};

export const LAST_NAME_MESSAGES: IssueMessages = {
  too_small: "auth:validation.lastNameRequired",
  too_big: ["auth:validation.lastNameMax", { max: registerInput.shape.lastName.maxLength }],
};

/** The confirmation field of the registration and reset forms (their own rules, see confirmedPassword). */
export const CONFIRM_PASSWORD_MESSAGES: IssueMessages = {
  too_small: "auth:validation.confirmPassword",
  custom: "auth:validation.passwordsDiffer",
};
