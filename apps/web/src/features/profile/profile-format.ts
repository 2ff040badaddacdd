import { calendarDateIn } from "@tprm/api/dates";
import type { updateProfileInput } from "@tprm/api/schemas";
import type { z } from "zod";
import type { RouterOutputs } from "../../lib/api-types";

// Presentation rules of the profile screen (001 §2.8), kept apart from the components so they are unit-tested.

export type Profile = RouterOutputs["users"]["profile"];
export type ProfileFormValues = z.input<typeof updateProfileInput>;

/** The fields the form edits (001 §3: editable firstName … bio). */
export const EDITABLE_FIELDS = [
  "firstName",
  "lastName",
  "jobTitle",
  "department",
  "phone",
  "location",
  "businessUnit",
  "bio",
] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

/**
 * The form's values from the loaded profile: every editable field as text ("" for nothing), and the e-mail, which
 * the spec's client sends back unchanged (the server accepts it when it equals the stored one).
 */
export function profileFormValues(profile: Profile): Required<Pick<ProfileFormValues, EditableField | "email">> {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    jobTitle: profile.jobTitle ?? "",
    department: profile.department ?? "",
    phone: profile.phone ?? "",
    location: profile.location ?? "",
    businessUnit: profile.businessUnit ?? "",
    bio: profile.bio ?? "",
    email: profile.email,
  };
}

/** "Ada Lovelace"; the e-mail when both names are blank. */
export function fullName(profile: Pick<Profile, "firstName" | "lastName" | "email">): string {
  return `${profile.firstName} ${profile.lastName}`.trim() || profile.email;
}

/** The month (1–12) and year an instant falls in where the user is ("member since"); null without a valid date. */
export function monthAndYear(
  value: string | null | undefined,
  timeZone: string,
): { month: number; year: number } | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const [year, month] = calendarDateIn(date, timeZone).split("-").map(Number);
  return year && month ? { month, year } : null;
}

/** A resource of the permission table as a translation key's last part: "vendor-info" → "vendorInfo". */
export function camelKey(name: string): string {
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

export interface PermissionGroup {
  resource: string;
  actions: string[];
}

const ACTION_ORDER = ["view", "create", "edit", "delete"];

/**
 * The role's permissions ("action:resource") grouped by resource in the order first met, each with its actions in
 * the table's order (view, create, edit, delete): "vendors — view, create, edit". "*" (Admin) is handled by the
 * caller; anything without a colon is ignored.
 */
export function groupPermissions(permissions: readonly string[]): PermissionGroup[] {
  const groups = new Map<string, Set<string>>();
  for (const permission of permissions) {
    const [action, resource] = permission.split(":");
    if (!action || !resource) continue;
    const actions = groups.get(resource) ?? new Set<string>();
    actions.add(action);
    groups.set(resource, actions);
  }
  return [...groups].map(([resource, actions]) => ({
    resource,
    actions: [...actions].sort((a, b) => rank(a) - rank(b)),
  }));
}

function rank(action: string): number {
  const index = ACTION_ORDER.indexOf(action);
  return index === -1 ? ACTION_ORDER.length : index;
}

/** True when the role may do everything (Admin's "*"). */
export function hasAllPermissions(permissions: readonly string[]): boolean {
  return permissions.includes("*");
}
