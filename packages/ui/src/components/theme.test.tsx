// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ThemeProvider, useTheme } from "./theme";

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.className = "";
});

let choose: (theme: "light" | "dark") => void = () => {};
function Chooser() {
  choose = useTheme().setTheme;
  return null;
}

describe("the theme switch", () => {
  it("puts the dark class on at once, with transitions held for one frame only", async () => {
    render(
      <ThemeProvider defaultTheme="light">
        <Chooser />
      </ThemeProvider>,
    );
    const root = document.documentElement;
    expect(root.classList.contains("dark")).toBe(false);
    act(() => choose("dark"));
    expect(root.classList.contains("dark")).toBe(true);
    expect(root.classList.contains("theme-switching")).toBe(true);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(root.classList.contains("theme-switching")).toBe(false);
    expect(localStorage.getItem("tprm-theme")).toBe("dark");
  });

  it("leaves a class already right untouched (the saved theme applied before the app started)", () => {
    document.documentElement.classList.add("dark");
    localStorage.setItem("tprm-theme", "dark");
    render(
      <ThemeProvider>
        <Chooser />
      </ThemeProvider>,
    );
    expect(document.documentElement.className).toBe("dark");
  });
});
