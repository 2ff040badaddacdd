// Contract templates (the Templates tab), kept in versions: uploaded through the multipart routes (apps/server's
// contract-uploads plugin), listed, read, described and deleted through the contractTemplates procedures. A contract
// made from a template keeps its own copy of the version it started from (a draft document with its own stored file),
// so deleting a template never touches a contract: their templateId becomes null (ON DELETE SET NULL). docs/CONTRACTS.md.
import type { ContractType, Prisma, User } from "@tprm/db";
import type { ChangeContext } from "../audit/record-change.js";
import { recordChange } from "../audit/record-change.js";
import type { Services, SignedInContext } from "../context.js";
import { collectBytes, type FileSource, saveFile } from "../files/storage.js";
import { forbidden, notFound } from "../lib/errors.js";
import { allows, CONTRACT_ACCESS } from "../permissions/access.js";
import { MAX_CONTRACT_FILE_BYTES } from "../schemas/contract-files.js";
import { TEMPLATE_SELECT, templateDto } from "./documents-dto.js";
import { CONTRACT_TEMPLATE_FILE_PURPOSE, checkContractFile, checkContractFileName } from "./documents-files.js";

type Db = Services["db"];
type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];
type Uploader = ChangeContext & { auth: { user: Pick<User, "id" | "role"> } };

const ENTITY = "ContractTemplate";
export const TEMPLATE_NOT_FOUND = "Contract template not found.";
const TX = { timeout: 60_000, maxWait: 10_000 };

interface TemplateMeta {
  name: string;
  type: ContractType;
  description: string | null;
}

const metaOf = (t: TemplateMeta): TemplateMeta => ({ name: t.name, type: t.type, description: t.description });

function mayEdit(user: Pick<User, "role">) {
  if (!allows(user.role, CONTRACT_ACCESS.edit)) throw forbidden();
}

/** The template a version goes to (404 unknown): asked before the body is read, and again under a lock. */
export async function checkTemplateTarget(db: Db | Tx, templateId: string) {
  const found = await db.contractTemplate.findUnique({
    where: { id: templateId },
    select: { id: true, name: true, type: true, description: true },
  });
  if (!found) throw notFound(TEMPLATE_NOT_FOUND);
  return found;
}

async function lockTemplate(tx: Tx, templateId: string) {
  await tx.$queryRaw`SELECT 1 FROM "ContractTemplate" WHERE "id" = ${templateId}::uuid FOR UPDATE`;
  return checkTemplateTarget(tx, templateId);
}

async function readTemplate(tx: Tx | Db, id: string) {
  return templateDto(await tx.contractTemplate.findUniqueOrThrow({ where: { id }, select: TEMPLATE_SELECT }));
}

/** Reads the upload (capped, 413) and checks its name and content (415) before any transaction opens. */
async function readTemplateFile(filename: string, source: FileSource) {
  checkContractFileName(filename);
  const bytes = await collectBytes(source, MAX_CONTRACT_FILE_BYTES);
  return { bytes, kind: checkContractFile(bytes, filename) };
}

export interface TemplateUpload extends TemplateMeta {
  filename: string;
  source: FileSource;
}

/** A new template with its first version and stored file, and the audit row, in one transaction. */
export async function uploadContractTemplate(services: Pick<Services, "db">, caller: Uploader, upload: TemplateUpload) {
  const user = caller.auth.user;
  mayEdit(user);
  const { bytes, kind } = await readTemplateFile(upload.filename, upload.source);
  return services.db.$transaction(async (tx) => {
    const file = await saveFile(tx, bytes, {
      filename: upload.filename,
      purpose: CONTRACT_TEMPLATE_FILE_PURPOSE,
      createdById: user.id,
      accept: [kind],
      maxBytes: MAX_CONTRACT_FILE_BYTES,
    });
    const template = await tx.contractTemplate.create({
      data: {
        ...metaOf(upload),
        createdById: user.id,
        updatedById: user.id,
        versions: { create: { version: 1, fileId: file.id, uploadedById: user.id } },
      },
      select: TEMPLATE_SELECT,
    });
    await recordChange(tx, caller, {
      entityType: ENTITY,
      entityId: template.id,
      action: "CREATE",
      description: `Added contract template "${template.name}" (${file.filename})`,
      after: {
        template: metaOf(template),
        version: { version: 1, fileId: file.id, filename: file.filename, size: file.size, sha256: file.sha256 },
      },
    });
    return templateDto(template);
  }, TX);
}

export interface TemplateVersionUpload {
  templateId: string;
  note: string | null;
  filename: string;
  source: FileSource;
}

/** The template's next version (numbered under the template's lock), with its file and audit row. */
export async function uploadContractTemplateVersion(
  services: Pick<Services, "db">,
  caller: Uploader,
  upload: TemplateVersionUpload,
) {
  const user = caller.auth.user;
  mayEdit(user);
  const { bytes, kind } = await readTemplateFile(upload.filename, upload.source);
  return services.db.$transaction(async (tx) => {
    const template = await lockTemplate(tx, upload.templateId);
    const last = await tx.contractTemplateVersion.aggregate({
      where: { templateId: template.id },
      _max: { version: true },
    });
    const version = (last._max.version ?? 0) + 1;
    const file = await saveFile(tx, bytes, {
      filename: upload.filename,
      purpose: CONTRACT_TEMPLATE_FILE_PURPOSE,
      createdById: user.id,
      accept: [kind],
      maxBytes: MAX_CONTRACT_FILE_BYTES,
    });
    await tx.contractTemplateVersion.create({
      data: { templateId: template.id, version, fileId: file.id, note: upload.note, uploadedById: user.id },
    });
    await tx.contractTemplate.update({ where: { id: template.id }, data: { updatedById: user.id } });
    await recordChange(tx, caller, {
      entityType: ENTITY,
      entityId: template.id,
      action: "UPDATE",
      description: `Added version ${version} (${file.filename}) of contract template "${template.name}"`,
      after: {
        version: { version, fileId: file.id, filename: file.filename, size: file.size, sha256: file.sha256 },
      },
    });
    return readTemplate(tx, template.id);
  }, TX);
}

/** Every template matching the search (part of the name) and type, by name, each with its versions newest first. */
export async function listContractTemplates(ctx: SignedInContext, input: { search?: string; type?: ContractType }) {
  const where: Prisma.ContractTemplateWhereInput = {
    ...(input.search ? { name: { contains: input.search, mode: "insensitive" } } : {}),
    ...(input.type ? { type: input.type } : {}),
  };
  const rows = await ctx.db.contractTemplate.findMany({
    where,
    select: TEMPLATE_SELECT,
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  return rows.map(templateDto);
}

export async function getContractTemplate(ctx: SignedInContext, id: string) {
  await checkTemplateTarget(ctx.db, id);
  return readTemplate(ctx.db, id);
}

/** Changes a template's name, type and description; its versions stay as they are. */
export async function updateContractTemplate(
  ctx: SignedInContext,
  input: Omit<TemplateMeta, "description"> & { id: string; description?: string | null },
) {
  return ctx.db.$transaction(async (tx) => {
    const before = await lockTemplate(tx, input.id);
    // A description left out is kept; null or "" clears it.
    const after = metaOf({
      ...input,
      description: input.description === undefined ? before.description : input.description,
    });
    if (JSON.stringify(metaOf(before)) === JSON.stringify(after)) return readTemplate(tx, input.id);
    await tx.contractTemplate.update({ where: { id: input.id }, data: { ...after, updatedById: ctx.auth.user.id } });
    await recordChange(tx, ctx, {
      entityType: ENTITY,
      entityId: input.id,
      action: "UPDATE",
      description: `Updated contract template "${after.name}"`,
      before: { template: metaOf(before) },
      after: { template: after },
    });
    return readTemplate(tx, input.id);
  });
}

/**
 * Deletes a template, its versions and their stored files in one transaction, with the audit row. Contracts made from
 * it keep their own copy; their templateId is set null by the foreign key.
 */
export async function deleteContractTemplate(ctx: SignedInContext, id: string) {
  return ctx.db.$transaction(async (tx) => {
    const template = await lockTemplate(tx, id);
    const versions = await tx.contractTemplateVersion.findMany({
      where: { templateId: id },
      select: { version: true, fileId: true, file: { select: { filename: true, size: true, sha256: true } } },
      orderBy: { version: "asc" },
    });
    const contracts = await tx.contract.count({ where: { templateId: id } });
    await tx.contractTemplate.delete({ where: { id } });
    await tx.storedFile.deleteMany({ where: { id: { in: versions.map((v) => v.fileId) } } });
    await recordChange(tx, ctx, {
      entityType: ENTITY,
      entityId: id,
      action: "DELETE",
      description: `Deleted contract template "${template.name}" (${versions.length} version${versions.length === 1 ? "" : "s"})`,
      before: {
        template: metaOf(template),
        versions: versions.map((v) => ({ version: v.version, fileId: v.fileId, ...v.file })),
        contracts,
      },
    });
    return { id, deleted: true };
  }, TX);
}
