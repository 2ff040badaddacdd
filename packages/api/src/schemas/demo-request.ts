import { z } from "zod";
import { pageOutput } from "./output.js";

/**
 * Enterprise demo request from the public landing page (spec §3). One schema for the web form
 * (react-hook-form + zodResolver), the REST route POST /api/public/demo-requests and its OpenAPI entry.
 *
 * Optional selects arrive as "" when nothing was chosen; the schema keeps "" so the same object
 * validates in the browser and on the server without transforms (which JSON Schema cannot describe).
 */

export const COMPANY_SIZE_OPTIONS = [
  { value: "1000-5000", label: "1,000 – 5,000 employees" },
  { value: "5000-10000", label: "5,000 – 10,000 employees" },
  { value: "10000-50000", label: "10,000 – 50,000 employees" },
  { value: "50000+", label: "50,000+ employees" },
] as const;

export const TIMELINE_OPTIONS = [
  { value: "immediate", label: "Immediate (0–3 months)" },
  { value: "short", label: "Short term (3–6 months)" },
  { value: "medium", label: "Medium term (6–12 months)" },
  { value: "long", label: "Long term (12+ months)" },
] as const;

export const BUDGET_OPTIONS = [
  { value: "under-50k", label: "Under $50,000 a year" },
  { value: "50k-100k", label: "$50,000 – $100,000 a year" },
  { value: "100k-250k", label: "$100,000 – $250,000 a year" },
  { value: "250k-plus", label: "More than $250,000 a year" },
  { value: "undecided", label: "Not decided yet" },
] as const;

export type CompanySize = (typeof COMPANY_SIZE_OPTIONS)[number]["value"];
export type Timeline = (typeof TIMELINE_OPTIONS)[number]["value"];
export type Budget = (typeof BUDGET_OPTIONS)[number]["value"];

/** The option values plus "" (nothing chosen), as a non-empty tuple for z.enum. */
const choiceValues = <T extends readonly { value: string }[]>(options: T) =>
  ["", ...options.map((o) => o.value)] as unknown as ["", ...T[number]["value"][]];

/** Consumer mailbox providers. A demo request must come from a company domain. */
export const FREE_MAIL_DOMAINS: readonly string[] = [
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "ymail.com",
  "rocketmail.com",
  "hotmail.com",
  "outlook.com",
  "live.com",
  "msn.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "protonmail.ch",
  "pm.me",
  "mail.com",
  "gmx.com",
  "gmx.net",
  "gmx.de",
  "web.de",
  "yandex.com",
  "yandex.ru",
  "mail.ru",
  "zoho.com",
  "tutanota.com",
  "tuta.io",
  "fastmail.com",
  "hey.com",
  "qq.com",
  "163.com",
];

/** Brands whose every country domain is a free mailbox: gmx.at, yahoo.co.uk, hotmail.fr, outlook.de… */
const FREE_MAIL_FAMILIES = /^(gmx|yahoo|hotmail|outlook|googlemail|yandex)\.[a-z.]+$/;

/** True unless the address belongs to a consumer mailbox provider (case-insensitive, ignores whitespace). */
export function isBusinessEmail(email: string): boolean {
  const at = email.lastIndexOf("@");
  if (at < 0) return false;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, "");
  if (!domain) return false;
  return !FREE_MAIL_DOMAINS.includes(domain) && !FREE_MAIL_FAMILIES.test(domain);
}

const requiredText = (field: string, max: number) =>
  z.string().trim().min(1, `Enter your ${field}.`).max(max, `Your ${field} must be ${max} characters or fewer.`);

const optionalChoice = <T extends readonly { value: string }[]>(options: T, message: string) =>
  z.enum(choiceValues(options), { error: message }).optional();

export const DEMO_REQUEST_MESSAGE_MAX = 2000;

export const demoRequestSchema = z.object({
  firstName: requiredText("first name", 100),
  lastName: requiredText("last name", 100),
  email: z
    .string()
    .trim()
    .min(1, "Enter your business email address.")
    .max(254, "Your email address must be 254 characters or fewer.")
    .pipe(z.email("Enter a valid email address, for example name@yourcompany.com."))
    .refine(
      isBusinessEmail,
      "Use your business email address. Personal addresses such as Gmail, Outlook or Yahoo are not accepted.",
    ),
  company: requiredText("company name", 200),
  title: requiredText("job title", 150),
  phone: z
    .string()
    .trim()
    .max(40, "Your phone number must be 40 characters or fewer.")
    .regex(/^$|^\+?[0-9 ()./-]{6,}$/, "Enter a valid phone number using digits, spaces and + ( ) - only.")
    .optional(),
  message: z
    .string()
    .trim()
    .max(
      DEMO_REQUEST_MESSAGE_MAX,
      `Your message must be ${DEMO_REQUEST_MESSAGE_MAX.toLocaleString("en-US")} characters or fewer.`,
    )
    .optional(),
  budget: optionalChoice(BUDGET_OPTIONS, "Choose one of the listed budget ranges."),
  timeline: optionalChoice(TIMELINE_OPTIONS, "Choose one of the listed timelines."),
  employees: optionalChoice(COMPANY_SIZE_OPTIONS, "Choose one of the listed company sizes."),
  /**
   * Honeypot: hidden from people, filled by bots. The schema accepts any short string so a bot learns
   * nothing from a validation error; the server drops requests where it is not empty.
   */
  website: z.string().max(500).optional(),
});

/** What the form holds (selects may be ""). */
export type DemoRequestInput = z.input<typeof demoRequestSchema>;
/** What the server receives after validation. */
export type DemoRequest = z.output<typeof demoRequestSchema>;

/** Empty form values, also the reset state of the dialog. */
export const DEMO_REQUEST_DEFAULTS: DemoRequestInput = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  title: "",
  phone: "",
  message: "",
  budget: "",
  timeline: "",
  employees: "",
  website: "",
};

// Answers (the procedures' `.output()`, documented in the API reference).

/** POST /api/public/demo-requests: the request's id. */
export const demoRequestSubmittedOutput = z.object({ id: z.uuid() });

/** A demo request as received (GET /api/demo-requests, Admin). Selects left empty are null. */
export const demoRequestOutput = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string(),
  title: z.string(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  budget: z.string().nullable(),
  timeline: z.string().nullable(),
  employees: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.date(),
});

export const demoRequestListOutput = pageOutput(demoRequestOutput);
