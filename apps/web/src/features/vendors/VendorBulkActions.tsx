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
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { formatCount } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { RiskChip } from "./VendorChips";
import { vendorErrorMessage } from "./vendor-errors";
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
  const { t } = useTranslation(["vendors"]);
  const trpc = useTRPC();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const ids = vendors.map((v) => v.id);
  const count = vendors.length;

  const bulkUpdate = useMutation(
    trpc.vendors.bulkUpdate.mutationOptions({
      onSuccess: (_result, input) => {
        toast.success(
          t("vendors:bulk.riskSet", { risk: riskLabel(t, input.patch.riskRating), count, vendors: formatCount(count) }),
        );
        onDone();
      },
      onError: (error) => toast.error(vendorErrorMessage(t, error, t("vendors:bulk.riskFailed"))),
    }),
  );

  const bulkDelete = useMutation(
    trpc.vendors.bulkDelete.mutationOptions({
      onSuccess: () => {
        toast.success(t("vendors:bulk.deleted", { count, vendors: formatCount(count) }));
        setConfirmDelete(false);
        onDone();
      },
      onError: (error) => toast.error(vendorErrorMessage(t, error, t("vendors:bulk.deleteFailed"))),
    }),
  );

  return (
    <section
      aria-label={t("vendors:bulk.label")}
      className="flex flex-wrap items-center gap-2 rounded-lg border bg-accent/50 px-3 py-1.5"
      data-testid="bulk-actions"
    >
      <p className="text-sm font-medium" aria-live="polite">
        {t("vendors:bulk.selected", { count, vendors: formatCount(count) })}
      </p>
      {rights.edit && (
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm" disabled={bulkUpdate.isPending}>
              <ShieldAlertIcon aria-hidden="true" />
              {bulkUpdate.isPending ? t("vendors:bulk.saving") : t("vendors:bulk.setRisk")}
              <ChevronDownIcon aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>{t("vendors:bulk.setRiskTo")}</DropdownMenuLabel>
            {RISK_LEVELS.map((level: RiskLevel) => (
              <DropdownMenuItem key={level} onSelect={() => bulkUpdate.mutate({ ids, patch: { riskRating: level } })}>
                <RiskChip risk={level} prefix={t("vendors:bulk.ratingPrefix")} testId="bulk-risk-option" />
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
      {rights.delete && (
        <Button variant="outline" size="sm" className="text-destructive" onClick={() => setConfirmDelete(true)}>
          <Trash2Icon aria-hidden="true" />
          {t("vendors:bulk.delete")}
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
              {t("vendors:bulk.confirmTitle", { count, vendors: formatCount(count) })}
            </AlertDialogTitle>
            <AlertDialogDescription>
              {t("vendors:bulk.confirmDescription", {
                count,
                what:
                  count === 1
                    ? (vendors[0]?.name ?? "")
                    : t("vendors:bulk.confirmVendors", { count, vendors: formatCount(count) }),
              })}
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
            <AlertDialogCancel disabled={bulkDelete.isPending}>{t("vendors:actions.cancel")}</AlertDialogCancel>
            <Button variant="destructive" disabled={bulkDelete.isPending} onClick={() => bulkDelete.mutate({ ids })}>
              {bulkDelete.isPending ? t("vendors:bulk.deleting") : t("vendors:bulk.confirmDelete", { count })}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
