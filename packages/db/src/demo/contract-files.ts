// The demo's contract files: small real documents (a one-page PDF, a plain text file) written in code, so the demo's
// templates and contract documents open in a viewer like any upload.

/** PDF text is Latin-1 in the standard fonts: typographic dashes and quotes become their ASCII look-alikes. */
function pdfText(line: string): string {
  return line
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\x20-\x7e]/g, "?")
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

/** Lines cut at word boundaries to fit the page (about 90 characters of 10-point Helvetica). */
function wrap(line: string, width = 90): string[] {
  if (line.length <= width) return [line];
  const out: string[] = [];
  let current = "";
  for (const word of line.split(" ")) {
    if (current && `${current} ${word}`.length > width) {
      out.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) out.push(current);
  return out;
}

/**
 * A one-page A4 PDF showing the lines (the first as a heading): a catalog, one page, Helvetica, one content stream,
 * and a cross-reference table with the objects' byte offsets, as PDF 1.4 readers expect.
 */
export function demoPdf(lines: readonly string[]): Buffer {
  const [title = "", ...body] = lines;
  const text = [
    "BT",
    "/F1 14 Tf 56 780 Td 18 TL",
    `(${pdfText(title)}) Tj T*`,
    "/F1 10 Tf 14 TL",
    ...body.flatMap((line) => wrap(line)).map((line) => `(${pdfText(line)}) Tj T*`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(text, "latin1")} >>\nstream\n${text}\nendstream`,
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

/** A UTF-8 text file of the lines. */
export function demoText(lines: readonly string[]): Buffer {
  return Buffer.from(`${lines.join("\n")}\n`, "utf8");
}
