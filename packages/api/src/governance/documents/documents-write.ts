// The document repository's changes: a document created, edited, archived (status archived, kept and listed), and
// its file attached or replaced through the storage module, checked by name and content. Each change runs in one
// transaction with its audit row; the answer is read after the commit.
import type { GovernanceDocument, Prisma, User } from "@tprm/db";
import type { z } from "zod";
import { type ChangeContext, recordChange } from "../../audit/record-change.js";
import type { Services, SignedInContext } from "../../context.js";
import { collectBytes, type FileSource, saveFile } from "../../files/storage.js";
import { forbidden, invalidField, notFound } from "../../lib/errors.js";
import { allows, GOVERNANCE_ACCESS } from "../../permissions/access.js";
import type {
  createGovernanceDocumentInput,
  updateGovernanceDocumentInput,
} from "../../schemas/governance-documents.js";
import { MAX_GOVERNANCE_FILE_BYTES } from "../../schemas/governance-files.js";
import { checkGovernanceFile, checkGovernanceFileName, REPOSITORY_DOCUMENT_FILE_PURPOSE } from "../files.js";
import { DOCUMENT_NOT_FOUND, getGovernanceDocument } from "./documents-read.js";

const ENTITY = "GovernanceDocument";
export const UNKNOWN_CATEGORY = "Choose a category from the list";

type Tx = Prisma.TransactionClient;
type CreateInput = z.output<typeof createGovernanceDocumentInput>;
type UpdateInput = z.output<typeof updateGovernanceDocumentInput>;

const calendarDay = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(`${value}T00:00:00.000Z`);

async function checkCategory(tx: Tx, categoryId: string) {
  const category = await tx.documentCategory.findUnique({ where: { id: categoryId }, select: { id: true } });
  if (!category) throw invalidField("categoryId", UNKNOWN_CATEGORY);
}

async function lockDocument(tx: Tx, id: string): Promise<GovernanceDocument> {
  const rows = await tx.$queryRaw<
    { id: string }[]
  >`SELECT "id" FROM "GovernanceDocument" WHERE "id" = ${id}::uuid FOR UPDATE`;
  if (rows.length === 0) throw notFound(DOCUMENT_NOT_FOUND);
  return tx.governanceDocument.findUniqueOrThrow({ where: { id } });
}

export async function createGovernanceDocument(ctx: SignedInContext, input: CreateInput) {
  const userId = ctx.auth.user.id;
  const id = await ctx.db.$transaction(async (tx) => {
    await checkCategory(tx, input.categoryId);
    const created = await tx.governanceDocument.create({
      data: {
        title: input.title,
        categoryId: input.categoryId,
        status: input.status,
        owner: input.owner,
        reviewDate: calendarDay(input.reviewDate) ?? null,
        compliance: input.compliance,
        description: input.description ?? null,
        createdById: userId,
        updatedById: userId,
      },
    });
    await recordChange(tx, ctx, {
      entityType: ENTITY,
      entityId: created.id,
      action: "CREATE",
      description: `Added document "${created.title}" to the repository`,
      after: created,
    });
    return created.id;
  });
  return getGovernanceDocument(ctx, id);
}

export async function updateGovernanceDocument(ctx: SignedInContext, input: UpdateInput) {
  await ctx.db.$transaction(async (tx) => {
    const before = await lockDocument(tx, input.id);
    if (input.categoryId !== before.categoryId) await checkCategory(tx, input.categoryId);
    const after = await tx.governanceDocument.update({
      where: { id: input.id },
      data: {
        title: input.title,
        categoryId: input.categoryId,
        owner: input.owner,
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(input.compliance !== undefined ? { compliance: input.compliance } : {}),
        ...(input.reviewDate !== undefined ? { reviewDate: calendarDay(input.reviewDate) } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        updatedById: ctx.auth.user.id,
      },
    });
    await recordChange(tx, ctx, {
      entityType: ENTITY,
      entityId: input.id,
      action: "UPDATE",
      description:
        before.status !== "archived" && after.status === "archived"
          ? `Archived document "${after.title}"`
          : `Edited document "${after.title}"`,
      before,
      after,
    });
  });
  return getGovernanceDocument(ctx, input.id);
}

/** Archiving sets the status to archived: the document stays readable and listed, out of its category's figures. */
export async function archiveGovernanceDocument(ctx: SignedInContext, id: string) {
  await ctx.db.$transaction(async (tx) => {
    const before = await lockDocument(tx, id);
    if (before.status === "archived") return;
    const after = await tx.governanceDocument.update({
      where: { id },
      data: { status: "archived", updatedById: ctx.auth.user.id },
    });
    await recordChange(tx, ctx, {
      entityType: ENTITY,
      entityId: id,
      action: "UPDATE",
      description: `Archived document "${after.title}"`,
      before: { status: before.status },
      after: { status: after.status },
    });
  });
  return getGovernanceDocument(ctx, id);
}

type Uploader = ChangeContext & { auth: { user: Pick<User, "id" | "role"> } };

/** The document a file goes to (404 unknown); asked before the body is read, and again under a lock. */
export async function checkDocumentForFile(db: Services["db"], documentId: string) {
  const found = await db.governanceDocument.findUnique({ where: { id: documentId }, select: { id: true } });
  if (!found) throw notFound(DOCUMENT_NOT_FOUND);
}

/**
 * Attaches a file to a document, replacing the one before (which stays stored: the audit row names both). The name
 * is checked before a byte is read, the size while reading (413) and the content before any transaction opens (415).
 */
export async function uploadGovernanceDocumentFile(
  services: Pick<Services, "db" | "sql">,
  caller: Uploader,
  upload: { documentId: string; filename: string; source: FileSource },
) {
  const user = caller.auth.user;
  if (!allows(user.role, GOVERNANCE_ACCESS.manageDocuments)) throw forbidden();
  checkGovernanceFileName(upload.filename);
  const bytes = await collectBytes(upload.source, MAX_GOVERNANCE_FILE_BYTES);
  const kind = checkGovernanceFile(bytes, upload.filename);
  await services.db.$transaction(
    async (tx) => {
      const before = await lockDocument(tx, upload.documentId);
      const file = await saveFile(tx, bytes, {
        filename: upload.filename,
        purpose: REPOSITORY_DOCUMENT_FILE_PURPOSE,
        createdById: user.id,
        accept: [kind],
        maxBytes: MAX_GOVERNANCE_FILE_BYTES,
      });
      await tx.governanceDocument.update({
        where: { id: before.id },
        data: { fileId: file.id, updatedById: user.id },
      });
      await recordChange(tx, caller, {
        entityType: ENTITY,
        entityId: before.id,
        action: "UPDATE",
        description: `Attached ${file.filename} to document "${before.title}"`,
        before: { fileId: before.fileId },
        after: { fileId: file.id, filename: file.filename, size: file.size, sha256: file.sha256 },
      });
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
  return getGovernanceDocument(services, upload.documentId);
}
