// GET /api/search/global (issue 18, docs/COLLABORATION.md "Search"): one box over every kind of record the caller
// may view. Browser-safe: the top bar's search imports the kinds and the answer's shape.
import { z } from "zod";

/** The kinds the box searches, in the order their groups are shown when they rank alike. */
export const SEARCH_KINDS = [
  "vendor",
  "contract",
  "assessment",
  "policy",
  "procedure",
  "committee",
  "workflow",
  "report",
  "document",
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 200;

const kindList = z.preprocess(
  (value) =>
    typeof value === "string"
      ? value
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : value,
  z.array(z.enum(SEARCH_KINDS)).min(1).max(SEARCH_KINDS.length),
);

export const globalSearchInput = z.object({
  q: z
    .string()
    .trim()
    .min(SEARCH_MIN_LENGTH, `Type at least ${SEARCH_MIN_LENGTH} characters`)
    .max(SEARCH_MAX_LENGTH)
    .describe("What to look for: a name, a title, a reference or an LEI (spaces and dashes in an LEI are ignored)"),
  types: kindList
    .optional()
    .describe(`Kinds to search, comma-separated (${SEARCH_KINDS.join(", ")}); all the caller may view when absent`),
  limit: z.coerce.number().int().min(1).max(20).default(5).describe("Results per kind"),
});

/** Where a match lies in a field: character offsets into the text as answered (never HTML). */
const rangeOutput = z.object({ start: z.number().int().min(0), length: z.number().int().min(1) });

export const searchResultOutput = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.uuid(),
  /** The record's name or title. */
  title: z.string(),
  /** Its reference or LEI, when it has one. */
  code: z.string().nullable(),
  /** A second line: a vendor's legal name, an assessment's vendor, a record's status. */
  subtitle: z.string().nullable(),
  /** 0: the name (or code) is exactly the search; 1: it starts with it; 2: it contains it or resembles it. */
  tier: z.number().int().min(0).max(2),
  /** Trigram similarity of the name (or code) to the search, 0–1: the order within a tier. */
  score: z.number(),
  highlights: z.object({
    title: z.array(rangeOutput),
    code: z.array(rangeOutput),
    subtitle: z.array(rangeOutput),
  }),
});
export type SearchResult = z.infer<typeof searchResultOutput>;

export const globalSearchOutput = z.object({
  query: z.string(),
  /** The kinds searched: those asked for that the caller may view. */
  kinds: z.array(z.enum(SEARCH_KINDS)),
  /** One group per kind with results, the group with the best result first. */
  groups: z.array(z.object({ kind: z.enum(SEARCH_KINDS), items: z.array(searchResultOutput) })),
});
export type GlobalSearchAnswer = z.infer<typeof globalSearchOutput>;
