// The demo document repository: seven categories, each with documents in every status and compliance state and a
// small real file (a one-page PDF or a text file), so every card shows figures computed from its documents — one
// green (≥ 95%), one orange (≥ 90%), the rest red or without documents — and the recent documents table is full.
// Idempotent: stable ids (demoId); the demo documents and their files are written again on every run, categories
// upserted (documents people added to them stay).
import { createHash } from "node:crypto";
import type { Prisma } from "../generated/prisma/client.js";
import { addDays, utcDay } from "../utc-days.js";
import { demoEmailFor } from "./accounts.js";
import { demoPdf, demoText } from "./contract-files.js";
import { demoId } from "./ids.js";

type Status = "active" | "draft" | "archived";
type Compliance = "compliant" | "non_compliant" | "pending_review";
/** A document: title, status, compliance, days since its last change, review date in days from today, file. */
type Doc = [
  title: string,
  status: Status,
  compliance: Compliance,
  daysAgo: number,
  reviewIn: number | null,
  ext: "pdf" | "txt",
];

interface DemoCategory {
  key: string;
  name: string;
  owner: string;
  description: string;
  documents: Doc[];
}

/** n copies of a compliant, active document, so a category reaches a rate the spec's colours tell apart. */
const many = (n: number, title: string, daysAgo: number): Doc[] =>
  Array.from({ length: n }, (_, i) => [
    `${title} ${i + 1}`,
    "active",
    "compliant",
    daysAgo + i * 3,
    200 + i * 7,
    i % 2 ? "txt" : "pdf",
  ]);

export const DEMO_DOCUMENT_CATEGORIES: readonly DemoCategory[] = [
  {
    key: "policies",
    name: "Policies & Standards",
    owner: "Chief Compliance Officer",
    description: "Board-approved policies and the standards that carry them out.",
    // 20 of 20 not archived compliant: 100%, green.
    documents: [
      ["Outsourcing Policy", "active", "compliant", 2, 120, "pdf"],
      ["Information Security Standard", "active", "compliant", 9, 60, "pdf"],
      ...many(18, "Control standard", 15),
      ["Outsourcing Policy (2023 edition)", "archived", "non_compliant", 400, null, "pdf"],
    ],
  },
  {
    key: "procedures",
    name: "Procedures",
    owner: "Head of Operational Risk",
    description: "Step-by-step procedures for onboarding, monitoring and exiting third parties.",
    // 10 of 11 compliant: 90.9%, orange.
    documents: [
      ["Vendor Onboarding Procedure", "active", "compliant", 4, 90, "pdf"],
      ["Exit Plan Procedure", "draft", "pending_review", 1, 30, "txt"],
      ...many(9, "Monitoring procedure", 20),
      ["Legacy Due Diligence Checklist", "archived", "compliant", 300, null, "txt"],
    ],
  },
  {
    key: "filings",
    name: "Regulatory Filings",
    owner: "Regulatory Affairs",
    description: "Outsourcing registers and notifications sent to supervisors.",
    // 2 of 4 compliant: 50%, red.
    documents: [
      ["EBA Outsourcing Register Submission", "active", "compliant", 12, 170, "pdf"],
      ["DORA Register of Information", "draft", "pending_review", 3, 45, "pdf"],
      ["Cloud Notification to the Supervisor", "active", "compliant", 40, 320, "pdf"],
      ["Material Outsourcing Notification — Payments", "active", "non_compliant", 25, 12, "txt"],
    ],
  },
  {
    key: "audits",
    name: "Audit Reports",
    owner: "Head of Internal Audit",
    description: "Internal and external audit reports on third-party risk.",
    // 3 of 4 compliant: 75%, red.
    documents: [
      ["Internal Audit — Third-Party Risk 2025", "active", "compliant", 30, 365, "pdf"],
      ["SOC 2 Type II Review — Core Banking Vendor", "active", "compliant", 18, 200, "pdf"],
      ["External Audit Management Letter", "active", "non_compliant", 60, 20, "pdf"],
      ["Cloud Provider Pooled Audit", "active", "compliant", 75, 280, "txt"],
      ["Internal Audit — Third-Party Risk 2023", "archived", "compliant", 700, null, "pdf"],
    ],
  },
  {
    key: "contracts",
    name: "Contracts & SLAs",
    owner: "Head of Procurement",
    description: "Service level agreements and contract summaries for critical services.",
    // 2 of 3 compliant: 66.7%, red.
    documents: [
      ["Core Banking SLA Summary", "active", "compliant", 6, 150, "pdf"],
      ["Card Processing SLA", "active", "compliant", 50, 240, "txt"],
      ["Data Processing Agreement Template", "draft", "non_compliant", 8, 60, "pdf"],
    ],
  },
  {
    key: "continuity",
    name: "Business Continuity",
    owner: "Business Continuity Manager",
    description: "Continuity and exit plans for critical outsourced services.",
    // 1 of 3 compliant: 33.3%, red.
    documents: [
      ["Business Continuity Plan — Payments", "active", "compliant", 14, 75, "pdf"],
      ["Exit Strategy — Cloud Hosting", "draft", "pending_review", 5, 40, "txt"],
      ["Disaster Recovery Test Report", "active", "non_compliant", 35, 10, "pdf"],
    ],
  },
  {
    key: "board",
    name: "Board Papers",
    owner: "Company Secretary",
    description: "Papers and minutes for the board and its risk committee.",
    // No documents yet: no rate, shown as such.
    documents: [],
  },
];

const nineAm = (day: Date) => new Date(day.getTime() + 9 * 3_600_000);
const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export async function seedDemoGovernanceDocuments(tx: Prisma.TransactionClient, now: Date): Promise<number> {
  const today = utcDay(now);
  const officer = await tx.user.findUnique({
    where: { email: demoEmailFor("Compliance Officer") },
    select: { id: true },
  });
  const userId = officer?.id ?? null;
  const plans = DEMO_DOCUMENT_CATEGORIES.flatMap((c) =>
    c.documents.map((doc, i) => ({ category: c, doc, id: demoId("governance-document", `${c.key}:${i}`) })),
  );
  const fileIds = plans.map((p) => demoId("file", `governance-document:${p.id}`));
  await tx.governanceDocument.deleteMany({ where: { id: { in: plans.map((p) => p.id) } } });
  await tx.storedFile.deleteMany({ where: { id: { in: fileIds } } });

  for (const c of DEMO_DOCUMENT_CATEGORIES) {
    const id = demoId("document-category", c.key);
    const state = { name: c.name, owner: c.owner, description: c.description };
    await tx.documentCategory.upsert({ where: { id }, create: { id, ...state }, update: state });
  }
  for (const [n, { category, doc, id }] of plans.entries()) {
    const [title, status, compliance, daysAgo, reviewIn, ext] = doc;
    const at = nineAm(addDays(today, -daysAgo));
    const lines = [title, `${category.name}. Owner: ${category.owner}.`, category.description, `Status: ${status}.`];
    const data = ext === "pdf" ? demoPdf(lines) : demoText(lines);
    const fileId = fileIds[n]!;
    await tx.storedFile.create({
      data: {
        id: fileId,
        filename: `${slug(title)}.${ext}`,
        contentType: ext === "pdf" ? "application/pdf" : "text/plain; charset=utf-8",
        size: data.byteLength,
        sha256: createHash("sha256").update(data).digest("hex"),
        data: new Uint8Array(data),
        purpose: "governance-repository-document",
        createdById: userId,
        createdAt: at,
      },
    });
    await tx.governanceDocument.create({
      data: {
        id,
        title,
        categoryId: demoId("document-category", category.key),
        status,
        owner: category.owner,
        reviewDate: reviewIn === null ? null : addDays(today, reviewIn),
        compliance,
        description: category.description,
        fileId,
        createdById: userId,
        updatedById: userId,
        createdAt: addDays(at, -30),
        updatedAt: at,
      },
    });
  }
  return plans.length;
}
