import { keyFromSelector as fromI18next } from "i18next";
import { describe, expect, it } from "vitest";
import { keyFromSelector } from "./i18next-selector";

type Selector = Parameters<typeof keyFromSelector>[0];
interface Texts {
  table: { name: string };
  common: { table: string };
  vendors: { table: { name: string } };
}
const s = (selector: (texts: Texts) => unknown) => selector as Selector;

describe("the copy of i18next's keyFromSelector given to react-i18next in the build", () => {
  const cases: Array<[string, Selector, Parameters<typeof keyFromSelector>[1]]> = [
    ["a key", s(($) => $.table.name), undefined],
    ["a namespaced key", s(($) => $.vendors.table.name), { ns: ["common", "vendors"] }],
    ["the first namespace is the default", s(($) => $.common.table), { ns: ["common", "vendors"] }],
    ["strict selectors", s(($) => $.vendors.table.name), { ns: "vendors", enableSelector: "strict" }],
    [
      "its own separators",
      s(($) => $.vendors.table.name),
      { ns: ["a", "vendors"], keySeparator: "/", nsSeparator: "|" },
    ],
    ["no namespace separator", s(($) => $.vendors.table), { ns: ["a", "vendors"], nsSeparator: false }],
  ];
  for (const [name, selector, options] of cases) {
    it(`gives i18next's answer: ${name}`, () => {
      expect(keyFromSelector(selector, options)).toBe(fromI18next(selector as never, options as never));
    });
  }
});
