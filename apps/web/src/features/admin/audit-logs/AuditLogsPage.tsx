import { keepPreviousData, usePrefetchQuery, useQuery } from "@tanstack/react-query";
import { Card, CardContent } from "@tprm/ui";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DataTable } from "../../../components/DataTable";
import { PageHeader } from "../../../components/PageHeader";
import { useTRPC } from "../../../lib/trpc";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import type { ActorOption } from "./ActorFilter";
import { AuditChanges } from "./AuditChanges";
import { AuditExport } from "./AuditExport";
import { AuditFilterBar } from "./AuditFilterBar";
import { auditChangesId, auditColumns } from "./audit-columns";
import { type AuditFilters, filtersFromParams, hasFilters, paramsFromFilters, toQueryInput } from "./audit-filters";

/** The spec's audit log page size. */
const PAGE_SIZE = 50;

export default function AuditLogsPage() {
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const { filters, page } = filtersFromParams(params);
  // The first page starts loading while the screen's translations arrive (useTranslation suspends until then).
  usePrefetchQuery(trpc.auditLogs.list.queryOptions({ page, limit: PAGE_SIZE, ...toQueryInput(filters, filters) }));
  const { t } = useTranslation(["admin"]);
  const [seenActors, setSeenActors] = useState<ReadonlyMap<string, ActorOption>>(new Map());
  // Typed filters wait for a pause in typing before asking the server.
  const entityType = useDebouncedValue(filters.entityType, 300);
  const entityId = useDebouncedValue(filters.entityId, 300);
  const input = toQueryInput(filters, { entityType, entityId });
  const dateError = filters.from && filters.to && filters.from > filters.to ? t("admin:auditLogs.dateOrder") : null;

  useEffect(() => {
    document.title = t("admin:auditLogs.documentTitle");
  }, [t]);

  const list = useQuery(
    trpc.auditLogs.list.queryOptions(
      { page, limit: PAGE_SIZE, ...input },
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

  // Filters and page live in the URL (Back, reload and a shared link keep them); typing replaces the entry.
  const navigate = useCallback(
    (next: AuditFilters, nextPage: number, replace = false) =>
      setParams(paramsFromFilters(next, nextPage), { replace }),
    [setParams],
  );
  const update = (patch: Partial<AuditFilters>) =>
    navigate({ ...filters, ...patch }, 1, "entityType" in patch || "entityId" in patch);
  // Clicking a person in the log shows only their changes.
  const filtersNow = useRef(filters);
  filtersNow.current = filters;
  const columns = useMemo(
    () => auditColumns(t, (actor) => navigate({ ...filtersNow.current, actorId: actor.id }, 1)),
    [t, navigate],
  );

  return (
    <section>
      <PageHeader title={t("admin:auditLogs.title")} description={t("admin:auditLogs.description")} />
      <Card className="gap-4 py-4">
        <CardContent className="flex flex-wrap items-end gap-4 px-4">
          <AuditFilterBar filters={filters} seenActors={seenActors} dateError={dateError} onChange={update} />
        </CardContent>
        <CardContent className="border-t px-4 pt-4">
          <AuditExport input={input} disabled={Boolean(dateError)} />
        </CardContent>

        <DataTable
          query={list}
          columns={columns}
          getRowId={(entry) => entry.id}
          testId="audit-table"
          rowTestId="audit-row"
          renderExpanded={(entry) => <AuditChanges before={entry.before} after={entry.after} />}
          expandedRowId={auditChangesId}
          onPageChange={(next) => navigate(filters, next)}
          idle={Boolean(dateError)}
          errorTitle={t("admin:auditLogs.loadError")}
          errorFallback={t("admin:auditLogs.loadFallback")}
          emptyMessage={hasFilters(filters) ? t("admin:auditLogs.emptyFiltered") : t("admin:auditLogs.empty")}
          Wrapper={CardContent}
          bodyClassName="px-0"
          pagerClassName="px-4"
        />
      </Card>
    </section>
  );
}
