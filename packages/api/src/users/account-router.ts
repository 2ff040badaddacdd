// The signed-in user's own sessions and API keys (issue 11, items 4 and 5), served under /api/users. Personal
// pages are open to every signed-in user (docs/DECISIONS.md); another user's session or key answers 404.
import {
  apiKeyIdInput,
  apiKeyListOutput,
  createApiKeyInput,
  createdApiKeyOutput,
  revokedApiKeyOutput,
  revokedOthersOutput,
  revokedSessionOutput,
  sessionIdInput,
  sessionListOutput,
} from "../schemas/account.js";
import { signedInProcedure } from "../trpc.js";
import { listOwnSessions, revokeOtherSessions, revokeOwnSession } from "./account-sessions.js";
import { createApiKey, listOwnApiKeys, revokeApiKey } from "./api-keys.js";

const tags = ["Account"];

export const accountProcedures = {
  sessions: signedInProcedure
    .meta({
      access: "signed-in",
      rest: {
        method: "GET",
        path: "/api/users/sessions",
        summary: "The caller's own sessions: device, IP address, last activity, expiry; the current one marked",
        tags,
      },
    })
    .output(sessionListOutput)
    .query(({ ctx }) => listOwnSessions(ctx)),

  revokeSession: signedInProcedure
    .meta({
      access: "signed-in",
      rest: {
        method: "DELETE",
        path: "/api/users/sessions/{id}",
        summary: "Sign out one of the caller's sessions (the current one signs the caller out)",
        tags,
        errors: { 404: "No session of the caller's with this id." },
      },
    })
    .input(sessionIdInput)
    .output(revokedSessionOutput)
    .mutation(({ ctx, input }) => revokeOwnSession(ctx, input.id)),

  revokeOtherSessions: signedInProcedure
    .meta({
      access: "signed-in",
      rest: {
        method: "POST",
        path: "/api/users/sessions/revoke-others",
        summary: "Sign out every session of the caller but the current one",
        tags,
      },
    })
    .output(revokedOthersOutput)
    .mutation(({ ctx }) => revokeOtherSessions(ctx)),

  apiKeys: signedInProcedure
    .meta({
      access: "signed-in",
      rest: {
        method: "GET",
        path: "/api/users/api-keys",
        summary: "The caller's API keys, masked (8 leading characters … 4 trailing)",
        tags,
      },
    })
    .output(apiKeyListOutput)
    .query(({ ctx }) => listOwnApiKeys(ctx)),

  createApiKey: signedInProcedure
    .meta({
      access: "signed-in",
      rest: {
        method: "POST",
        path: "/api/users/api-keys",
        summary: "Create a personal API key; the key is in this answer only. It acts with the caller's role.",
        tags,
        successStatus: 201,
      },
    })
    .input(createApiKeyInput)
    .output(createdApiKeyOutput)
    .mutation(({ ctx, input }) => createApiKey(ctx, input)),

  revokeApiKey: signedInProcedure
    .meta({
      access: "signed-in",
      rest: {
        method: "DELETE",
        path: "/api/users/api-keys/{id}",
        summary: "Revoke one of the caller's API keys: it stops working at once",
        tags,
        errors: { 404: "No API key of the caller's with this id." },
      },
    })
    .input(apiKeyIdInput)
    .output(revokedApiKeyOutput)
    .mutation(({ ctx, input }) => revokeApiKey(ctx, input.id)),
};
