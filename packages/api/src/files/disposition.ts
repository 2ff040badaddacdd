import { cleanFilename } from "./content-type.js";

/**
 * `attachment; filename="..."; filename*=UTF-8''...` (RFC 6266 / RFC 5987): an ASCII fallback for old clients and
 * the exact UTF-8 name for the rest, so "Prüfbericht.xlsx" downloads under its own name.
 */
export function contentDisposition(filename: string, disposition: "attachment" | "inline" = "attachment"): string {
  const name = cleanFilename(filename);
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/[\\"]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
