// The demo governance centre: policies (some with regulatory frameworks and gaps, some due for review), procedures,
// committees with members and meetings, and documents in categories. Each part seeds itself in its own module;
// this one runs them in order. Idempotent (stable ids from demoId, upserts).
import type { Prisma } from "../generated/prisma/client.js";
import { seedDemoAcknowledgements } from "./governance-acknowledgements.js";
import { seedDemoCommittees } from "./governance-committees.js";
import { seedDemoGovernanceDocuments } from "./governance-documents.js";
import { seedDemoPolicies } from "./governance-policies.js";

export interface DemoGovernanceSummary {
  policies: number;
  procedures: number;
  committees: number;
  meetings: number;
  documents: number;
}

export async function seedDemoGovernance(tx: Prisma.TransactionClient, now: Date): Promise<DemoGovernanceSummary> {
  const summary: DemoGovernanceSummary = { policies: 0, procedures: 0, committees: 0, meetings: 0, documents: 0 };
  summary.policies = await seedDemoPolicies(tx, now);
  // Procedures link to the demo policies seeded before them (none when there are none).
  const committees = await seedDemoCommittees(tx, now);
  summary.procedures = committees.procedures;
  summary.committees = committees.committees;
  summary.meetings = committees.meetings;
  summary.documents = await seedDemoGovernanceDocuments(tx, now);
  // Acknowledgement requests of the demo policies: after the policies' seed.
  await seedDemoAcknowledgements(tx, now);
  return summary;
}
