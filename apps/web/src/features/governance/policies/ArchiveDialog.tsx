import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@tprm/ui";
import { useTranslation } from "react-i18next";

/** Confirms Archive Policy (one policy, or the ones selected) before the archive call is made. */
export function ArchiveDialog({
  names,
  onConfirm,
  onCancel,
}: {
  /** The policies to archive; none: the dialog is closed. */
  names: string[];
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(["governancePolicies"]);
  const one = names.length === 1;
  return (
    <AlertDialog open={names.length > 0} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent data-testid="policy-archive-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>
            {one
              ? t("governancePolicies:archive.title", { name: names[0] })
              : t("governancePolicies:archive.titleMany", { count: names.length })}
          </AlertDialogTitle>
          <AlertDialogDescription>{t("governancePolicies:archive.description")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("governancePolicies:archive.cancel")}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm} data-testid="policy-archive-confirm">
            {t("governancePolicies:archive.confirm")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
