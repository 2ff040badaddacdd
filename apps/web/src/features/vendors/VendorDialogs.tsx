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
import { toast } from "sonner";
import { errorMessage } from "../../lib/http-errors";
import { useTRPC } from "../../lib/trpc";
import { RecordKpiBreachDialog, ResolveKpiBreachDialog } from "./KpiBreachDialogs";
import { CancelOffboardingDialog, CompleteOffboardingDialog, StartOffboardingDialog } from "./OffboardingDialogs";
import type { VendorDialog, VendorRef } from "./types";
import { EditVendorDialog } from "./VendorFormDialog";
import { VendorReviewDialog } from "./VendorReviewDialog";

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
  const trpc = useTRPC();
  const detail = useQuery(trpc.vendors.get.queryOptions({ id: vendor.id }));
  const { isError, error } = detail;
  useEffect(() => {
    if (!isError) return;
    toast.error(errorMessage(error, `${vendor.name} could not be loaded.`));
    onClose();
  }, [isError, error, vendor.name, onClose]);
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
  const trpc = useTRPC();
  const remove = useMutation(
    trpc.vendors.delete.mutationOptions({
      onSuccess: () => {
        toast.success(`${vendor.name} was deleted.`);
        onDeleted(vendor.id);
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, `${vendor.name} could not be deleted.`)),
    }),
  );
  return (
    <AlertDialog open onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent onEscapeKeyDown={(e) => remove.isPending && e.preventDefault()}>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {vendor.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            Only a vendor without history can be deleted. A vendor with reviews, KPI breaches, invoices or an
            offboarding record must be offboarded instead, so the register keeps its history.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate({ id: vendor.id })}>
            {remove.isPending ? "Deleting…" : "Delete vendor"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
