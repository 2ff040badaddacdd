// A contract's documents (the signed contract, amendments, drafts, others), each kept in versions. Uploads come from
// the multipart routes (apps/server's contract-uploads plugin); listing and retitling from the contractDocuments
// procedures. Nothing is ever deleted here: a contract's record keeps every version of every document (only deleting
// the contract itself, an Admin's act, removes them). docs/CONTRACTS.md.
import type { ContractDocumentKind, User } from "@tprm/db";
import type { ChangeContext } from "../audit/record-change.js";
import { recordChange } from "../audit/record-change.js";
import type { Services, SignedInContext } from "../context.js";
import { collectBytes, type FileSource, saveFile } from "../files/storage.js";
import { conflict, forbidden, notFound } from "../lib/errors.js";
import { allows, CONTRACT_ACCESS } from "../permissions/access.js";
import { MAX_CONTRACT_FILE_BYTES } from "../schemas/contract-files.js";
import { DOCUMENT_ORDER, DOCUMENT_SELECT, documentDto } from "./documents-dto.js";
import { CONTRACT_DOCUMENT_FILE_PURPOSE, checkContractFile, checkContractFileName } from "./documents-files.js";
import { CONTRACT_DOCUMENT_KIND_LABELS } from "./rules.js";

type Db = Services["db"];
type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];
type Uploader = ChangeContext & { auth: { user: Pick<User, "id" | "role"> } };

const ENTITY = "Contract";
export const CONTRACT_NOT_FOUND = "Contract not found.";
export const DOCUMENT_NOT_FOUND = "Document not found on this contract.";

/**
 * A terminated contract is final, but its record keeps growing: it takes amendments and other documents (a
 * settlement, the termination letter), never a new signed contract or draft, and those it has stay as they are.
 */
const FINAL_KINDS: readonly ContractDocumentKind[] = ["signed", "draft"];
export const TERMINATED_DOCUMENTS =
  "This contract is terminated: it takes amendments and other documents only; its signed contract and drafts stay as they are.";

interface ContractRow {
  id: string;
  reference: string;
  status: string;
}

/** The contract a document goes to (404 unknown); asked before the body is read, and again under a lock. */
export async function checkDocumentContract(db: Db | Tx, contractId: string): Promise<ContractRow> {
  const found = await db.contract.findUnique({
    where: { id: contractId },
    select: { id: true, reference: true, status: true },
  });
  if (!found) throw notFound(CONTRACT_NOT_FOUND);
  return found;
}

/** The document a new version goes to (404 for an unknown contract or a document of another contract). */
export async function checkDocumentTarget(db: Db | Tx, contractId: string, documentId: string) {
  const contract = await checkDocumentContract(db, contractId);
  const document = await db.contractDocument.findFirst({
    where: { id: documentId, contractId },
    select: { id: true, kind: true, title: true },
  });
  if (!document) throw notFound(DOCUMENT_NOT_FOUND);
  return { contract, document };
}

function refuseOnTerminated(contract: ContractRow, ...kinds: ContractDocumentKind[]) {
  if (contract.status === "terminated" && kinds.some((k) => FINAL_KINDS.includes(k))) {
    throw conflict(TERMINATED_DOCUMENTS);
  }
}

async function lockContract(tx: Tx, contractId: string) {
  await tx.$queryRaw`SELECT 1 FROM "Contract" WHERE "id" = ${contractId}::uuid FOR UPDATE`;
  return checkDocumentContract(tx, contractId);
}

function mayEdit(user: Pick<User, "role">) {
  if (!allows(user.role, CONTRACT_ACCESS.edit)) throw forbidden();
}

/** Reads the upload (capped, 413) and checks its name and content (415) before any transaction opens. */
async function readContractFile(filename: string, source: FileSource) {
  checkContractFileName(filename);
  const bytes = await collectBytes(source, MAX_CONTRACT_FILE_BYTES);
  return { bytes, kind: checkContractFile(bytes, filename) };
}

const TX = { timeout: 60_000, maxWait: 10_000 };

export interface DocumentUpload {
  contractId: string;
  kind: ContractDocumentKind;
  title: string;
  note: string | null;
  filename: string;
  source: FileSource;
}

/** A new document (version 1), its stored file, the contract's "updated by" and the audit row, in one transaction. */
export async function uploadContractDocument(services: Pick<Services, "db">, caller: Uploader, upload: DocumentUpload) {
  const user = caller.auth.user;
  mayEdit(user);
  const { bytes, kind } = await readContractFile(upload.filename, upload.source);
  return services.db.$transaction(async (tx) => {
    const contract = await lockContract(tx, upload.contractId);
    refuseOnTerminated(contract, upload.kind);
    const file = await saveFile(tx, bytes, {
      filename: upload.filename,
      purpose: CONTRACT_DOCUMENT_FILE_PURPOSE,
      createdById: user.id,
      accept: [kind],
      maxBytes: MAX_CONTRACT_FILE_BYTES,
    });
    const document = await tx.contractDocument.create({
      data: {
        contractId: contract.id,
        kind: upload.kind,
        title: upload.title,
        createdById: user.id,
        versions: { create: { version: 1, fileId: file.id, note: upload.note, uploadedById: user.id } },
      },
      select: DOCUMENT_SELECT,
    });
    await tx.contract.update({ where: { id: contract.id }, data: { updatedById: user.id } });
    await recordChange(tx, caller, {
      entityType: ENTITY,
      entityId: contract.id,
      action: "UPDATE",
      description: `Added ${CONTRACT_DOCUMENT_KIND_LABELS[upload.kind].toLowerCase()} "${upload.title}" (${file.filename}) to ${contract.reference}`,
      after: {
        document: { id: document.id, kind: upload.kind, title: upload.title },
        version: { version: 1, fileId: file.id, filename: file.filename, size: file.size, sha256: file.sha256 },
      },
    });
    return documentDto(document);
  }, TX);
}

export interface DocumentVersionUpload {
  contractId: string;
  documentId: string;
  note: string | null;
  filename: string;
  source: FileSource;
}

/** The document's next version (its number under the document's lock), with its file and audit row. */
export async function uploadContractDocumentVersion(
  services: Pick<Services, "db">,
  caller: Uploader,
  upload: DocumentVersionUpload,
) {
  const user = caller.auth.user;
  mayEdit(user);
  const { bytes, kind } = await readContractFile(upload.filename, upload.source);
  return services.db.$transaction(async (tx) => {
    await lockContract(tx, upload.contractId);
    const { contract, document } = await checkDocumentTarget(tx, upload.contractId, upload.documentId);
    refuseOnTerminated(contract, document.kind);
    const last = await tx.contractDocumentVersion.aggregate({
      where: { documentId: document.id },
      _max: { version: true },
    });
    const version = (last._max.version ?? 0) + 1;
    const file = await saveFile(tx, bytes, {
      filename: upload.filename,
      purpose: CONTRACT_DOCUMENT_FILE_PURPOSE,
      createdById: user.id,
      accept: [kind],
      maxBytes: MAX_CONTRACT_FILE_BYTES,
    });
    await tx.contractDocumentVersion.create({
      data: { documentId: document.id, version, fileId: file.id, note: upload.note, uploadedById: user.id },
    });
    const updated = await tx.contractDocument.update({
      where: { id: document.id },
      data: { updatedAt: new Date() },
      select: DOCUMENT_SELECT,
    });
    await tx.contract.update({ where: { id: contract.id }, data: { updatedById: user.id } });
    await recordChange(tx, caller, {
      entityType: ENTITY,
      entityId: contract.id,
      action: "UPDATE",
      description: `Added version ${version} (${file.filename}) of "${document.title}" to ${contract.reference}`,
      after: {
        document: { id: document.id, kind: document.kind, title: document.title },
        version: { version, fileId: file.id, filename: file.filename, size: file.size, sha256: file.sha256 },
      },
    });
    return documentDto(updated);
  }, TX);
}

/** The contract's documents, oldest first, each with its versions (newest first); 404 for an unknown contract. */
export async function listContractDocuments(ctx: SignedInContext, contractId: string) {
  await checkDocumentContract(ctx.db, contractId);
  const rows = await ctx.db.contractDocument.findMany({
    where: { contractId },
    select: DOCUMENT_SELECT,
    orderBy: [...DOCUMENT_ORDER],
  });
  return rows.map(documentDto);
}

/** Retitles a document or changes its kind; its versions stay as they are. */
export async function updateContractDocument(
  ctx: SignedInContext,
  input: { id: string; documentId: string; kind: ContractDocumentKind; title: string },
) {
  return ctx.db.$transaction(async (tx) => {
    await lockContract(tx, input.id);
    const { contract, document } = await checkDocumentTarget(tx, input.id, input.documentId);
    if (document.kind === input.kind && document.title === input.title) {
      return documentDto(
        await tx.contractDocument.findUniqueOrThrow({ where: { id: document.id }, select: DOCUMENT_SELECT }),
      );
    }
    refuseOnTerminated(contract, document.kind, input.kind);
    const updated = await tx.contractDocument.update({
      where: { id: document.id },
      data: { kind: input.kind, title: input.title },
      select: DOCUMENT_SELECT,
    });
    await tx.contract.update({ where: { id: contract.id }, data: { updatedById: ctx.auth.user.id } });
    await recordChange(tx, ctx, {
      entityType: ENTITY,
      entityId: contract.id,
      action: "UPDATE",
      description: `Renamed document "${document.title}" of ${contract.reference} to "${input.title}" (${CONTRACT_DOCUMENT_KIND_LABELS[input.kind]})`,
      before: { document: { id: document.id, kind: document.kind, title: document.title } },
      after: { document: { id: document.id, kind: input.kind, title: input.title } },
    });
    return documentDto(updated);
  });
}
