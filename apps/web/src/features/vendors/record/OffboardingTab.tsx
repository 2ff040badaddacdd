import { Badge, Button, cn } from "@tprm/ui";
import { DoorOpenIcon, FlagIcon, UndoIcon } from "lucide-react";
import { formatDate } from "../../../lib/format";
import type { VendorDetail } from "../types";
import { humanize } from "../vendor-format";

export function OffboardingTab({
  vendor,
  open,
  canOffboard,
  onDialog,
}: {
  vendor: VendorDetail;
  open: VendorDetail["offboardings"][number] | undefined;
  canOffboard: boolean;
  onDialog: (kind: "offboard" | "complete-offboarding" | "cancel-offboarding") => void;
}) {
  const canStart = canOffboard && (vendor.status === "active" || vendor.status === "under_review");
  return (
    <div className="grid gap-4">
      {canStart && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-muted/60 p-3">
          <p className="text-sm text-muted-foreground">
            Offboarding records why and who asked; completing it marks the vendor offboarded.
          </p>
          <Button size="sm" variant="outline" className="text-destructive" onClick={() => onDialog("offboard")}>
            <DoorOpenIcon aria-hidden="true" />
            Start offboarding
          </Button>
        </div>
      )}
      {open && canOffboard && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => onDialog("complete-offboarding")}>
            <FlagIcon aria-hidden="true" />
            Complete offboarding
          </Button>
          <Button size="sm" variant="outline" onClick={() => onDialog("cancel-offboarding")}>
            <UndoIcon aria-hidden="true" />
            Cancel offboarding
          </Button>
        </div>
      )}
      {vendor.offboardings.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {vendor.status === "onboarding"
            ? "A vendor can be offboarded once it is active."
            : "No offboarding has been requested."}
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Offboarding requests">
          {vendor.offboardings.map((o) => (
            <li key={o.id} className="grid gap-2 rounded-lg border p-4" data-testid="vendor-offboarding">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm">
                  Requested by{" "}
                  <span className="font-medium" data-testid="offboarding-requester">
                    {o.requester}
                  </span>
                  {!o.requestedBy && (
                    <span
                      className="text-muted-foreground"
                      title="Recorded before offboarding requests were linked to user accounts"
                    >
                      {" "}
                      (entered as text)
                    </span>
                  )}{" "}
                  on {formatDate(o.requestedAt)}
                </p>
                <Badge
                  variant={o.state === "completed" ? "secondary" : o.state === "open" ? "outline" : "secondary"}
                  className={cn(
                    o.state === "open" && "border-red-200 bg-red-50 text-red-800 dark:bg-red-500/15 dark:text-red-200",
                  )}
                >
                  {o.state === "open" ? "In progress" : humanize(o.state)}
                </Badge>
              </div>
              <p className="text-sm whitespace-pre-line">
                <span className="font-medium">Reason: </span>
                {o.reason}
              </p>
              {o.completionNotes && (
                <p className="text-sm whitespace-pre-line">
                  <span className="font-medium">Completion notes: </span>
                  {o.completionNotes}
                  {o.completedAt && <span className="text-muted-foreground"> ({formatDate(o.completedAt)})</span>}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
