import { describe, expect, it } from "vitest";
import { cleanFilename, isUtf8Text, matchAccepted, sniffFile } from "./content-type.js";
import { contentDisposition } from "./disposition.js";
import { checkContent } from "./storage.js";
import { createXlsxWriter } from "./xlsx-writer.js";
import { summarizeZip } from "./zip-inspect.js";

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe("sniffFile: the kind comes from the bytes, never the name", () => {
  it("tells an .xlsx from another ZIP by its entry names", () => {
    const xlsx = new Uint8Array([...bytes(0x50, 0x4b, 0x03, 0x04), ...ascii("....xl/workbook.xml....")]);
    expect(sniffFile(xlsx)).toEqual({ kind: "xlsx" });
    expect(sniffFile(new Uint8Array([...bytes(0x50, 0x4b, 0x03, 0x04), ...ascii("word/document.xml")]))).toEqual({
      kind: "docx",
    });
    expect(sniffFile(new Uint8Array([...bytes(0x50, 0x4b, 0x03, 0x04), ...ascii("mimetype")])).kind).toBe("unknown");
  });

  it("knows PDF, PNG and JPEG, and names legacy or encrypted Office files", () => {
    expect(sniffFile(ascii("%PDF-1.7\n")).kind).toBe("pdf");
    expect(sniffFile(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0)).kind).toBe("png");
    expect(sniffFile(bytes(0xff, 0xd8, 0xff, 0xe0)).kind).toBe("jpeg");
    const ole = sniffFile(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0));
    expect(ole).toMatchObject({ kind: "unknown", looksLike: expect.stringMatching(/password-protected/) });
  });

  it("tells a Word 97–2003 document from other compound files by its WordDocument stream", () => {
    const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0];
    const stream = (name: string) => [...name].flatMap((c) => [c.charCodeAt(0), 0]);
    expect(sniffFile(bytes(...ole, ...stream("Root Entry"), 0, 0, ...stream("WordDocument"))).kind).toBe("doc");
    expect(sniffFile(bytes(...ole, ...stream("Workbook"))).kind).toBe("unknown");
    expect(() => checkContent(bytes(...ole, ...stream("WordDocument")), ["pdf", "docx"])).toThrow(
      /the content of this file is a Word 97–2003 document \(\.doc\)/,
    );
  });

  it("accepts UTF-8 text (with a BOM, accents, tabs) and refuses binary, UTF-16 and broken UTF-8", () => {
    expect(sniffFile(ascii("\uFEFFName;Country\r\nZürich AG;CH\t\r\n")).kind).toBe("text");
    expect(sniffFile(bytes(0x61, 0x00, 0x62)).kind).toBe("unknown");
    expect(sniffFile(bytes(0xff, 0xfe, 0x61, 0x00))).toMatchObject({ looksLike: expect.stringMatching(/UTF-16/) });
    expect(sniffFile(bytes(0xc3, 0x28)).kind).toBe("unknown");
    expect(isUtf8Text(bytes(0x1b, 0x5b))).toBe(false);
  });

  it("text counts as CSV where CSV is accepted, and nothing else passes a list that does not name it", () => {
    expect(matchAccepted({ kind: "text" }, ["csv", "xlsx"])).toBe("csv");
    expect(matchAccepted({ kind: "text" }, ["text"])).toBe("text");
    expect(matchAccepted({ kind: "text" }, ["pdf"])).toBeNull();
    expect(matchAccepted({ kind: "png" }, ["csv", "xlsx"])).toBeNull();
    expect(matchAccepted({ kind: "xlsx" }, ["csv", "xlsx"])).toBe("xlsx");
  });
});

describe("file names", () => {
  it("drops paths and control characters", () => {
    expect(cleanFilename("C:\\Users\\me\\vendors.csv")).toBe("vendors.csv");
    expect(cleanFilename("../../etc/passwd")).toBe("passwd");
    expect(cleanFilename('a"b\r\nc.csv')).toBe("abc.csv");
    expect(cleanFilename("", "file.csv")).toBe("file.csv");
  });

  it("Content-Disposition carries an ASCII fallback and the exact UTF-8 name", () => {
    expect(contentDisposition("Prüfbericht (2026).xlsx")).toBe(
      "attachment; filename=\"Pr_fbericht (2026).xlsx\"; filename*=UTF-8''Pr%C3%BCfbericht%20%282026%29.xlsx",
    );
  });
});

describe("Office files are checked before anything is unzipped", () => {
  const workbook = () => {
    const writer = createXlsxWriter({ sheetName: "Vendors", columns: [{ header: "Name" }] });
    writer.addRow(["Acme"]);
    return writer.finish();
  };

  it("a generated workbook passes, and its central directory is read", () => {
    const bytes = workbook();
    expect(checkContent(bytes, ["csv", "xlsx"])).toBe("xlsx");
    expect(summarizeZip(bytes)).toMatchObject({ entries: 8 });
  });

  it("a workbook that would expand beyond 1 GB is refused with 413, a cut-off one with 400", () => {
    const bomb = Buffer.from(workbook());
    const eocd = bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const directory = bomb.readUInt32LE(eocd + 16);
    bomb.writeUInt32LE(0x7fffffff, directory + 24); // first entry claims 2 GB uncompressed
    expect(() => checkContent(bomb, ["xlsx"])).toThrow(/expands to more than 1024(\.0)? MB when opened/);
    const cut = workbook();
    expect(() => checkContent(cut.subarray(0, cut.byteLength - 10), ["xlsx"])).toThrow(/incomplete or damaged/);
  });
});
