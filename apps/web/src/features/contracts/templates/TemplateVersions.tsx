import { fileDownloadUrl } from "@tprm/api/schemas";
import { Badge } from "@tprm/ui";
import { DownloadIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatCount, formatDateTime } from "../../../lib/format";
import { formatFileSize } from "./template-format";
import type { TemplateVersion } from "./types";

/** Every version of a template, newest first, each a download (GET /api/files/{id}/download). */
export function TemplateVersions({
  id,
  name,
  versions,
}: {
  id: string;
  name: string;
  versions: readonly TemplateVersion[];
}) {
  const { t } = useTranslation(["contractTemplates"]);
  return (
    <ul id={id} className="grid gap-1.5" aria-label={t("contractTemplates:versions.listOf", { name })}>
      {versions.map((version, index) => (
        <li
          key={version.id}
          className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-md border bg-muted/30 px-3 py-2"
          data-testid="template-version"
        >
          <div className="grid min-w-0 gap-0.5">
            <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
              <span className="font-medium">
                {t("contractTemplates:versions.version", { version: formatCount(version.version) })}
              </span>
              {index === 0 && <Badge variant="secondary">{t("contractTemplates:versions.latest")}</Badge>}
              <span className="min-w-0 truncate text-muted-foreground">{version.filename}</span>
            </div>
            <span className="text-xs text-muted-foreground">
              {version.uploadedBy
                ? t("contractTemplates:versions.meta", {
                    size: formatFileSize(t, version.size),
                    date: formatDateTime(version.uploadedAt),
                    name: version.uploadedBy.name,
                  })
                : t("contractTemplates:versions.metaNoName", {
                    size: formatFileSize(t, version.size),
                    date: formatDateTime(version.uploadedAt),
                  })}
            </span>
            {version.note && <p className="text-xs break-words">{version.note}</p>}
          </div>
          <a
            href={fileDownloadUrl(version.fileId)}
            className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            aria-label={t("contractTemplates:versions.download", {
              version: formatCount(version.version),
              name,
              filename: version.filename,
            })}
          >
            <DownloadIcon aria-hidden="true" className="size-4" />
            {t("contractTemplates:versions.downloadShort")}
          </a>
        </li>
      ))}
    </ul>
  );
}
