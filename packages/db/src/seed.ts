// `npm run seed -w @tprm/db` (and `prisma db seed`): the demo accounts, one per role, then the demo vendor register
// (vendors, reviews, KPI breaches, invoices, offboardings), then the risk assessments and the contracts of those
// vendors, then the regulatory register (entities, functions, the contracts' register fields), then the governance
// centre, then the workflows and wizard drafts. Idempotent.
// DATABASE_URL from the env.

import {
  DEMO_PASSWORD,
  seedDemoContracts,
  seedDemoGovernance,
  seedDemoRegister,
  seedDemoRiskAssessments,
  seedDemoUsers,
  seedDemoVendors,
  seedDemoWorkflows,
} from "./demo/index.js";
import { createPrismaClient } from "./index.js";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("DATABASE_URL is not set: point it at the database to seed (it must be migrated first).");
  process.exit(1);
}

const db = createPrismaClient(databaseUrl, { poolSize: 2 });
try {
  const accounts = await seedDemoUsers(db);
  const width = Math.max(...accounts.map((a) => a.role.length));
  console.log(`Demo accounts (password for all: ${DEMO_PASSWORD}):`);
  for (const { role, email, user } of accounts) {
    console.log(`  ${role.padEnd(width)}  ${email.padEnd(36)}  ${user.firstName} ${user.lastName}, ${user.jobTitle}`);
  }
  // One transaction and one "now": the assessments set the vendors' risk ratings the vendor seed has just written.
  const now = new Date();
  const { vendors, assessments, contracts, register, governance, workflows } = await db.$transaction(
    async (tx) => ({
      vendors: await seedDemoVendors(tx, now),
      assessments: await seedDemoRiskAssessments(tx, now),
      // The vendors' contract values follow from the executed contracts written here.
      contracts: await seedDemoContracts(tx, now),
      // The register fills the contracts just written (their functions, using entities and supply chains).
      register: await seedDemoRegister(tx, now),
      governance: await seedDemoGovernance(tx, now),
      // The workflows link the vendors' assessments and contracts and the outsourcing committee written above.
      workflows: await seedDemoWorkflows(tx, now),
    }),
    { timeout: 120_000, maxWait: 10_000 },
  );
  console.log(
    `Demo vendors: ${vendors.vendors} vendors, ${vendors.reviews} reviews, ${vendors.kpiBreaches} KPI breaches, ` +
      `${vendors.invoices} invoices, ${vendors.offboardings} offboardings.`,
  );
  console.log(
    `Demo risk assessments: ${assessments.assessments} assessments (${assessments.completed} completed, ` +
      `${assessments.inProgress} in progress of which ${assessments.reopened} reopened, ${assessments.drafts} drafts).`,
  );
  const s = contracts.byStatus;
  console.log(
    `Demo contracts: ${contracts.contracts} contracts (${s.draft} draft, ${s.under_review} under review, ` +
      `${s.approved} approved, ${s.executed} active, ${s.expired} expired, ${s.terminated} terminated), ` +
      `${contracts.templates} templates, ${contracts.documents} documents.`,
  );
  console.log(
    `Demo register: ${register.entities} entities and branches, ${register.functions} functions, ` +
      `${register.contracts} ICT contracts with ${register.subcontractors} subcontracting links.`,
  );
  console.log(
    `Demo governance: ${governance.policies} policies, ${governance.procedures} procedures, ` +
      `${governance.committees} committees with ${governance.meetings} meetings, ${governance.documents} documents.`,
  );
  console.log(
    `Demo workflows: ${workflows.workflows} workflows (${workflows.arrangements} new outsourcing arrangements, ` +
      `${workflows.awaitingDecision} awaiting the committee), ${workflows.drafts} wizard drafts.`,
  );
} finally {
  await db.$disconnect();
}
