import {
  checkPolicyUploadTarget,
  policyCharterUploadOperation,
  policyDocumentUploadOperation,
  policyIdParam,
  type Services,
  uploadPolicyFile,
} from "@tprm/api";
import type { FastifyInstance } from "fastify";
import { registerUploadRoutes, uploadRoute } from "./upload-routes.js";

/**
 * The uploads of a policy's files (packages/api/src/governance/policies/policy-http.ts):
 *   POST /api/governance/policies/{id}/document    note, major, file → the policy with its next version
 *   POST /api/governance/policies/{id}/charter     note, major, file → the policy with its next version
 * Each answers 201 { success, data }; the policy (404) and, for IT Security, its security-policy mark (403) are
 * checked before the body is read.
 */
const slotRoute = (op: typeof policyDocumentUploadOperation, slot: "document" | "charter") =>
  uploadRoute({
    op,
    ids: (p) => (policyIdParam.safeParse(p.id).success ? { id: p.id! } : null),
    unknown: "No policy with this id.",
    check: (services, ids, caller) => checkPolicyUploadTarget(services, caller, ids.id),
    store: (services, caller, ids, f, file) =>
      uploadPolicyFile(services, caller, {
        policyId: ids.id,
        slot,
        major: f.major === true,
        note: (f.note as string | null | undefined) ?? null,
        ...file,
      }),
  });

const ROUTES = [
  slotRoute(policyDocumentUploadOperation, "document"),
  slotRoute(policyCharterUploadOperation, "charter"),
];

export async function registerPolicyUploads(app: FastifyInstance, services: Services) {
  await registerUploadRoutes(app, services, ROUTES, "policy file");
}
