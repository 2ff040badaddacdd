import "../../../i18n/test-setup";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { VendorDetail } from "../types";
import { OffboardingTab } from "./OffboardingTab";

type Offboarding = VendorDetail["offboardings"][number];

const vera = { id: "0196f000-0000-7000-8000-0000000000a1", name: "Vera Manning" };

function offboarding(fields: Partial<Offboarding>): Offboarding {
  return {
    id: "0196f000-0000-7000-8000-000000000001",
    vendorId: "0196f000-0000-7000-8000-0000000000b1",
    reason: "Contract not renewed",
    requester: vera.name,
    requestedById: vera.id,
    requestedBy: vera,
    createdById: vera.id,
    completionNotes: null,
    state: "cancelled",
    requestedAt: new Date("2026-01-10T09:00:00Z"),
    completedAt: null,
    completedById: null,
    ...fields,
  } as Offboarding;
}

/** The requester line of each request as a user reads it. */
function requesterLines(offboardings: Offboarding[]): string[] {
  const vendor = { id: "0196f000-0000-7000-8000-0000000000b1", status: "offboarded", offboardings } as VendorDetail;
  const html = renderToStaticMarkup(
    <OffboardingTab vendor={vendor} open={undefined} canOffboard={false} onDialog={() => {}} />,
  );
  return [...html.matchAll(/<p class="text-sm">Requested by (.*?) on /g)].map((m) =>
    (m[1] ?? "")
      .replace(/<[^>]+>/g, "")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

describe("the offboarding tab names the requester the answer names", () => {
  it("a request typed before the rule shows the name typed, marked as text; a recorded one its account", () => {
    expect(
      requesterLines([
        offboarding({ id: "0196f000-0000-7000-8000-000000000002" }),
        offboarding({ requester: "Catherine Walsh, COO", requestedBy: null, requestedById: null }),
      ]),
    ).toEqual(["Vera Manning", "Catherine Walsh, COO (entered as text)"]);
  });
});
