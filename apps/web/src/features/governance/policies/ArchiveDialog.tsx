import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/ConfirmDialog";

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
    <ConfirmDialog
      open={names.length > 0}
      onOpenChange={(open) => !open && onCancel()}
      title={
        one
          ? t("governancePolicies:archive.title", { name: names[0] })
          : t("governancePolicies:archive.titleMany", { count: names.length })
      }
      description={t("governancePolicies:archive.description")}
      confirmLabel={t("governancePolicies:archive.confirm")}
      cancelLabel={t("governancePolicies:archive.cancel")}
      onConfirm={onConfirm}
      confirmVariant="default"
      testId="policy-archive-dialog"
      confirmTestId="policy-archive-confirm"
    />
  );
}
