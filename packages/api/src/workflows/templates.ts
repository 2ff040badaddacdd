// The Template tab and the wizard's step 2 (GET /api/workflows/templates): the five types' templates of steps, the
// governance policies an outsourcing arrangement answers to (not archived; category or regulatory framework naming
// outsourcing, third parties, the EBA or DORA) and the active committees that may decide.
import type { Prisma } from "@tprm/db";
import type { z } from "zod";
import type { SignedInContext } from "../context.js";
import type { workflowTemplatesOutput } from "../schemas/workflows.js";
import { WORKFLOW_TEMPLATES, WORKFLOW_TYPES } from "./rules.js";

export const LINKED_POLICY_TERMS = ["outsourcing", "third party", "third-party", "EBA", "DORA"] as const;

const mentions = (field: "category" | "regulatoryFramework"): Prisma.PolicyWhereInput[] =>
  LINKED_POLICY_TERMS.map((term) => ({ [field]: { contains: term, mode: "insensitive" } }));

export async function workflowTemplates(ctx: SignedInContext): Promise<z.output<typeof workflowTemplatesOutput>> {
  const [policies, committees] = await Promise.all([
    ctx.db.policy.findMany({
      where: { archived: false, OR: [...mentions("category"), ...mentions("regulatoryFramework")] },
      select: {
        id: true,
        reference: true,
        name: true,
        owner: true,
        category: true,
        regulatoryFramework: true,
        status: true,
      },
      orderBy: [{ name: "asc" }, { id: "asc" }],
    }),
    ctx.db.committee.findMany({
      where: { status: "active" },
      select: { id: true, name: true, type: true, chair: true, charterFileId: true },
      orderBy: [{ name: "asc" }, { id: "asc" }],
    }),
  ]);
  return {
    templates: WORKFLOW_TYPES.map((type) => ({ type, steps: WORKFLOW_TEMPLATES[type].map((s) => ({ ...s })) })),
    policies,
    committees: committees.map(({ charterFileId, ...c }) => ({ ...c, hasCharter: charterFileId !== null })),
  };
}
