// The global search's one statement (docs/COLLABORATION.md "Search"). For each kind the caller may view, the
// candidates are gathered through the trigram indexes in three bounded sets — names or codes equal to the search,
// starting with it, and containing it — so the exact name is always among them however broad the word, and no kind
// ever sorts all its matches; the candidates are then ranked: exact first, then prefix, then by trigram similarity,
// then by name. One round trip for every kind (UNION ALL of one sub-statement per kind).
import { Prisma } from "@tprm/db";
import { escapeLike } from "../lib/relevance.js";
import type { SearchKind } from "../schemas/search.js";
import { KIND_SOURCES, type KindSource } from "./sources.js";

/**
 * Candidates read per kind from the prefix and the contains sets. The exact set has no limit: it is small, and a
 * limit lets the planner walk the table hoping to stop early, which a search matching nothing never does.
 */
export const CANDIDATE_WINDOW = 300;

/**
 * The texts a search looks for: the search as typed (spaces collapsed), and — when it reads as a code typed in
 * groups or with dashes ("5493 00AB CDEF…", "5493-00AB-…": groups of letters and digits, each holding a digit or at
 * most four characters, one digit at least) — the same without its spaces and dashes, as LEIs and references are
 * stored. The second is looked for in codes only (a vendor's LEI, a record's reference), never in names.
 */
export function searchNeedles(query: string): { term: string; needles: string[] } {
  const term = query.trim().replace(/\s+/g, " ");
  const groups = term.split(/[\s-]+/).filter(Boolean);
  const compact = groups.join("");
  const isGroupedCode =
    groups.length > 1 &&
    /\d/.test(compact) &&
    groups.every((group) => /^[0-9A-Za-z]+$/.test(group) && (group.length <= 4 || /\d/.test(group)));
  return { term, needles: isGroupedCode ? [term, compact] : [term] };
}

const raw = Prisma.raw;
const anyOf = (parts: Prisma.Sql[]) => Prisma.sql`(${Prisma.join(parts, " OR ")})`;

/** The three candidate conditions of a kind, over the needles. */
function conditions(source: KindSource, term: string, needles: string[]) {
  if (source.matched.length === 0) {
    // The vendor: its searchText begins with its lower-cased name; the LEI is unique (its own index).
    return {
      exact: anyOf([
        Prisma.sql`(t."searchText" LIKE lower(${`${escapeLike(term)}%`}) AND lower(t."name") = lower(${term}))`,
        ...needles.map((n) => Prisma.sql`t."lei" = upper(${n})`),
      ]),
      prefix: Prisma.sql`t."searchText" LIKE lower(${`${escapeLike(term)}%`})`,
      contains: anyOf(needles.map((n) => Prisma.sql`t."searchText" LIKE lower(${`%${escapeLike(n)}%`})`)),
    };
  }
  // The term in every matched column; a code's compact form in the code's column only.
  const each = (pattern: (n: string) => string) =>
    anyOf(
      source.matched.flatMap((column) =>
        (column === source.code ? needles : [term]).map((n) => Prisma.sql`${raw(column)} ILIKE ${pattern(n)}`),
      ),
    );
  return {
    exact: each((n) => escapeLike(n)),
    prefix: each((n) => `${escapeLike(n)}%`),
    contains: each((n) => `%${escapeLike(n)}%`),
  };
}

/** 0 exact, 1 prefix, 2 otherwise; and the best trigram similarity of the name or the code to a needle. */
function ranking(source: KindSource, term: string, needles: string[]) {
  const title = raw(`lower(${source.title})`);
  const code = source.code ? raw(`lower(${source.code})`) : null;
  const exact = [Prisma.sql`${title} = lower(${term})`];
  const prefix = [Prisma.sql`starts_with(${title}, lower(${term}))`];
  const scores = [Prisma.sql`similarity(${title}, lower(${term}))`];
  if (code) {
    for (const n of needles) {
      exact.push(Prisma.sql`${code} = lower(${n})`);
      prefix.push(Prisma.sql`starts_with(${code}, lower(${n}))`);
      scores.push(Prisma.sql`COALESCE(similarity(${code}, lower(${n})), 0)`);
    }
  }
  return {
    tier: Prisma.sql`CASE WHEN ${anyOf(exact)} THEN 0 WHEN COALESCE(${anyOf(prefix)}, FALSE) THEN 1 ELSE 2 END`,
    score: Prisma.sql`GREATEST(${Prisma.join(scores, ", ")})`,
  };
}

function kindStatement(kind: SearchKind, term: string, needles: string[], limit: number): Prisma.Sql {
  const source = KIND_SOURCES[kind];
  const from = raw(`${source.table} t`);
  const where = raw(source.where ? `${source.where} AND ` : "");
  const c = conditions(source, term, needles);
  const r = ranking(source, term, needles);
  return Prisma.sql`SELECT * FROM (
    WITH candidates AS (
      (SELECT t."id" FROM ${from} WHERE ${where}${c.exact})
      UNION (SELECT t."id" FROM ${from} WHERE ${where}${c.prefix} LIMIT ${CANDIDATE_WINDOW})
      UNION (SELECT t."id" FROM ${from} WHERE ${where}${c.contains} LIMIT ${CANDIDATE_WINDOW})
    )
    SELECT ${kind}::text AS kind, t."id"::text AS id, ${raw(source.title)} AS title,
      ${raw(source.code ?? "NULL::text")} AS code, ${raw(source.subtitle)} AS subtitle,
      ${r.tier} AS tier, ${r.score}::float8 AS score
    FROM candidates JOIN ${from} ON t."id" = candidates."id" ${raw(source.join ?? "")}
    ORDER BY tier, score DESC, title, t."id" LIMIT ${limit}
  ) AS ${raw(`found_${kind}`)}`;
}

export interface FoundRow {
  kind: SearchKind;
  id: string;
  title: string;
  code: string | null;
  subtitle: string | null;
  tier: number;
  score: number;
}

/** Every kind's best matches in one statement. */
export function searchStatement(kinds: readonly SearchKind[], term: string, needles: string[], limit: number) {
  return Prisma.join(
    kinds.map((kind) => kindStatement(kind, term, needles, limit)),
    " UNION ALL ",
  );
}
