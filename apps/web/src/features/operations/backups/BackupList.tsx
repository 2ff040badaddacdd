import type { backupSummary } from "@tprm/api/operations/backups/schemas";
import { Badge, Button, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@tprm/ui";
import { DownloadIcon, HistoryIcon, Trash2Icon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { formatDateTime } from "../../../lib/format";
import { backupSize, downloadPath } from "./backup-size";

type Backup = z.output<typeof backupSummary>;

function Actions({ backup, onRestore, onDelete }: { backup: Backup; onRestore: () => void; onDelete: () => void }) {
  const { t } = useTranslation("operationsBackups");
  return (
    <div className="flex flex-wrap justify-end gap-1">
      <Button variant="ghost" size="sm" asChild>
        <a href={downloadPath(backup.id)} download data-testid="backup-download">
          <DownloadIcon aria-hidden="true" />
          {t("operationsBackups:list.download")}
          <span className="sr-only">{backup.id}</span>
        </a>
      </Button>
      <Button variant="ghost" size="sm" onClick={onRestore} data-testid="backup-restore">
        <HistoryIcon aria-hidden="true" />
        {t("operationsBackups:list.restore")}
        <span className="sr-only">{backup.id}</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={onDelete} data-testid="backup-delete">
        <Trash2Icon aria-hidden="true" />
        <span className="sr-only">
          {t("operationsBackups:list.delete")} {backup.id}
        </span>
      </Button>
    </div>
  );
}

/** The backups: a table from the small breakpoint up, a stacked list on a phone (each with its actions). */
export function BackupList({
  backups,
  onRestore,
  onDelete,
}: {
  backups: Backup[];
  onRestore: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  const { t } = useTranslation("operationsBackups");
  const by = (backup: Backup) => backup.createdBy ?? t("operationsBackups:list.scheduled");
  const encrypted = (backup: Backup) =>
    backup.encrypted && (
      <Badge variant="secondary" className="ml-2">
        {t("operationsBackups:list.encryptedBadge")}
      </Badge>
    );
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border md:block">
        <Table data-testid="backups-table">
          <TableHeader>
            <TableRow>
              <TableHead>{t("operationsBackups:list.name")}</TableHead>
              <TableHead>{t("operationsBackups:list.created")}</TableHead>
              <TableHead>{t("operationsBackups:list.by")}</TableHead>
              <TableHead className="text-right">{t("operationsBackups:list.size")}</TableHead>
              <TableHead>
                <span className="sr-only">{t("operationsBackups:list.actions")}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {backups.map((backup) => (
              <TableRow key={backup.id} data-testid="backup-row" data-backup-id={backup.id}>
                <TableCell className="font-mono text-xs">
                  {backup.id}
                  {encrypted(backup)}
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDateTime(backup.createdAt)}</TableCell>
                <TableCell>{by(backup)}</TableCell>
                <TableCell className="whitespace-nowrap text-right">{backupSize(t, backup.bytes)}</TableCell>
                <TableCell>
                  <Actions
                    backup={backup}
                    onRestore={() => onRestore(backup.id)}
                    onDelete={() => onDelete(backup.id)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="divide-y rounded-lg border md:hidden" aria-label={t("operationsBackups:title")}>
        {backups.map((backup) => (
          <li key={backup.id} className="space-y-1 p-3" data-backup-card={backup.id}>
            <p className="break-all font-mono text-xs">
              {backup.id}
              {encrypted(backup)}
            </p>
            <p className="text-sm text-muted-foreground">
              {formatDateTime(backup.createdAt)} · {by(backup)} · {backupSize(t, backup.bytes)}
            </p>
            <Actions backup={backup} onRestore={() => onRestore(backup.id)} onDelete={() => onDelete(backup.id)} />
          </li>
        ))}
      </ul>
    </>
  );
}
