// Policy acknowledgements (issue 15 item 2; docs/GOVERNANCE.md, Acknowledgements): a policy's current version sent
// to roles and people, each person acknowledging that exact version. Inputs and answers of every procedure.
import { z } from "zod";
import { ACKNOWLEDGEMENT_STATES } from "../governance/acknowledgements/rules.js";
import { CALENDAR_MAX, CALENDAR_MIN } from "../lib/dates.js";
import { paginationInput } from "../lib/pagination.js";
import { ROLES } from "../permissions/roles.js";
import { dateField } from "./invoices.js";
import { dateText, idOutput, pageOutput, timestamp, userRefOutput } from "./output.js";

export { ACKNOWLEDGEMENT_STATES, type AcknowledgementState } from "../governance/acknowledgements/rules.js";

/** At most this many people named in one request (roles reach everyone holding them). */
export const MAX_ACKNOWLEDGEMENT_USERS = 200;

/** Which of my acknowledgements: those still to do, or those done. */
export const MY_ACKNOWLEDGEMENT_FILTERS = ["pending", "done"] as const;

const policyId = z.uuid("Unknown policy");
const acknowledgementId = z.uuid("Unknown acknowledgement");

/** "2026-02-30" is refused rather than rolled over to 2 March. */
function isRolledOver(value: unknown): boolean {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return false;
  const date = new Date(`${value.trim()}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) !== value.trim();
}

const dueDateField = z.preprocess(
  (value: unknown, ctx) => {
    if (value === undefined || value === null || value === "") {
      ctx.addIssue({ code: "custom", message: "Due date is required" });
      return z.NEVER;
    }
    if (isRolledOver(value)) ctx.addIssue({ code: "custom", message: "Due date must be a date (YYYY-MM-DD)" });
    return value;
  },
  dateField("Due date").refine(
    (date) => date >= CALENDAR_MIN && date <= CALENDAR_MAX,
    `Due date must be between ${CALENDAR_MIN.slice(0, 4)} and ${CALENDAR_MAX.slice(0, 4)}`,
  ),
);

/** The form's part of a request (the dialog validates with it): whom, and by when. */
export const acknowledgementRequestFields = z.object({
  roles: z
    .array(z.enum(ROLES, { error: "Choose roles from the list" }), { error: "Roles must be a list of roles" })
    .max(ROLES.length, "Roles: at most one of each")
    .default([])
    .transform((roles) => [...new Set(roles)]),
  userIds: z
    .array(z.uuid("Choose people from the directory"), { error: "People must be a list of users" })
    .max(MAX_ACKNOWLEDGEMENT_USERS, `People: at most ${MAX_ACKNOWLEDGEMENT_USERS}`)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  dueDate: dueDateField,
});

const atLeastOne = (v: { roles: string[]; userIds: string[] }, ctx: z.RefinementCtx) => {
  if (v.roles.length === 0 && v.userIds.length === 0) {
    ctx.addIssue({ code: "custom", path: ["roles"], message: "Choose at least one role or person" });
  }
};

export const requestAcknowledgementInput = acknowledgementRequestFields
  .extend({ id: policyId })
  .superRefine(atLeastOne);
export type RequestAcknowledgementInput = z.input<typeof requestAcknowledgementInput>;

export const policyAcknowledgementIdInput = z.object({ id: policyId });

export const policyAcknowledgementListInput = paginationInput(20, 100).extend({
  id: policyId,
  state: z.enum(ACKNOWLEDGEMENT_STATES, { error: "State must be accepted, pending or overdue" }).optional(),
});

export const myAcknowledgementsInput = paginationInput(20, 100).extend({
  status: z.enum(MY_ACKNOWLEDGEMENT_FILTERS, { error: "Status must be pending or done" }).optional(),
  versionId: z
    .uuid("Unknown policy version")
    .optional()
    .describe("Only my acknowledgement of this version (a notification's link)"),
});

export const acknowledgementIdInput = z.object({ id: acknowledgementId });

// --- Answers -------------------------------------------------------------------------------------------------------

export const acknowledgementCountsOutput = z.object({
  accepted: z.number().int(),
  pending: z.number().int().describe("Not acknowledged, due date not passed"),
  overdue: z.number().int().describe("Not acknowledged, due date passed"),
  total: z.number().int().describe("Everyone asked: accepted + pending + overdue"),
});

export const policyVersionRefOutput = z.object({
  id: idOutput,
  major: z.number().int(),
  minor: z.number().int(),
});

export const policyAcknowledgementSummaryOutput = z.object({
  policyId: idOutput,
  version: policyVersionRefOutput
    .nullable()
    .describe("The version people are asked to acknowledge (its major version's rows are counted); null: never sent"),
  counts: acknowledgementCountsOutput,
});

export const requestAcknowledgementOutput = policyAcknowledgementSummaryOutput.extend({
  added: z.number().int().describe("People asked now"),
  alreadyAsked: z.number().int().describe("People already asked for this major version: nothing added for them"),
});

const stateOutput = z.enum(ACKNOWLEDGEMENT_STATES);

export const policyAcknowledgementRowOutput = z.object({
  id: idOutput,
  user: userRefOutput,
  version: policyVersionRefOutput,
  requestedAt: timestamp,
  requestedBy: userRefOutput.nullable(),
  dueDate: dateText,
  acknowledgedAt: timestamp.nullable(),
  state: stateOutput,
});
export const policyAcknowledgementListOutput = pageOutput(policyAcknowledgementRowOutput);

export const myAcknowledgementOutput = z.object({
  id: idOutput,
  policy: z.object({ id: idOutput, reference: z.string(), name: z.string() }),
  version: policyVersionRefOutput,
  requestedAt: timestamp,
  requestedBy: userRefOutput.nullable(),
  dueDate: dateText,
  acknowledgedAt: timestamp.nullable(),
  state: stateOutput,
});
export const myAcknowledgementListOutput = pageOutput(myAcknowledgementOutput);

const fileRefOutput = z.object({
  id: idOutput,
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

export const acknowledgementReadingOutput = myAcknowledgementOutput.extend({
  content: z.string().nullable().describe("The version's text"),
  changeNote: z.string().nullable(),
  file: fileRefOutput.nullable().describe("The version's document: GET /api/files/{id}/download"),
  charter: fileRefOutput.nullable().describe("The version's charter, if any: GET /api/files/{id}/download"),
});
