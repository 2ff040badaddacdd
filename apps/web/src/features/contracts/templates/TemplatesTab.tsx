import { useQuery, useQueryClient } from "@tanstack/react-query";
import { allows, CONTRACT_ACCESS } from "@tprm/api/permissions";
import { Button, SearchInput, Skeleton } from "@tprm/ui";
import { FileStackIcon, UploadIcon } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { formatCount } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";
import { withOpenContract, withTab } from "../contract-view";
import { ContractFormDialog } from "../form/ContractFormDialog";
import { DeleteTemplateDialog } from "./DeleteTemplateDialog";
import { EditTemplateDialog } from "./EditTemplateDialog";
import { NewVersionDialog } from "./NewVersionDialog";
import { type TemplateAction, TemplateCard } from "./TemplateCard";
import { matchTemplates } from "./template-format";
import type { TemplateItem, TemplateRights } from "./types";
import { UploadTemplateDialog } from "./UploadTemplateDialog";

type Open = { action: Exclude<TemplateAction, "newContract">; template: TemplateItem } | null;

/**
 * The Templates tab of the Contract Governance Center: the organisation's contract templates, each kept in versions
 * and downloadable. Editors upload templates and new versions, edit and delete them; Procurement starts a contract
 * from one, whose first document is a copy of the template's latest version.
 */
export default function TemplatesTab() {
  const { t } = useTranslation(["contractTemplates", "contracts", "common"]);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data: me } = useSession();
  const rights: TemplateRights = {
    edit: allows(me?.role, CONTRACT_ACCESS.edit),
    create: allows(me?.role, CONTRACT_ACCESS.create),
  };
  const [, setParams] = useSearchParams();
  const [search, setSearch] = useState("");
  const [uploading, setUploading] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const [fromTemplate, setFromTemplate] = useState<TemplateItem | null>(null);
  const headingId = useId();

  const list = useQuery(trpc.contractTemplates.list.queryOptions());
  const templates = list.data ?? [];
  const shown = useMemo(() => matchTemplates(t, list.data ?? [], search), [t, list.data, search]);

  function onAction(action: TemplateAction, template: TemplateItem) {
    if (action === "newContract") setFromTemplate(template);
    else setOpen({ action, template });
  }

  // The new contract opens in its detail over the register, as Add contract does (?contract=<id>).
  const openContract = (id: string) => setParams((current) => withOpenContract(withTab(current, "all"), id));

  const uploadButton = rights.edit && (
    <Button onClick={() => setUploading(true)}>
      <UploadIcon aria-hidden="true" />
      {t("contractTemplates:actions.upload")}
    </Button>
  );

  return (
    <section aria-labelledby={headingId} className="grid gap-4" data-testid="templates-tab">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={headingId} className="text-lg font-semibold">
            {t("contractTemplates:title")}
          </h2>
          <p className="max-w-prose text-sm text-muted-foreground">{t("contractTemplates:intro")}</p>
        </div>
        {templates.length > 0 && uploadButton}
      </div>

      {list.isPending ? (
        <div className="grid gap-3" role="status" aria-label={t("contractTemplates:loading")}>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-36 w-full rounded-xl" />
          ))}
        </div>
      ) : list.isError ? (
        <QueryErrorAlert
          title={t("contractTemplates:loadFailed")}
          error={list.error}
          fallback={t("contractTemplates:errors.generic")}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : templates.length === 0 ? (
        <div
          className="grid justify-items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center"
          data-testid="templates-empty"
        >
          <FileStackIcon aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="font-medium">{t("contractTemplates:empty.title")}</p>
          <p className="max-w-prose text-sm text-muted-foreground">
            {rights.edit ? t("contractTemplates:empty.text") : t("contractTemplates:empty.textViewer")}
          </p>
          {uploadButton}
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <SearchInput
              wrapperClassName="w-full sm:w-80"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t("contractTemplates:search.placeholder")}
              aria-label={t("contractTemplates:search.label")}
            />
            <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="templates-count">
              {search.trim()
                ? t("contractTemplates:search.matches", {
                    count: shown.length,
                    n: formatCount(shown.length),
                    total: formatCount(templates.length),
                  })
                : t("contractTemplates:count", { count: templates.length, n: formatCount(templates.length) })}
            </p>
          </div>
          {shown.length === 0 ? (
            <p className="rounded-xl border border-dashed px-6 py-8 text-center text-sm text-muted-foreground">
              {t("contractTemplates:search.none", { search: search.trim() })}
            </p>
          ) : (
            <ul className="grid gap-3 xl:grid-cols-2" aria-label={t("contractTemplates:listLabel")}>
              {shown.map((template) => (
                <TemplateCard key={template.id} template={template} rights={rights} onAction={onAction} />
              ))}
            </ul>
          )}
        </>
      )}

      {rights.edit && <UploadTemplateDialog open={uploading} onOpenChange={setUploading} />}
      {open?.action === "newVersion" && (
        <NewVersionDialog
          template={{
            id: open.template.id,
            name: open.template.name,
            version: open.template.versions[0]?.version ?? 0,
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.action === "edit" && <EditTemplateDialog template={open.template} onClose={() => setOpen(null)} />}
      {open?.action === "delete" && <DeleteTemplateDialog template={open.template} onClose={() => setOpen(null)} />}
      {rights.create && (
        <ContractFormDialog
          open={fromTemplate !== null}
          onOpenChange={(next) => !next && setFromTemplate(null)}
          template={
            fromTemplate ? { id: fromTemplate.id, name: fromTemplate.name, type: fromTemplate.type } : undefined
          }
          onSaved={(id) => {
            setFromTemplate(null);
            // The template now counts one more contract made from it.
            void queryClient.invalidateQueries({ queryKey: trpc.contractTemplates.pathKey() });
            openContract(id);
          }}
        />
      )}
    </section>
  );
}
