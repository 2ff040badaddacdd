import { fileDownloadUrl } from "@tprm/api/schemas";
import { Badge, Button } from "@tprm/ui";
import { DownloadIcon, FilePlusIcon, UploadIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCount, formatDateTime } from "../../../lib/format";
import { formatFileSize } from "./document-format";
import type { ContractDocumentData } from "./types";
import { UploadDocumentPanel } from "./UploadDocumentPanel";

/**
 * The contract's documents (signed contract, amendments, drafts, others), each with its versions newest first and a
 * download for every version (GET /api/files/{id}/download). Those who may edit contracts upload a new document or
 * a new version of one; versions are never deleted.
 */
export function DocumentsTab({
  contractId,
  documents,
  canEdit,
}: {
  contractId: string;
  documents: ContractDocumentData[];
  canEdit: boolean;
}) {
  const { t } = useTranslation(["contractDetail"]);
  const [uploading, setUploading] = useState<{ document?: ContractDocumentData } | null>(null);

  return (
    <div className="grid gap-4" data-testid="contract-documents">
      {canEdit &&
        (uploading ? (
          <UploadDocumentPanel
            key={uploading.document?.id ?? "new"}
            contractId={contractId}
            document={uploading.document}
            onClose={() => setUploading(null)}
          />
        ) : (
          <div>
            <Button size="sm" variant="outline" onClick={() => setUploading({})}>
              <FilePlusIcon aria-hidden="true" />
              {t("contractDetail:documents.add")}
            </Button>
          </div>
        ))}
      {documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("contractDetail:documents.empty")}</p>
      ) : (
        <ul className="grid gap-3" aria-label={t("contractDetail:documents.label")}>
          {documents.map((doc) => (
            <li key={doc.id} className="grid gap-3 rounded-lg border p-4" data-testid="contract-document">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="grid min-w-0 gap-1">
                  <h3 className="text-sm font-semibold break-words">{doc.title}</h3>
                  <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    <Badge variant="secondary">{t(`contractDetail:documentKind.${doc.kind}`)}</Badge>
                    {t("contractDetail:documents.versions", {
                      count: doc.versions.length,
                      n: formatCount(doc.versions.length),
                    })}
                  </div>
                </div>
                {canEdit && !uploading && (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setUploading({ document: doc })}
                    aria-label={t("contractDetail:documents.newVersionOf", { title: doc.title })}
                  >
                    <UploadIcon aria-hidden="true" />
                    {t("contractDetail:documents.newVersion")}
                  </Button>
                )}
              </div>
              <ol className="grid gap-1.5" aria-label={t("contractDetail:documents.versionsOf", { title: doc.title })}>
                {doc.versions.map((v) => (
                  <li
                    key={v.id}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted/40 px-3 py-2"
                    data-testid="document-version"
                  >
                    <div className="grid min-w-0 gap-0.5">
                      <span className="flex min-w-0 items-center gap-2 text-sm">
                        <Badge variant="outline" className="font-mono">
                          {t("contractDetail:documents.versionNumber", { version: formatCount(v.version) })}
                        </Badge>
                        <span className="truncate">{v.filename}</span>
                      </span>
                      <span className="text-xs text-muted-foreground">
                        {t("contractDetail:documents.meta", {
                          size: formatFileSize(t, v.size),
                          date: formatDateTime(v.uploadedAt),
                          name: v.uploadedBy?.name ?? t("contractDetail:overview.system"),
                        })}
                      </span>
                      {v.note && <span className="text-xs break-words text-muted-foreground">{v.note}</span>}
                    </div>
                    <Button size="sm" variant="outline" asChild>
                      <a
                        href={fileDownloadUrl(v.fileId)}
                        aria-label={t("contractDetail:documents.download", {
                          name: v.filename,
                          version: formatCount(v.version),
                        })}
                      >
                        <DownloadIcon aria-hidden="true" />
                        {t("contractDetail:documents.downloadShort")}
                      </a>
                    </Button>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
