import { describe, expect, it } from "vitest";
import { FileProblem } from "./file-problem.js";
import { decodeEntities, type XmlHandler, XmlScanner } from "./xml-scanner.js";

type Event = ["open", string, Record<string, string>, boolean] | ["close", string] | ["text", string];

function scan(xml: string, maxTagChars?: number, pieceSize = 4096): Event[] {
  const events: Event[] = [];
  const handler: XmlHandler = {
    open: (name, attributes, selfClosing) => events.push(["open", name, { ...attributes }, selfClosing]),
    close: (name) => events.push(["close", name]),
    text: (piece) => {
      const last = events.at(-1);
      if (last?.[0] === "text") last[1] += piece;
      else events.push(["text", piece]);
    },
  };
  const scanner = new XmlScanner(handler, maxTagChars);
  for (let i = 0; i < xml.length; i += pieceSize) scanner.write(xml.slice(i, i + pieceSize));
  scanner.end();
  return events;
}

function timed<T>(work: () => T): { ms: number; outcome: T | unknown } {
  const start = performance.now();
  let outcome: T | unknown;
  try {
    outcome = work();
  } catch (error) {
    outcome = error;
  }
  return { ms: performance.now() - start, outcome };
}

describe("attributes", () => {
  it("reads both quotes, spaces around =, prefixes, entities, and > inside a value", () => {
    expect(scan(`<x:c r="A1"  t = 's' x:s="2" v="a&amp;b &lt;c&gt;" w='say "hi" > there'/><p:row/>`)).toEqual([
      ["open", "c", { r: "A1", t: "s", s: "2", v: "a&b <c>", w: 'say "hi" > there' }, true],
      ["close", "c"],
      ["open", "row", {}, true],
      ["close", "row"],
    ]);
  });

  it("skips what is not an attribute (a name without =, a value without quotes) and reads on", () => {
    expect(scan(`<c lonely r="A1" odd=bare s="3" ></c>`)).toEqual([
      ["open", "c", { r: "A1", s: "3" }, false],
      ["close", "c"],
    ]);
  });

  it("a tag of 64K characters without = is refused at once: no backtracking over it", () => {
    // Before: the attribute pattern took ~2 s on this one tag (quadratic), and a workbook holds thousands.
    const { ms, outcome } = timed(() => scan(`<c ${"a".repeat(65_000)}>`));
    expect(outcome).toBeInstanceOf(FileProblem);
    expect((outcome as Error).message).toBe(
      "the workbook is damaged or crafted: it holds an XML tag longer than 8,192 characters",
    );
    // The quadratic parser took ~2,000 ms here; 250 ms leaves room for a busy CI machine and still catches it.
    expect(ms).toBeLessThan(250);
  });

  it("parses a long tag in linear time whatever its shape", () => {
    // With the length cap lifted, 64K characters of names without =, of names with spaces, of = without quotes.
    for (const body of ["a".repeat(65_536), "a ".repeat(32_768), "a=".repeat(32_768), `a="${"x".repeat(65_530)}`]) {
      const { ms, outcome } = timed(() => scan(`<c ${body}/>`, 1024 * 1024));
      expect(ms, body.slice(0, 8)).toBeLessThan(250);
      if (outcome instanceof Error) expect(outcome).toBeInstanceOf(FileProblem);
    }
  });

  it("refuses a tag with more attributes than any Office part writes", () => {
    const many = Array.from({ length: 300 }, (_, i) => `a${i}="1"`).join(" ");
    expect(() => scan(`<c ${many}/>`)).toThrow(
      "the workbook is damaged or crafted: it holds an XML tag with more than 256 attributes",
    );
    expect(scan(`<c ${many.split(" ").slice(0, 256).join(" ")}/>`)[0]?.[2]).toHaveProperty("a255", "1");
  });
});

describe("character references", () => {
  it("decodes the five entities and numeric references", () => {
    expect(decodeEntities("&lt;&gt;&amp;&quot;&apos; &#65;&#x42;&#x1F600;")).toBe(`<>&"' AB😀`);
  });
});
