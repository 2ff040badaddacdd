// REST paths served by plain Fastify routes rather than procedures: a multipart upload cannot be a tRPC input and a
// download is not a JSON envelope. Each is described once, here, with the zod schemas and constants its route
// uses; the route takes its path, limits and statuses from the description and /api/openapi.json documents it from
// the same object (rest/openapi.ts), so neither can drift from the other.
import type { z } from "zod";
import type { FileKind } from "../files/content-type.js";
import type { Access } from "../trpc.js";

/** The error statuses a plain route may answer with, always in the envelope `{ success: false, message }`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

/** A multipart/form-data body carrying one file. */
export interface FileUpload {
  /** The form field of the file. */
  field: string;
  /** Other form fields, sent before the file, each validated by the route with its schema. */
  fields?: Record<string, z.ZodType>;
  /** The kinds accepted, decided by the file's content (never its name or claimed type). */
  accept: readonly FileKind[];
  /** Largest file accepted, in bytes; 413 beyond it. */
  maxBytes: number;
  /** What the file holds and what else limits it (rows, ...). */
  description: string;
  /** The multipart parser's limits: at most this many files, other fields, parts and header pairs (413 beyond). */
  limits: { files: number; fields: number; parts: number; headerPairs: number };
}

/** The success answer: the JSON envelope `{ success: true, data }`, or the bytes of a stored file. */
export type HttpSuccess =
  | { status: number; description: string; data: z.ZodType }
  | {
      status: number;
      description: string;
      /** The stored file's kinds; `contentTypes` for bytes of no stored kind (a backup's tar). */
      file: { kinds: readonly FileKind[]; contentTypes?: readonly string[]; headers: Record<string, string> };
    };

export interface HttpOperation {
  method: "GET" | "POST";
  /** OpenAPI-style path, e.g. /api/files/{id}/download. */
  path: string;
  operationId: string;
  summary: string;
  /** What the operation does beyond who may call it (the access rule is described from `access`). */
  description: string;
  tags: string[];
  access: Access;
  /** Path parameters, each validated by the route with this schema. */
  params?: Record<string, z.ZodType>;
  upload?: FileUpload;
  success: HttpSuccess;
  /** Every error status the route answers with, and when. */
  errors: Partial<Record<ErrorStatus, string>>;
}

/** Keeps the literal type (its upload, its statuses), so a route can only answer with the statuses listed. */
export function defineHttpOperation<const O extends HttpOperation>(operation: O): O {
  return operation;
}

/** The route's URL in Fastify's syntax: /api/files/{id}/download → /api/files/:id/download. */
export function fastifyPath(operation: Pick<HttpOperation, "path">): string {
  return operation.path.replace(/\{(\w+)\}/g, ":$1");
}

/** The error statuses an operation documents; for a route's `fail(reply, status, message)`. */
export type ErrorStatusOf<O extends HttpOperation> = Extract<keyof O["errors"], ErrorStatus>;
