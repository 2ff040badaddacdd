// A register file (vendors, contracts, risk assessments) checked by the import's own reading (each domain's
// parseFile: the same header plan, row rules and duplicate look-ups an import applies), in a read-only
// transaction: a dry run that cannot write. The reading's progress goes nowhere (there is no task).
import type { Prisma, PrismaClient } from "@tprm/db";
import { parseFile as parseAssessments } from "../../assessment-transfer/import-parse.js";
import { planHeaders as assessmentHeaders } from "../../assessment-transfer/import-rows.js";
import { parseFile as parseContracts } from "../../contract-transfer/import-parse.js";
import { planHeaders as contractHeaders } from "../../contract-transfer/import-rows.js";
import { isBlankRow } from "../../transfer/import-cells.js";
import type { ImportReading } from "../../transfer/import-parse.js";
import { readRows } from "../../transfer/read-rows.js";
import { parseFile as parseVendors } from "../../vendor-transfer/import-parse.js";
import { planHeaders as vendorHeaders } from "../../vendor-transfer/import-rows.js";
import type { Problems } from "./collect.js";

export type RegisterKind = "vendors" | "contracts" | "assessments";

type Parse = (
  db: PrismaClient,
  taskId: string,
  kind: "csv" | "xlsx",
  chunks: AsyncIterable<Buffer>,
) => Promise<ImportReading>;

const REGISTERS: Record<RegisterKind, { parse: Parse; plan: typeof vendorHeaders }> = {
  vendors: { parse: parseVendors, plan: vendorHeaders },
  contracts: { parse: parseContracts, plan: contractHeaders as unknown as typeof vendorHeaders },
  assessments: { parse: parseAssessments, plan: assessmentHeaders as unknown as typeof vendorHeaders },
};

/** No task stands behind a validation: the progress the reading reports every 5,000 rows is dropped. */
const NO_TASK = "00000000-0000-0000-0000-000000000000";
function withoutProgress(tx: Prisma.TransactionClient): PrismaClient {
  const tasks = { update: async () => undefined };
  return new Proxy(tx, {
    get: (target, key, receiver) => (key === "backgroundTask" ? tasks : Reflect.get(target, key, receiver)),
  }) as unknown as PrismaClient;
}

async function* once(bytes: Buffer) {
  yield bytes;
}

/** The register whose header row the file's first row matches best (fewest columns it does not know); null: none. */
export async function detectRegister(kind: "csv" | "xlsx", bytes: Buffer): Promise<RegisterKind | null> {
  const reader = readRows(kind, once(bytes));
  let header: { row: number; cells: Parameters<typeof vendorHeaders>[0] } | null = null;
  try {
    for await (const row of reader.rows) {
      if (isBlankRow(row.cells)) continue;
      header = row;
      break;
    }
  } catch {
    return null;
  } finally {
    await reader.rows.return(undefined);
    await reader.finish().catch(() => null);
  }
  if (!header) return null;
  let best: { kind: RegisterKind; ignored: number } | null = null;
  for (const kind of Object.keys(REGISTERS) as RegisterKind[]) {
    const plan = REGISTERS[kind].plan(header.cells, header.row);
    if (plan.problems.length) continue;
    if (!best || plan.ignored.length < best.ignored) best = { kind, ignored: plan.ignored.length };
  }
  return best?.kind ?? null;
}

/** Reads the file as its import would, in a READ ONLY transaction, and adds every problem found. Returns the rows. */
export async function checkRegister(
  db: PrismaClient,
  register: RegisterKind,
  kind: "csv" | "xlsx",
  filename: string,
  bytes: Buffer,
  problems: Problems,
): Promise<number> {
  const reading = await db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SET TRANSACTION READ ONLY`;
      return REGISTERS[register].parse(withoutProgress(tx), NO_TASK, kind, once(bytes));
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
  for (const p of reading.problems) {
    problems.add({ file: filename, row: p.row, field: p.column, value: p.value, rule: p.reason });
  }
  // The reading keeps the first 50,000; the rest are counted.
  problems.count += reading.problemCount - reading.problems.length;
  return reading.rows;
}
