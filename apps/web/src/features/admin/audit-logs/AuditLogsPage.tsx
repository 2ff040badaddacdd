import { keepPreviousData, usePrefetchQuery, useQuery } from "@tanstack/react-query";
import { Button, Card, CardContent, Input, Label } from "@tprm/ui";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../components/DataTable";
import { DateField } from "../../../components/DateField";
import { PageHeader } from "../../../components/PageHeader";
import { useTRPC } from "../../../lib/trpc";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { ActorFilter, type ActorOption } from "./ActorFilter";
import { AuditChanges } from "./AuditChanges";
import { auditChangesId, auditColumns } from "./audit-columns";
import { type AuditFilters, KNOWN_ENTITY_TYPES, NO_FILTERS, toQueryInput } from "./audit-filters";
import { entityName } from "./audit-labels";

/** The spec's audit log page size. */
const PAGE_SIZE = 50;

export default function AuditLogsPage() {
  const trpc = useTRPC();
  // The first page starts loading while the screen's translations arrive (useTranslation suspends until then).
  usePrefetchQuery(trpc.auditLogs.list.queryOptions({ page: 1, limit: PAGE_SIZE, ...toQueryInput(NO_FILTERS, "") }));
  const { t } = useTranslation(["admin"]);
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [seenActors, setSeenActors] = useState<ReadonlyMap<string, ActorOption>>(new Map());
  const entityType = useDebouncedValue(filters.entityType, 300);
  const dateError = filters.from && filters.to && filters.from > filters.to ? t("admin:auditLogs.dateOrder") : null;

  useEffect(() => {
    document.title = t("admin:auditLogs.documentTitle");
  }, [t]);

  const list = useQuery(
    trpc.auditLogs.list.queryOptions(
      { page, limit: PAGE_SIZE, ...toQueryInput(filters, entityType) },
      { placeholderData: keepPreviousData, enabled: !dateError },
    ),
  );

  // Remember who appeared in the log, so the actor filter can offer them (auditors cannot list accounts).
  useEffect(() => {
    const actors = (list.data?.items ?? []).flatMap((row) => (row.actor ? [row.actor] : []));
    if (actors.length === 0) return;
    setSeenActors((previous) => {
      if (actors.every((a) => previous.has(a.id))) return previous;
      const next = new Map(previous);
      for (const a of actors) next.set(a.id, a);
      return next;
    });
  }, [list.data]);

  const update = (patch: Partial<AuditFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  // Clicking a person in the log shows only their changes.
  const columns = useMemo(
    () =>
      auditColumns(t, (actor) => {
        setFilters((f) => ({ ...f, actorId: actor.id }));
        setPage(1);
      }),
    [t],
  );

  return (
    <section>
      <PageHeader title={t("admin:auditLogs.title")} description={t("admin:auditLogs.description")} />
      <Card className="gap-4 py-4">
        <CardContent className="flex flex-wrap items-end gap-4 px-4">
          <ActorFilter value={filters.actorId} seen={seenActors} onChange={(actorId) => update({ actorId })} />
          <div className="grid w-52 gap-2">
            <Label htmlFor="audit-entity-type">{t("admin:auditLogs.entityType")}</Label>
            <Input
              id="audit-entity-type"
              list="audit-entity-types"
              placeholder={t("admin:auditLogs.entityPlaceholder")}
              value={filters.entityType}
              onChange={(e) => update({ entityType: e.target.value })}
            />
            <datalist id="audit-entity-types">
              {KNOWN_ENTITY_TYPES.map((type) => (
                <option key={type} value={type} label={entityName(t, type)} />
              ))}
            </datalist>
          </div>
          <div className="grid w-44 gap-2">
            <Label htmlFor="audit-from">{t("admin:auditLogs.from")}</Label>
            <DateField
              id="audit-from"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(from) => update({ from })}
            />
          </div>
          <div className="grid w-44 gap-2">
            <Label htmlFor="audit-to">{t("admin:auditLogs.to")}</Label>
            <DateField
              id="audit-to"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(to) => update({ to })}
            />
          </div>
          {filtered && (
            <Button variant="ghost" onClick={() => update(NO_FILTERS)}>
              {t("admin:auditLogs.clearFilters")}
            </Button>
          )}
          {dateError && (
            <p role="alert" className="basis-full text-sm text-destructive">
              {dateError}
            </p>
          )}
        </CardContent>

        <DataTable
          query={list}
          columns={columns}
          getRowId={(entry) => entry.id}
          testId="audit-table"
          rowTestId="audit-row"
          renderExpanded={(entry) => <AuditChanges before={entry.before} after={entry.after} />}
          expandedRowId={auditChangesId}
          onPageChange={setPage}
          idle={Boolean(dateError)}
          errorTitle={t("admin:auditLogs.loadError")}
          errorFallback={t("admin:auditLogs.loadFallback")}
          emptyMessage={filtered ? t("admin:auditLogs.emptyFiltered") : t("admin:auditLogs.empty")}
          Wrapper={CardContent}
          bodyClassName="px-0"
          pagerClassName="px-4"
        />
      </Card>
    </section>
  );
}
