// A multipart/form-data body of several parts (form fields and files), for the upload routes' tests.
import { randomUUID } from "node:crypto";

export type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer | string };

/** A multipart body with its parts in the order given (a route reading fields before the file needs them first). */
export function multipartParts(parts: Part[]) {
  const boundary = `----mp${randomUUID().replace(/-/g, "")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      "filename" in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`;
    chunks.push(
      Buffer.from(head),
      "filename" in part ? Buffer.from(part.content) : Buffer.from(part.value),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
