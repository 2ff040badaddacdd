// The stored files of contracts: a contract's documents and the contract templates, each kept in versions. What the
// storage module needs to know of them (purposes, who reads them) and how an upload's name and content are checked.
import { TRPCError } from "@trpc/server";
import { FILE_KINDS, type FileKind } from "../files/content-type.js";
import { checkContent } from "../files/storage.js";
import { type Access, CONTRACT_ACCESS } from "../permissions/access.js";
import { CONTRACT_FILE_KINDS } from "../schemas/contracts.js";

/** StoredFile.purpose of a contract's documents (also the copy of a template a new contract starts from). */
export const CONTRACT_DOCUMENT_FILE_PURPOSE = "contract-document";
/** StoredFile.purpose of a contract template's versions. */
export const CONTRACT_TEMPLATE_FILE_PURPOSE = "contract-template";

/** Both are read by everyone who may view contracts, not only by whoever uploaded them. */
export const contractFileReaders: Readonly<Record<string, Access>> = {
  [CONTRACT_DOCUMENT_FILE_PURPOSE]: CONTRACT_ACCESS.view,
  [CONTRACT_TEMPLATE_FILE_PURPOSE]: CONTRACT_ACCESS.view,
};

type ContractFileKind = (typeof CONTRACT_FILE_KINDS)[number];

/** The kind a file's name promises (.pdf, .doc, .docx, .txt), or null for any other name. */
export function contractKindOfName(filename: string): ContractFileKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(filename.trim())?.[1]?.toLowerCase();
  return CONTRACT_FILE_KINDS.find((k) => FILE_KINDS[k].extension === extension) ?? null;
}

/** 415 for a name that is not .pdf, .doc, .docx or .txt: asked before a byte of the file is read. */
export function checkContractFileName(filename: string): ContractFileKind {
  const kind = contractKindOfName(filename);
  if (kind) return kind;
  throw new TRPCError({
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: `Only .pdf, .doc, .docx and .txt files are accepted here; "${filename}" is none of them.`,
  });
}

/**
 * Checks the bytes: an accepted kind by content (415 otherwise, saying what the content looks like; 400 when empty or
 * damaged), and the kind the name promises, so a PDF renamed .docx is never served back as a Word document.
 */
export function checkContractFile(bytes: Uint8Array, filename: string): FileKind {
  const named = checkContractFileName(filename);
  const kind = checkContent(bytes, CONTRACT_FILE_KINDS);
  if (kind === named) return kind;
  const found = kind === "text" ? "text" : `a ${FILE_KINDS[kind].label}`;
  throw new TRPCError({
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: `The file is named .${FILE_KINDS[named].extension} but its content is ${found}; rename it .${FILE_KINDS[kind].extension} or upload the right file.`,
  });
}
