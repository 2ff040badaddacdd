import { Button } from "@tprm/ui";
import { DownloadIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../../lib/format";
import { fileDownloadUrl } from "../../send-file";
import type { PolicyDetail } from "../types";

/** Every version, newest first, with who made it, when, why, and its document and charter to download. */
export function VersionsTab({ versions }: { versions: PolicyDetail["versions"] }) {
  const { t } = useTranslation(["governancePolicies"]);
  return (
    <ol className="grid gap-3">
      {versions.map((v) => (
        <li key={v.id} className="grid gap-2 rounded-md border p-3" data-testid="policy-version">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-medium">{t("governancePolicies:table.versionShort", { version: v.version })}</span>
            <span className="text-sm text-muted-foreground">
              {t("governancePolicies:detail.byOn", { by: v.createdBy?.name ?? "—", on: formatDateTime(v.createdAt) })}
            </span>
          </div>
          {v.changeNote && <p className="text-sm break-words">{v.changeNote}</p>}
          <div className="flex flex-wrap gap-2">
            {[
              ["document", v.file],
              ["charter", v.charterFile],
            ].map(([slot, file]) =>
              file && typeof file === "object" ? (
                <Button key={String(slot)} size="sm" variant="outline" asChild>
                  <a href={fileDownloadUrl(file.id)} data-testid={`version-${String(slot)}`}>
                    <DownloadIcon aria-hidden="true" />
                    {t(`governancePolicies:detail.download.${String(slot)}`, { name: file.filename })}
                  </a>
                </Button>
              ) : null,
            )}
            {!v.file && !v.charterFile && (
              <span className="text-sm text-muted-foreground">{t("governancePolicies:detail.noFiles")}</span>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
