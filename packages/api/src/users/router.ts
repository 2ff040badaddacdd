import { agreementStatus } from "../auth/agreement.js";
import { USER_DIRECTORY_ACCESS } from "../permissions/access.js";
import { agreementStatusOutput, createUserInput } from "../schemas/auth.js";
import {
  adminUserListOutput,
  adminUserOutput,
  listUsersInput,
  setRoleInput,
  userDirectoryInput,
  userDirectoryOutput,
  userIdInput,
} from "../schemas/users.js";
import { router, signedInProcedure } from "../trpc.js";
import { accountProcedures } from "./account-router.js";
import { createUser, deactivateUser, listUsers, reactivateUser, setUserRole, unlockUser } from "./admin-users.js";
import { userDirectory } from "./directory.js";
import { organisationApiKeyProcedures } from "./organisation-api-keys.js";
import { profileProcedures } from "./profile-procedures.js";
import { settingsProcedures } from "./settings-procedures.js";
import { twoFactorProcedures } from "./two-factor-procedures.js";

const tags = ["Users"];

export const usersRouter = router({
  ...profileProcedures,

  ...accountProcedures,

  ...twoFactorProcedures,

  ...settingsProcedures,

  ...organisationApiKeyProcedures,

  agreementStatus: signedInProcedure
    .meta({
      access: "signed-in",
      rest: {
        method: "GET",
        path: "/api/users/agreement-status",
        summary: "Whether the caller accepted the current agreement",
        tags,
      },
    })
    .output(agreementStatusOutput)
    .query(({ ctx }) => agreementStatus(ctx)),

  directory: signedInProcedure
    .meta({
      access: USER_DIRECTORY_ACCESS,
      rest: {
        method: "GET",
        path: "/api/users/directory",
        summary:
          "Active users by name or role (id, name and role only), e.g. to choose co-reviewers or an assessment's assessors",
        tags,
      },
    })
    .input(userDirectoryInput)
    .output(userDirectoryOutput)
    .query(({ ctx, input }) => userDirectory(ctx, input)),

  list: signedInProcedure
    .meta({ access: "admin", rest: { method: "GET", path: "/api/users", summary: "List user accounts", tags } })
    .input(listUsersInput)
    .output(adminUserListOutput)
    .query(({ ctx, input }) => listUsers(ctx, input)),

  create: signedInProcedure
    .meta({
      access: "admin",
      rest: {
        method: "POST",
        path: "/api/users",
        summary: "Create an account with a role",
        tags,
        successStatus: 201,
        errors: { 409: "An account with this email already exists (`issues` names the email field)." },
      },
    })
    .input(createUserInput)
    .output(adminUserOutput)
    .mutation(({ ctx, input }) => createUser(ctx, input)),

  setRole: signedInProcedure
    .meta({
      access: "admin",
      rest: {
        method: "PATCH",
        path: "/api/users/{id}/role",
        summary: "Give an account a role",
        tags,
        errors: { 404: "No user with this id." },
      },
    })
    .input(setRoleInput)
    .output(adminUserOutput)
    .mutation(({ ctx, input }) => setUserRole(ctx, input)),

  deactivate: signedInProcedure
    .meta({
      access: "admin",
      rest: {
        method: "PATCH",
        path: "/api/users/{id}/deactivate",
        summary: "Deactivate an account",
        tags,
        errors: { 404: "No user with this id." },
      },
    })
    .input(userIdInput)
    .output(adminUserOutput)
    .mutation(({ ctx, input }) => deactivateUser(ctx, input.id)),

  reactivate: signedInProcedure
    .meta({
      access: "admin",
      rest: {
        method: "PATCH",
        path: "/api/users/{id}/reactivate",
        summary: "Reactivate an account",
        tags,
        errors: { 404: "No user with this id." },
      },
    })
    .input(userIdInput)
    .output(adminUserOutput)
    .mutation(({ ctx, input }) => reactivateUser(ctx, input.id)),

  unlock: signedInProcedure
    .meta({
      access: "admin",
      rest: {
        method: "PATCH",
        path: "/api/users/{id}/unlock",
        summary: "Lift a sign-in lockout",
        tags,
        errors: { 404: "No user with this id." },
      },
    })
    .input(userIdInput)
    .output(adminUserOutput)
    .mutation(({ ctx, input }) => unlockUser(ctx, input.id)),
});
