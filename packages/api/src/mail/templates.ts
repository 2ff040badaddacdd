// E-mail templates: the e-mail job carries a template id, its data and stored file ids; the worker renders the
// message (render-email.ts). A new kind of e-mail is a new template here, registered in EMAIL_TEMPLATES.
import { z } from "zod";
import { BUDGET_OPTIONS, COMPANY_SIZE_OPTIONS, TIMELINE_OPTIONS } from "../schemas/demo-request.js";
import { notificationDigestEmail, notificationEmail } from "./notification-templates.js";
import { reportDeliveryEmail } from "./report-templates.js";

export interface RenderedEmail {
  subject: string;
  text: string;
  html?: string;
}

export interface EmailTemplate<TId extends string = string, TData extends z.ZodType = z.ZodType> {
  id: TId;
  /** What the template needs; checked when the change is recorded and again in the worker. */
  data: TData;
  render(data: z.infer<TData>): RenderedEmail;
}

export function defineEmailTemplate<TId extends string, TData extends z.ZodType>(template: EmailTemplate<TId, TData>) {
  return template;
}

export const passwordResetEmail = defineEmailTemplate({
  id: "password-reset",
  data: z.object({ firstName: z.string(), link: z.url() }),
  render: ({ firstName, link }) => ({
    subject: "Reset your password",
    text: [
      `Hello ${firstName},`,
      "",
      "Someone asked to reset the password of your account. If it was you, open this link within one hour:",
      link,
      "",
      "The link works once. If you did not ask for it, ignore this message: your password stays as it is.",
    ].join("\n"),
  }),
});

export const passwordChangedEmail = defineEmailTemplate({
  id: "password-changed",
  data: z.object({ firstName: z.string(), changedAt: z.string(), ipAddress: z.string().nullable() }),
  render: ({ firstName, changedAt, ipAddress }) => ({
    subject: "Your password was changed",
    text: [
      `Hello ${firstName},`,
      "",
      `The password of your account was changed on ${changedAt} (UTC)${ipAddress ? ` from the address ${ipAddress}` : ""}.`,
      "Every other signed-in session of your account has been signed out.",
      "",
      "If you did not change it, reset your password now from the sign-in page and tell your administrator.",
    ].join("\n"),
  }),
});

const TWO_FACTOR_CHANGES = {
  enabled: {
    subject: "Two-factor authentication is on",
    said: "Two-factor authentication was turned on for your account",
  },
  disabled: {
    subject: "Two-factor authentication is off",
    said: "Two-factor authentication was turned off for your account",
  },
  reset: {
    subject: "Your two-factor authentication was reset",
    said: "An administrator reset the two-factor authentication of your account: signing in needs only your password until you set it up again",
  },
  "recovery-codes": {
    subject: "New recovery codes",
    said: "New recovery codes were made for your account; the old ones no longer work",
  },
  "recovery-code-used": {
    subject: "A recovery code was used to sign in",
    said: "One of your recovery codes was used to sign in to your account",
  },
} as const;

export const twoFactorChangedEmail = defineEmailTemplate({
  id: "two-factor-changed",
  data: z.object({
    firstName: z.string(),
    change: z.enum(Object.keys(TWO_FACTOR_CHANGES) as [keyof typeof TWO_FACTOR_CHANGES]),
    changedAt: z.string(),
    ipAddress: z.string().nullable(),
    recoveryCodesLeft: z.number().int().optional(),
  }),
  render: ({ firstName, change, changedAt, ipAddress, recoveryCodesLeft }) => ({
    subject: TWO_FACTOR_CHANGES[change].subject,
    text: [
      `Hello ${firstName},`,
      "",
      `${TWO_FACTOR_CHANGES[change].said} on ${changedAt} (UTC)${ipAddress ? ` from the address ${ipAddress}` : ""}.`,
      ...(recoveryCodesLeft === undefined ? [] : [`Recovery codes left: ${recoveryCodesLeft}.`]),
      "",
      "If this was not you, change your password now and tell your administrator.",
    ].join("\n"),
  }),
});

const label = (options: readonly { value: string; label: string }[], value?: string | null) =>
  options.find((o) => o.value === value)?.label ?? "—";

export const demoRequestEmail = defineEmailTemplate({
  id: "demo-request",
  data: z.object({
    requestId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    company: z.string(),
    title: z.string(),
    phone: z.string().nullish(),
    employees: z.string().nullish(),
    budget: z.string().nullish(),
    timeline: z.string().nullish(),
    message: z.string().nullish(),
  }),
  render: (r) => ({
    subject: `Demo request: ${r.company} (${r.firstName} ${r.lastName})`,
    text: [
      `A new enterprise demo request arrived from the website (reference ${r.requestId}).`,
      "",
      `Name:          ${r.firstName} ${r.lastName}`,
      `Business email: ${r.email}`,
      `Company:       ${r.company}`,
      `Job title:     ${r.title}`,
      `Phone:         ${r.phone || "—"}`,
      `Company size:  ${label(COMPANY_SIZE_OPTIONS, r.employees)}`,
      `Budget:        ${label(BUDGET_OPTIONS, r.budget)}`,
      `Timeline:      ${label(TIMELINE_OPTIONS, r.timeline)}`,
      "",
      "Message:",
      r.message || "—",
    ].join("\n"),
  }),
});

/** Every template the worker can render, by id. */
export const EMAIL_TEMPLATES: ReadonlyMap<string, EmailTemplate> = new Map<string, EmailTemplate>(
  [
    passwordResetEmail,
    passwordChangedEmail,
    twoFactorChangedEmail,
    demoRequestEmail,
    notificationEmail,
    notificationDigestEmail,
    reportDeliveryEmail,
  ].map((t) => [t.id, t as unknown as EmailTemplate]),
);
