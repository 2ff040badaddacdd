import type { organisationSettingsInput } from "@tprm/api/schemas";
import type { z } from "zod";
import type { RouterOutputs } from "../../lib/api-types";

export type OrganisationSettings = RouterOutputs["settings"]["organisation"];
export type OrganisationFormValues = z.input<typeof organisationSettingsInput>;
export type OrganisationFormOutput = z.output<typeof organisationSettingsInput>;

/** The form's values from the saved settings (the roles kept only while they are the requirement). */
export function organisationFormValues(settings: OrganisationSettings): OrganisationFormValues {
  return {
    name: settings.name,
    passwordMinLength: settings.passwordMinLength,
    twoFactorRequirement: settings.twoFactorRequirement,
    twoFactorRoles: settings.twoFactorRoles as OrganisationFormValues["twoFactorRoles"],
    sessionLifetimeHours: settings.sessionLifetimeHours,
    timeZone: settings.timeZone,
    reportExternalDomains: settings.reportExternalDomains,
  };
}
