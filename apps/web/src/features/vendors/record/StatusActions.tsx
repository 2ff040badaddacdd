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
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { errorText } from "../../../components/error-text";
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
  const { t } = useTranslation("vendorRecord");
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
        title={checklistComplete ? undefined : t("vendorRecord:actions.completeChecklistFirst")}
        onClick={() => setStatus.mutate({ id: vendor.id, status: "active" })}
      >
        <BadgeCheckIcon aria-hidden="true" />
        {t("vendorRecord:actions.activateVendor")}
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
        {t("vendorRecord:actions.reviewVendor")}
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
        {t("vendorRecord:actions.markUnderReview")}
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
        {t("vendorRecord:actions.returnToActive")}
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
        {t("vendorRecord:actions.startOffboarding")}
      </Button>,
    );
  }
  if (rights.relationship && can("offboarded")) {
    actions.push(
      <Button key="complete" size="sm" onClick={() => onDialog({ kind: "complete-offboarding", vendor: refVendor })}>
        <FlagIcon aria-hidden="true" />
        {t("vendorRecord:actions.completeOffboarding")}
      </Button>,
      <Button
        key="cancel"
        size="sm"
        variant="outline"
        onClick={() => onDialog({ kind: "cancel-offboarding", vendor: refVendor })}
      >
        <UndoIcon aria-hidden="true" />
        {t("vendorRecord:actions.cancelOffboarding")}
      </Button>,
    );
  }
  if (rights.edit) {
    actions.push(
      <Button key="edit" size="sm" variant="outline" onClick={() => onDialog({ kind: "edit", vendor: refVendor })}>
        <PencilIcon aria-hidden="true" />
        {t("vendorRecord:actions.editDetails")}
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
        {t("vendorRecord:actions.delete")}
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
  const { t } = useTranslation(["vendorRecord", "common"]);
  const trpc = useTRPC();
  return useMutation(
    trpc.vendors.update.mutationOptions({
      onSuccess: (vendor) => {
        const text =
          vendor.status === "active"
            ? t("vendorRecord:statusToast.active", { name })
            : vendor.status === "under_review"
              ? t("vendorRecord:statusToast.underReview", { name })
              : t("vendorRecord:statusToast.updated", { name });
        toast.success(text);
      },
      onError: (error) => toast.error(errorText(t, error, t("vendorRecord:statusToast.failed", { name }))),
    }),
  );
}
