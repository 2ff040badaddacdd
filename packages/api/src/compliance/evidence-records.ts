// The records a requirement's status may cite as evidence (policies, procedures, contracts, arrangements, risk
// assessments, vendors): each looked up when cited (so a status never names a record that does not exist, and keeps
// its label as it was then) and searched for the status dialog's picker.
import type { Prisma, PrismaClient } from "@tprm/db";
import type { EvidenceKind } from "./requirements.js";

type Reader = Pick<
  Prisma.TransactionClient,
  "policy" | "procedure" | "contract" | "workflow" | "riskAssessment" | "vendor"
>;

const PICKER_SIZE = 20;
const refName = (r: { reference: string; name: string }) => `${r.reference} ${r.name}`;

export async function labelEvidence(db: Reader, ref: { kind: EvidenceKind; id: string }): Promise<string | null> {
  const where = { id: ref.id };
  const select = { reference: true, name: true } as const;
  switch (ref.kind) {
    case "policy": {
      const r = await db.policy.findUnique({ where, select });
      return r && refName(r);
    }
    case "procedure": {
      const r = await db.procedure.findUnique({ where, select });
      return r && refName(r);
    }
    case "contract": {
      const r = await db.contract.findUnique({ where, select });
      return r && refName(r);
    }
    case "workflow": {
      const r = await db.workflow.findUnique({ where, select });
      return r && refName(r);
    }
    case "risk-assessment": {
      const r = await db.riskAssessment.findUnique({
        where,
        select: { reference: true, vendor: { select: { name: true } } },
      });
      return r && `${r.reference} ${r.vendor.name}`;
    }
    case "vendor": {
      const r = await db.vendor.findUnique({ where, select: { name: true } });
      return r?.name ?? null;
    }
  }
}

const like = (search: string) => ({ contains: search, mode: "insensitive" as const });

/** Up to 20 records of a kind whose name or reference contains the search (newest first). */
export async function findEvidence(db: PrismaClient, kind: EvidenceKind, search: string) {
  const byText = (fields: string[]) => (search ? { OR: fields.map((f) => ({ [f]: like(search) })) } : {});
  const take = PICKER_SIZE;
  const orderBy = { createdAt: "desc" as const };
  const select = { id: true, reference: true, name: true } as const;
  const named = (rows: { id: string; reference: string; name: string }[]) =>
    rows.map((r) => ({ kind, id: r.id, label: refName(r) }));
  switch (kind) {
    case "policy":
      return named(await db.policy.findMany({ where: byText(["name", "reference"]), select, orderBy, take }));
    case "procedure":
      return named(await db.procedure.findMany({ where: byText(["name", "reference"]), select, orderBy, take }));
    case "contract":
      return named(await db.contract.findMany({ where: byText(["name", "reference"]), select, orderBy, take }));
    case "workflow":
      return named(
        await db.workflow.findMany({
          where: { type: "new_outsourcing", ...byText(["name", "reference"]) },
          select,
          orderBy,
          take,
        }),
      );
    case "risk-assessment": {
      const rows = await db.riskAssessment.findMany({
        where: search ? { OR: [{ reference: like(search) }, { vendor: { name: like(search) } }] } : {},
        select: { id: true, reference: true, vendor: { select: { name: true } } },
        orderBy,
        take,
      });
      return rows.map((r) => ({ kind, id: r.id, label: `${r.reference} ${r.vendor.name}` }));
    }
    case "vendor": {
      const rows = await db.vendor.findMany({
        where: search ? { name: like(search) } : {},
        select: { id: true, name: true },
        orderBy: { name: "asc" },
        take,
      });
      return rows.map((r) => ({ kind, id: r.id, label: r.name }));
    }
  }
}
