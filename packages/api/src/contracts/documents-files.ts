// The stored files of contracts: a contract's documents and the contract templates, each kept in versions. What the
// storage module needs to know of them (purposes, who reads them) and how an upload's name and content are checked.
import type { FileKind } from "../files/content-type.js";
import { checkFileName, checkNamedContent, kindOfName } from "../files/named-content.js";
import { type Access, CONTRACT_ACCESS } from "../permissions/access.js";
import { CONTRACT_FILE_KINDS } from "../schemas/contract-files.js";

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
  return kindOfName(filename, CONTRACT_FILE_KINDS);
}

/** 415 for a name that is not .pdf, .doc, .docx or .txt: asked before a byte of the file is read. */
export function checkContractFileName(filename: string): ContractFileKind {
  return checkFileName(filename, CONTRACT_FILE_KINDS);
}

/**
 * Checks the bytes: an accepted kind by content (415 otherwise, saying what the content looks like; 400 when empty or
 * damaged), and the kind the name promises, so a PDF renamed .docx is never served back as a Word document.
 */
export function checkContractFile(bytes: Uint8Array, filename: string): FileKind {
  return checkNamedContent(bytes, filename, CONTRACT_FILE_KINDS);
}
