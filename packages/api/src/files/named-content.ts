// An upload whose name and content must agree: the name promises one of the accepted kinds (.pdf, .docx…) and the
// bytes must be that kind, so a PDF renamed .docx (or an executable named .pdf) is never stored or served back.
import { TRPCError } from "@trpc/server";
import { describeExtensions, FILE_KINDS, type FileKind } from "./content-type.js";
import { checkContent } from "./storage.js";

/** The accepted kind a file's name promises, or null for any other name. */
export function kindOfName<K extends FileKind>(filename: string, accept: readonly K[]): K | null {
  const extension = /\.([a-z0-9]+)$/i.exec(filename.trim())?.[1]?.toLowerCase();
  return accept.find((k) => FILE_KINDS[k].extension === extension) ?? null;
}

/** 415 for a name none of the accepted kinds has: asked before a byte of the file is read. */
export function checkFileName<K extends FileKind>(filename: string, accept: readonly K[]): K {
  const kind = kindOfName(filename, accept);
  if (kind) return kind;
  throw new TRPCError({
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: `Only ${describeExtensions(accept)} files are accepted here; "${filename}" is none of them.`,
  });
}

/**
 * Checks the bytes: an accepted kind by content (415 otherwise, saying what the content looks like; 400 when empty or
 * damaged), and the kind the name promises (415 when they differ).
 */
export function checkNamedContent(bytes: Uint8Array, filename: string, accept: readonly FileKind[]): FileKind {
  const named = checkFileName(filename, accept);
  const kind = checkContent(bytes, accept);
  if (kind === named) return kind;
  const found = kind === "text" ? "text" : `a ${FILE_KINDS[kind].label}`;
  throw new TRPCError({
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: `The file is named .${FILE_KINDS[named].extension} but its content is ${found}; rename it .${FILE_KINDS[kind].extension} or upload the right file.`,
  });
}
