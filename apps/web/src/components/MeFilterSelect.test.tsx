// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MeFilterSelect } from "./MeFilterSelect";
import type { PickerOption } from "./SearchPicker";

afterEach(cleanup);

function show(value: PickerOption | null, meId: string | undefined, picked: string[] = []) {
  render(
    <MeFilterSelect
      id="owner"
      value={value}
      meId={meId}
      onChange={(id) => picked.push(id)}
      anyoneLabel="Anyone"
      meLabel="Me"
    />,
  );
  const select = screen.getByRole("combobox") as HTMLSelectElement;
  return { select, options: [...select.options].map((o) => o.text) };
}

describe("the person filter without the user directory", () => {
  it("offers anyone or me, and sends my id or nothing", () => {
    const picked: string[] = [];
    const { select, options } = show(null, "u-me", picked);
    expect(options).toEqual(["Anyone", "Me"]);
    expect(select.value).toBe("");
    fireEvent.change(select, { target: { value: "me" } });
    fireEvent.change(select, { target: { value: "" } });
    expect(picked).toEqual(["u-me", ""]);
  });

  it("shows a person named by a link by name, and me as Me", () => {
    expect(show({ id: "u-2", name: "Dana Lee" }, "u-me").select.value).toBe("other");
    cleanup();
    const { select, options } = show({ id: "u-me", name: "Sam" }, "u-me");
    expect(select.value).toBe("me");
    expect(options).toEqual(["Anyone", "Me"]);
  });

  it("offers only anyone before the session is known", () => {
    expect(show(null, undefined).options).toEqual(["Anyone"]);
  });
});
