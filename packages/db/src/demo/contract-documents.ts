// The demo contracts' files: the templates (in versions) and each contract's documents — the draft copied from the
// template it was drafted from (as creating a contract from a template does), a redline for those negotiated
// since, the signed copy of signed contracts, an amendment. Stable ids (demoId) and dates relative to today.
import { createHash } from "node:crypto";
import { DEMO_CONTRACT_TEMPLATES, type DemoTemplate } from "../demo-data/contracts.js";
import type { Prisma } from "../generated/prisma/client.js";
import { addDays } from "../utc-days.js";
import { demoPdf, demoText } from "./contract-files.js";
import { DEMO_CONTRACT_STAGES, type PlannedContract } from "./contract-plan.js";
import { demoId } from "./ids.js";

export type ContractFileDb = Pick<
  Prisma.TransactionClient,
  "storedFile" | "contractTemplate" | "contractTemplateVersion" | "contractDocument" | "contractDocumentVersion"
>;

const nineAm = (day: Date) => new Date(day.getTime() + 9 * 3_600_000);
const iso = (day: Date) => day.toISOString().slice(0, 10);

function fileRow(
  id: string,
  filename: string,
  lines: readonly string[],
  purpose: string,
  createdById: string | null,
  createdAt: Date,
) {
  const data = filename.endsWith(".pdf") ? demoPdf(lines) : demoText(lines);
  return {
    id,
    filename,
    contentType: filename.endsWith(".pdf") ? "application/pdf" : "text/plain; charset=utf-8",
    size: data.byteLength,
    sha256: createHash("sha256").update(data).digest("hex"),
    data: new Uint8Array(data),
    purpose,
    createdById,
    createdAt,
  };
}

const templateId = (key: string) => demoId("contract-template", key);
const templateFileId = (key: string, version: number) => demoId("file", `contract-template:${key}:${version}`);

/** The template version in force on a day: the latest issued by then (the first if none was). */
function versionOn(template: DemoTemplate, today: Date, day: Date) {
  let chosen = 1;
  template.versions.forEach((v, i) => {
    if (addDays(today, -v.daysAgo) <= day) chosen = i + 1;
  });
  return chosen;
}

/** Writes the demo templates (upserted: contracts users drafted from them keep their link) and their versions. */
export async function seedDemoTemplates(db: ContractFileDb, today: Date, legalId: string | null) {
  const fileIds = DEMO_CONTRACT_TEMPLATES.flatMap((t) => t.versions.map((_, i) => templateFileId(t.key, i + 1)));
  const versionIds = DEMO_CONTRACT_TEMPLATES.flatMap((t) =>
    t.versions.map((_, i) => demoId("contract-template-version", `${t.key}:${i + 1}`)),
  );
  await db.contractTemplateVersion.deleteMany({ where: { id: { in: versionIds } } });
  await db.storedFile.deleteMany({ where: { id: { in: fileIds } } });
  for (const t of DEMO_CONTRACT_TEMPLATES) {
    const id = templateId(t.key);
    const createdAt = nineAm(addDays(today, -t.versions[0]!.daysAgo));
    const updatedAt = nineAm(addDays(today, -t.versions[t.versions.length - 1]!.daysAgo));
    const state = {
      name: t.name,
      type: t.type,
      description: t.description,
      createdById: legalId,
      updatedById: legalId,
    };
    await db.contractTemplate.upsert({
      where: { id },
      create: { id, ...state, createdAt, updatedAt },
      update: { ...state, createdAt, updatedAt },
    });
    for (const [i, v] of t.versions.entries()) {
      const fileId = templateFileId(t.key, i + 1);
      const at = nineAm(addDays(today, -v.daysAgo));
      await db.storedFile.create({ data: fileRow(fileId, v.filename, v.lines, "contract-template", legalId, at) });
      await db.contractTemplateVersion.create({
        data: {
          id: versionIds[fileIds.indexOf(fileId)]!,
          templateId: id,
          version: i + 1,
          fileId,
          note: v.note,
          uploadedById: legalId,
          createdAt: at,
        },
      });
    }
  }
  return DEMO_CONTRACT_TEMPLATES.length;
}

/** The template a planned contract was drafted from: its id and the version copied. */
export function templateOf(c: PlannedContract, today: Date) {
  const template = DEMO_CONTRACT_TEMPLATES.find((t) => t.key === c.template);
  return template ? { template, id: templateId(template.key), version: versionOn(template, today, c.createdAt) } : null;
}

interface DocumentPlan {
  kind: "signed" | "amendment" | "draft";
  title: string;
  versions: { filename: string; note: string | null; at: Date; lines: readonly string[] }[];
}

function documentsOf(c: PlannedContract, reference: string, legalName: string, today: Date): DocumentPlan[] {
  const slug = reference.toLowerCase();
  const facts = [
    `Reference ${reference}. Between the Bank and ${legalName}.`,
    `Value ${c.value.toFixed(2)} ${c.currency}. From ${iso(c.startDate)} ${c.endDate ? `to ${iso(c.endDate)}` : "until terminated"}.`,
  ];
  const docs: DocumentPlan[] = [];
  const from = templateOf(c, today);
  if (from) {
    const v = from.template.versions[from.version - 1]!;
    const draftAt = nineAm(addDays(c.createdAt, 1));
    const versions: DocumentPlan["versions"] = [
      {
        filename: v.filename,
        note: `From the template ${from.template.name}, version ${from.version}`,
        at: draftAt,
        lines: v.lines,
      },
    ];
    if (DEMO_CONTRACT_STAGES.indexOf(c.stage) >= DEMO_CONTRACT_STAGES.indexOf("negotiation")) {
      versions.push({
        filename: `${slug}-redline.pdf`,
        note: "Redline after the negotiation round",
        at: nineAm(addDays(draftAt, 14)),
        lines: [`${c.name} - redline`, ...facts, "Changes agreed in negotiation are marked in the margin."],
      });
    }
    docs.push({ kind: "draft", title: from.template.name, versions });
  }
  if (c.signedAt && (c.key !== "main" || c.riskLevel === "critical" || c.riskLevel === "high")) {
    docs.push({
      kind: "signed",
      title: "Signed contract",
      versions: [
        {
          filename: `${slug}-signed.pdf`,
          note: null,
          at: nineAm(c.signedAt),
          lines: [c.name, ...facts, `Signed by both parties on ${iso(c.signedAt)}.`],
        },
      ],
    });
  }
  if (c.signedAt && c.key === "main" && c.vendor.index === 0) {
    const at = nineAm(addDays(today, -75));
    docs.push({
      kind: "amendment",
      title: "Amendment 1 — disaster recovery region",
      versions: [
        {
          filename: `${slug}-amendment-1.pdf`,
          note: "Adds the disaster recovery region to the services",
          at,
          lines: [`${c.name} - amendment 1`, ...facts, "The Supplier adds a second region for disaster recovery."],
        },
      ],
    });
  }
  return docs;
}

/** Writes the documents of one demo contract (its rows were just created); returns how many. */
export async function seedContractDocuments(
  db: ContractFileDb,
  c: PlannedContract,
  contract: { id: string; reference: string; legalName: string; uploaderId: string | null },
  today: Date,
): Promise<number> {
  const docs = documentsOf(c, contract.reference, contract.legalName, today);
  for (const [d, doc] of docs.entries()) {
    const documentId = demoId("contract-document", `${contract.id}:${d}`);
    await db.contractDocument.create({
      data: {
        id: documentId,
        contractId: contract.id,
        kind: doc.kind,
        title: doc.title,
        createdById: contract.uploaderId,
        createdAt: doc.versions[0]!.at,
        updatedAt: doc.versions[doc.versions.length - 1]!.at,
      },
    });
    for (const [n, v] of doc.versions.entries()) {
      const fileId = demoId("file", `contract-document:${documentId}:${n + 1}`);
      await db.storedFile.create({
        data: fileRow(fileId, v.filename, v.lines, "contract-document", contract.uploaderId, v.at),
      });
      await db.contractDocumentVersion.create({
        data: {
          id: demoId("contract-document-version", `${documentId}:${n + 1}`),
          documentId,
          version: n + 1,
          fileId,
          note: v.note,
          uploadedById: contract.uploaderId,
          createdAt: v.at,
        },
      });
    }
  }
  return docs.length;
}
