// The signed-in user's own display and notification settings (spec 001 §2.10): open to every signed-in account
// (docs/DECISIONS.md, personal pages). The rules live in settings/.
import { userSettingsInput, userSettingsOutput } from "../schemas/settings.js";
import { getUserSettings, saveUserSettings } from "../settings/public.js";
import { signedInProcedure } from "../trpc.js";

const tags = ["Users"];

export const settingsProcedures = {
  settings: signedInProcedure
    .meta({
      access: "signed-in",
      rest: {
        method: "GET",
        path: "/api/users/settings",
        summary: "The caller's display and notification settings (the defaults until first saved)",
        tags,
      },
    })
    .output(userSettingsOutput)
    .query(({ ctx }) => getUserSettings(ctx)),

  updateSettings: signedInProcedure
    .meta({
      access: "signed-in",
      rest: {
        method: "PUT",
        path: "/api/users/settings",
        summary: "Save the caller's settings: the full object (theme, language, date format, time zone, notifications)",
        tags,
      },
    })
    .input(userSettingsInput)
    .output(userSettingsOutput)
    .mutation(({ ctx, input }) => saveUserSettings(ctx, input)),
};
