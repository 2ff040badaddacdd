// Import of vendors from CSV or XLSX. The server stores the upload (content-checked by the storage module) with
// its task in one transaction and queues the job. The worker reads every row, validates it, checks duplicates,
// and then writes ALL rows or NONE: any rejected row means nothing is written and the task's result (and a
// downloadable report) lists every problem with its row number, column and reason. Otherwise every vendor, the
// onboarding checklists, one audit row and the task's completion commit in a single transaction, inserted with
// multi-row INSERT … SELECT FROM json_to_recordset in batches. The reading, the rejection and the transaction are
// every import's (transfer/import-run.ts); this file gives the vendors' insert and its words.
import type { PrismaClient, User } from "@tprm/db";
import type { Services } from "../context.js";
import { vendorImportJob } from "../jobs/vendor-import.js";
import { outboxEvent } from "../outbox/events.js";
import { DEFAULT_ONBOARDING_CHECKLIST } from "../schemas/vendors.js";
import { type ImportDomain, type ImportRunOptions, runImportTask } from "../transfer/import-run.js";
import { type ImportParams, type ImportUpload, storeImportUpload } from "../transfer/import-support.js";
import { parseFile } from "./import-parse.js";
import type { StartedImport, VendorImportResult } from "./public.js";
import { VENDOR_FILE_PURPOSES } from "./retention.js";

/** Rows per INSERT statement (all inside the one transaction). */
export const INSERT_BATCH_SIZE = 5_000;

/** Stores the upload and its task together, then queues the job. The route has already checked the permission. */
export async function startVendorImport(
  services: Pick<Services, "db" | "jobs">,
  user: Pick<User, "id">,
  upload: ImportUpload,
): Promise<StartedImport> {
  return storeImportUpload(services, user, upload, {
    purpose: VENDOR_FILE_PURPOSES.importUpload,
    kind: "vendor-import",
    job: (taskId) => outboxEvent(vendorImportJob, { taskId }),
  });
}

const VENDOR_INSERT = `
INSERT INTO "Vendor" (
  "id", "name", "legalName", "businessType", "country", "countryOfService", "contactPerson", "email", "phone",
  "currency", "servicesProvided", "status", "statusNote", "riskRating", "criticality", "lei",
  "registrationNumber", "registeredAddress", "parentCompany", "euid", "vatNumber", "passportNumber", "personType",
  "latinName", "nextReviewDate", "onboardingStartedAt", "activatedAt", "offboardingStartedAt", "offboardedAt",
  "createdById", "updatedById", "createdAt", "updatedAt")
SELECT
  r."id", r."name", r."legalName", r."businessType", r."country", r."countryOfService", r."contactPerson", r."email",
  r."phone", r."currency", r."servicesProvided", r."status"::"VendorStatus", r."statusNote",
  r."riskRating"::"RiskLevel", r."criticality"::"RiskLevel", r."lei", r."registrationNumber", r."registeredAddress",
  r."parentCompany", r."euid", r."vatNumber", r."passportNumber", r."personType", r."latinName", r."nextReviewDate",
  $3::timestamp(3),
  CASE WHEN r."status" <> 'onboarding' THEN $3::timestamp(3) END,
  CASE WHEN r."status" IN ('offboarding', 'offboarded') THEN $3::timestamp(3) END,
  CASE WHEN r."status" = 'offboarded' THEN $3::timestamp(3) END,
  $2::uuid, $2::uuid, $3::timestamp(3), $3::timestamp(3)
FROM json_to_recordset($1::json) AS r(
  "id" uuid, "name" text, "legalName" text, "businessType" text, "country" varchar(2), "countryOfService" varchar(2),
  "contactPerson" text, "email" text, "phone" text, "currency" varchar(3),
  "servicesProvided" text[], "status" text, "statusNote" text, "riskRating" text, "criticality" text, "lei" text,
  "registrationNumber" text, "registeredAddress" text, "parentCompany" text, "euid" text, "vatNumber" text,
  "passportNumber" text, "personType" text, "latinName" text, "nextReviewDate" timestamp(3))`;

/** Every vendor imported in onboarding starts with the default checklist, as one created by hand does. */
const CHECKLIST_INSERT = `
INSERT INTO "VendorOnboardingTask" ("id", "vendorId", "title", "position")
SELECT gen_random_uuid(), v."id", c.title, (c.ord - 1)::int
FROM "Vendor" v CROSS JOIN json_array_elements_text($1::json) WITH ORDINALITY AS c(title, ord)
WHERE v."id" BETWEEN $2::uuid AND $3::uuid AND v."createdAt" = $4::timestamp(3) AND v."status" = 'onboarding'`;

const VENDOR_IMPORT: ImportDomain<string, ImportParams, { onboardingTasks: number }> = {
  kind: "vendor-import",
  label: "vendor import",
  plural: "vendors",
  entityType: "Vendor",
  reportPurpose: VENDOR_FILE_PURPOSES.importReport,
  parse: parseFile,
  async write(tx, { filename, parsed, ids, actorId, nowText, progress, started, validated }) {
    const count = parsed.valid.length;
    for (let start = 0; start < count; start += INSERT_BATCH_SIZE) {
      const end = Math.min(start + INSERT_BATCH_SIZE, count);
      const rows: string[] = [];
      for (let i = start; i < end; i++) rows.push(`{"id":"${ids.idAt(i)}",${parsed.valid[i]!.slice(1)}`);
      await tx.$executeRawUnsafe(VENDOR_INSERT, `[${rows.join(",")}]`, actorId, nowText);
      await progress(end);
    }
    const vendorsWritten = Date.now();
    const onboardingTasks = await tx.$executeRawUnsafe(
      CHECKLIST_INSERT,
      JSON.stringify(DEFAULT_ONBOARDING_CHECKLIST),
      ids.first,
      ids.last,
      nowText,
    );
    return {
      result: { onboardingTasks },
      audit: { inserted: count, onboardingTasks },
      description: `Imported ${count.toLocaleString("en")} vendor${count === 1 ? "" : "s"} from ${filename}`,
      logDetail: (now) =>
        ` (read and checked in ${validated - started} ms, vendors written in ${vendorsWritten - validated} ms,` +
        ` checklists and audit in ${now - vendorsWritten} ms)`,
    };
  },
  // Someone added a vendor with one of these LEIs after the check: nothing was written.
  uniqueViolation:
    "A vendor with one of this file's LEIs was added to the register while the file was being imported; nothing was imported. Import the file again to see which rows.",
};

/** The worker's half: validate everything, then insert everything or nothing. Returns the task's result. */
export async function runVendorImport(
  db: PrismaClient,
  taskId: string,
  options: ImportRunOptions = {},
): Promise<VendorImportResult | null> {
  return runImportTask(db, taskId, VENDOR_IMPORT, options);
}
