import { describe, expect, it } from "vitest";
import { WEBHOOK_EVENT_NAMES } from "../../../../../../packages/api/src/collaboration/rules";
import en from "../../../locales/en/integrations.json";
import { endpointState, eventGroups, mayEnable } from "./webhook-view";

const lookup = (key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

describe("webhook view", () => {
  it("groups the catalogue by record kind, in its order, every event once", () => {
    const groups = eventGroups(WEBHOOK_EVENT_NAMES);
    expect(groups.map((g) => g.kind)).toEqual(["vendor", "contract", "assessment", "policy", "workflow"]);
    expect(groups.flatMap((g) => g.events)).toEqual([...WEBHOOK_EVENT_NAMES]);
  });

  it("has a label for every catalogue event and every group", () => {
    for (const event of WEBHOOK_EVENT_NAMES) expect(typeof lookup(`events.${event}`), event).toBe("string");
    for (const { kind } of eventGroups(WEBHOOK_EVENT_NAMES))
      expect(typeof lookup(`form.groups.${kind}`)).toBe("string");
  });

  it("reads an endpoint's state: disabled by the platform first, then off, then failing", () => {
    const at = new Date("2026-11-28T10:00:00Z");
    expect(endpointState({ active: true, disabledAt: null, failingSince: null })).toBe("active");
    expect(endpointState({ active: true, disabledAt: null, failingSince: at })).toBe("failing");
    expect(endpointState({ active: false, disabledAt: null, failingSince: at })).toBe("off");
    expect(endpointState({ active: false, disabledAt: at, failingSince: at })).toBe("disabled");
    expect(mayEnable({ active: true, disabledAt: null })).toBe(false);
    expect(mayEnable({ active: false, disabledAt: null })).toBe(true);
    expect(mayEnable({ active: true, disabledAt: at })).toBe(true);
  });
});
