// How a contract's documents and the templates are read and answered: one select per record, one mapper to the
// answers' schemas (fileVersionOutput, contractDocumentOutput, contractTemplateOutput).
import type { Prisma } from "@tprm/db";
import type { z } from "zod";
import { USER_NAME, type UserName, userRef } from "../lib/people.js";
import type { ContractTemplateItem } from "../schemas/contract-files.js";
import type { contractDocumentOutput, fileVersionOutput } from "../schemas/contracts.js";

/** A version of a document or a template, with its stored file's name, type and size (never its bytes). */
export const FILE_VERSION_SELECT = {
  id: true,
  version: true,
  fileId: true,
  note: true,
  createdAt: true,
  file: { select: { filename: true, contentType: true, size: true } },
  uploadedBy: USER_NAME,
} as const;

const NEWEST_FIRST = { version: "desc" } as const satisfies Prisma.ContractDocumentVersionOrderByWithRelationInput;

interface VersionRow {
  id: string;
  version: number;
  fileId: string;
  note: string | null;
  createdAt: Date;
  file: { filename: string; contentType: string; size: number };
  uploadedBy: UserName | null;
}

export function fileVersionDto(row: VersionRow): z.infer<typeof fileVersionOutput> {
  return {
    id: row.id,
    version: row.version,
    fileId: row.fileId,
    filename: row.file.filename,
    contentType: row.file.contentType,
    size: row.file.size,
    note: row.note,
    uploadedBy: userRef(row.uploadedBy),
    uploadedAt: row.createdAt,
  };
}

export const DOCUMENT_SELECT = {
  id: true,
  kind: true,
  title: true,
  createdAt: true,
  updatedAt: true,
  versions: { select: FILE_VERSION_SELECT, orderBy: NEWEST_FIRST },
} as const satisfies Prisma.ContractDocumentSelect;

/** A contract's documents: the oldest first, as the contract's detail lists them (contracts/dto.ts). */
export const DOCUMENT_ORDER = [
  { createdAt: "asc" },
  { id: "asc" },
] as const satisfies Prisma.ContractDocumentOrderByWithRelationInput[];

type DocumentRow = Prisma.ContractDocumentGetPayload<{ select: typeof DOCUMENT_SELECT }>;

export function documentDto(row: DocumentRow): z.infer<typeof contractDocumentOutput> {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    versions: row.versions.map(fileVersionDto),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export const TEMPLATE_SELECT = {
  id: true,
  name: true,
  type: true,
  description: true,
  createdAt: true,
  updatedAt: true,
  updatedBy: USER_NAME,
  versions: { select: FILE_VERSION_SELECT, orderBy: NEWEST_FIRST },
  _count: { select: { contracts: true } },
} as const satisfies Prisma.ContractTemplateSelect;

type TemplateRow = Prisma.ContractTemplateGetPayload<{ select: typeof TEMPLATE_SELECT }>;

export function templateDto(row: TemplateRow): ContractTemplateItem {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    description: row.description,
    versions: row.versions.map(fileVersionDto),
    contracts: row._count.contracts,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    updatedBy: userRef(row.updatedBy),
  };
}
