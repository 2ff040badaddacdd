// "Over the contract value": what an invoice's amount is compared with. An invoice naming a contract is compared
// with that contract's value (same currency only: amounts in different currencies are never compared); otherwise
// with the sum of the vendor's executed contracts in the invoice's currency, when there is such a sum. The
// comparison itself is the pure exceedsContractValue (rules.ts).
import { Prisma } from "@tprm/db";
import { invalidField } from "../lib/errors.js";
import { formatAmount } from "../lib/money.js";
import { exceedsContractValue } from "./rules.js";

type Tx = Prisma.TransactionClient;

/**
 * The contract an invoice names, checked against the invoice's vendor: 400 when it is unknown or another vendor's.
 * null (or nothing) names no contract.
 */
export async function checkInvoiceContract(tx: Tx, vendorId: string, contractId: string | null | undefined) {
  if (!contractId) return;
  // Held until the invoice is stored: a contract deleted meanwhile is refused here, not by its foreign key (500).
  await tx.$queryRaw`SELECT 1 FROM "Contract" WHERE "id" = ${contractId}::uuid FOR KEY SHARE`;
  const contract = await tx.contract.findUnique({ where: { id: contractId }, select: { vendorId: true } });
  if (!contract) throw invalidField("contractId", "Unknown contract");
  if (contract.vendorId !== vendorId) throw invalidField("contractId", "The contract belongs to another vendor");
}

interface LimitedInvoice {
  vendorId: string;
  contractId: string | null;
  amount: string;
  currency: string;
}

/** The warning an invoice above its contract value raises, in words; null when it is within it (or not compared). */
export async function overContractWarning(tx: Tx, invoice: LimitedInvoice): Promise<string | null> {
  if (invoice.contractId) {
    const contract = await tx.contract.findUnique({
      where: { id: invoice.contractId },
      select: { reference: true, value: true, currency: true },
    });
    if (!contract || contract.currency !== invoice.currency) return null;
    const value = contract.value.toFixed(2);
    return exceedsContractValue(invoice.amount, value)
      ? `The amount is above the value of contract ${contract.reference}: ${formatAmount(value, contract.currency)}.`
      : null;
  }
  const sum = await tx.contract.aggregate({
    where: { vendorId: invoice.vendorId, status: "executed", currency: invoice.currency },
    _sum: { value: true },
  });
  const total = (sum._sum.value ?? new Prisma.Decimal(0)).toFixed(2);
  return exceedsContractValue(invoice.amount, total)
    ? `The amount is above the vendor's executed contracts in ${invoice.currency}: ${formatAmount(total, invoice.currency)}.`
    : null;
}

/**
 * The invoices above their contract value, largest excess first, with the value each is compared with: one query
 * over the named contract, or the vendor's executed contracts in the invoice's currency (from the partial index
 * "Contract_executed_vendor_idx").
 */
export function overContractQuery(limit: number) {
  return Prisma.sql`
    SELECT o."id", o."limit"::text AS "limit", o."reference"
      FROM (SELECT i."id", i."amount",
                   CASE WHEN i."contractId" IS NULL THEN b."total"
                        WHEN c."currency" = i."currency" THEN c."value" END AS "limit",
                   c."reference"
              FROM "Invoice" i
              LEFT JOIN "Contract" c ON c."id" = i."contractId"
              LEFT JOIN (SELECT "vendorId", "currency", sum("value") AS "total" FROM "Contract"
                          WHERE "status" = 'executed' GROUP BY 1, 2) b
                ON i."contractId" IS NULL AND b."vendorId" = i."vendorId" AND b."currency" = i."currency") o
     WHERE o."limit" > 0 AND o."amount" > o."limit"
     ORDER BY o."amount" - o."limit" DESC, o."id"
     LIMIT ${limit}`;
}

export interface OverContractRow {
  id: string;
  limit: string;
  reference: string | null;
}
