import { Badge, Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@tprm/ui";
import {
  ChevronDownIcon,
  EllipsisIcon,
  FilePlus2Icon,
  FileTextIcon,
  PencilIcon,
  Trash2Icon,
  UploadIcon,
} from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCount, formatDateTime } from "../../../lib/format";
import { typeLabel } from "../contract-format";
import { TemplateVersions } from "./TemplateVersions";
import type { TemplateItem, TemplateRights } from "./types";

export type TemplateAction = "newContract" | "newVersion" | "edit" | "delete";

/**
 * One template: name, type, current version, description, who changed it last and when, how many contracts were
 * made from it; its actions by the role's rights; its versions, each downloadable, behind a toggle.
 */
export function TemplateCard({
  template,
  rights,
  onAction,
}: {
  template: TemplateItem;
  rights: TemplateRights;
  onAction: (action: TemplateAction, template: TemplateItem) => void;
}) {
  const { t } = useTranslation(["contractTemplates", "contracts"]);
  const [showVersions, setShowVersions] = useState(false);
  const headingId = useId();
  const versionsId = useId();
  const current = template.versions[0];
  const updated = formatDateTime(template.updatedAt);

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
        data-testid="template-card"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="grid min-w-0 flex-1 gap-1.5">
            <h3 id={headingId} className="flex min-w-0 items-center gap-2 font-semibold leading-tight">
              <FileTextIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="break-words">{template.name}</span>
            </h3>
            <div className="flex flex-wrap items-center gap-1.5">
              <Badge variant="outline" data-testid="template-type">
                {typeLabel(t, template.type)}
              </Badge>
              {current && (
                <Badge variant="secondary" data-testid="template-version-badge">
                  {t("contractTemplates:card.currentVersion", { version: formatCount(current.version) })}
                </Badge>
              )}
            </div>
          </div>
          {rights.edit && (
            <DropdownMenu modal={false}>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  className="-mt-1 -mr-1 shrink-0"
                  aria-label={t("contractTemplates:actions.more", { name: template.name })}
                >
                  <EllipsisIcon aria-hidden="true" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem onSelect={() => onAction("edit", template)}>
                  <PencilIcon aria-hidden="true" />
                  {t("contractTemplates:actions.edit")}
                </DropdownMenuItem>
                <DropdownMenuItem variant="destructive" onSelect={() => onAction("delete", template)}>
                  <Trash2Icon aria-hidden="true" />
                  {t("contractTemplates:actions.delete")}
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          )}
        </div>

        <p className="text-sm break-words text-muted-foreground">
          {template.description || t("contractTemplates:card.noDescription")}
        </p>

        <dl className="grid gap-x-6 gap-y-1 text-xs sm:grid-cols-[auto_auto] sm:justify-start">
          <div className="flex flex-wrap gap-x-1">
            <dt className="text-muted-foreground">{t("contractTemplates:card.updated")}</dt>
            <dd data-testid="template-updated">
              {template.updatedBy
                ? t("contractTemplates:card.updatedBy", { date: updated, name: template.updatedBy.name })
                : updated}
            </dd>
          </div>
          <div className="flex flex-wrap gap-x-1">
            <dt className="text-muted-foreground">{t("contractTemplates:card.contracts")}</dt>
            <dd data-testid="template-contracts">{formatCount(template.contracts)}</dd>
          </div>
        </dl>

        <div className="flex flex-wrap items-center gap-2">
          {rights.create && (
            <Button size="sm" onClick={() => onAction("newContract", template)}>
              <FilePlus2Icon aria-hidden="true" />
              {t("contractTemplates:actions.newContract")}
            </Button>
          )}
          {rights.edit && (
            <Button size="sm" variant="outline" onClick={() => onAction("newVersion", template)}>
              <UploadIcon aria-hidden="true" />
              {t("contractTemplates:actions.newVersion")}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={showVersions}
            aria-controls={showVersions ? versionsId : undefined}
            onClick={() => setShowVersions((open) => !open)}
          >
            <ChevronDownIcon
              aria-hidden="true"
              className={showVersions ? "rotate-180 transition-transform" : "transition-transform"}
            />
            {t("contractTemplates:actions.versions", {
              count: template.versions.length,
              n: formatCount(template.versions.length),
            })}
          </Button>
        </div>

        {showVersions && <TemplateVersions id={versionsId} name={template.name} versions={template.versions} />}
      </article>
    </li>
  );
}
