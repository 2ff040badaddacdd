// The demo procedures and oversight committees. Ten procedures, most linked to the demo policy they carry out when the
// policies' seed has run first (none linked otherwise), a few deliberately not aligned
// (no policy), so the monitoring card has something to show. Three committees with members (the chairs and
// secretaries are demo users), held meetings with attendees and decisions, and a scheduled next meeting.
// Idempotent: stable ids (demoId), upserts; times are set relative to `now` on every run.
import type { Prisma } from "../generated/prisma/client.js";
import { addDays, utcDay } from "../utc-days.js";
import { demoEmailFor } from "./accounts.js";
import { demoId } from "./ids.js";

type Complexity = "simple" | "moderate" | "complex";
type Status = "draft" | "under_review" | "approved" | "active" | "expired" | "inactive";
/** name, owner, category, complexity, status, last review (days ago, null: never), the demo policy it carries out */
type DemoProcedure = [string, string, string, Complexity, Status, number | null, string | null];

const PROCEDURES: readonly DemoProcedure[] = [
  [
    "Vendor onboarding due diligence",
    "Head of Vendor Management",
    "Third-party risk",
    "complex",
    "active",
    40,
    "vendor-risk",
  ],
  ["Outsourcing materiality assessment", "Outsourcing Officer", "Outsourcing", "moderate", "active", 75, "outsourcing"],
  [
    "Critical vendor annual review",
    "Head of Vendor Management",
    "Third-party risk",
    "moderate",
    "approved",
    120,
    "vendor-risk",
  ],
  ["Exit plan testing", "Business Continuity Lead", "Resilience", "complex", "under_review", 200, "bcm"],
  ["Sub-outsourcing notification", "Outsourcing Officer", "Outsourcing", "simple", "active", 30, "outsourcing"],
  ["Cloud provider security assessment", "CISO", "Information security", "complex", "active", 60, "infosec"],
  [
    "Incident reporting to the regulator",
    "Chief Compliance Officer",
    "Regulatory",
    "moderate",
    "active",
    15,
    "infosec",
  ],
  ["Contract register maintenance", "Legal Operations", "Legal", "simple", "draft", null, null],
  ["Concentration risk monitoring", "Chief Risk Officer", "Risk", "moderate", "draft", null, null],
  [
    "Offboarding and data return",
    "Head of Vendor Management",
    "Third-party risk",
    "moderate",
    "expired",
    420,
    "records",
  ],
];

type Member = [name: string, role: string, department: string, userRole?: string];
type Decision = [title: string, outcome: "approved" | "rejected" | "deferred" | "noted", note: string | null];
interface DemoCommittee {
  key: string;
  name: string;
  type: string;
  jurisdiction: string;
  purpose: string;
  members: Member[];
  /** Held meetings: days ago, agenda, decisions. */
  held: [number, string, Decision[]][];
  /** The next meeting, days ahead. */
  next: number;
}

const COMMITTEES: readonly DemoCommittee[] = [
  {
    key: "outsourcing-oversight",
    name: "Outsourcing Oversight Committee",
    type: "Steering",
    jurisdiction: "EU",
    purpose: "Approves material outsourcing arrangements and oversees the outsourcing register (EBA GL/2019/02).",
    members: [
      ["Chief Compliance Officer", "Chair", "Compliance", "Compliance Officer"],
      ["Head of Vendor Management", "Member", "Procurement", "Vendor Manager"],
      ["Chief Risk Officer", "Member", "Risk", "Risk Manager"],
      ["General Counsel", "Member", "Legal", "Legal Counsel"],
    ],
    held: [
      [
        84,
        "Quarterly review of material arrangements",
        [
          ["Approve the core banking cloud migration", "approved", "Subject to a tested exit plan."],
          ["Renew the card processing contract", "deferred", "Awaiting the updated risk assessment."],
        ],
      ],
      [21, "Outsourcing register and sub-outsourcing", [["Register reviewed and complete", "noted", null]]],
    ],
    next: 28,
  },
  {
    key: "operational-risk",
    name: "Operational Risk Committee",
    type: "Advisory",
    jurisdiction: "Global",
    purpose: "Reviews operational risk appetite, incidents and key risk indicators, including third-party risk.",
    members: [
      ["Chief Risk Officer", "Chair", "Risk", "Risk Manager"],
      ["CISO", "Member", "Information Security", "IT Security"],
      ["Business Continuity Lead", "Member", "Operations"],
    ],
    held: [
      [
        45,
        "Incidents of the quarter and KRI breaches",
        [
          ["Raise the vendor outage KRI threshold", "rejected", "The current threshold stays."],
          ["Commission a concentration risk study", "approved", null],
        ],
      ],
    ],
    next: 14,
  },
  {
    key: "board-risk",
    name: "Board Risk Committee",
    type: "Regulatory",
    jurisdiction: "UK",
    purpose: "Board oversight of the risk framework, the outsourcing policy and the regulator's findings.",
    members: [
      ["Independent Non-Executive Director", "Chair", "Board", "Board Member"],
      ["Chief Executive Officer", "Member", "Executive", "Executive"],
      ["Head of Internal Audit", "Attendee", "Internal Audit", "Internal Auditor"],
    ],
    held: [[70, "Annual approval of the outsourcing policy", [["Outsourcing policy approved", "approved", null]]]],
    next: 60,
  },
];

export interface DemoCommitteeSummary {
  procedures: number;
  committees: number;
  meetings: number;
}

async function seedProcedures(tx: Prisma.TransactionClient, now: Date, creatorId: string | null) {
  const today = utcDay(now);
  const year = today.getUTCFullYear();
  // The policy each procedure carries out, by the policies seed's stable ids (none when that seed has not run).
  const wanted = [...new Set(PROCEDURES.flatMap(([, , , , , , key]) => (key ? [demoId("policy", key)] : [])))];
  const present = new Set(
    (await tx.policy.findMany({ where: { id: { in: wanted } }, select: { id: true } })).map((p) => p.id),
  );
  for (const [i, [name, owner, category, complexity, status, reviewedDaysAgo, policyKey]] of PROCEDURES.entries()) {
    const wantedId = policyKey ? demoId("policy", policyKey) : null;
    const policyId = wantedId && present.has(wantedId) ? wantedId : null;
    const data = {
      reference: `PRO-${year}-${String(i + 1).padStart(4, "0")}`,
      name,
      owner,
      category,
      complexity,
      status,
      policyId,
      lastReview: reviewedDaysAgo === null ? null : addDays(today, -reviewedDaysAgo),
      description: `${name}: the steps, owners and evidence expected.`,
      archived: false,
      archivedAt: null,
      archivedById: null,
      createdById: creatorId,
      updatedById: creatorId,
    };
    const id = demoId("procedure", name);
    await tx.procedure.upsert({ where: { id }, create: { id, ...data }, update: data });
  }
  // New procedures are numbered after the demo's.
  await tx.$executeRaw`
    INSERT INTO "ReferenceCounter" ("prefix", "year", "value") VALUES ('PRO', ${year}, ${PROCEDURES.length})
    ON CONFLICT ("prefix", "year") DO UPDATE SET "value" = greatest("ReferenceCounter"."value", ${PROCEDURES.length})`;
  return PROCEDURES.length;
}

export async function seedDemoCommittees(tx: Prisma.TransactionClient, now: Date): Promise<DemoCommitteeSummary> {
  const roles = [...new Set(COMMITTEES.flatMap((c) => c.members.flatMap((m) => (m[3] ? [m[3]] : []))))];
  const users = await tx.user.findMany({
    where: { email: { in: [...roles, "Compliance Officer"].map(demoEmailFor) } },
    select: { id: true, email: true, firstName: true, lastName: true },
  });
  const accountOf = (role: string | undefined) =>
    role ? users.find((u) => u.email === demoEmailFor(role)) : undefined;
  const userOf = (role: string | undefined) => accountOf(role)?.id ?? null;
  // A member who is a demo user is shown by name; the others by the position they hold.
  const nameOf = ([title, , , role]: Member) => {
    const account = accountOf(role);
    return account ? `${account.firstName} ${account.lastName}` : title;
  };
  const creatorId = userOf("Compliance Officer");
  const procedures = await seedProcedures(tx, now, creatorId);
  let meetings = 0;
  for (const c of COMMITTEES) {
    const id = demoId("committee", c.key);
    const chair = c.members[0]!;
    const data = {
      name: c.name,
      type: c.type,
      chair: nameOf(chair),
      chairId: userOf(chair[3]),
      jurisdiction: c.jurisdiction,
      status: "active" as const,
      purpose: c.purpose,
      createdById: creatorId,
      updatedById: creatorId,
    };
    await tx.committee.upsert({ where: { id }, create: { id, ...data }, update: data });
    const memberIds: string[] = [];
    for (const [position, entry] of c.members.entries()) {
      const [title, role, department, userRole] = entry;
      const memberId = demoId("committee-member", `${c.key}:${title}`);
      const member = { name: nameOf(entry), role, department, userId: userOf(userRole), position };
      await tx.committeeMember.upsert({
        where: { id: memberId },
        create: { id: memberId, committeeId: id, ...member },
        update: member,
      });
      memberIds.push(memberId);
    }
    const plan: [string, Date, "held" | "scheduled", string, Decision[]][] = [
      ...c.held.map(([daysAgo, agenda, decisions], i) => [
        `held-${i}`,
        new Date(now.getTime() - daysAgo * 86_400_000),
        "held" as const,
        agenda,
        decisions,
      ]),
      ["next", new Date(now.getTime() + c.next * 86_400_000), "scheduled", "Standing agenda", []],
    ] as [string, Date, "held" | "scheduled", string, Decision[]][];
    for (const [key, at, status, agenda, decisions] of plan) {
      const meetingId = demoId("committee-meeting", `${c.key}:${key}`);
      const scheduledAt = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), 9, 30));
      const meeting = { scheduledAt, status, agenda, location: "Board room, 12th floor", createdById: creatorId };
      await tx.committeeMeeting.upsert({
        where: { id: meetingId },
        create: { id: meetingId, committeeId: id, ...meeting },
        update: meeting,
      });
      meetings += 1;
      if (status === "held") {
        await tx.committeeMeetingAttendee.createMany({
          data: memberIds.map((memberId) => ({ meetingId, memberId })),
          skipDuplicates: true,
        });
      }
      for (const [title, outcome, note] of decisions) {
        const decisionId = demoId("committee-decision", `${c.key}:${key}:${title}`);
        const decision = { title, outcome, note, createdById: creatorId };
        await tx.committeeDecision.upsert({
          where: { id: decisionId },
          create: { id: decisionId, meetingId, ...decision },
          update: decision,
        });
      }
    }
  }
  return { procedures, committees: COMMITTEES.length, meetings };
}
