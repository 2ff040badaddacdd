// The assessment list's page (GET /api/risk-assessments): one SQL statement for the page and how many rows follow
// it, like the vendor register (vendors/vendor-list.ts), built from the same filters as the dashboard figures.
import { Prisma, type RiskLevel, sqlRows, type VendorStatus } from "@tprm/db";
import type { z } from "zod";
import type { Context } from "../context.js";
import { todayIn } from "../lib/dates.js";
import { COUNT_WINDOW, paginate, totalFromWindow } from "../lib/pagination.js";
import { personName } from "../lib/people.js";
import type { listRiskAssessmentsInput } from "../schemas/risk-assessments.js";
import { scoreNumber, toSummaryDto } from "./dto.js";
import { assessmentFilterSql } from "./list-filters.js";
import type { AssessmentStatusValue, AssessmentTypeValue } from "./rules.js";

type ListInput = z.infer<typeof listRiskAssessmentsInput>;

const COLUMNS = [
  "id",
  "reference",
  "vendorId",
  "type",
  "status",
  "leadAssessorId",
  "assessmentDate",
  "nextReviewDate",
  "serviceCategory",
  "overallScore",
  "overallRisk",
  "domainsCompleted",
  "submittedAt",
  "updatedAt",
  "latestCompleted",
] as const;

const NULLABLE_SORTS = new Set(["nextReviewDate", "overallScore", "overallRisk"]);

/**
 * Every sort ends with id in the same direction. Nullable columns keep PostgreSQL's placement (unscored and
 * unscheduled assessments last in ascending order, first in descending: the gaps to fill); status groups are
 * ordered by assessment date within.
 */
function orderBy(input: ListInput, alias: string): Prisma.Sql {
  const dir = input.order === "asc" ? "ASC" : "DESC";
  const key = (column: string) => `${alias}."${column}" ${dir}`;
  if (input.sort === "status") return Prisma.raw([key("status"), key("assessmentDate"), key("id")].join(", "));
  if (NULLABLE_SORTS.has(input.sort)) {
    return Prisma.raw(`${key(input.sort)} NULLS ${dir === "ASC" ? "LAST" : "FIRST"}, ${key("id")}`);
  }
  return Prisma.raw(`${key(input.sort)}, ${key("id")}`);
}

interface Row {
  counted: number;
  id: string | null;
  reference: string;
  vendorId: string;
  vendorName: string;
  vendorStatus: VendorStatus;
  type: AssessmentTypeValue;
  status: AssessmentStatusValue;
  leadAssessorId: string;
  leadFirstName: string;
  leadLastName: string;
  assessmentDate: Date;
  nextReviewDate: Date | null;
  serviceCategory: string | null;
  overallScore: string | null;
  overallRisk: RiskLevel | null;
  domainsCompleted: number;
  submittedAt: Date | null;
  updatedAt: Date;
  latestCompleted: boolean;
}

function pageStatement(input: ListInput, where: Prisma.Sql, offset: number): Prisma.Sql {
  const columns = Prisma.raw(COLUMNS.map((c) => `ra."${c}"`).join(", "));
  return Prisma.sql`
    WITH page AS (
      SELECT ${columns} FROM "RiskAssessment" ra WHERE ${where}
      ORDER BY ${orderBy(input, "ra")} LIMIT ${input.limit} OFFSET ${offset}
    )
    SELECT w.counted, p.*, v."name" AS "vendorName", v."status" AS "vendorStatus", u."firstName" AS "leadFirstName", u."lastName" AS "leadLastName"
    FROM (
      SELECT count(*)::int AS counted FROM (
        SELECT 1 FROM "RiskAssessment" ra WHERE ${where} OFFSET ${offset} LIMIT ${COUNT_WINDOW + 1}
      ) AS following
    ) AS w
    LEFT JOIN (page p JOIN "Vendor" v ON v."id" = p."vendorId" JOIN "User" u ON u."id" = p."leadAssessorId") ON TRUE
    ORDER BY ${orderBy(input, "p")}`;
}

export async function listRiskAssessments(ctx: Context, input: ListInput) {
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  const where = assessmentFilterSql(input, today);
  const offset = (input.page - 1) * input.limit;
  const rows = await sqlRows<Row>(ctx.sql, pageStatement(input, where, offset));
  const { total, totalIsLowerBound } = await totalFromWindow(rows[0]?.counted ?? 0, offset, async () => {
    const [counted] = await sqlRows<{ n: number }>(
      ctx.sql,
      Prisma.sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM "RiskAssessment" ra WHERE ${where} LIMIT ${offset}) AS preceding`,
    );
    return counted?.n ?? 0;
  });
  const items = rows
    .filter((row): row is Row & { id: string } => row.id !== null)
    .map((row) =>
      toSummaryDto(
        {
          ...row,
          vendor: { id: row.vendorId, name: row.vendorName },
          leadAssessor: {
            id: row.leadAssessorId,
            name: personName({ firstName: row.leadFirstName, lastName: row.leadLastName }),
          },
          overallScore: scoreNumber(row.overallScore),
        },
        today,
      ),
    );
  return { items, pagination: paginate(input.page, input.limit, total, totalIsLowerBound) };
}
