import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Card, CardContent, Input, Label } from "@tprm/ui";
import { useEffect, useMemo, useState } from "react";
import { DataTable } from "../../../components/DataTable";
import { DateField } from "../../../components/DateField";
import { PageHeader } from "../../../components/PageHeader";
import { useTRPC } from "../../../lib/trpc";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { ActorFilter, type ActorOption } from "./ActorFilter";
import { AuditChanges } from "./AuditChanges";
import { auditChangesId, auditColumns } from "./audit-columns";
import { type AuditFilters, KNOWN_ENTITY_TYPES, NO_FILTERS, toQueryInput } from "./audit-filters";

/** The spec's audit log page size. */
const PAGE_SIZE = 50;

export default function AuditLogsPage() {
  const trpc = useTRPC();
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [seenActors, setSeenActors] = useState<ReadonlyMap<string, ActorOption>>(new Map());
  const entityType = useDebouncedValue(filters.entityType, 300);
  const dateError =
    filters.from && filters.to && filters.from > filters.to ? "The start date is after the end date." : null;

  useEffect(() => {
    document.title = "Audit log · TPRM Platform";
  }, []);

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
      auditColumns((actor) => {
        setFilters((f) => ({ ...f, actorId: actor.id }));
        setPage(1);
      }),
    [],
  );

  return (
    <section>
      <PageHeader title="Audit log" description="Every change in the platform, who made it and when." />
      <Card className="gap-4 py-4">
        <CardContent className="flex flex-wrap items-end gap-4 px-4">
          <ActorFilter value={filters.actorId} seen={seenActors} onChange={(actorId) => update({ actorId })} />
          <div className="grid w-52 gap-2">
            <Label htmlFor="audit-entity-type">Entity type</Label>
            <Input
              id="audit-entity-type"
              list="audit-entity-types"
              placeholder="e.g. User"
              value={filters.entityType}
              onChange={(e) => update({ entityType: e.target.value })}
            />
            <datalist id="audit-entity-types">
              {KNOWN_ENTITY_TYPES.map((type) => (
                <option key={type} value={type} />
              ))}
            </datalist>
          </div>
          <div className="grid w-44 gap-2">
            <Label htmlFor="audit-from">From</Label>
            <DateField
              id="audit-from"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(from) => update({ from })}
            />
          </div>
          <div className="grid w-44 gap-2">
            <Label htmlFor="audit-to">To</Label>
            <DateField
              id="audit-to"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(to) => update({ to })}
            />
          </div>
          {filtered && (
            <Button variant="ghost" onClick={() => update(NO_FILTERS)}>
              Clear filters
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
          errorTitle="The audit log could not be loaded"
          errorFallback="Failed to load the audit log. Please check your connection and try again."
          emptyMessage={filtered ? "No audit entries match these filters." : "The audit log is empty."}
          Wrapper={CardContent}
          bodyClassName="px-0"
          pagerClassName="px-4"
        />
      </Card>
    </section>
  );
}
