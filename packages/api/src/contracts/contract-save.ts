// What create, update and the lifecycle moves share: the lock a change takes, the vendor and owner a contract may
// name, the field rules checked against the stored values, the history row and the template's copy.
import { type Contract, type ContractEventKind, type ContractStage, Prisma } from "@tprm/db";
import { TRPCError } from "@trpc/server";
import { ZodRealError } from "zod";
import { conflict, invalidField, notFound } from "../lib/errors.js";
import { CONTRACT_NOT_FOUND } from "./dto.js";
import { contractStatus } from "./rules.js";

type Tx = Prisma.TransactionClient;

/** 400 naming several fields at once (each reaches its own field of the form). */
export function invalidFields(issues: { path: string; message: string }[]) {
  const first = issues[0]!;
  return new TRPCError({
    code: "BAD_REQUEST",
    message: `${first.path}: ${first.message}`,
    cause: new ZodRealError(
      issues.map((i) => ({ code: "custom" as const, path: [i.path], message: i.message, input: undefined })),
    ),
  });
}

/**
 * Locks the contract for the change (two moves or edits at once would each decide from what they read) and loads
 * it. The vendor's contract value trigger locks the vendor after the contract, as every contract change does.
 */
export async function lockContract(tx: Tx, id: string): Promise<Contract> {
  await tx.$queryRaw(Prisma.sql`SELECT 1 FROM "Contract" WHERE "id" = ${id}::uuid FOR UPDATE`);
  const row = await tx.contract.findUnique({ where: { id } });
  if (!row) throw notFound(CONTRACT_NOT_FOUND);
  return row;
}

export const VENDOR_OFFBOARDED = "The vendor is offboarded: contracts are not added to it";

/** 400 when a contract would be added to (or moved onto) an offboarded vendor, as the import refuses it. */
export function assertVendorOpen(vendor: { status: string }, choice: { vendorId?: string; vendor?: string }) {
  if (vendor.status === "offboarded") throw invalidField(choice.vendorId ? "vendorId" : "vendor", VENDOR_OFFBOARDED);
}

/** The vendor a body names: by id, or by its exact name ignoring case (400 when none has it, or several do). */
export async function resolveVendor(tx: Tx, choice: { vendorId?: string; vendor?: string }) {
  const select = { id: true, name: true, status: true } as const;
  if (choice.vendorId) {
    const vendor = await tx.vendor.findUnique({ where: { id: choice.vendorId }, select });
    if (!vendor) throw invalidField("vendorId", "No vendor with this id: choose a vendor of the register");
    return vendor;
  }
  const name = choice.vendor?.trim() ?? "";
  const found = await tx.vendor.findMany({
    where: { name: { equals: name, mode: "insensitive" } },
    select,
    take: 2,
  });
  if (found.length === 0) throw invalidField("vendor", `No vendor named "${name}"`);
  if (found.length > 1) throw invalidField("vendor", `Several vendors are named "${name}": give vendorId instead`);
  return found[0]!;
}

/** The owner is an active user (400 on the owner field otherwise). */
export async function assertOwner(tx: Tx, ownerId: string) {
  const user = await tx.user.findUnique({ where: { id: ownerId }, select: { status: true } });
  if (user?.status !== "active") throw invalidField("ownerId", "Owner must be an active user");
}

/**
 * The rules between fields on the values the contract will have (the stored ones where the body leaves a field
 * out): the end date on or after the start, and an automatic renewal needs an end date and a renewal term.
 */
export function assertDatesAndRenewal(merged: {
  startDate: string;
  endDate: string | null;
  autoRenewal: boolean;
  renewalTermMonths: number | null;
}) {
  const issues: { path: string; message: string }[] = [];
  if (merged.endDate !== null && merged.endDate < merged.startDate) {
    issues.push({ path: "endDate", message: "End date must be on or after the start date" });
  }
  if (merged.autoRenewal && merged.endDate === null) {
    issues.push({ path: "endDate", message: "A contract that renews automatically needs an end date" });
  }
  if (merged.autoRenewal && merged.renewalTermMonths === null) {
    issues.push({
      path: "renewalTermMonths",
      message: "Give the renewal term of a contract that renews automatically",
    });
  }
  if (issues.length) throw invalidFields(issues);
}

export const VENDOR_VALUE_OVERFLOW =
  "The vendor's executed contracts in this currency would add up to more than the register keeps (9,999,999,999,999,999.99): check the values.";

/**
 * A contract write that may change its vendor's contract value (the trigger "Contract_vendorValue" sums the vendor's
 * executed contracts into a numeric(18,2)): a sum past that is a 409 with nothing written, not a server error.
 */
export async function vendorValueChecked<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2020") {
      throw conflict(VENDOR_VALUE_OVERFLOW);
    }
    throw error;
  }
}

/** The status the stored facts give (rules.ts `contractStatus`). */
export const statusOf = (c: Pick<Contract, "stage" | "approvedAt" | "expiredAt" | "terminatedAt">) =>
  contractStatus({
    stage: c.stage,
    approved: c.approvedAt !== null,
    expired: c.expiredAt !== null,
    terminated: c.terminatedAt !== null,
  });

/** A row of the contract's history, by the signed-in user. */
export function addEvent(
  tx: Tx,
  contractId: string,
  actorId: string | null,
  event: {
    kind: ContractEventKind;
    fromStage?: ContractStage | null;
    toStage?: ContractStage | null;
    note?: string | null;
  },
) {
  return tx.contractEvent.create({
    data: {
      contractId,
      actorId,
      kind: event.kind,
      fromStage: event.fromStage ?? null,
      toStage: event.toStage ?? null,
      note: event.note ?? null,
    },
  });
}

/** The template a new contract starts from, with its latest version's file (400 when there is no such template). */
export async function templateForContract(tx: Tx, templateId: string) {
  // Held until the contract is stored: a template deleted meanwhile is refused here, not by its foreign key (500).
  await tx.$queryRaw`SELECT 1 FROM "ContractTemplate" WHERE "id" = ${templateId}::uuid FOR KEY SHARE`;
  const template = await tx.contractTemplate.findUnique({
    where: { id: templateId },
    select: {
      id: true,
      name: true,
      versions: {
        orderBy: { version: "desc" },
        take: 1,
        select: {
          version: true,
          file: { select: { filename: true, contentType: true, size: true, sha256: true, data: true } },
        },
      },
    },
  });
  if (!template) throw invalidField("templateId", "Unknown template");
  return { id: template.id, name: template.name, latest: template.versions[0] ?? null };
}

/**
 * The template's latest version copied onto the contract as its draft document, version 1: a file of its own (the
 * same bytes), so replacing or deleting the template never changes what the contract holds.
 */
export async function copyTemplateDocument(
  tx: Tx,
  contractId: string,
  template: Awaited<ReturnType<typeof templateForContract>>,
  actorId: string,
) {
  if (!template.latest) return;
  const { file, version } = template.latest;
  const copy = await tx.storedFile.create({
    data: { ...file, purpose: "contract-document", createdById: actorId },
    select: { id: true },
  });
  await tx.contractDocument.create({
    data: {
      contractId,
      kind: "draft",
      title: template.name,
      createdById: actorId,
      versions: {
        create: {
          version: 1,
          fileId: copy.id,
          note: `From the template ${template.name}, version ${version}`,
          uploadedById: actorId,
        },
      },
    },
  });
}
