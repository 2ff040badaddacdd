import { createHash } from "node:crypto";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { inflateBudget, inflateEntry, readZipDirectory } from "../../files/zip-inspect.js";
import { ZipStream } from "./zip-stream.js";

async function build(write: (zip: ZipStream) => Promise<void>) {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on("data", (chunk: Buffer) => parts.push(chunk));
  const zip = new ZipStream(out);
  await write(zip);
  out.end();
  return Buffer.concat(parts);
}

async function read(bytes: Buffer, name: string) {
  const entry = readZipDirectory(bytes).find((e) => e.name === name)!;
  const parts: Buffer[] = [];
  for await (const chunk of inflateEntry(bytes, entry, inflateBudget(1 << 30))) parts.push(chunk);
  return Buffer.concat(parts).toString("utf8");
}

describe("the streamed ZIP of the export of everything", () => {
  it("writes entries in pieces that read back whole, with their SHA-256", async () => {
    const text = "id,name\r\n".repeat(10_000);
    let stats = { size: 0, sha256: "" };
    const bytes = await build(async (zip) => {
      stats = await zip.entry(
        "tables/Vendor.csv",
        (function* () {
          for (let i = 0; i < 10_000; i++) yield "id,name\r\n";
        })(),
      );
      await zip.entry("manifest.json", ['{"ok":true}']);
      await zip.finish();
    });
    expect(await read(bytes, "tables/Vendor.csv")).toBe(text);
    expect(await read(bytes, "manifest.json")).toBe('{"ok":true}');
    expect(stats).toEqual({ size: text.length, sha256: createHash("sha256").update(text).digest("hex") });
  });

  it("holds more than 65,535 entries (a ZIP64 end record)", async () => {
    const bytes = await build(async (zip) => {
      for (let i = 0; i < 70_000; i++) await zip.entry(`files/${i}.txt`, [String(i)]);
      await zip.finish();
    });
    const entries = readZipDirectory(bytes);
    expect(entries).toHaveLength(70_000);
    expect(await read(bytes, "files/69999.txt")).toBe("69999");
  }, 120_000);
});
