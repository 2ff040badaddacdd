// Links to a record's register fields (packages/api/src/register/links.ts writes them): `section=register` opens a
// contract's or vendor's sheet on its Register tab, `entity=` / `function=` open an entity's or a function's dialog
// on /register, and `field=<name>` names the field to focus — the checks' "fix it here" link lands on it.
import { type RefObject, useEffect } from "react";

export const REGISTER_SECTION = "register";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FIELD = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** Whether the link asks for the record's Register tab (`section=register`). */
export function wantsRegisterSection(params: URLSearchParams): boolean {
  return params.get("section") === REGISTER_SECTION;
}

/** The field the link asks to focus (`field=lei`), or null when absent or not a field name. */
export function focusFieldOf(params: URLSearchParams): string | null {
  const field = params.get("field") ?? "";
  return FIELD.test(field) ? field : null;
}

/** The parameters without the section and field a link brought (closing the record drops them). */
export function withoutRecordFocus(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete("section");
  next.delete("field");
  return next;
}

export type RegisterRecordKind = "entity" | "function";

/** The entity or function a link opens on /register: its id, "new" for a blank form, or null. */
export function openRecordOf(params: URLSearchParams, kind: RegisterRecordKind): string | null {
  const id = params.get(kind) ?? "";
  if (id === "new") return "new";
  return UUID.test(id) ? id.toLowerCase() : null;
}

/** Opens (id, "new") or closes (null) a record's dialog; closing also drops the field to focus. */
export function withOpenRecord(current: URLSearchParams, kind: RegisterRecordKind, id: string | null): URLSearchParams {
  const next = new URLSearchParams(current);
  if (id) next.set(kind, id);
  else {
    next.delete(kind);
    next.delete("field");
  }
  return next;
}

/** The form element carrying `field`: the control named so, else the first control inside `[data-field=…]`. */
export function fieldElement(root: ParentNode, field: string): HTMLElement | null {
  const named = root.querySelector<HTMLElement>(`[name="${field}"]:not([type=hidden])`);
  if (named) return named;
  const box = root.querySelector<HTMLElement>(`[data-field="${field}"]`);
  if (!box) return null;
  return box.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea, button") ?? box;
}

/**
 * Focuses the field a link named once the form is on screen (`ready`), scrolled into view; it does so once per
 * field, so typing elsewhere afterwards is left alone.
 */
export function useFocusField(field: string | null, ready: boolean, root: RefObject<ParentNode | null>): void {
  useEffect(() => {
    if (!field || !ready) return;
    const frame = requestAnimationFrame(() => {
      const element = fieldElement(root.current ?? document, field);
      if (!element) return;
      element.scrollIntoView?.({ block: "center" });
      element.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [field, ready, root]);
}

/**
 * A tab list's trigger scrolled into view sideways (a ref callback): a sheet opened on a tab beyond the phone's
 * width shows which tab it is on. Only the list scrolls, never the page.
 */
export function revealTabTrigger(trigger: HTMLElement | null): void {
  const list = trigger?.parentElement;
  if (!trigger || !list || list.scrollWidth <= list.clientWidth) return;
  list.scrollLeft = Math.max(0, trigger.offsetLeft - list.offsetLeft - 16);
}
