import { z } from "zod";
import { describeKinds, FILE_KINDS } from "../files/content-type.js";
import type { ErrorStatus, HttpOperation } from "./http-operation.js";
import type { RestRoute } from "./routes.js";

const errorSchema = {
  type: "object",
  required: ["success", "message"],
  properties: {
    success: { const: false },
    message: { type: "string" },
    issues: {
      type: "array",
      items: { type: "object", properties: { path: { type: "string" }, message: { type: "string" } } },
    },
  },
};

function describeAccess(access: RestRoute["access"]): string {
  if (typeof access === "string") {
    return {
      public: "No sign-in needed.",
      "signed-in": "Any signed-in account.",
      admin: "Admin only.",
      audit: "Admin, Internal Auditor and External Auditor.",
    }[access];
  }
  if ("anyOf" in access) {
    const options = access.anyOf.map((p) => `\`${p.action}\` on \`${p.resource}\``).join(" or ");
    return `Needs the permission ${options} (Admin always passes).`;
  }
  return `Needs the \`${access.action}\` permission on \`${access.resource}\` (Admin always passes).`;
}

function inputJsonSchema(schema: z.ZodType): Record<string, unknown> {
  try {
    return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  } catch {
    return { type: "object" };
  }
}

/**
 * An answer's time is a Date on the server and ISO 8601 text in the JSON sent (schemas/output.ts, `timestamp`): the
 * document says what the client receives.
 */
const answerTimesAsText: NonNullable<Parameters<typeof z.toJSONSchema>[1]>["override"] = (ctx) => {
  if (ctx.zodSchema._zod.def.type === "date") {
    ctx.jsonSchema.type = "string";
    ctx.jsonSchema.format = "date-time";
  }
};

/** A zod schema as a JSON Schema to embed in the document (without its own `$schema`). */
function embedded(schema: z.ZodType, io: "input" | "output"): Record<string, unknown> {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    ...(io === "output" ? { override: answerTimesAsText } : {}),
  }) as Record<string, unknown>;
  return rest;
}

/**
 * The success envelope of a procedure's answer: `{ success: true, data }`; a page of a list (`{ items, pagination }`,
 * schemas/output.ts pageOutput) is answered as `{ success: true, data: items, pagination }` by the REST adapter
 * (apps/server/src/plugins/rest.ts), any other field of it under `meta`. `data: {}` when the procedure declares no
 * output (a test fails on that).
 */
function successEnvelope(output: z.ZodType | null): Record<string, unknown> {
  const shape = output instanceof z.ZodObject ? (output.shape as Record<string, z.ZodType>) : null;
  if (shape?.items instanceof z.ZodArray && shape.pagination) {
    const { items, pagination, ...rest } = shape;
    const meta = Object.keys(rest).length ? { meta: embedded(z.object(rest), "output") } : {};
    return {
      type: "object",
      required: ["success", "data", "pagination"],
      properties: {
        success: { const: true },
        data: embedded(items, "output"),
        pagination: embedded(pagination, "output"),
        ...meta,
      },
    };
  }
  return {
    type: "object",
    required: ["success", "data"],
    properties: { success: { const: true }, data: output ? embedded(output, "output") : {} },
  };
}

/** The error answers of a procedure: 400, 403 and (unless public) 401 on every path, then those it declares. */
function errorResponses(route: RestRoute): Record<string, unknown> {
  const when: Partial<Record<ErrorStatus, string>> = {
    400: "The input does not match the schema (or a rule on it): `issues` names each field and what is wrong.",
    ...(route.access === "public" ? {} : { 401: "No valid session, bearer token or API key." }),
    403: "The caller's role may not do this, or a cookie request did not name the app's origin.",
    ...route.errors,
  };
  return Object.fromEntries(
    Object.entries(when)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([status, text]) => [
        status,
        {
          description: `${ERROR_TITLES[Number(status) as ErrorStatus]}. ${text}`,
          content: { "application/json": { schema: errorSchema } },
        },
      ]),
  );
}

const ERROR_TITLES: Record<ErrorStatus, string> = {
  400: "Invalid input",
  401: "Not signed in",
  403: "Not allowed",
  404: "Not found",
  409: "Conflict",
  410: "Gone",
  413: "Too large",
  415: "Unsupported content",
  429: "Too many requests",
  503: "Unavailable",
};

/** A media type without its parameters: "text/csv; charset=utf-8" → "text/csv". */
const bareType = (contentType: string) => contentType.split(";")[0]!.trim();

/** The OpenAPI operation of a plain route (upload, download), from the description the route itself uses. */
function httpOperationDocument(op: HttpOperation) {
  const parameters = Object.entries(op.params ?? {}).map(([name, schema]) => ({
    name,
    in: "path",
    required: true,
    ...(schema.description ? { description: schema.description } : {}),
    schema: embedded(schema, "input"),
  }));
  const upload = op.upload;
  const requestBody = upload && {
    required: true,
    description: upload.description,
    content: {
      "multipart/form-data": {
        schema: {
          type: "object",
          // A field whose schema takes no value (a note) is optional.
          required: [
            ...Object.entries(upload.fields ?? {})
              .filter(([, schema]) => !schema.safeParse(undefined).success)
              .map(([name]) => name),
            upload.field,
          ],
          properties: {
            ...Object.fromEntries(
              Object.entries(upload.fields ?? {}).map(([name, schema]) => [name, embedded(schema, "input")]),
            ),
            [upload.field]: {
              type: "string",
              format: "binary",
              contentMediaType: "application/octet-stream",
              // For a binary part, its length in bytes.
              maxLength: upload.maxBytes,
              description: `The file: ${describeKinds(upload.accept)} (by content); maxLength is its size in bytes.`,
            },
          },
        },
        encoding: {
          [upload.field]: { contentType: upload.accept.map((k) => bareType(FILE_KINDS[k].contentType)).join(", ") },
        },
        "x-multipart-limits": { fileBytes: upload.maxBytes, ...upload.limits },
      },
    },
  };
  const success = op.success;
  const successResponse =
    "data" in success
      ? {
          description: success.description,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["success", "data"],
                properties: { success: { const: true }, data: embedded(success.data, "output") },
              },
            },
          },
        }
      : {
          description: success.description,
          headers: Object.fromEntries(
            Object.entries(success.file.headers).map(([name, description]) => [
              name,
              { description, schema: { type: name === "Content-Length" ? "integer" : "string" } },
            ]),
          ),
          content: Object.fromEntries(
            [...success.file.kinds.map((k) => FILE_KINDS[k].contentType), ...(success.file.contentTypes ?? [])].map(
              (type) => [type, { schema: { type: "string", format: "binary", contentMediaType: bareType(type) } }],
            ),
          ),
        };
  const errors = Object.entries(op.errors as Record<string, string>).map(([status, when]) => [
    status,
    {
      description: `${ERROR_TITLES[Number(status) as ErrorStatus]}. ${when}`,
      content: { "application/json": { schema: errorSchema } },
    },
  ]);
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: `${describeAccess(op.access)} ${op.description}`,
    tags: op.tags,
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    security: op.access === "public" ? [] : [{ bearer: [] }, { cookie: [] }],
    responses: { [String(success.status)]: successResponse, ...Object.fromEntries(errors) },
  };
}

/**
 * OpenAPI 3.1 document built from the same zod schemas the procedures validate with, plus the plain routes
 * (uploads, downloads) from the descriptions their routes are registered with.
 */
export function buildOpenApiDocument(
  routes: RestRoute[],
  info: { version: string; serverUrl: string },
  operations: readonly HttpOperation[] = [],
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const schema = route.input ? inputJsonSchema(route.input) : null;
    const properties = (schema?.properties ?? {}) as Record<string, unknown>;
    const required = new Set((schema?.required as string[] | undefined) ?? []);
    // DELETE takes its input from the query, unless it carries a list or an object (bulk delete sends a body).
    const structured = Object.entries(properties).some(
      ([name, prop]) =>
        !route.pathParams.includes(name) && ["array", "object"].includes(String((prop as { type?: unknown }).type)),
    );
    const inQuery = route.method === "GET" || (route.method === "DELETE" && !structured);
    const parameters = [
      ...route.pathParams.map((name) => ({
        name,
        in: "path",
        required: true,
        schema: properties[name] ?? { type: "string" },
      })),
      ...(inQuery
        ? Object.entries(properties)
            .filter(([name]) => !route.pathParams.includes(name))
            .map(([name, s]) => ({ name, in: "query", required: required.has(name), schema: s }))
        : []),
    ];
    let requestBody: unknown;
    if (!inQuery && schema) {
      const bodyProps = Object.fromEntries(Object.entries(properties).filter(([n]) => !route.pathParams.includes(n)));
      requestBody = {
        required: true,
        content: {
          "application/json": {
            schema: {
              ...schema,
              properties: bodyProps,
              required: [...required].filter((n) => !route.pathParams.includes(n)),
            },
          },
        },
      };
    }
    const success = String(route.successStatus ?? 200);
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = {
      operationId: route.procedure,
      summary: route.summary,
      description: describeAccess(route.access),
      tags: route.tags,
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      ...(route.access === "public" ? { security: [] } : {}),
      responses: {
        [success]: {
          description: "Success",
          content: { "application/json": { schema: successEnvelope(route.output) } },
        },
        ...errorResponses(route),
      },
    };
  }
  for (const op of operations) {
    const method = op.method.toLowerCase();
    if (paths[op.path]?.[method]) throw new Error(`Two routes claim ${op.method} ${op.path}`);
    paths[op.path] ??= {};
    paths[op.path]![method] = httpOperationDocument(op);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Third-Party Risk Management Platform API",
      version: info.version,
      description:
        "Every response is an envelope: `{ success: true, data }` (lists add `pagination`) or `{ success: false, message }`. " +
        "Authenticate with `Authorization: Bearer <accessToken>` from POST /api/public/auth/login, or with an API key.",
    },
    servers: [{ url: info.serverUrl }],
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer" },
        cookie: { type: "apiKey", in: "cookie", name: "tprm_session" },
      },
    },
    security: [{ bearer: [] }, { cookie: [] }],
    paths,
  };
}
