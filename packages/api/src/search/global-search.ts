// GET /api/search/global (docs/COLLABORATION.md "Search"): the kinds asked for that the caller may view, each
// kind's best matches ranked (search-sql.ts), highlighted, grouped by kind with the group of the best match first.
import { type Prisma, sqlRows } from "@tprm/db";
import type { z } from "zod";
import type { SignedInContext } from "../context.js";
import { allows } from "../permissions/access.js";
import {
  type GlobalSearchAnswer,
  type globalSearchInput,
  SEARCH_KINDS,
  type SearchKind,
  type SearchResult,
} from "../schemas/search.js";
import { matchRanges } from "./highlights.js";
import { type FoundRow, searchNeedles, searchStatement } from "./search-sql.js";
import { KIND_ACCESS } from "./sources.js";

/** The kinds a role may find, of those asked for (all when none are named), in the catalogue's order. */
export function searchableKinds(role: string | null | undefined, asked?: readonly SearchKind[]): SearchKind[] {
  return SEARCH_KINDS.filter((kind) => (!asked || asked.includes(kind)) && allows(role, KIND_ACCESS[kind]));
}

function result(row: FoundRow, needles: string[]): SearchResult {
  return {
    kind: row.kind,
    id: row.id,
    title: row.title,
    code: row.code,
    subtitle: row.subtitle,
    tier: row.tier,
    score: Math.round(row.score * 1000) / 1000,
    highlights: {
      title: matchRanges(row.title, needles),
      code: matchRanges(row.code, needles),
      subtitle: matchRanges(row.subtitle, needles),
    },
  };
}

/** A search this long has trigrams for the indexes to find. */
const TRIGRAM_LENGTH = 3;

/**
 * Runs the statement; with trigrams to look for, in a transaction that keeps the planner off sequential scans. Each
 * candidate set is LIMITed, and for a limited set the planner prefers walking the table hoping to meet enough rows
 * early — fast for a common word, a full read of the table for a rare one (a reference, an LEI, nothing found), which
 * it cannot tell apart. The trigram indexes answer both in milliseconds (docs/benchmarks.md "Global search").
 */
async function foundRows(ctx: SignedInContext, statement: Prisma.Sql, indexed: boolean): Promise<FoundRow[]> {
  if (!indexed) return sqlRows<FoundRow>(ctx.sql, statement);
  const client = await ctx.sql.connect();
  try {
    await client.query("BEGIN READ ONLY");
    await client.query("SET LOCAL enable_seqscan = off");
    const { rows } = await client.query({ text: statement.text, values: statement.values as unknown[] });
    await client.query("COMMIT");
    return rows as FoundRow[];
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export async function globalSearch(
  ctx: SignedInContext,
  input: z.infer<typeof globalSearchInput>,
): Promise<GlobalSearchAnswer> {
  const kinds = searchableKinds(ctx.auth.user.role, input.types);
  const { term, needles } = searchNeedles(input.q);
  if (kinds.length === 0) return { query: term, kinds, groups: [] };
  const rows = await foundRows(ctx, searchStatement(kinds, term, needles, input.limit), term.length >= TRIGRAM_LENGTH);
  const groups = kinds
    .map((kind) => ({ kind, items: rows.filter((row) => row.kind === kind).map((row) => result(row, needles)) }))
    .filter((group) => group.items.length > 0);
  // The group whose best match ranks highest comes first; alike, the catalogue's order (a stable sort).
  const best = (items: SearchResult[]) => items[0]!;
  groups.sort((a, b) => best(a.items).tier - best(b.items).tier || best(b.items).score - best(a.items).score);
  return { query: term, kinds, groups };
}
