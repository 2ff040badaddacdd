// The vendor benchmark's data: 100,000 vendors with reviews, invoices and onboarding checklists seeded through
// multi-row INSERT … SELECT (seconds, not minutes), the CSV it imports, and the SQL the list sends for a page.
import type { Context } from "@tprm/api";
import { listVendorsInput } from "@tprm/api/schemas";
import { pick, seededRandom } from "@tprm/db/random";
import { DEFAULT_ONBOARDING_CHECKLIST, leiCheckDigits } from "@tprm/db/vendors";
import pg from "pg";
import { listVendors } from "../../../packages/api/src/vendors/vendor-list.js";
import { log } from "../harness.js";
import type { CapturedQuery } from "../load.js";

const WORDS_A = [
  "Harbour",
  "Summit",
  "Northern",
  "Atlas",
  "Blue",
  "Cedar",
  "Granite",
  "Silver",
  "Meridian",
  "Pioneer",
  "Orbit",
  "Crescent",
  "Beacon",
  "Falcon",
  "Lumen",
  "Quartz",
  "Vertex",
  "Willow",
  "Zenith",
  "Cobalt",
];
const WORDS_B = [
  "Cloud",
  "Data",
  "Payments",
  "Logistics",
  "Security",
  "Analytics",
  "Consulting",
  "Networks",
  "Software",
  "Facilities",
  "Telecom",
  "Ledger",
  "Capital",
  "Health",
  "Energy",
];
const WORDS_C = ["Ltd", "GmbH", "SA", "BV", "Inc", "plc", "AG", "Oy", "AB", "SAS"];
const COUNTRIES = ["GB", "DE", "FR", "NL", "IE", "US", "ES", "IT", "SE", "CH", "PL", "BE", "LU", "DK", "IN"];
const STATUSES = [
  "active",
  "active",
  "active",
  "active",
  "under_review",
  "onboarding",
  "onboarding",
  "offboarding",
  "offboarded",
  "active",
] as const;
const RISKS = ["low", "medium", "high", "critical", null] as const;

function lei(prefix: string, n: number) {
  const base = `${prefix}00${n.toString(36).toUpperCase().padStart(12, "0")}`;
  return base + leiCheckDigits(base);
}

export function vendorRow(i: number, r: () => number, prefix: string) {
  const a = pick(WORDS_A, r());
  const b = pick(WORDS_B, r());
  const c = pick(WORDS_C, r());
  const name = `${a} ${b} ${c} ${i}`;
  return {
    name,
    legalName: `${a} ${b} ${c}`,
    businessType: b,
    country: pick(COUNTRIES, r()),
    contactPerson: `Contact ${i}`,
    email: `contact${i}@${a.toLowerCase()}-${b.toLowerCase()}.example`,
    phone: `+44 20 7${String(i).padStart(6, "0")}`,
    contractValue: (Math.floor(r() * 500_000_000) / 100).toFixed(2),
    servicesProvided: [b, `${b} support`],
    status: pick(STATUSES, r()),
    riskRating: pick(RISKS, r()),
    criticality: pick(["low", "medium", "high", "critical"], r()),
    lei: r() < 0.6 ? lei(prefix, i) : null,
  };
}

export async function vendorCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query('SELECT count(*)::int AS n FROM "Vendor"');
  await client.end();
  return rows[0].n as number;
}

/**
 * Each vendor's contract value as one contract on record: executed (terminated for an offboarded vendor), as the
 * contracts migration moved the typed values. The "Contract_vendorValue" trigger keeps Vendor.contractValue from it.
 */
const CONTRACT_INSERT = `
  INSERT INTO "Contract" ("id","reference","name","vendorId","type","value","currency","startDate","status","stage",
    "approvedAt","approvalNote","terminatedAt","createdAt","updatedAt")
  SELECT gen_random_uuid(), 'CT-BENCH-' || lpad(r."i"::text, 7, '0'), left(v."name", 160) || ' — contract on record',
    v."id", 'service_agreement', r."contractValue", v."currency", v."createdAt"::date,
    (CASE WHEN v."status" = 'offboarded' THEN 'terminated' ELSE 'executed' END)::"ContractStatus",
    (CASE WHEN v."status" = 'offboarded' THEN 'renewal_termination' ELSE 'management' END)::"ContractStage",
    v."createdAt", 'Benchmark data', CASE WHEN v."status" = 'offboarded' THEN v."createdAt" END,
    v."createdAt", v."createdAt"
  FROM json_to_recordset($1::json) AS r("i" int, "name" text, "contractValue" numeric)
  JOIN "Vendor" v ON v."name" = r."name"
  WHERE r."contractValue" > 0`;

export async function seed(url: string, vendors: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const r = seededRandom(42);
  const started = Date.now();
  const now = Date.now();
  const batch = 10_000;
  for (let start = 0; start < vendors; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(start + batch, vendors); i++) {
      rows.push({
        i,
        ...vendorRow(i, r, "5493"),
        createdAt: new Date(now - Math.floor(r() * 3 * 365 * 86_400_000)).toISOString(),
        kpi: Math.floor(r() * r() * 8),
      });
    }
    await client.query(
      `INSERT INTO "Vendor" ("id","name","legalName","businessType","country","contactPerson","email","phone",
         "servicesProvided","status","riskRating","criticality","lei","kpiBreachesCount",
         "onboardingStartedAt","activatedAt","createdAt","updatedAt")
       SELECT gen_random_uuid(), r."name", r."legalName", r."businessType", r."country", r."contactPerson", r."email",
         r."phone", r."servicesProvided", r."status"::"VendorStatus", r."riskRating"::"RiskLevel",
         r."criticality"::"RiskLevel", r."lei", r."kpi", r."createdAt",
         CASE WHEN r."status" <> 'onboarding' THEN r."createdAt" + interval '30 days' END, r."createdAt", r."createdAt"
       FROM json_to_recordset($1::json) AS r("name" text, "legalName" text, "businessType" text, "country" text,
         "contactPerson" text, "email" text, "phone" text, "servicesProvided" text[],
         "status" text, "riskRating" text, "criticality" text, "lei" text, "kpi" int, "createdAt" timestamp(3))`,
      [JSON.stringify(rows)],
    );
    await client.query(CONTRACT_INSERT, [JSON.stringify(rows)]);
  }
  const reviews = await client.query(
    `INSERT INTO "VendorReview" ("id","vendorId","reviewer","reviewType","overallRisk","itScore","operationalScore",
       "complianceScore","financialScore","gdprScore","kpiBreaches","reviewedAt","createdAt")
     SELECT gen_random_uuid(), v."id", 'Reviewer ' || (g % 7), 'periodic', 'medium', 1 + (g * 3 % 10), 1 + (g * 5 % 10),
       1 + (g * 7 % 10), 1 + (g % 10), 5, 0, v."createdAt" + g * interval '180 days', now()
     FROM "Vendor" v CROSS JOIN generate_series(1, 2) g WHERE v."status" <> 'onboarding'`,
  );
  const invoices = await client.query(
    `INSERT INTO "Invoice" ("id","vendorId","number","amount","currency","issueDate","dueDate","status","createdAt","updatedAt")
     SELECT gen_random_uuid(), v."id", 'INV-' || substr(v."id"::text, 1, 8) || '-' || g, round((g * 1234.56)::numeric, 2),
       'USD', current_date - g * 30, current_date - g * 30 + 30,
       (CASE WHEN g > 1 THEN 'paid' ELSE 'pending' END)::"InvoiceStatus", now(), now()
     FROM "Vendor" v CROSS JOIN generate_series(1, 3) g`,
  );
  const tasks = await client.query(
    `INSERT INTO "VendorOnboardingTask" ("id","vendorId","title","position")
     SELECT gen_random_uuid(), v."id", c.title, (c.ord - 1)::int
     FROM "Vendor" v CROSS JOIN json_array_elements_text($1::json) WITH ORDINALITY AS c(title, ord)
     WHERE v."status" = 'onboarding'`,
    [JSON.stringify(DEFAULT_ONBOARDING_CHECKLIST)],
  );
  // As autovacuum leaves a table in service: statistics, and a visibility map so counts can use index-only scans.
  await client.query("VACUUM ANALYZE");
  await client.end();
  log(
    `seeded ${vendors.toLocaleString("en")} vendors, ${reviews.rowCount?.toLocaleString("en")} reviews, ` +
      `${invoices.rowCount?.toLocaleString("en")} invoices, ${tasks.rowCount?.toLocaleString("en")} checklist items ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

export function importCsv(rows: number, tag: string, leiPrefix: string): Buffer {
  const r = seededRandom(7);
  const header =
    "Name,Legal Name,LEI,Business Type,Country,Contact Person,Email,Phone,Currency,Services Provided,Status,Risk Rating,Criticality";
  const statusText = ["Active", "Under Review", "Pending due diligence", "Onboarding", "Active"];
  const lines = [header];
  for (let i = 0; i < rows; i++) {
    const v = vendorRow(i, r, leiPrefix);
    lines.push(
      [
        `Imported ${tag} ${v.name}`,
        v.legalName,
        v.lei ?? "",
        v.businessType,
        v.country,
        v.contactPerson,
        v.email,
        `"${v.phone}"`,
        "EUR",
        `"${v.servicesProvided.join("; ")}"`,
        pick(statusText, r()),
        v.riskRating ? v.riskRating[0]!.toUpperCase() + v.riskRating.slice(1) : "",
        v.criticality,
      ].join(","),
    );
  }
  return Buffer.from(`${lines.join("\r\n")}\r\n`, "utf8");
}

/** The SQL the list sends for a page, captured on its way to the pool. */
export async function captureListSql(url: string, query: Record<string, string>): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  // The list runs its SQL on the pool under Prisma (ctx.sql): record each statement on its way through.
  const sql = {
    query: (config: { text: string; values: unknown[] }) => {
      captured.push({ sql: config.text, params: config.values });
      return pool.query(config);
    },
  };
  await listVendors({ sql } as unknown as Context, listVendorsInput.parse(query));
  await pool.end();
  return captured;
}
