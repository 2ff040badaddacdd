// An answer schema that the API reference documents but tRPC does not check at run time. For the few hot paths
// where checking every answer costs measurable time per request (the vendor register's page: see
// vendors/router.ts); everywhere else `.output(schema)` checks the answer too.
import type { z } from "zod";

const DOCUMENTS = Symbol("documents");

type DocumentedOnly<S extends z.ZodType> = ((value: unknown) => z.output<S>) & { [DOCUMENTS]: S };

/**
 * For `.output(documentedOutput(schema))`: the procedure's answer is typed by `schema` and the reference describes
 * it, but the answer passes through as it is (not parsed, not copied). Its shape is then held by the service's types
 * and by the tests that parse real answers with `schema`.
 */
export function documentedOutput<S extends z.ZodType>(schema: S): DocumentedOnly<S> {
  // The resolver's return type is checked against the schema's type when it is compiled.
  const passThrough = (value: unknown) => value as z.output<S>;
  return Object.assign(passThrough, { [DOCUMENTS]: schema });
}

/** The schema a documented-only output carries, or null. */
export function documentedSchemaOf(output: unknown): z.ZodType | null {
  return typeof output === "function" && DOCUMENTS in output ? (output as DocumentedOnly<z.ZodType>)[DOCUMENTS] : null;
}

/**
 * True when A and B have the same fields. A column added to a table must be added to its answer's schema too: the
 * schema is what tRPC lets through (it drops fields it does not name) and what the API reference documents. The
 * DTO modules assert it for each answer they map.
 */
export type SameFields<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never]
  ? true
  : false;
