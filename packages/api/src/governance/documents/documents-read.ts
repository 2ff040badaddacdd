// The document repository read: the documents' page (GET /api/governance/documents: one SQL statement for the page
// and how many rows follow it, like the contract list) and one document.
import { Prisma, sqlRows } from "@tprm/db";
import type { z } from "zod";
import type { Context } from "../../context.js";
import { notFound } from "../../lib/errors.js";
import { COUNT_WINDOW, paginate, totalFromWindow } from "../../lib/pagination.js";
import { personName } from "../../lib/people.js";
import { escapeLike } from "../../lib/relevance.js";
import type {
  GovernanceDocumentItem,
  governanceDocumentListOutput,
  listGovernanceDocumentsInput,
} from "../../schemas/governance-documents.js";
import type { DocumentComplianceValue, DocumentStatusValue } from "./rules.js";

type ListInput = z.output<typeof listGovernanceDocumentsInput>;
type Filters = Pick<ListInput, "search" | "categoryId" | "status" | "compliance">;

export const DOCUMENT_NOT_FOUND = "Document not found.";

/** The filters as one SQL condition on "GovernanceDocument" d (TRUE when nothing is filtered). */
export function documentFilterSql(filters: Filters): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  if (filters.categoryId) conditions.push(Prisma.sql`d."categoryId" = ${filters.categoryId}::uuid`);
  if (filters.status) conditions.push(Prisma.sql`d."status" = ${filters.status}::"GovernanceDocumentStatus"`);
  if (filters.compliance) conditions.push(Prisma.sql`d."compliance" = ${filters.compliance}::"DocumentCompliance"`);
  const term = filters.search?.trim();
  if (term) {
    const pattern = `%${escapeLike(term)}%`;
    // Each branch trigram-indexed; the category by its name through `= ANY (ARRAY(…))`, which joins the bitmap OR.
    conditions.push(Prisma.sql`(d."title" ILIKE ${pattern} OR d."owner" ILIKE ${pattern}
      OR d."categoryId" = ANY (ARRAY(SELECT sc."id" FROM "DocumentCategory" sc WHERE sc."name" ILIKE ${pattern})))`);
  }
  return conditions.length ? Prisma.join(conditions, " AND ") : Prisma.sql`TRUE`;
}

/** Every sort ends with id in the same direction; review dates not set come last either way. */
function orderSql(sort: ListInput["sort"], order: ListInput["order"], alias: string): Prisma.Sql {
  const dir = order === "asc" ? "ASC" : "DESC";
  const key = `${alias}."${sort}" ${dir}${sort === "reviewDate" ? " NULLS LAST" : ""}`;
  return Prisma.raw(`${key}, ${alias}."id" ${dir}`);
}

const COLUMNS = [
  "id",
  "title",
  "categoryId",
  "status",
  "owner",
  "reviewDate",
  "compliance",
  "description",
  "fileId",
  "createdById",
  "updatedById",
  "createdAt",
  "updatedAt",
] as const;
const columnsSql = (alias: string) => Prisma.raw(COLUMNS.map((c) => `${alias}."${c}"`).join(", "));

/** The names beside a row read as `alias`: its category, its file and who created and last changed it. */
const namesSql = (alias: string) =>
  Prisma.raw(`c."name" AS "categoryName", f."filename", f."contentType", f."size",
    cu."firstName" AS "createdFirst", cu."lastName" AS "createdLast",
    uu."firstName" AS "updatedFirst", uu."lastName" AS "updatedLast"
    FROM ${alias === "p" ? "page p" : `"GovernanceDocument" ${alias}`}
    JOIN "DocumentCategory" c ON c."id" = ${alias}."categoryId"
    LEFT JOIN "StoredFile" f ON f."id" = ${alias}."fileId"
    LEFT JOIN "User" cu ON cu."id" = ${alias}."createdById"
    LEFT JOIN "User" uu ON uu."id" = ${alias}."updatedById"`);

interface DocumentRow {
  id: string;
  title: string;
  categoryId: string;
  categoryName: string;
  status: DocumentStatusValue;
  owner: string;
  reviewDate: Date | null;
  compliance: DocumentComplianceValue;
  description: string | null;
  fileId: string | null;
  filename: string | null;
  contentType: string | null;
  size: number | string | null;
  createdById: string | null;
  createdFirst: string | null;
  createdLast: string | null;
  updatedById: string | null;
  updatedFirst: string | null;
  updatedLast: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const person = (id: string | null, first: string | null, last: string | null) =>
  id && first !== null ? { id, name: personName({ firstName: first, lastName: last ?? "" }) } : null;

function toItem(row: DocumentRow): GovernanceDocumentItem {
  return {
    id: row.id,
    title: row.title,
    category: { id: row.categoryId, name: row.categoryName },
    status: row.status,
    owner: row.owner,
    reviewDate: row.reviewDate ? row.reviewDate.toISOString().slice(0, 10) : null,
    compliance: row.compliance,
    description: row.description,
    file:
      row.fileId && row.filename !== null
        ? { id: row.fileId, filename: row.filename, contentType: row.contentType ?? "", size: Number(row.size) }
        : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    createdBy: person(row.createdById, row.createdFirst, row.createdLast),
    updatedBy: person(row.updatedById, row.updatedFirst, row.updatedLast),
  };
}

function pageStatement(input: ListInput, where: Prisma.Sql, offset: number): Prisma.Sql {
  return Prisma.sql`
    WITH page AS (
      SELECT ${columnsSql("d")} FROM "GovernanceDocument" d WHERE ${where}
      ORDER BY ${orderSql(input.sort, input.order, "d")} LIMIT ${input.limit} OFFSET ${offset}
    ), rows AS (SELECT p.*, ${namesSql("p")})
    SELECT w.counted, r.*
    FROM (
      SELECT count(*)::int AS counted FROM (
        SELECT 1 FROM "GovernanceDocument" d WHERE ${where} OFFSET ${offset} LIMIT ${COUNT_WINDOW + 1}
      ) AS following
    ) AS w
    LEFT JOIN rows r ON TRUE
    ORDER BY ${orderSql(input.sort, input.order, "r")}`;
}

export async function listGovernanceDocuments(
  ctx: Context,
  input: ListInput,
): Promise<z.output<typeof governanceDocumentListOutput>> {
  const where = documentFilterSql(input);
  const offset = (input.page - 1) * input.limit;
  const rows = await sqlRows<DocumentRow & { counted: number; id: string | null }>(
    ctx.sql,
    pageStatement(input, where, offset),
  );
  const { total, totalIsLowerBound } = await totalFromWindow(rows[0]?.counted ?? 0, offset, async () => {
    const [counted] = await sqlRows<{ n: number }>(
      ctx.sql,
      Prisma.sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM "GovernanceDocument" d WHERE ${where} LIMIT ${offset}) AS preceding`,
    );
    return counted?.n ?? 0;
  });
  const items = rows.filter((row): row is DocumentRow & { counted: number } => row.id !== null).map(toItem);
  return { items, pagination: paginate(input.page, input.limit, total, totalIsLowerBound) };
}

/** One document with its category, file and people; 404 when there is none with this id. */
export async function getGovernanceDocument(ctx: Pick<Context, "sql">, id: string): Promise<GovernanceDocumentItem> {
  const [row] = await sqlRows<DocumentRow>(
    ctx.sql,
    Prisma.sql`SELECT ${columnsSql("d")}, ${namesSql("d")} WHERE d."id" = ${id}::uuid`,
  );
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return toItem(row);
}
