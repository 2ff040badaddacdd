import { Button, Input, Label, NativeSelect } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/DateField";
import { ActorFilter, type ActorOption } from "./ActorFilter";
import { type AuditFilters, hasFilters, KNOWN_ACTIONS, KNOWN_ENTITY_TYPES, NO_FILTERS } from "./audit-filters";
import { actionName, entityName } from "./audit-labels";

/** The trail's filters (the same as the API's and the export's): actor, action, entity type and id, date range. */
export function AuditFilterBar({
  filters,
  seenActors,
  dateError,
  onChange,
}: {
  filters: AuditFilters;
  seenActors: ReadonlyMap<string, ActorOption>;
  dateError: string | null;
  onChange: (patch: Partial<AuditFilters>) => void;
}) {
  const { t } = useTranslation(["admin"]);
  return (
    <>
      <ActorFilter value={filters.actorId} seen={seenActors} onChange={(actorId) => onChange({ actorId })} />
      <div className="grid w-52 gap-2">
        <Label htmlFor="audit-action">{t("admin:auditLogs.action")}</Label>
        <NativeSelect id="audit-action" value={filters.action} onChange={(e) => onChange({ action: e.target.value })}>
          <option value="">{t("admin:auditLogs.allActions")}</option>
          {!KNOWN_ACTIONS.some((a) => a === filters.action) && filters.action && (
            <option value={filters.action}>{filters.action}</option>
          )}
          {KNOWN_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {actionName(t, action)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid w-52 gap-2">
        <Label htmlFor="audit-entity-type">{t("admin:auditLogs.entityType")}</Label>
        <Input
          id="audit-entity-type"
          list="audit-entity-types"
          placeholder={t("admin:auditLogs.entityPlaceholder")}
          value={filters.entityType}
          onChange={(e) => onChange({ entityType: e.target.value })}
        />
        <datalist id="audit-entity-types">
          {KNOWN_ENTITY_TYPES.map((type) => (
            <option key={type} value={type} label={entityName(t, type)} />
          ))}
        </datalist>
      </div>
      <div className="grid w-60 gap-2">
        <Label htmlFor="audit-entity-id">{t("admin:auditLogs.entityId")}</Label>
        <Input
          id="audit-entity-id"
          placeholder={t("admin:auditLogs.entityIdPlaceholder")}
          value={filters.entityId}
          onChange={(e) => onChange({ entityId: e.target.value })}
        />
      </div>
      <div className="grid w-44 gap-2">
        <Label htmlFor="audit-from">{t("admin:auditLogs.from")}</Label>
        <DateField
          id="audit-from"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(from) => onChange({ from })}
        />
      </div>
      <div className="grid w-44 gap-2">
        <Label htmlFor="audit-to">{t("admin:auditLogs.to")}</Label>
        <DateField
          id="audit-to"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(to) => onChange({ to })}
        />
      </div>
      {hasFilters(filters) && (
        <Button variant="ghost" onClick={() => onChange(NO_FILTERS)}>
          {t("admin:auditLogs.clearFilters")}
        </Button>
      )}
      {dateError && (
        <p role="alert" className="basis-full text-sm text-destructive">
          {dateError}
        </p>
      )}
    </>
  );
}
