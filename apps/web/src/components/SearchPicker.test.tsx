// @vitest-environment jsdom
import "../i18n/test-setup";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type PickerOption, SearchPicker } from "./SearchPicker";

const OPTIONS: PickerOption[] = [
  { id: "v1", name: "Acme Payments", detail: "Germany" },
  { id: "v2", name: "Acme Cloud", detail: null },
];

function Harness({
  onChange,
  onOuterEscape,
}: {
  onChange: (o: PickerOption | null) => void;
  onOuterEscape: () => void;
}) {
  const [value, setValue] = useState<PickerOption | null>(null);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: stands in for a dialog listening for Escape
    <div onKeyDown={(e) => e.key === "Escape" && onOuterEscape()}>
      <SearchPicker
        value={value}
        onChange={(o) => {
          setValue(o);
          onChange(o);
        }}
        source={(term) =>
          term
            ? { queryKey: ["test-picker", term], queryFn: async () => OPTIONS.filter((o) => o.name.includes(term)) }
            : null
        }
        listLabel="Vendors"
        placeholder="Search vendors"
        clearLabel="Clear vendor"
      />
    </div>
  );
}

function renderPicker() {
  const onChange = vi.fn();
  const onOuterEscape = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Harness onChange={onChange} onOuterEscape={onOuterEscape} />
    </QueryClientProvider>,
  );
  return { onChange, onOuterEscape, user: userEvent.setup() };
}

afterEach(() => cleanup());

describe("the search picker", () => {
  it("lists matches with their detail, moves with the arrows, picks with Enter and clears with the cross", async () => {
    const { user, onChange } = renderPicker();
    const box = screen.getByRole("combobox");
    await user.type(box, "Acme");
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["Acme PaymentsGermany", "Acme Cloud"]);
    expect(options[0]!.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowDown}");
    expect(box.getAttribute("aria-activedescendant")).toMatch(/-v2$/);
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith(OPTIONS[1]);
    expect((box as HTMLInputElement).value).toBe("Acme Cloud");
    expect(screen.queryByRole("listbox")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Clear vendor" }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect((box as HTMLInputElement).value).toBe("");
    expect(document.activeElement).toBe(box);
  });

  it("picks with the mouse, and Escape closes the list without reaching what surrounds it", async () => {
    const { user, onChange, onOuterEscape } = renderPicker();
    const box = screen.getByRole("combobox");
    await user.type(box, "Cloud");
    await user.click(await screen.findByRole("option", { name: /Acme Cloud/ }));
    expect(onChange).toHaveBeenLastCalledWith(OPTIONS[1]);

    await user.type(box, "x");
    await waitFor(() => expect(screen.getByRole("listbox")).toBeTruthy());
    fireEvent.keyDown(box, { key: "Escape" });
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(onOuterEscape).not.toHaveBeenCalled();
  });
});
