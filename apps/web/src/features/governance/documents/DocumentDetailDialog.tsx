import { useMutation } from "@tanstack/react-query";
import { fileDownloadUrl } from "@tprm/api/schemas";
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@tprm/ui";
import { ArchiveIcon, DownloadIcon, PencilIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { errorText } from "../../../components/error-text";
import { formatCalendarDate, formatDateTime } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { ComplianceBadge, StatusBadge } from "./document-columns";
import { formatFileSize } from "./document-file";
import type { RepositoryDocument } from "./types";

/**
 * View: a document's details, its file (Download) and who added and last changed it; for those who manage the
 * repository, Edit and Archive (after a confirmation: the document stays listed as Archived, out of its category's
 * figures).
 */
export function DocumentDetailDialog({
  document,
  onClose,
  onEdit,
}: {
  document: RepositoryDocument | null;
  onClose: () => void;
  onEdit?: ((document: RepositoryDocument) => void) | undefined;
}) {
  const { t } = useTranslation(["governanceDocuments"]);
  const trpc = useTRPC();
  const [confirming, setConfirming] = useState(false);
  const archive = useMutation(
    trpc.governanceDocuments.archive.mutationOptions({
      onSuccess: (archived) => {
        toast.success(t("governanceDocuments:detail.archived", { title: archived.title }));
        setConfirming(false);
        onClose();
      },
      onError: (error) => toast.error(errorText(t, error, t("governanceDocuments:detail.archiveFailed"))),
    }),
  );
  if (!document) return null;
  const d = document;
  const row = (label: string, value: ReactNode) => (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words text-sm">{value}</dd>
    </div>
  );
  return (
    <>
      <Dialog open onOpenChange={(open) => !open && onClose()}>
        <DialogContent className="sm:max-w-xl" data-testid="document-detail">
          <DialogHeader>
            <DialogTitle className="break-words pr-6">{d.title}</DialogTitle>
            <DialogDescription>{d.category.name}</DialogDescription>
          </DialogHeader>
          <dl className="grid gap-3">
            {row(t("governanceDocuments:fields.status"), <StatusBadge t={t} status={d.status} />)}
            {row(t("governanceDocuments:fields.compliance"), <ComplianceBadge t={t} compliance={d.compliance} />)}
            {row(t("governanceDocuments:fields.owner"), d.owner)}
            {row(t("governanceDocuments:fields.reviewDate"), formatCalendarDate(d.reviewDate))}
            {row(
              t("governanceDocuments:fields.file"),
              d.file ? (
                <span data-testid="detail-file">
                  {d.file.filename} · {formatFileSize(t, d.file.size)}
                </span>
              ) : (
                t("governanceDocuments:detail.noFile")
              ),
            )}
            {row(t("governanceDocuments:fields.description"), d.description ?? "—")}
            {row(
              t("governanceDocuments:detail.created"),
              t("governanceDocuments:detail.byOn", {
                name: d.createdBy?.name ?? t("governanceDocuments:detail.someone"),
                date: formatDateTime(d.createdAt),
              }),
            )}
            {row(
              t("governanceDocuments:detail.updated"),
              t("governanceDocuments:detail.byOn", {
                name: d.updatedBy?.name ?? t("governanceDocuments:detail.someone"),
                date: formatDateTime(d.updatedAt),
              }),
            )}
          </dl>
          <DialogFooter className="flex-wrap gap-2">
            {onEdit && d.status !== "archived" && (
              <Button variant="destructive" onClick={() => setConfirming(true)} data-testid="document-archive">
                <ArchiveIcon aria-hidden="true" />
                {t("governanceDocuments:detail.archive")}
              </Button>
            )}
            {onEdit && (
              <Button variant="outline" onClick={() => onEdit(d)} data-testid="document-edit">
                <PencilIcon aria-hidden="true" />
                {t("governanceDocuments:detail.edit")}
              </Button>
            )}
            {d.file && (
              <Button asChild>
                <a href={fileDownloadUrl(d.file.id)} data-testid="detail-download">
                  <DownloadIcon aria-hidden="true" />
                  {t("governanceDocuments:table.download")}
                </a>
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("governanceDocuments:detail.archiveTitle")}
        description={t("governanceDocuments:detail.archiveText", { title: d.title })}
        confirmLabel={t("governanceDocuments:detail.archive")}
        busyLabel={t("governanceDocuments:detail.archiving")}
        cancelLabel={t("governanceDocuments:detail.cancel")}
        busy={archive.isPending}
        dismissibleWhileBusy
        onConfirm={() => archive.mutate({ id: d.id })}
        confirmTestId="document-archive-confirm"
      />
    </>
  );
}
