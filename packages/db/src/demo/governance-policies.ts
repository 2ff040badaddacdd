// The demo policies (issue 15): about a dozen across the categories a bank's framework has, some under a regulatory
// framework with gaps, reviews due within 14, 30 and 90 days and one past, statuses across the life cycle, a few in
// two versions with their documents, one archived. Owners are demo users where one fits. Idempotent: stable ids
// (demoId), upserts, and each version's file rewritten in place.
import { createHash } from "node:crypto";
import type { PolicyStatus, Prisma, RiskLevel } from "../generated/prisma/client.js";
import type { Role } from "../roles.js";
import { addDays, utcDay } from "../utc-days.js";
import { demoEmailFor } from "./accounts.js";
import { demoPdf } from "./contract-files.js";
import { demoId } from "./ids.js";

interface DemoPolicy {
  key: string;
  name: string;
  owner: string;
  ownerRole: Role | null;
  category: string;
  risk: RiskLevel;
  /** Days from today to the review date (negative: passed). */
  review: number;
  status: PolicyStatus;
  framework: string | null;
  gaps: string[];
  security?: boolean;
  /** Versions, oldest first: [major, minor, days ago, change note]. */
  versions: [number, number, number, string][];
  archived?: boolean;
}

const V1: DemoPolicy["versions"] = [[1, 0, 400, "First issue"]];

export const DEMO_POLICIES: DemoPolicy[] = [
  {
    key: "infosec",
    name: "Information Security Policy",
    owner: "Chief Information Security Officer",
    ownerRole: "IT Security",
    category: "Information security",
    risk: "high",
    review: 12,
    status: "active",
    framework: "DORA",
    gaps: ["ICT third-party register incomplete for two critical providers"],
    security: true,
    versions: [
      [1, 0, 500, "First issue"],
      [2, 0, 90, "Aligned with DORA Art. 28"],
    ],
  },
  {
    key: "outsourcing",
    name: "Outsourcing Policy",
    owner: "Head of Compliance",
    ownerRole: "Compliance Officer",
    category: "Outsourcing",
    risk: "critical",
    review: 27,
    status: "active",
    framework: "EBA/GL/2019/02",
    gaps: ["Exit plans missing for one critical arrangement", "Sub-outsourcing chain not documented"],
    versions: [
      [1, 0, 700, "First issue"],
      [1, 1, 120, "Register fields updated"],
    ],
  },
  {
    key: "aml",
    name: "Anti-Money Laundering Policy",
    owner: "Money Laundering Reporting Officer",
    ownerRole: "Compliance",
    category: "AML",
    risk: "critical",
    review: 75,
    status: "approved",
    framework: "AMLD6",
    gaps: [],
    versions: V1,
  },
  {
    key: "data-protection",
    name: "Data Protection Policy",
    owner: "Data Protection Officer",
    ownerRole: "Legal Counsel",
    category: "Data protection",
    risk: "high",
    review: 60,
    status: "active",
    framework: "GDPR",
    gaps: ["Transfer impact assessments pending for US processors"],
    versions: [
      [1, 0, 600, "First issue"],
      [2, 0, 45, "Standard contractual clauses 2021"],
    ],
  },
  {
    key: "bcm",
    name: "Business Continuity Policy",
    owner: "Head of Operational Resilience",
    ownerRole: "Risk Manager",
    category: "Business continuity",
    risk: "high",
    review: 9,
    status: "under_review",
    framework: "DORA",
    gaps: [],
    versions: V1,
  },
  {
    key: "conduct",
    name: "Code of Conduct",
    owner: "Chief Compliance Officer",
    ownerRole: "Compliance Officer",
    category: "Conduct",
    risk: "medium",
    review: 180,
    status: "active",
    framework: null,
    gaps: [],
    versions: V1,
  },
  {
    key: "access",
    name: "Access Control Standard",
    owner: "IT Security Manager",
    ownerRole: "IT Security",
    category: "Information security",
    risk: "medium",
    review: 45,
    status: "draft",
    framework: "ISO/IEC 27001",
    gaps: ["Privileged access reviews not yet quarterly"],
    security: true,
    versions: V1,
  },
  {
    key: "vendor-risk",
    name: "Third-Party Risk Management Policy",
    owner: "Head of Vendor Management",
    ownerRole: "Vendor Manager",
    category: "Outsourcing",
    risk: "high",
    review: 88,
    status: "active",
    framework: "EBA/GL/2019/02",
    gaps: [],
    versions: V1,
  },
  {
    key: "complaints",
    name: "Complaints Handling Policy",
    owner: "Head of Customer Care",
    ownerRole: null,
    category: "Conduct",
    risk: "low",
    review: -6,
    status: "active",
    framework: null,
    gaps: [],
    versions: V1,
  },
  {
    key: "records",
    name: "Records Retention Policy",
    owner: "Head of Legal",
    ownerRole: "Legal",
    category: "Data protection",
    risk: "medium",
    review: 240,
    status: "approved",
    framework: "GDPR",
    gaps: [],
    versions: V1,
  },
  {
    key: "sanctions",
    name: "Sanctions Screening Policy",
    owner: "Sanctions Officer",
    ownerRole: "Compliance",
    category: "AML",
    risk: "critical",
    review: 21,
    status: "inactive",
    framework: null,
    gaps: [],
    versions: V1,
  },
  {
    key: "remote-work",
    name: "Remote Working Policy",
    owner: "Head of HR",
    ownerRole: null,
    category: "Conduct",
    risk: "low",
    review: 120,
    status: "active",
    framework: null,
    gaps: [],
    versions: V1,
    archived: true,
  },
];

const policyId = (key: string) => demoId("policy", key);
const versionId = (key: string, major: number, minor: number) => demoId("policy-version", `${key}:${major}.${minor}`);
const fileId = (key: string, major: number, minor: number) => demoId("file", `policy:${key}:${major}.${minor}`);

function documentRow(p: DemoPolicy, major: number, minor: number, createdById: string | null, createdAt: Date) {
  const data = demoPdf([
    `${p.name} - version ${major}.${minor}`,
    `Owner: ${p.owner}. Category: ${p.category}.`,
    p.framework ? `Regulatory framework: ${p.framework}.` : "Internal policy.",
    "1. Purpose and scope. 2. Roles and responsibilities. 3. Requirements. 4. Monitoring and review.",
  ]);
  return {
    id: fileId(p.key, major, minor),
    filename: `${p.key}-policy-v${major}.${minor}.pdf`,
    contentType: "application/pdf",
    size: data.byteLength,
    sha256: createHash("sha256").update(data).digest("hex"),
    data: new Uint8Array(data),
    purpose: "governance-policy-document",
    createdById,
    createdAt,
  };
}

export async function seedDemoPolicies(tx: Prisma.TransactionClient, now: Date): Promise<number> {
  const today = utcDay(now);
  const roles = [...new Set(DEMO_POLICIES.flatMap((p) => (p.ownerRole ? [p.ownerRole] : [])))];
  const users = await tx.user.findMany({
    where: { email: { in: [...roles, "Compliance Officer" as Role].map(demoEmailFor) } },
    select: { id: true, email: true },
  });
  const userOf = (role: Role | null) => (role ? (users.find((u) => u.email === demoEmailFor(role))?.id ?? null) : null);
  const author = userOf("Compliance Officer");
  const year = today.getUTCFullYear();

  for (const [i, p] of DEMO_POLICIES.entries()) {
    const id = policyId(p.key);
    const first = p.versions[0]!;
    const last = p.versions[p.versions.length - 1]!;
    const createdAt = addDays(today, -first[2]);
    const state = {
      name: p.name,
      owner: p.owner,
      ownerId: userOf(p.ownerRole),
      jurisdiction: "EU",
      category: p.category,
      riskRating: p.risk,
      reviewDate: addDays(today, p.review),
      regulatoryFramework: p.framework,
      complianceGaps: p.gaps,
      securityPolicy: p.security ?? false,
      status: p.status,
      statusChangedAt: addDays(today, -Math.min(30, first[2])),
      statusChangedById: author,
      versionMajor: last[0],
      versionMinor: last[1],
      archived: p.archived ?? false,
      archivedAt: p.archived ? addDays(today, -10) : null,
      archivedById: p.archived ? author : null,
      updatedById: author,
    };
    await tx.policy.upsert({
      where: { id },
      create: { id, reference: `POL-${year}-${String(9001 + i)}`, createdById: author, createdAt, ...state },
      update: state,
    });
    for (const [major, minor, daysAgo, note] of p.versions) {
      const at = addDays(today, -daysAgo);
      const file = documentRow(p, major, minor, author, at);
      const { id: fid, ...fileData } = file;
      await tx.storedFile.upsert({ where: { id: fid }, create: file, update: fileData });
      const vid = versionId(p.key, major, minor);
      const version = {
        content: `${p.name}, version ${major}.${minor}. ${note}.`,
        fileId: fid,
        changeNote: note,
        createdById: author,
        createdAt: at,
      };
      await tx.policyVersion.upsert({
        where: { id: vid },
        create: { id: vid, policyId: id, major, minor, ...version },
        update: version,
      });
    }
    await tx.policy.update({ where: { id }, data: { currentVersionId: versionId(p.key, last[0], last[1]) } });
    const eventId = demoId("policy-event", `${p.key}:created`);
    await tx.policyEvent.upsert({
      where: { id: eventId },
      create: { id: eventId, policyId: id, kind: "created", toStatus: "draft", actorId: author, createdAt },
      update: {},
    });
  }
  return DEMO_POLICIES.length;
}
