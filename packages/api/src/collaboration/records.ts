// The records comments and tags hang on (issue 18; spec 000 §7): whether a record of a kind exists and whether a role
// may see it. Comments and tags follow the record's own view permission (rules RECORD_VIEW_ACCESS), never more: 403
// for a role that may not view that kind of record, 404 for a record that does not exist or was deleted. Shared by
// the comments and tags services. docs/COLLABORATION.md.
import type { Prisma } from "@tprm/db";
import { forbidden, notFound } from "../lib/errors.js";
import { allows } from "../permissions/access.js";
import { RECORD_VIEW_ACCESS, type RecordTypeValue } from "./rules.js";

type Db = Prisma.TransactionClient;

/** A record's reference or name as people know it (a notification's subject, a search result's title). */
export interface RecordSummary {
  entityType: RecordTypeValue;
  entityId: string;
  label: string;
}

const RECORD_NOUN: Record<RecordTypeValue, string> = {
  vendor: "Vendor",
  contract: "Contract",
  assessment: "Risk assessment",
  policy: "Policy",
  procedure: "Procedure",
  committee: "Committee",
  workflow: "Workflow",
  invoice: "Invoice",
  report: "Report",
};

/** Labels of existing records of one kind, by id (deleted reports are not records any more). */
async function labelsOf(db: Db, entityType: RecordTypeValue, ids: string[]): Promise<Map<string, string>> {
  const where = { id: { in: ids } };
  let rows: { id: string; label: string }[];
  switch (entityType) {
    case "vendor":
      rows = (await db.vendor.findMany({ where, select: { id: true, name: true } })).map((r) => ({
        id: r.id,
        label: r.name,
      }));
      break;
    case "contract":
      rows = (await db.contract.findMany({ where, select: { id: true, reference: true, name: true } })).map((r) => ({
        id: r.id,
        label: `${r.reference} ${r.name}`,
      }));
      break;
    case "assessment":
      rows = (
        await db.riskAssessment.findMany({
          where,
          select: { id: true, reference: true, vendor: { select: { name: true } } },
        })
      ).map((r) => ({ id: r.id, label: `${r.reference} ${r.vendor.name}` }));
      break;
    case "policy":
      rows = (await db.policy.findMany({ where, select: { id: true, reference: true, name: true } })).map((r) => ({
        id: r.id,
        label: `${r.reference} ${r.name}`,
      }));
      break;
    case "procedure":
      rows = (await db.procedure.findMany({ where, select: { id: true, reference: true, name: true } })).map((r) => ({
        id: r.id,
        label: `${r.reference} ${r.name}`,
      }));
      break;
    case "committee":
      rows = (await db.committee.findMany({ where, select: { id: true, name: true } })).map((r) => ({
        id: r.id,
        label: r.name,
      }));
      break;
    case "workflow":
      rows = (await db.workflow.findMany({ where, select: { id: true, reference: true, name: true } })).map((r) => ({
        id: r.id,
        label: `${r.reference} ${r.name}`,
      }));
      break;
    case "invoice":
      rows = (
        await db.invoice.findMany({ where, select: { id: true, number: true, vendor: { select: { name: true } } } })
      ).map((r) => ({ id: r.id, label: `${r.number} ${r.vendor.name}` }));
      break;
    case "report":
      rows = (await db.report.findMany({ where: { ...where, deletedAt: null }, select: { id: true, name: true } })).map(
        (r) => ({ id: r.id, label: r.name }),
      );
      break;
  }
  return new Map(rows.map((r) => [r.id, r.label]));
}

/** Whether a role may view records of this kind (and so read and write their comments and tags). */
export const mayViewRecordType = (role: string | null | undefined, entityType: RecordTypeValue) =>
  allows(role, RECORD_VIEW_ACCESS[entityType]);

/**
 * 403 unless the role may view records of this kind; 404 unless the record exists (and, for a report, is not
 * deleted). Answers the record's label. The kind is checked first, so a role without access learns nothing of
 * which records exist.
 */
export async function assertRecordVisible(
  db: Db,
  role: string | null | undefined,
  entityType: RecordTypeValue,
  entityId: string,
): Promise<RecordSummary> {
  if (!mayViewRecordType(role, entityType)) throw forbidden();
  const label = (await labelsOf(db, entityType, [entityId])).get(entityId);
  if (label === undefined) throw notFound(`${RECORD_NOUN[entityType]} not found.`);
  return { entityType, entityId, label };
}

/**
 * assertRecordVisible for many records at once (one query per kind): 403 if any kind is not viewable, 404 naming the
 * first missing record. For all-or-nothing operations on many targets (tags apply/remove).
 */
export async function assertRecordsVisible(
  db: Db,
  role: string | null | undefined,
  targets: readonly { entityType: RecordTypeValue; entityId: string }[],
): Promise<RecordSummary[]> {
  const byType = new Map<RecordTypeValue, string[]>();
  for (const t of targets) {
    if (!mayViewRecordType(role, t.entityType)) throw forbidden();
    byType.set(t.entityType, [...(byType.get(t.entityType) ?? []), t.entityId]);
  }
  const labels = new Map<string, string>();
  for (const [entityType, ids] of byType) {
    for (const [id, label] of await labelsOf(db, entityType, [...new Set(ids)]))
      labels.set(`${entityType}:${id}`, label);
  }
  return targets.map((t) => {
    const label = labels.get(`${t.entityType}:${t.entityId}`);
    if (label === undefined) throw notFound(`${RECORD_NOUN[t.entityType]} ${t.entityId} not found.`);
    return { entityType: t.entityType, entityId: t.entityId, label };
  });
}
