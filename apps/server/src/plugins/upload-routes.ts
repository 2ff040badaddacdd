// Plain multipart upload routes (one file and its form fields), shared by the domains that store files through the
// storage module: contracts (contract-uploads.ts), governance (policy-uploads.ts, procedure-committee-uploads.ts,
// governance-document-uploads.ts). The permission and the record
// (404) are checked before a byte of the body is read; the fields (sent before the file) by the operation's own
// schemas; the file's size, name and content by the domain's service, which stores it with its rows and the audit
// row in one transaction. Each route answers its operation's success status with { success, data }.
import type { MultipartFile } from "@fastify/multipart";
import fastifyMultipart from "@fastify/multipart";
import {
  type Caller,
  type FileUpload,
  fastifyPath,
  findUnstorableText,
  type HttpOperation,
  invalidField,
  type Services,
  textProblem,
} from "@tprm/api";
import { formatBytes } from "@tprm/api/files";
import { allows } from "@tprm/api/permissions";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { refuseOwedEnrolment, resolveCaller } from "./auth-context.js";
import { toErrorResponse } from "./error-envelope.js";

type Op = HttpOperation & {
  upload: FileUpload & { fields: Record<string, z.ZodType> };
  success: { status: number };
};

const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ success: false, message });

type Params = Record<string, string>;
export type SignedInCaller = Caller & { auth: NonNullable<Caller["auth"]> };

export interface UploadRoute<O extends Op, Ids> {
  op: O;
  /** The path's ids, or null when one is not an id (answered 404 with `unknown`). */
  ids(params: Params): Ids | null;
  unknown: string;
  /** Asked before the body is read: 404 for a record that does not exist (403 for one the caller may not change). */
  check(services: Services, ids: Ids, caller: SignedInCaller): Promise<unknown>;
  store(
    services: Services,
    caller: SignedInCaller,
    ids: Ids,
    fields: Record<string, unknown>,
    file: { filename: string; source: MultipartFile["file"] },
  ): Promise<unknown>;
}

export const uploadRoute = <O extends Op, Ids>(r: UploadRoute<O, Ids>) => r as unknown as UploadRoute<Op, unknown>;

/** The form fields sent before the file, checked by the operation's schemas. */
function readFields(part: MultipartFile, schemas: Record<string, z.ZodType>) {
  const values: Record<string, string | undefined> = {};
  for (const name of Object.keys(schemas)) {
    const sent = part.fields[name];
    if (Array.isArray(sent)) throw invalidField(name, "was sent more than once");
    values[name] = sent && sent.type === "field" ? String(sent.value) : undefined;
  }
  const unstorable = findUnstorableText(values);
  if (unstorable) throw invalidField(String(unstorable.path[0]), unstorable.message);
  const parsed = z.object(schemas).safeParse(values);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const issue = parsed.error.issues[0]!;
  const name = String(issue.path[0]);
  // A field sent after the file is not read: say so where it is missing.
  throw invalidField(name, values[name] === undefined ? `${issue.message} (send it before the file)` : issue.message);
}

async function serve(
  services: Services,
  r: UploadRoute<Op, unknown>,
  what: string,
  request: FastifyRequest<{ Params: Params }>,
  reply: FastifyReply,
) {
  const upload = r.op.upload;
  const fieldNames = Object.keys(upload.fields);
  const multipartOnly = fieldNames.length
    ? `Send the form as multipart/form-data: the fields ${fieldNames.map((f) => `"${f}"`).join(", ")}, then the file in "${upload.field}".`
    : `Send the file as multipart/form-data in the field "${upload.field}".`;
  const oneFileOnly = fieldNames.length
    ? "Send one file at a time, with the form's fields only."
    : "Send one file at a time, and nothing else.";
  const caller = await resolveCaller(services, request, reply);
  const auth = caller.auth;
  const user = auth?.user;
  if (!auth || !user) {
    return caller.cookieRefused ? fail(reply, 403, caller.cookieRefused) : fail(reply, 401, "You are not signed in.");
  }
  if (!allows(user.role, r.op.access)) return fail(reply, 403, "You don't have permission to do this.");
  const owed = await refuseOwedEnrolment(services, user);
  if (owed) return fail(reply, 403, owed);
  const ids = r.ids(request.params);
  if (!ids) return fail(reply, 404, r.unknown);
  try {
    await r.check(services, ids, { ...caller, auth });
    if (!request.isMultipart()) return fail(reply, 415, multipartOnly);
    const part = await request.file();
    if (!part) return fail(reply, 400, `No file was sent: attach it in the field "${upload.field}".`);
    try {
      if (part.fieldname !== upload.field) {
        return fail(reply, 400, `The file must be sent in the field "${upload.field}", not "${part.fieldname}".`);
      }
      const fields = readFields(part, upload.fields);
      const nameProblem = textProblem(part.filename ?? "");
      if (nameProblem) return fail(reply, 400, `The file's name ${nameProblem}.`);
      if (!part.filename?.trim()) return fail(reply, 400, "The file has no name.");
      const data = await r.store(services, { ...caller, auth }, ids, fields, {
        filename: part.filename,
        source: part.file,
      });
      return reply.status(r.op.success.status).send({ success: true, data });
    } finally {
      part.file.resume();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      return fail(reply, 413, `The file is larger than ${formatBytes(upload.maxBytes)}.`);
    }
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
      return fail(reply, 413, oneFileOnly);
    }
    if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE" || code === "FST_MULTIPART_INVALID_CONTENT_TYPE") {
      return fail(reply, 415, multipartOnly);
    }
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, `${what} upload failed`);
    return reply.status(status).send(body);
  }
}

/** Registers each route in a scope of its own, with the multipart parser limited as its operation says. */
export async function registerUploadRoutes(
  app: FastifyInstance,
  services: Services,
  routes: readonly UploadRoute<Op, unknown>[],
  what: string,
) {
  for (const r of routes) {
    await app.register(async (scope) => {
      // Registered in this scope only: elsewhere multipart bodies stay unsupported (415). One byte over the cap, so
      // the storage module sees the file is too large and stops with 413 itself.
      await scope.register(fastifyMultipart, {
        limits: { fileSize: r.op.upload.maxBytes + 1, ...r.op.upload.limits },
      });
      scope.post<{ Params: Params }>(fastifyPath(r.op), (request, reply) => serve(services, r, what, request, reply));
    });
  }
}
