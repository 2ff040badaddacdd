// How the Integrations screen reads a webhook endpoint and its deliveries: the event catalogue grouped by record
// kind for the form's checkboxes, an endpoint's state, a delivery's badge. Pure, unit-tested.
import type { BadgeProps } from "@tprm/ui";

export type EventGroup = { kind: string; events: string[] };

/** The catalogue (GET /api/webhooks/events) in its order, grouped by the kind before the dot ("vendor.created" → vendor). */
export function eventGroups(names: readonly string[]): EventGroup[] {
  const groups: EventGroup[] = [];
  for (const name of names) {
    const kind = name.includes(".") ? name.slice(0, name.indexOf(".")) : name;
    const group = groups.find((g) => g.kind === kind);
    if (group) group.events.push(name);
    else groups.push({ kind, events: [name] });
  }
  return groups;
}

export type EndpointState = "active" | "off" | "disabled" | "failing";

/** Disabled by the platform (a day of failures) before off by an Admin; failing while retries run. */
export function endpointState(w: {
  active: boolean;
  disabledAt: Date | string | null;
  failingSince: Date | string | null;
}) {
  if (w.disabledAt) return "disabled" satisfies EndpointState;
  if (!w.active) return "off" satisfies EndpointState;
  if (w.failingSince) return "failing" satisfies EndpointState;
  return "active" satisfies EndpointState;
}

export const ENDPOINT_BADGE: Record<EndpointState, BadgeProps["variant"]> = {
  active: "success",
  off: "secondary",
  disabled: "destructive",
  failing: "warning",
};

export type DeliveryStatus = "pending" | "succeeded" | "retrying" | "failed";

export const DELIVERY_BADGE: Record<DeliveryStatus, BadgeProps["variant"]> = {
  pending: "secondary",
  succeeded: "success",
  retrying: "warning",
  failed: "destructive",
};

/** Whether "Enable again" applies: an endpoint the platform disabled, or one an Admin turned off. */
export const mayEnable = (w: { active: boolean; disabledAt: Date | string | null }) =>
  !w.active || w.disabledAt !== null;

/** The locale key of an event's label ("vendor.created" → events.vendor.created); unknown events show as sent. */
export const eventLabelKey = (event: string) => `integrations:events.${event}`;
