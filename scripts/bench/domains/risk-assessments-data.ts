// The risk assessment benchmark's data: BENCH_ASSESSMENT_VENDORS vendors (10,000), each with its share of
// BENCH_ASSESSMENTS (100,000) assessments spread over the past years (the latest may be a draft or under way, a few
// earlier ones reopened), their nine domain rows, a team of two, 200 lead assessors, references per year and the
// yearly counters. Multi-row INSERT … SELECT over generate_series and unnest, in a few statements; derived fields
// (overall score, risk, next review date) computed in SQL with the formulas of packages/api/.../rules.ts.
import { ASSESSMENT_DOMAINS, DOMAIN_WEIGHTS, REVIEW_INTERVAL_MONTHS } from "@tprm/api/schemas";
import { seededRandom } from "@tprm/db/random";
import { log, withClient } from "../harness.js";
import { vendorRow } from "./vendors-data.js";

export const ASSESSORS = 200;
export const assessorEmail = (i: number) => `assessor${i}@bench.bank.example`;

const TEXT = {
  recommendations:
    "Agree a dated remediation plan with the vendor; re-test the exit plan and report progress to the Outsourcing Committee.",
  comments: "Evidence collected through the due diligence questionnaire, the SOC 2 report and an on-site visit.",
  reopen: "The vendor sent a new SOC 2 report after submission; IT continuity must be scored again.",
};

export async function assessmentCount(url: string): Promise<number> {
  return withClient(url, async (c) => (await c.query(`SELECT count(*)::int AS n FROM "RiskAssessment"`)).rows[0].n);
}

export async function seedAssessments(url: string, vendors: number, assessments: number) {
  const started = Date.now();
  const perVendor = Math.max(1, Math.round(assessments / vendors));
  const weights = ASSESSMENT_DOMAINS.map((d) => `('${d}', ${DOMAIN_WEIGHTS[d]})`).join(", ");
  const months = (risk: string) => `${REVIEW_INTERVAL_MONTHS[risk as keyof typeof REVIEW_INTERVAL_MONTHS]}`;
  await withClient(url, async (c) => {
    const r = seededRandom(42);
    const rows = Array.from({ length: vendors }, (_, i) => vendorRow(i, r, "5493"));
    await c.query(
      `INSERT INTO "Vendor" ("id","name","legalName","businessType","country","contactPerson","email","phone",
         "servicesProvided","status","riskRating","criticality","lei","createdAt","updatedAt")
       SELECT gen_random_uuid(), r."name", r."legalName", r."businessType", r."country", r."contactPerson", r."email",
         r."phone", r."servicesProvided", r."status"::"VendorStatus", r."riskRating"::"RiskLevel",
         r."criticality"::"RiskLevel", r."lei", now(), now()
       FROM json_to_recordset($1::json) AS r("name" text, "legalName" text, "businessType" text, "country" text,
         "contactPerson" text, "email" text, "phone" text, "servicesProvided" text[],
         "status" text, "riskRating" text, "criticality" text, "lei" text)`,
      [JSON.stringify(rows)],
    );
    await c.query(
      `INSERT INTO "User" ("id","email","passwordHash","firstName","lastName","role","status","createdAt","updatedAt")
       SELECT gen_random_uuid(), 'assessor' || g || '@bench.bank.example', 'not-used',
         (ARRAY['Priya','Tomas','Aisha','Lars','Mei','Rafael','Ines','Kofi','Hannah','Yusuf'])[1 + g % 10],
         'Assessor ' || g, (ARRAY['Risk Manager','IT Security','Vendor Manager'])[1 + g % 3], 'active', now(), now()
       FROM generate_series(0, $1::int - 1) g`,
      [ASSESSORS],
    );
    await c.query(`SELECT setseed(0.42)`);
    // Per vendor: a base risk, a gap between assessments (150–400 days), the latest dated in the last 500 days.
    await c.query(`CREATE TEMP TABLE bv AS
      SELECT v."id", v."businessType", 1 + random() * 7 AS base, 150 + floor(random() * 250)::int AS gap,
        floor(random() * 500)::int AS latest
      FROM "Vendor" v`);
    await c.query(
      `CREATE TEMP TABLE ba AS
      SELECT gen_random_uuid() AS id, bv."id" AS vendor_id, bv."businessType" AS category, bv.base, k,
        k = $1::int - 1 AS last, current_date - (bv.latest + ($1::int - 1 - k) * bv.gap) AS adate,
        random() AS rs, random() AS rt, 1 + floor(random() * $2::int)::int AS lead
      FROM bv CROSS JOIN generate_series(0, $1::int - 1) k`,
      [perVendor, ASSESSORS],
    );
    await c.query(
      `ALTER TABLE ba ADD COLUMN status "AssessmentStatus", ADD COLUMN reopened boolean, ADD COLUMN done int`,
    );
    await c.query(`UPDATE ba SET
      status = CASE WHEN last AND rs < 0.2 THEN 'draft' WHEN (last AND rs < 0.5) OR (NOT last AND rs < 0.01)
                 THEN 'in_progress' ELSE 'completed' END::"AssessmentStatus",
      reopened = NOT last AND rs < 0.01`);
    await c.query(`UPDATE ba SET done = CASE WHEN status = 'draft' THEN 0
      WHEN status = 'in_progress' AND NOT reopened THEN 1 + floor(rs * 16)::int % 8 ELSE 9 END`);
    await c.query(`CREATE TEMP TABLE people AS SELECT array_agg("id" ORDER BY "email") AS ids FROM "User"
      WHERE "email" LIKE 'assessor%@bench.bank.example'`);
    const inserted = await c.query(
      `INSERT INTO "RiskAssessment" ("id","reference","vendorId","type","status","leadAssessorId","assessmentDate",
         "serviceCategory","domainsCompleted","recommendations","comments","submittedAt","submittedById","reopenedAt",
         "reopenedById","reopenReason","createdById","updatedById","createdAt","updatedAt")
       SELECT x.id, 'RA-' || x.y || '-' || CASE WHEN x.seq < 10000 THEN lpad(x.seq::text, 4, '0') ELSE x.seq::text END,
         x.vendor_id,
         (CASE WHEN x.k = 0 THEN 'initial' WHEN x.last AND x.rt < 0.1 THEN 'triggered'
               WHEN x.rt < 0.35 THEN 'comprehensive' ELSE 'periodic_review' END)::"AssessmentType",
         x.status, p.ids[x.lead], x.adate, x.category, x.done,
         CASE WHEN x.done = 9 THEN $1 END, CASE WHEN x.rt < 0.6 THEN $2 END,
         CASE WHEN x.status = 'completed' OR x.reopened THEN x.adate + interval '10 days 15 hours' END,
         CASE WHEN x.status = 'completed' OR x.reopened THEN p.ids[x.lead] END,
         CASE WHEN x.reopened THEN x.adate + interval '14 days' END, CASE WHEN x.reopened THEN p.ids[1] END,
         CASE WHEN x.reopened THEN $3 END, p.ids[x.lead], p.ids[x.lead], x.adate + interval '9 hours',
         x.adate + CASE WHEN x.status = 'completed' THEN interval '10 days 15 hours' ELSE interval '20 days' END
       FROM (SELECT ba.*, extract(year FROM ba.adate)::int AS y,
               row_number() OVER (PARTITION BY extract(year FROM ba.adate) ORDER BY ba.adate, ba.id) AS seq
             FROM ba) x CROSS JOIN people p`,
      [TEXT.recommendations, TEXT.comments, TEXT.reopen],
    );
    // The domains in the spec's order, the first `done` of them scored around the vendor's base.
    const domains = await c.query(
      `INSERT INTO "RiskAssessmentDomain" ("assessmentId","domain","score","riskLevel","notes","updatedById","updatedAt")
       SELECT s.id, s.domain, s.score,
         CASE WHEN s.score >= 8 THEN 'critical' WHEN s.score >= 6 THEN 'high' WHEN s.score >= 3 THEN 'medium'
              WHEN s.score IS NOT NULL THEN 'low' END::"RiskLevel",
         CASE WHEN s.score IS NOT NULL THEN 'Evidence reviewed; see the assessment''s mitigation plan.' END,
         NULL, now()
       FROM (SELECT ba.id, d.domain,
               CASE WHEN d.ord <= ba.done THEN least(10, greatest(0, round(ba.base + random() * 4 - 2)))::int END AS score
             FROM ba CROSS JOIN unnest($1::"AssessmentDomain"[]) WITH ORDINALITY AS d(domain, ord)) s`,
      [ASSESSMENT_DOMAINS],
    );
    // rules.ts: the weighted mean over the scored domains (two decimals), its band, and for submitted ones the next
    // review date (assessment date + the band's interval, clamped to the month's end as PostgreSQL does).
    await c.query(`UPDATE "RiskAssessment" ra SET "overallScore" = w.score, "overallRisk" = w.risk::"RiskLevel",
        "nextReviewDate" = CASE WHEN ra."submittedAt" IS NOT NULL THEN (ra."assessmentDate" + make_interval(months =>
          CASE w.risk WHEN 'critical' THEN ${months("critical")} WHEN 'high' THEN ${months("high")}
                      WHEN 'medium' THEN ${months("medium")} ELSE ${months("low")} END))::date END
      FROM (SELECT t."assessmentId", t.score, CASE WHEN t.score >= 8 THEN 'critical' WHEN t.score >= 6 THEN 'high'
                   WHEN t.score >= 3 THEN 'medium' ELSE 'low' END AS risk
            FROM (SELECT d."assessmentId", round(sum(w.weight * d."score")::numeric / sum(w.weight), 2) AS score
                  FROM "RiskAssessmentDomain" d JOIN (VALUES ${weights}) AS w(domain, weight) ON w.domain = d."domain"::text
                  WHERE d."score" IS NOT NULL GROUP BY d."assessmentId") t) w
      WHERE ra."id" = w."assessmentId"`);
    const team = await c.query(
      `INSERT INTO "RiskAssessmentTeamMember" ("assessmentId","userId","position")
       SELECT ba.id, p.ids[1 + (ba.lead + g * 37) % $1::int], g - 1 FROM ba CROSS JOIN people p CROSS JOIN generate_series(1, 2) g`,
      [ASSESSORS],
    );
    await c.query(`INSERT INTO "ReferenceCounter" ("prefix","year","value")
      SELECT 'RA', split_part("reference", '-', 2)::int, max(split_part("reference", '-', 3)::int)
      FROM "RiskAssessment" GROUP BY 2`);
    // As autovacuum leaves tables in service: statistics, and a visibility map for index-only scans.
    await c.query("VACUUM ANALYZE");
    log(
      `seeded ${vendors.toLocaleString("en")} vendors, ${inserted.rowCount?.toLocaleString("en")} assessments, ` +
        `${domains.rowCount?.toLocaleString("en")} domain rows, ${team.rowCount?.toLocaleString("en")} team members ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  });
}
