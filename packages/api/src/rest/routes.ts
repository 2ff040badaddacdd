import type { AnyRouter } from "@trpc/server";
import { z } from "zod";
import { documentedSchemaOf } from "../lib/documented-output.js";
import type { Meta, RestMeta } from "../trpc.js";

/** One documented REST path, bound to the tRPC procedure that serves it. */
export interface RestRoute extends RestMeta {
  /** Dotted procedure path, e.g. "auth.login". */
  procedure: string;
  type: "query" | "mutation";
  access: Meta["access"];
  input: z.ZodType | null;
  /** The answer's schema (the procedure's `.output()`); null when the procedure declares none. */
  output: z.ZodType | null;
  pathParams: string[];
}

interface ProcedureLike {
  _def: { type: "query" | "mutation" | "subscription"; meta?: Meta; inputs: unknown[]; output?: unknown };
}

/** The zod schema of a procedure's `.output()`: the schema itself, or the one a documented-only output carries. */
function outputSchemaOf(output: unknown): z.ZodType | null {
  if (output instanceof z.ZodType) return output;
  return documentedSchemaOf(output);
}

function flatten(record: Record<string, unknown>, prefix = ""): [string, ProcedureLike][] {
  return Object.entries(record).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const def = (value as { _def?: { procedure?: boolean; record?: Record<string, unknown> } })._def;
    if (def?.procedure) return [[path, value as ProcedureLike]];
    if (def?.record) return flatten(def.record, path);
    if (value && typeof value === "object" && !def) return flatten(value as Record<string, unknown>, path);
    return [];
  });
}

/** Every procedure of the router with its dotted path and meta (also used by the access-rule test). */
export function listProcedures(router: AnyRouter) {
  return flatten(router._def.record as Record<string, unknown>).map(([path, proc]) => ({
    path,
    type: proc._def.type,
    meta: proc._def.meta,
    input: (proc._def.inputs[0] as z.ZodType | undefined) ?? null,
    output: outputSchemaOf(proc._def.output),
  }));
}

/** The REST surface is derived from the procedures' meta: one adapter, reused by every domain. */
export function buildRestRoutes(router: AnyRouter): RestRoute[] {
  const routes: RestRoute[] = [];
  for (const proc of listProcedures(router)) {
    if (!proc.meta?.rest || proc.type === "subscription") continue;
    routes.push({
      ...proc.meta.rest,
      procedure: proc.path,
      type: proc.type,
      access: proc.meta.access,
      input: proc.input,
      output: proc.output,
      pathParams: [...proc.meta.rest.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
    });
  }
  const seen = new Set<string>();
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) throw new Error(`Two procedures claim ${key}`);
    seen.add(key);
  }
  return routes;
}
