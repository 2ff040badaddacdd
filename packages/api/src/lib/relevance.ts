// Best matches first: the order of a register searched with no column sort chosen (docs/COLLABORATION.md,
// "Relevance in the registers"). Cheap comparisons on the rows the trigram indexes found: a trigram distance per
// row cost ~60 µs at 100,000 vendors (docs/benchmarks.md), more than the search itself.
import { Prisma } from "@tprm/db";

/** `LIKE` treats %, _ and \ as wildcards or escapes: a user searching for "100%" means the characters. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The rank of a row for a search, lowest first: 0 its name or one of its identifiers (an LEI, a reference) is the
 * term; 1 its name starts with the term; 2 a word of its name does; 3 its name contains the term; 4 it matched
 * through another field (a legal name, a contact, a vendor's name). Ties go by name, then id, in the caller's ORDER BY.
 * `name` is a SQL expression of the row's name; `identifiers` are expressions compared with `identifierTerms`
 * exactly (case folded by upper()).
 */
export function relevanceRankSql(
  term: string,
  name: Prisma.Sql,
  identifiers: { columns: Prisma.Sql[]; terms: string[] } = { columns: [], terms: [] },
  options: { nameIsLowerCase?: boolean } = {},
): Prisma.Sql {
  const like = escapeLike(term);
  // A name already lower-cased (the vendor's search copy) spares lower() on every candidate: most of the ranking's cost.
  const lowerName = options.nameIsLowerCase ? name : Prisma.sql`lower(${name})`;
  const upperTerms = identifiers.terms.map((t) => t.toUpperCase());
  const identifierMatch = identifiers.columns.length
    ? Prisma.join(
        identifiers.columns.map((column) => Prisma.sql` OR upper(${column}) IN (${Prisma.join(upperTerms)})`),
        "",
      )
    : Prisma.empty;
  return Prisma.sql`CASE
      WHEN ${lowerName} = lower(${term})${identifierMatch} THEN 0
      WHEN ${lowerName} LIKE lower(${`${like}%`}) THEN 1
      WHEN ${lowerName} LIKE lower(${`% ${like}%`}) THEN 2
      WHEN ${lowerName} LIKE lower(${`%${like}%`}) THEN 3
      ELSE 4 END`;
}
