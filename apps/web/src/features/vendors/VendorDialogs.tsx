import { useMutation, useQuery } from "@tanstack/react-query";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
} from "@tprm/ui";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useTRPC } from "../../lib/trpc";
import { RecordKpiBreachDialog, ResolveKpiBreachDialog } from "./KpiBreachDialogs";
import { CancelOffboardingDialog, CompleteOffboardingDialog, StartOffboardingDialog } from "./OffboardingDialogs";
import type { VendorDialog, VendorRef } from "./types";
import { EditVendorDialog } from "./VendorFormDialog";
import { VendorReviewDialog } from "./VendorReviewDialog";
import { vendorErrorMessage } from "./vendor-errors";

/** The one dialog the page has open for a vendor, whichever control opened it (table row or detail view). */
export function VendorDialogs({
  dialog,
  onClose,
  onDeleted,
}: {
  dialog: VendorDialog | null;
  onClose: () => void;
  onDeleted: (id: string) => void;
}) {
  if (!dialog) return null;
  const { vendor } = dialog;
  const key = `${dialog.kind}-${vendor.id}`;
  switch (dialog.kind) {
    case "review":
      return <VendorReviewDialog key={key} vendor={vendor} onClose={onClose} />;
    case "offboard":
      return <StartOffboardingDialog key={key} vendor={vendor} onClose={onClose} />;
    case "complete-offboarding":
      return <CompleteOffboardingDialog key={key} vendor={vendor} onClose={onClose} />;
    case "cancel-offboarding":
      return <CancelOffboardingDialog key={key} vendor={vendor} onClose={onClose} />;
    case "edit":
      return <EditVendorLoader key={key} vendor={vendor} onClose={onClose} />;
    case "delete":
      return <DeleteVendorDialog key={key} vendor={vendor} onClose={onClose} onDeleted={onDeleted} />;
    case "record-breach":
      return <RecordKpiBreachDialog key={key} vendor={vendor} onClose={onClose} />;
    case "resolve-breach":
      return (
        <ResolveKpiBreachDialog
          key={`${key}-${dialog.breach.id}`}
          vendor={vendor}
          breach={dialog.breach}
          onClose={onClose}
        />
      );
  }
}

function EditVendorLoader({ vendor, onClose }: { vendor: VendorRef; onClose: () => void }) {
  const { t } = useTranslation(["vendors"]);
  const trpc = useTRPC();
  const detail = useQuery(trpc.vendors.get.queryOptions({ id: vendor.id }));
  const { isError, error } = detail;
  useEffect(() => {
    if (!isError) return;
    toast.error(vendorErrorMessage(t, error, t("vendors:dialogs.loadFailed", { name: vendor.name })));
    onClose();
  }, [isError, error, vendor.name, onClose, t]);
  if (!detail.data) return null;
  return <EditVendorDialog vendor={detail.data} onClose={onClose} />;
}

function DeleteVendorDialog({
  vendor,
  onClose,
  onDeleted,
}: {
  vendor: VendorRef;
  onClose: () => void;
  onDeleted: (id: string) => void;
}) {
  const { t } = useTranslation(["vendors"]);
  const trpc = useTRPC();
  const remove = useMutation(
    trpc.vendors.delete.mutationOptions({
      onSuccess: () => {
        toast.success(t("vendors:dialogs.deleted", { name: vendor.name }));
        onDeleted(vendor.id);
        onClose();
      },
      onError: (error) =>
        toast.error(vendorErrorMessage(t, error, t("vendors:dialogs.deleteFailed", { name: vendor.name }))),
    }),
  );
  return (
    <AlertDialog open onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent onEscapeKeyDown={(e) => remove.isPending && e.preventDefault()}>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("vendors:dialogs.deleteTitle", { name: vendor.name })}</AlertDialogTitle>
          <AlertDialogDescription>{t("vendors:dialogs.deleteDescription")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{t("vendors:actions.cancel")}</AlertDialogCancel>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate({ id: vendor.id })}>
            {remove.isPending ? t("vendors:dialogs.deleting") : t("vendors:dialogs.deleteVendor")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
