import { randomUUID } from "node:crypto";
import { type AppRouter, appRouter, buildRestRoutes } from "@tprm/api";
import { createInvoice, createUser, createVendor } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, freshIp, signIn, startTestApp, type TestApp, uniqueEmail } from "./helpers.js";

/**
 * Walks /api/openapi.json and sends every JSON operation, once per kind of hostile input, a request built from its
 * own schema: valid values everywhere (real ids in the path), then the hostile value in every free-text field and in
 * the query. No answer may be a 5xx, and a refused request (4xx) must leave every table as it was.
 */

type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  /** `{ not: {} }`: a field no body may send (a vendor's contractValue, a contract's status). */
  not?: JsonSchema;
};
type Operation = {
  operationId: string;
  parameters?: { name: string; in: "path" | "query"; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

const KINDS = ["nul", "surrogate", "huge", "deep", "wrong-type", "path"] as const;
type Kind = (typeof KINDS)[number];

const NUL = "Acme\u0000 Bank";
const SURROGATE = "Acme \ud800 Bank";
const HUGE = "x".repeat(1_000_000);
/** 5,000 nested lists, as JSON text (JSON.stringify itself would run out of stack building it). */
const DEEP_QUERY = `${"[".repeat(5_000)}"bottom"${"]".repeat(5_000)}`;
const DEEP = "\u0001deep\u0001"; // stands in the body until it is serialised, then replaced by DEEP_QUERY

/** Values tried, in order, for a string with a pattern: the first that matches is used. */
const PATTERN_CANDIDATES = ["1500.00", "100", "USD", "DE", "+44 20 7946 0000", "ABCDEFGHIJ0123456789", "a"];

/** Valid values for fields whose rule the JSON Schema cannot carry (a refinement): by field name. */
const today = new Date().toISOString().slice(0, 10);
const HINTS: Record<string, unknown> = {
  country: "DE",
  countryOfService: "DE",
  currency: "USD",
  amount: "1500.00",
  threshold: "99.9",
  actual: "97.5",
  phone: "+44 20 7946 0000",
  reviewedAt: today,
  occurredAt: today,
  issueDate: today,
  dueDate: today,
  paidAt: today,
  from: today,
  to: today,
  website: "",
  // The signed-in user's own name (createUser's default), the only one a request may name.
  reviewer: "Test User",
  requester: "Test User",
};

/** Each operation's input schema, to make the valid base pass before hostile values are put in. */
const INPUTS = new Map(buildRestRoutes(appRouter as AppRouter).map((r) => [r.procedure, r]));

/** Drops the optional fields the base got wrong (e.g. an LEI with a check digit), as the schema says. */
function validBase(operationId: string, base: Record<string, unknown>, pathValues: Record<string, string>) {
  const schema = INPUTS.get(operationId)?.input;
  if (!schema) return base;
  const out = { ...base };
  for (let round = 0; round < 5; round++) {
    const parsed = schema.safeParse({ ...out, ...pathValues });
    if (parsed.success) break;
    for (const issue of parsed.error.issues) delete out[String(issue.path[0])];
  }
  return out;
}

let t: TestApp;
let token: string;
let admin: { id: string };
let document: { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  t = await startTestApp({
    LOGIN_RATE_LIMIT_PER_MINUTE: "10000",
    PUBLIC_FORM_RATE_LIMIT_PER_HOUR: "10000",
  });
  const signedIn = await signIn(t, "Admin");
  token = signedIn.token;
  admin = signedIn.user;
  document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
});
afterAll(() => t.close());

/** Fresh records for one operation's path and body (a delete or an offboarding must not spoil the next one). */
async function fixtures() {
  const db = t.services.db;
  const vendor = await createVendor(db, {
    name: `Fuzz ${randomUUID().slice(0, 8)}`,
    status: "active",
    checklistDone: 3,
  });
  const onboarding = await createVendor(db, { name: `Fuzz onboarding ${randomUUID().slice(0, 8)}` });
  const task = await db.vendorOnboardingTask.findFirstOrThrow({ where: { vendorId: onboarding.id } });
  const invoice = await createInvoice(db, { vendorId: vendor.id });
  const user = await createUser(db, { email: uniqueEmail("fuzz"), role: "Finance" });
  const breach = await db.kpiBreach.create({
    data: {
      vendorId: vendor.id,
      kpi: "Availability",
      threshold: "99.9",
      actual: "97",
      severity: "high",
      occurredAt: new Date(),
    },
  });
  // A contract with a document, and a template, each with a stored file (the contract documents' paths).
  const file = () =>
    db.storedFile.create({
      data: {
        filename: "a.txt",
        contentType: "text/plain; charset=utf-8",
        size: 1,
        sha256: "0",
        purpose: "contract-document",
        data: Buffer.from("a"),
      },
    });
  const contract = await db.contract.create({
    data: { reference: `CT-FZ-${randomUUID()}`, name: "Fuzz contract", vendorId: vendor.id, startDate: new Date() },
  });
  const contractDocument = await db.contractDocument.create({
    data: {
      contractId: contract.id,
      kind: "draft",
      title: "Fuzz",
      versions: { create: { version: 1, fileId: (await file()).id } },
    },
  });
  const template = await db.contractTemplate.create({
    data: { name: "Fuzz template", versions: { create: { version: 1, fileId: (await file()).id } } },
  });
  return { vendor, onboarding, task, invoice, user, breach, contract, contractDocument, template };
}
type Fixtures = Awaited<ReturnType<typeof fixtures>>;

function pathValue(path: string, name: string, f: Fixtures): string {
  if (name === "taskId") return f.task.id;
  if (name === "documentId") return f.contractDocument.id;
  if (path.startsWith("/api/contracts/{id}/documents")) return f.contract.id;
  if (path.startsWith("/api/contract-templates/")) return f.template.id;
  if (name === "vendorId") return path.includes("onboarding-tasks") ? f.onboarding.id : f.vendor.id;
  if (path.startsWith("/api/users/")) return f.user.id;
  if (path.startsWith("/api/invoices/")) return f.invoice.id;
  if (path.startsWith("/api/kpi-breaches/")) return f.breach.id;
  if (path.startsWith("/api/tasks/")) return randomUUID();
  return f.vendor.id;
}

/** A valid value for a schema (ids of the fixtures where an id is asked for). */
function sample(schema: JsonSchema, name: string, f: Fixtures): unknown {
  if (schema.const !== undefined) return schema.const;
  // "active" where a status may be it (the fixtures are active vendors: no transition asked for).
  if (schema.enum?.length)
    return schema.enum.includes("active") ? "active" : (schema.enum.find((v) => v !== "") ?? schema.enum[0]);
  const option = schema.anyOf ?? schema.oneOf;
  if (option) return sample(option.find((o) => o.type !== "null") ?? option[0]!, name, f);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== "null") : schema.type;
  switch (type) {
    case "string": {
      if (name in HINTS) return HINTS[name];
      if (/email/i.test(name)) return uniqueEmail("fuzz");
      if (schema.format === "email") return uniqueEmail("fuzz");
      if (schema.format === "uuid") return /user|reviewer|approver/i.test(name) ? admin.id : f.vendor.id;
      if (schema.format === "date") return new Date().toISOString().slice(0, 10);
      if (schema.format === "date-time") return new Date().toISOString();
      if (schema.pattern) {
        const re = new RegExp(schema.pattern);
        return PATTERN_CANDIDATES.find((c) => re.test(c)) ?? "a";
      }
      const text = `Fuzz ${name} text value`;
      return text.padEnd(schema.minLength ?? 0, "x").slice(0, schema.maxLength ?? text.length);
    }
    case "integer":
    case "number":
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case "boolean":
      return true;
    case "array":
      return schema.minItems ? [sample(schema.items ?? {}, name, f)] : [];
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        if (prop.not === undefined) out[key] = sample(prop, key, f);
      }
      return out;
    }
    default:
      return schema.default ?? "value";
  }
}

/** A string field that takes free text (no enum, format or pattern): where hostile text can reach the database. */
function isFreeText(schema: JsonSchema): boolean {
  const option = schema.anyOf ?? schema.oneOf;
  if (option) return option.some(isFreeText);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes("string") && !schema.enum && !schema.format && !schema.pattern && schema.const === undefined;
}

function wrongType(schema: JsonSchema): unknown {
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== "null") : schema.type;
  if (type === "string" || schema.enum) return 12345;
  if (type === "integer" || type === "number") return "not a number";
  if (type === "boolean") return "maybe";
  if (type === "array") return { not: "a list" };
  return [1, 2, 3];
}

function hostileValue(kind: Kind, schema: JsonSchema): unknown {
  if (kind === "nul") return NUL;
  if (kind === "surrogate") return SURROGATE;
  if (kind === "huge") return HUGE;
  if (kind === "deep") return DEEP;
  return wrongType(schema);
}

const QUERY_TEXT: Record<Kind, string> = {
  nul: "%00",
  // A lone surrogate as a client that does not check would encode it (WTF-8).
  surrogate: "%ED%A0%80",
  huge: "x".repeat(1_000_000),
  deep: encodeURIComponent(DEEP_QUERY),
  "wrong-type": "%5B%5D",
  path: "%00",
};

function encodeQuery(values: Record<string, unknown>, kind: Kind, hostileKeys: string[]) {
  const parts = Object.entries(values).map(([k, v]) =>
    hostileKeys.includes(k) ? `${k}=${QUERY_TEXT[kind]}` : `${k}=${encodeURIComponent(String(v))}`,
  );
  parts.push(`unexpected=${QUERY_TEXT[kind]}`);
  return parts.join("&");
}

/** Every table's contents as one fingerprint each (sessions and sign-in attempts change on their own). */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await t.services.sql.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()
     AND tablename NOT IN ('_prisma_migrations', 'Session', 'LoginAttempt', 'ApiKey')`,
  );
  const select = tables.rows
    .map(
      ({ name }) =>
        `SELECT '${name}' AS name, md5(coalesce(string_agg(x::text, ',' ORDER BY x::text), '')) AS hash FROM "${name}" x`,
    )
    .join(" UNION ALL ");
  const { rows } = await t.services.sql.query<{ name: string; hash: string }>(select);
  return Object.fromEntries(rows.map((r) => [r.name, r.hash]));
}

describe("no input gives a 500 (every JSON operation of /api/openapi.json)", () => {
  it("NUL bytes, lone surrogates, 1 MB strings, deep nesting and wrong types: 4xx, never 5xx, no partial write", async () => {
    const failures: string[] = [];
    let requests = 0;

    async function send(where: string, method: string, url: string, payload?: string) {
      const before = await fingerprint();
      const res = await t.app.inject({
        method: method.toUpperCase() as "GET",
        url,
        headers: { ...bearer(token), ...(payload ? { "content-type": "application/json" } : {}) },
        ...(payload ? { payload } : {}),
        remoteAddress: freshIp(),
      });
      requests += 1;
      if (process.env.FUZZ_LOG) console.log(`${where} → ${res.statusCode} ${res.body.slice(0, 160)}`);
      if (res.statusCode >= 500) failures.push(`${where} → ${res.statusCode} ${res.body.slice(0, 300)}`);
      else if (res.statusCode >= 400) {
        const after = await fingerprint();
        const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
        if (changed.length) failures.push(`${where} → ${res.statusCode} but changed ${changed.join(", ")}`);
      }
      return res;
    }

    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const body = op.requestBody?.content["application/json"]?.schema;
        if (op.requestBody && !body) continue; // the multipart upload
        if (op.operationId === "auth.logout") continue; // has no input; would end the session this test signs in with
        if (op.operationId === "files.download" || path.includes("{format}")) continue; // file answers, not JSON
        // No input to fuzz, and a valid call starts a whole backup or export of this shared database in whichever
        // test's worker drains the outbox next (their own tests cover their input).
        if (op.operationId === "operations.runBackup" || op.operationId === "operations.exportAll") continue;
        const f = await fixtures();
        const pathParams = (op.parameters ?? []).filter((p) => p.in === "path");
        const pathValues = Object.fromEntries(pathParams.map((p) => [p.name, pathValue(path, p.name, f)]));
        const queryParams = (op.parameters ?? []).filter((p) => p.in === "query");
        const props = body ? (body.properties ?? {}) : Object.fromEntries(queryParams.map((p) => [p.name, p.schema]));
        const sampled = body
          ? (sample(body, "body", f) as Record<string, unknown>)
          : Object.fromEntries(queryParams.map((p) => [p.name, sample(p.schema, p.name, f)]));
        const base = validBase(op.operationId, sampled, pathValues);
        const free = Object.keys(props).filter((k) => isFreeText(props[k]!));

        for (const kind of KINDS) {
          if (kind === "path" && pathParams.length === 0) continue;
          const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
            kind === "path" ? "%00" : encodeURIComponent(pathValues[name]!),
          );
          // NUL and lone surrogates go into each free-text field in turn (so every other field is valid), the rest
          // into every field at once.
          const groups =
            kind === "nul" || kind === "surrogate"
              ? free.map((k) => [k])
              : kind === "path"
                ? [[]]
                : [Object.keys(props)];
          if (groups.length === 0) groups.push([]);
          for (const fields of groups) {
            const where = `${method.toUpperCase()} ${path} [${kind}${fields.length ? `: ${fields.join(", ")}` : ""}]`;
            let res: Awaited<ReturnType<typeof send>>;
            if (body) {
              const values = { ...base };
              for (const key of kind === "huge" ? fields.filter((k) => free.includes(k)).slice(0, 1) : fields) {
                values[key] = hostileValue(kind, props[key]!);
              }
              const payload = JSON.stringify(values).replaceAll(JSON.stringify(DEEP), DEEP_QUERY);
              res = await send(where, method, `${url}?unexpected=${QUERY_TEXT[kind]}`, payload);
            } else {
              const first = [free[0] ?? Object.keys(props)[0]].filter((k): k is string => k !== undefined);
              const keys =
                kind === "huge" || kind === "deep" ? first : kind === "wrong-type" ? fields.slice(0, 1) : fields;
              res = await send(where, method, `${url}?${encodeQuery(base, kind, keys)}`);
              if (kind === "surrogate" && fields.length) {
                // A URL cannot carry an unpaired surrogate (percent-decoding yields U+FFFD); tRPC's JSON input can.
                const input = encodeURIComponent(JSON.stringify({ ...base, ...pathValues, [fields[0]!]: SURROGATE }));
                res = await send(`${where} over tRPC`, "GET", `/trpc/${op.operationId}?input=${input}`);
              }
            }
            // Hostile text in a free-text field is refused by the input checks, naming that field.
            if ((kind === "nul" || kind === "surrogate") && fields.length) {
              const json = res.json();
              const issues = (json.issues ?? json.error?.data?.issues ?? []) as { path: string }[];
              if (res.statusCode !== 400 || issues[0]?.path !== fields[0]) {
                failures.push(`${where} → ${res.statusCode} ${res.body.slice(0, 200)} (expected 400 naming the field)`);
              }
            }
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(300);
    expect(failures).toEqual([]);
    // About 75 ms a request (each compares every table's fingerprint before and after): the register's paths
    // (issue 21) took the walk past 2,000 requests and 120 s.
  }, 300_000);

  it("an uploaded file whose name holds a NUL byte is refused with 400, nothing stored", async () => {
    const before = await fingerprint();
    const boundary = `----tprm${randomUUID().replace(/-/g, "")}`;
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="vendors\u0000.csv"\r\n` +
        `Content-Type: text/csv\r\n\r\nname,country\r\nNamed ${randomUUID()},DE\r\n--${boundary}--\r\n`,
    );
    const res = await t.app.inject({
      method: "POST",
      url: "/api/vendors/import",
      headers: { ...bearer(token), "content-type": `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/name must not contain a NUL character/);
    expect(await fingerprint()).toEqual(before);
  });

  it("a 500 over tRPC or REST tells the caller nothing of the database", async () => {
    // The register's page is read on the pool; make that read fail as PostgreSQL did on a NUL byte.
    const pool = t.services.sql;
    const query = pool.query;
    const dbText = 'Invalid `prisma.vendor.findMany()` invocation: invalid byte sequence for encoding "UTF8": 0x00';
    pool.query = (() => Promise.reject(new Error(dbText))) as unknown as typeof pool.query;
    try {
      const viaTrpc = await t.app.inject({ method: "GET", url: "/trpc/vendors.list", headers: bearer(token) });
      expect(viaTrpc.statusCode).toBe(500);
      const error = viaTrpc.json().error;
      expect(error.message).toBe("Server error occurred. Please try again later or contact support.");
      expect(viaTrpc.body).not.toMatch(/prisma|UTF8|invocation/i);
      expect(error.data.stack).toBeUndefined();
      const viaRest = await t.app.inject({ method: "GET", url: "/api/vendors", headers: bearer(token) });
      expect(viaRest.statusCode).toBe(500);
      expect(viaRest.json()).toEqual({
        success: false,
        message: "Server error occurred. Please try again later or contact support.",
      });
    } finally {
      pool.query = query;
    }
  });
});
