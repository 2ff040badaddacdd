import { z } from "zod";

/** A schema of the API that takes none (null) where the form holds "" for an optional choice left empty. */
export function blanksAsNone<S extends z.ZodType>(schema: S, keys: readonly string[]) {
  return z.preprocess(
    (v) =>
      v && typeof v === "object"
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, keys.includes(k) && !x ? null : x]))
        : v,
    schema,
  ) as unknown as z.ZodType<z.output<S>, Record<string, unknown>>;
}
