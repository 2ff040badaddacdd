import { useMutation } from "@tanstack/react-query";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@tprm/ui";
import { ChevronDownIcon, ShieldAlertIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../lib/http-errors";
import { useTRPC } from "../../lib/trpc";
import { RiskChip } from "./VendorChips";
import { RISK_LEVELS, type RiskLevel, riskLabel } from "./vendor-format";
import type { VendorRights } from "./vendor-permissions";

/** Actions on the selected rows: set the risk rating (edit right) and delete (delete right, after confirmation). */
export function VendorBulkActions({
  vendors,
  rights,
  onDone,
}: {
  vendors: ReadonlyArray<{ id: string; name: string }>;
  rights: VendorRights;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const ids = vendors.map((v) => v.id);
  const count = vendors.length;
  const noun = count === 1 ? "vendor" : "vendors";

  const bulkUpdate = useMutation(
    trpc.vendors.bulkUpdate.mutationOptions({
      onSuccess: (_result, input) => {
        toast.success(`Risk rating set to ${riskLabel(input.patch.riskRating)} for ${count} ${noun}.`);
        onDone();
      },
      onError: (error) => toast.error(errorMessage(error, "The risk rating could not be changed.")),
    }),
  );

  const bulkDelete = useMutation(
    trpc.vendors.bulkDelete.mutationOptions({
      onSuccess: () => {
        toast.success(`${count} ${noun} deleted.`);
        setConfirmDelete(false);
        onDone();
      },
      onError: (error) => toast.error(errorMessage(error, "The vendors could not be deleted.")),
    }),
  );

  return (
    <section
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 rounded-lg border bg-accent/50 px-3 py-1.5"
      data-testid="bulk-actions"
    >
      <p className="text-sm font-medium" aria-live="polite">
        {count} selected
      </p>
      {rights.edit && (
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm" disabled={bulkUpdate.isPending}>
              <ShieldAlertIcon aria-hidden="true" />
              {bulkUpdate.isPending ? "Saving…" : "Set risk rating"}
              <ChevronDownIcon aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>Set risk rating to</DropdownMenuLabel>
            {RISK_LEVELS.map((level: RiskLevel) => (
              <DropdownMenuItem key={level} onSelect={() => bulkUpdate.mutate({ ids, patch: { riskRating: level } })}>
                <RiskChip risk={level} prefix="Rating" testId="bulk-risk-option" />
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
      {rights.delete && (
        <Button variant="outline" size="sm" className="text-destructive" onClick={() => setConfirmDelete(true)}>
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      )}

      <AlertDialog open={confirmDelete} onOpenChange={(open) => !bulkDelete.isPending && setConfirmDelete(open)}>
        <AlertDialogContent
          onEscapeKeyDown={(e) => {
            if (bulkDelete.isPending) e.preventDefault();
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>
              Delete {count} {noun}?
            </AlertDialogTitle>
            <AlertDialogDescription>
              This removes {count === 1 ? vendors[0]?.name : `${count} vendors`} from the register. Vendors with
              reviews, KPI breaches, invoices or offboarding records cannot be deleted: offboard them instead, so their
              history stays on file. The deletion is recorded in the audit trail.
            </AlertDialogDescription>
          </AlertDialogHeader>
          {count > 1 && (
            <ul className="max-h-40 list-disc overflow-y-auto pl-5 text-sm">
              {vendors.map((v) => (
                <li key={v.id}>{v.name}</li>
              ))}
            </ul>
          )}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={bulkDelete.isPending}>Cancel</AlertDialogCancel>
            <Button variant="destructive" disabled={bulkDelete.isPending} onClick={() => bulkDelete.mutate({ ids })}>
              {bulkDelete.isPending ? "Deleting…" : `Delete ${noun}`}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
