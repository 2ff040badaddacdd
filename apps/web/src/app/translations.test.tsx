import { renderToStaticMarkup } from "react-dom/server";
import { useTranslation } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoadingScreen } from "../auth/LoadingScreen";
import "./translations";

afterEach(() => vi.restoreAllMocks());

function Words() {
  const { t, ready } = useTranslation("common", { useSuspense: false });
  return <p data-ready={String(ready)}>{ready ? t("common:loading") : "…"}</p>;
}

describe("before the translations have loaded (the landing page never loads them)", () => {
  it("the shell's components render their untranslated state, without react-i18next warnings", () => {
    const warn = vi.spyOn(console, "warn");
    const loading = renderToStaticMarkup(<LoadingScreen />);
    expect(loading).toContain('aria-busy="true"');
    expect(loading).not.toContain("Loading");
    expect(renderToStaticMarkup(<Words />)).toBe('<p data-ready="false">…</p>');
    expect(warn).not.toHaveBeenCalled();
  });
});
