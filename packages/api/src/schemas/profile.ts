import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "./auth.js";
import { dateText, idOutput, timestamp, userRefOutput } from "./output.js";

// The signed-in user's own profile (GET/PUT /api/users/profile) and password (PUT /api/users/account/password),
// spec 001 §2.8, §3, §5, §8.

const nameField = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(100, `${label} must be at most 100 characters`);

/** Optional text: left out keeps the stored value, an empty text clears it. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => (v === "" ? null : v))
    .nullish();

export const PROFILE_READ_ONLY_MESSAGES = {
  email: "Email cannot be changed",
  organization: "Organization cannot be changed",
  managerId: "Reporting manager cannot be changed",
  joinDate: "Join date cannot be changed",
  employeeId: "Employee ID cannot be changed",
  role: "Role cannot be changed here",
} as const;

/**
 * PUT /api/users/profile. The editable fields of §3; the spec's client also sends the e-mail, and a screen may send
 * back the other read-only values it loaded: each is accepted when it equals the stored value and refused (400 on
 * that field) when it differs (§5: email, organization, manager and join date cannot be edited; §3: employee ID and
 * role are read-only).
 */
export const updateProfileInput = z.object({
  firstName: nameField("First name").optional(),
  lastName: nameField("Last name").optional(),
  jobTitle: optionalText("Job title", 100),
  department: optionalText("Department", 100),
  phone: z
    .string()
    .trim()
    .max(40, "Phone must be at most 40 characters")
    .regex(/^$|^\+?[0-9 ().-]{3,40}$/, "Enter a valid phone number (digits, spaces, + ( ) - .)")
    .transform((v) => (v === "" ? null : v))
    .nullish(),
  location: optionalText("Location", 100),
  businessUnit: optionalText("Business unit", 100),
  bio: optionalText("Bio", 2000),
  // Read-only: compared with the stored value, never written.
  email: z.string().trim().max(254).optional(),
  organization: z.string().trim().max(200).nullish(),
  employeeId: z.string().trim().max(100).nullish(),
  managerId: z.string().uuid("Unknown user id").nullish(),
  joinDate: dateText.nullish(),
  role: z.string().max(100).nullish(),
});

/** §5: new and confirm must be equal (checked first), then at least 8 characters. */
export const changePasswordInput = z
  .object({
    currentPassword: z.string().min(1, "Current password is required").max(1024, "Password is too long"),
    newPassword: z.string().min(1, "New password is required").max(128, "Password must be at most 128 characters"),
    confirmPassword: z
      .string()
      .max(1024, "Password is too long")
      .optional()
      .describe("The new password typed again; when sent it must equal newPassword"),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== undefined && value.confirmPassword !== value.newPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "Passwords do not match" });
    } else if (value.newPassword.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({
        code: "custom",
        path: ["newPassword"],
        message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
      });
    }
  });

// ---------------------------------------------------------------------------------------------------------------
// Answers.

/** What the profile screen shows (§2.8): initials and the full name are the screen's to compose. */
export const profileOutput = z.object({
  id: idOutput,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string().nullable(),
  permissions: z.array(z.string()).describe('The role\'s permissions as "action:resource" ("*" for Admin)'),
  jobTitle: z.string().nullable(),
  department: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  businessUnit: z.string().nullable(),
  bio: z.string().nullable(),
  employeeId: z.string().nullable(),
  organization: z.string().nullable(),
  manager: userRefOutput.nullable().describe("The reporting manager"),
  joinDate: dateText.nullable(),
  createdAt: timestamp.describe("Member since"),
  updatedAt: timestamp.describe("Profile last updated"),
  lastLoginAt: timestamp.nullable().describe("The last successful sign-in (security info)"),
  lastPasswordChange: timestamp.nullable().describe("When the password was last changed (security info)"),
  twoFactorEnabled: z.boolean().describe("Signing in asks for a code of an authenticator app (security info)"),
});
