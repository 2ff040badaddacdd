// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import {
  fieldElement,
  focusFieldOf,
  openRecordOf,
  wantsRegisterSection,
  withOpenRecord,
  withoutRecordFocus,
} from "./record-focus";

const ID = "0196f000-0000-7000-8000-0000000000a1";
const p = (query: string) => new URLSearchParams(query);

describe("register record links", () => {
  it("reads the section and the field a link names, and nothing malformed", () => {
    expect(wantsRegisterSection(p(`contract=${ID}&section=register&field=annualCost`))).toBe(true);
    expect(wantsRegisterSection(p(`contract=${ID}&section=documents`))).toBe(false);
    expect(focusFieldOf(p("section=register&field=annualCost"))).toBe("annualCost");
    expect(focusFieldOf(p("field=lei"))).toBe("lei");
    expect(focusFieldOf(p("field="))).toBeNull();
    expect(focusFieldOf(p('field=a"]input'))).toBeNull();
    expect(focusFieldOf(p("field=1abc"))).toBeNull();
  });

  it("drops the section and field and keeps everything else", () => {
    const next = withoutRecordFocus(p(`vendor=${ID}&tab=active&section=register&field=lei`));
    expect(next.toString()).toBe(`vendor=${ID}&tab=active`);
  });

  it("opens an entity or a function by id or as new, and refuses anything else", () => {
    expect(openRecordOf(p(`tab=entities&entity=${ID.toUpperCase()}`), "entity")).toBe(ID);
    expect(openRecordOf(p("tab=entities&entity=new"), "entity")).toBe("new");
    expect(openRecordOf(p("tab=entities&entity=42"), "entity")).toBeNull();
    expect(openRecordOf(p(`tab=functions&function=${ID}`), "entity")).toBeNull();
    expect(openRecordOf(p(`tab=functions&function=${ID}`), "function")).toBe(ID);
  });

  it("closing a record's dialog also forgets the field to focus", () => {
    const open = withOpenRecord(p("tab=entities&q=bank"), "entity", ID);
    expect(open.get("entity")).toBe(ID);
    expect(open.get("q")).toBe("bank");
    const closed = withOpenRecord(p(`tab=entities&entity=${ID}&field=lei`), "entity", null);
    expect(closed.toString()).toBe("tab=entities");
  });
});

describe("the field a link focuses", () => {
  it("is the control of that name, else the first control inside its [data-field] box", () => {
    document.body.innerHTML = `
      <form>
        <input type="hidden" name="lei" value="x" />
        <input id="lei" name="lei" />
        <fieldset data-field="functionIds"><p>Functions</p><input id="search" type="search" /></fieldset>
        <div data-field="empty"></div>
      </form>`;
    expect(fieldElement(document, "lei")?.id).toBe("lei");
    expect(fieldElement(document, "functionIds")?.id).toBe("search");
    expect(fieldElement(document, "empty")?.getAttribute("data-field")).toBe("empty");
    expect(fieldElement(document, "missing")).toBeNull();
  });
});
