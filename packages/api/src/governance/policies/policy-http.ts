// The uploads of a policy's document and charter as their routes serve them and /api/openapi.json documents them
// (rest/http-operation.ts). The routes: apps/server/src/plugins/governance-uploads.ts.
import { z } from "zod";
import { formatBytes } from "../../files/storage.js";
import { GOVERNANCE_ACCESS } from "../../permissions/access.js";
import { defineHttpOperation } from "../../rest/http-operation.js";
import { optionalText } from "../../schemas/fields.js";
import {
  GOVERNANCE_FILE_KINDS,
  GOVERNANCE_FILE_KINDS_TEXT,
  GOVERNANCE_UPLOAD_FILE_FIELD,
  MAX_GOVERNANCE_FILE_BYTES,
} from "../../schemas/governance-files.js";
import { policyOutput } from "../../schemas/governance-policies.js";
import { MARK_NEEDS_POLICY_EDITOR, ONLY_SECURITY_POLICIES } from "./policy-save.js";

const maxSize = formatBytes(MAX_GOVERNANCE_FILE_BYTES);

/** The policy's id in the URL; anything else is answered as an unknown policy (404). */
export const policyIdParam = z.guid("No policy with this id.").describe("The policy's id");

export const POLICY_DOCUMENT_PATH = "/api/governance/policies/{id}/document";
export const POLICY_CHARTER_PATH = "/api/governance/policies/{id}/charter";

/** "yes"/"no" (or true/false) in a form field; a minor change when left out. */
const majorFormField = z
  .preprocess(
    (v) =>
      v === undefined || v === ""
        ? false
        : v === "yes" || v === "true"
          ? true
          : v === "no" || v === "false"
            ? false
            : v,
    z.boolean({ error: "Major change is yes or no" }),
  )
  .describe('"yes" for a major change (2.0), "no" or nothing for a minor one (1.1)');

const fields = { note: optionalText("Change note", 2000), major: majorFormField };

const fileDescription =
  `${GOVERNANCE_FILE_KINDS_TEXT}, at most ${maxSize}: the name must end in .pdf, .doc, .docx or .txt and the content ` +
  "must be what the name says (checked from the bytes). One file per request.";

const errors = {
  400: "A field is invalid (`issues` names it; fields must come before the file), no file was sent, the file is empty or damaged, or its name cannot be stored.",
  401: "Not signed in.",
  403: `Signed in without the permission to edit policies. ${ONLY_SECURITY_POLICIES} ${MARK_NEEDS_POLICY_EDITOR}`,
  404: "No policy with this id.",
  409: "The policy is archived: restore it first.",
  413: `The file is larger than ${maxSize}, a .docx expands too far when unzipped, or more than one file was sent.`,
  415: `The body is not multipart/form-data, the name is not .pdf, .doc, .docx or .txt, or the content is not ${GOVERNANCE_FILE_KINDS_TEXT} (or not what the name says).`,
} as const;

const operation = (slot: "document" | "charter", path: string) =>
  defineHttpOperation({
    method: "POST",
    path,
    operationId: slot === "document" ? "policies.uploadDocument" : "policies.uploadCharter",
    summary: `Upload a policy's ${slot}: the policy's next version (multipart/form-data: note, major, then file)`,
    description:
      `The permission and the policy (404) are checked before the body is read. The ${slot} is stored with the ` +
      "policy's next version (the text and the other file carried over), a history row and an audit row in one " +
      "transaction; earlier versions keep their files, each downloaded through GET /api/files/{fileId}/download by " +
      "anyone who may view the governance centre.",
    tags: ["Governance: policies"],
    access: GOVERNANCE_ACCESS.editPolicy,
    params: { id: policyIdParam },
    upload: {
      field: GOVERNANCE_UPLOAD_FILE_FIELD,
      fields,
      accept: GOVERNANCE_FILE_KINDS,
      maxBytes: MAX_GOVERNANCE_FILE_BYTES,
      description: `The ${slot}: ${fileDescription}`,
      limits: { files: 1, fields: 2, parts: 3, headerPairs: 100 },
    },
    success: { status: 201, description: "The policy with its new version", data: policyOutput },
    errors,
  });

export const policyDocumentUploadOperation = operation("document", POLICY_DOCUMENT_PATH);
export const policyCharterUploadOperation = operation("charter", POLICY_CHARTER_PATH);
