// The signed-in user's own profile and password: open to every signed-in account (docs/DECISIONS.md, personal pages).
import { messageOutput } from "../schemas/output.js";
import { changePasswordInput, profileOutput, updateProfileInput } from "../schemas/profile.js";
import { signedInProcedure } from "../trpc.js";
import { changePassword } from "./password-change.js";
import { getProfile, updateProfile } from "./profile.js";

const tags = ["Users"];

export const profileProcedures = {
  profile: signedInProcedure
    .meta({
      access: "signed-in",
      rest: { method: "GET", path: "/api/users/profile", summary: "The caller's own profile", tags },
    })
    .output(profileOutput)
    .query(({ ctx }) => getProfile(ctx)),

  updateProfile: signedInProcedure
    .meta({
      access: "signed-in",
      rest: {
        method: "PUT",
        path: "/api/users/profile",
        summary:
          "Update the caller's own profile; read-only fields (email, organization, employeeId, managerId, joinDate, role) may be sent unchanged only",
        tags,
      },
    })
    .input(updateProfileInput)
    .output(profileOutput)
    .mutation(({ ctx, input }) => updateProfile(ctx, input)),

  changePassword: signedInProcedure
    .meta({
      access: "signed-in",
      rest: {
        method: "PUT",
        path: "/api/users/account/password",
        summary:
          "Change the caller's own password; the caller's other sessions are signed out and the user is told by e-mail",
        tags,
        errors: {
          403: "The account is locked after too many wrong passwords.",
          429: "Too many password changes from this account within an hour.",
        },
      },
    })
    .input(changePasswordInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => changePassword(ctx, input)),
};
