// The organisation's settings (GET/PUT /api/settings/organisation): IT Security and Admin (SETTINGS_ACCESS).
import { SETTINGS_ACCESS } from "../permissions/access.js";
import { organisationSettingsInput, organisationSettingsOutput } from "../schemas/settings.js";
import { router, signedInProcedure } from "../trpc.js";
import { getOrganisationSettings, saveOrganisationSettings } from "./organisation.js";

const tags = ["Settings"];

export const settingsRouter = router({
  organisation: signedInProcedure
    .meta({
      access: SETTINGS_ACCESS.organisation,
      rest: {
        method: "GET",
        path: "/api/settings/organisation",
        summary: "The organisation's settings: name, minimum password length, two-factor requirement, session lifetime",
        tags,
      },
    })
    .output(organisationSettingsOutput)
    .query(({ ctx }) => getOrganisationSettings(ctx)),

  updateOrganisation: signedInProcedure
    .meta({
      access: SETTINGS_ACCESS.organisation,
      rest: {
        method: "PUT",
        path: "/api/settings/organisation",
        summary:
          "Save the organisation's settings (the full object). The minimum password length applies to every new password, the lifetime to new and renewed sessions (and shortens longer ones), the two-factor requirement at once",
        tags,
      },
    })
    .input(organisationSettingsInput)
    .output(organisationSettingsOutput)
    .mutation(({ ctx, input }) => saveOrganisationSettings(ctx, input)),
});
