import { useMutation } from "@tanstack/react-query";
import { VENDOR_TRANSITIONS, type VendorStatusValue } from "@tprm/api/schemas";
import { Button } from "@tprm/ui";
import {
  BadgeCheckIcon,
  ClipboardCheckIcon,
  DoorOpenIcon,
  FlagIcon,
  PencilIcon,
  RotateCcwIcon,
  SearchCheckIcon,
  Trash2Icon,
  UndoIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../../lib/http-errors";
import { useTRPC } from "../../../lib/trpc";
import type { VendorDetail, VendorDialog, VendorRef } from "../types";
import type { VendorRights } from "../vendor-permissions";

/** Lifecycle buttons: Activate, Mark under review / Return to active, Review, offboarding, edit and delete. */
export function VendorStatusActions({
  vendor,
  refVendor,
  rights,
  checklistComplete,
  onDialog,
}: {
  vendor: VendorDetail;
  refVendor: VendorRef;
  rights: VendorRights;
  checklistComplete: boolean;
  onDialog: (dialog: VendorDialog) => void;
}) {
  const setStatus = useSetVendorStatus(vendor.name);
  const status = vendor.status;
  const busy = setStatus.isPending;
  const actions: ReactNode[] = [];

  // Which moves to offer comes from the server's transition table, never restated here.
  const can = (to: VendorStatusValue) => VENDOR_TRANSITIONS[status].includes(to);

  if (rights.edit && status === "onboarding" && can("active")) {
    actions.push(
      <Button
        key="activate"
        size="sm"
        disabled={busy || !checklistComplete}
        title={checklistComplete ? undefined : "Complete every onboarding task first"}
        onClick={() => setStatus.mutate({ id: vendor.id, status: "active" })}
      >
        <BadgeCheckIcon aria-hidden="true" />
        Activate vendor
      </Button>,
    );
  }
  if (rights.relationship && status !== "offboarded") {
    actions.push(
      <Button
        key="review"
        size="sm"
        variant={status === "active" || status === "under_review" ? "default" : "outline"}
        onClick={() => onDialog({ kind: "review", vendor: refVendor })}
      >
        <ClipboardCheckIcon aria-hidden="true" />
        Review vendor
      </Button>,
    );
  }
  if (rights.edit && status === "active" && can("under_review")) {
    actions.push(
      <Button
        key="under-review"
        size="sm"
        variant="outline"
        disabled={busy}
        onClick={() => setStatus.mutate({ id: vendor.id, status: "under_review" })}
      >
        <SearchCheckIcon aria-hidden="true" />
        Mark under review
      </Button>,
    );
  }
  if (rights.edit && status === "under_review" && can("active")) {
    actions.push(
      <Button
        key="to-active"
        size="sm"
        variant="outline"
        disabled={busy}
        onClick={() => setStatus.mutate({ id: vendor.id, status: "active" })}
      >
        <RotateCcwIcon aria-hidden="true" />
        Return to active
      </Button>,
    );
  }
  if (rights.relationship && can("offboarding")) {
    actions.push(
      <Button
        key="offboard"
        size="sm"
        variant="outline"
        className="text-destructive"
        onClick={() => onDialog({ kind: "offboard", vendor: refVendor })}
      >
        <DoorOpenIcon aria-hidden="true" />
        Start offboarding
      </Button>,
    );
  }
  if (rights.relationship && can("offboarded")) {
    actions.push(
      <Button key="complete" size="sm" onClick={() => onDialog({ kind: "complete-offboarding", vendor: refVendor })}>
        <FlagIcon aria-hidden="true" />
        Complete offboarding
      </Button>,
      <Button
        key="cancel"
        size="sm"
        variant="outline"
        onClick={() => onDialog({ kind: "cancel-offboarding", vendor: refVendor })}
      >
        <UndoIcon aria-hidden="true" />
        Cancel offboarding
      </Button>,
    );
  }
  if (rights.edit) {
    actions.push(
      <Button key="edit" size="sm" variant="outline" onClick={() => onDialog({ kind: "edit", vendor: refVendor })}>
        <PencilIcon aria-hidden="true" />
        Edit details
      </Button>,
    );
  }
  if (rights.delete) {
    actions.push(
      <Button
        key="delete"
        size="sm"
        variant="ghost"
        className="text-destructive"
        onClick={() => onDialog({ kind: "delete", vendor: refVendor })}
      >
        <Trash2Icon aria-hidden="true" />
        Delete
      </Button>,
    );
  }
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2" data-testid="vendor-actions">
      {actions}
    </div>
  );
}

export function useSetVendorStatus(name: string) {
  const trpc = useTRPC();
  return useMutation(
    trpc.vendors.update.mutationOptions({
      onSuccess: (vendor) => {
        const text =
          vendor.status === "active"
            ? `${name} is now active.`
            : vendor.status === "under_review"
              ? `${name} is now under review.`
              : `${name} was updated.`;
        toast.success(text);
      },
      onError: (error) => toast.error(errorMessage(error, `The status of ${name} could not be changed.`)),
    }),
  );
}
