// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { blocksOf, Markdown } from "./markdown";

describe("comment markdown", () => {
  it("renders the subset: bold, italic, code, lists, links and mentions", () => {
    const id = "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b";
    const { container } = render(
      <Markdown
        source={`Hi @[Ana Ruiz](${id}), **urgent** and _soon_: \`LEI\`\n- one\n- two\n\n1. first\n\nSee [the register](https://example.com/x).`}
      />,
    );
    expect(container.querySelector("strong")?.textContent).toBe("urgent");
    expect(container.querySelector("em")?.textContent).toBe("soon");
    expect(container.querySelector("code")?.textContent).toBe("LEI");
    expect(container.querySelectorAll("ul li")).toHaveLength(2);
    expect(container.querySelectorAll("ol li")).toHaveLength(1);
    expect(container.querySelector(`[data-mention="${id}"]`)?.textContent).toBe("@Ana Ruiz");
    const link = container.querySelector("a");
    expect(link?.getAttribute("href")).toBe("https://example.com/x");
    expect(link?.getAttribute("rel")).toContain("noopener");
  });

  it("never turns what was typed into markup or a script link", () => {
    const { container } = render(
      <Markdown source={'<img src=x onerror="alert(1)"> <script>alert(2)</script> [click](javascript:alert(3))'} />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("a")).toBeNull();
    expect(container.textContent).toContain("<img src=x");
    expect(container.textContent).toContain("[click](javascript:alert(3))");
  });

  it("keeps paragraphs apart and lines within one", () => {
    expect(blocksOf("a\nb\n\nc")).toEqual([
      { kind: "p", lines: ["a", "b"] },
      { kind: "p", lines: ["c"] },
    ]);
  });
});
