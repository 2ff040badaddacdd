// What the web may know about import validation: the kinds, the limit and the answer's shape (the same zod schema
// the route answers with and /api/openapi.json documents). Pure: "@tprm/api/operations/validate-import".
import { z } from "zod";

export const VALIDATE_IMPORT_PATH = "/api/system/validate-import";
export const VALIDATE_FILE_FIELD = "file";
export const VALIDATE_KIND_FIELD = "kind";

export const VALIDATE_KINDS = ["auto", "archive", "vendors", "contracts", "assessments"] as const;
export type ValidateKind = (typeof VALIDATE_KINDS)[number];
export type CheckedKind = Exclude<ValidateKind, "auto">;

/**
 * Checked while the request waits, so the largest upload is the imports' own (50 MB): the vendor import's reading
 * of 100,000 rows takes a few seconds (docs/benchmarks.md), and an archive is read entry by entry.
 */
export const MAX_VALIDATE_BYTES = 50 * 1024 * 1024;
/** The answer lists at most this many problems (all are counted). */
export const MAX_PROBLEMS_LISTED = 5_000;

export const validateKindField = z
  .enum(VALIDATE_KINDS, { error: `kind must be one of ${VALIDATE_KINDS.join(", ")}` })
  .default("auto")
  .describe("What the file is: an export-all archive, a register file, or auto (detected from its content)");

export const validationProblem = z.object({
  file: z.string().describe("The uploaded file, or the archive entry (tables/Vendor.csv)"),
  row: z.number().int().nullable().describe("Spreadsheet row (the header is row 1); null: the whole file"),
  field: z.string().nullable().describe("Column (or manifest field); null: the whole row or file"),
  value: z.string().nullable(),
  rule: z.string().describe("The rule broken, in words"),
});
export type ValidationProblem = z.infer<typeof validationProblem>;

export const validateImportOutput = z.object({
  kind: z.enum(VALIDATE_KINDS).exclude(["auto"]),
  detected: z.boolean().describe("The kind was detected from the content (not chosen)"),
  filename: z.string(),
  size: z.number().int(),
  rows: z.number().int().describe("Data rows read (all files of an archive)"),
  files: z.number().int().describe("Files checked (1 for a register file; tables and stored files of an archive)"),
  problemCount: z.number().int(),
  problems: z.array(validationProblem).describe(`The first ${MAX_PROBLEMS_LISTED} problems`),
  truncated: z.boolean(),
  writes: z.literal(0).describe("Nothing is ever written: the check runs in a read-only transaction"),
});
export type ValidateImportResult = z.infer<typeof validateImportOutput>;
