import { Label, NativeSelect } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DateField } from "../../components/DateField";
import { useCalendar } from "../../lib/calendar";
import { type ScopeState, scopeFrom, withScope } from "./register-url";
import { useRegisterEntities } from "./use-register-entities";

/** The scope of the checks and the DORA package, kept in the URL (shared by both tabs); the screen's own state. */
export function useRegisterScope() {
  const [params, setParams] = useSearchParams();
  const { today } = useCalendar();
  const scope = scopeFrom(params, today);
  const entities = useRegisterEntities();
  // No reporting entity chosen: the one that maintains the register (else the first), as the server would take.
  const fallback = entities.data?.find((e) => e.maintainsRegister) ?? entities.data?.[0];
  const entityId = scope.entityId ?? fallback?.id ?? null;
  const set = (change: Partial<ScopeState>) => setParams((current) => withScope(current, change), { replace: true });
  return { scope: { ...scope, entityId }, entities, set };
}

/** The server's input for a scope: the entity only once known. */
export function scopeInput(scope: ScopeState) {
  return {
    consolidated: scope.consolidated,
    referenceDate: scope.referenceDate,
    ...(scope.entityId ? { entityId: scope.entityId } : {}),
  };
}

/** Individual or consolidated, the reference date (the date picker) and the reporting entity. */
export function ScopePicker({ idPrefix, state }: { idPrefix: string; state: ReturnType<typeof useRegisterScope> }) {
  const { t } = useTranslation(["register"]);
  const { scope, entities, set } = state;
  const fallbackMissing = !entities.isPending && (entities.data?.length ?? 0) === 0;
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3" data-testid={`${idPrefix}-scope`}>
      <legend className="sr-only">{t("register:scope.label")}</legend>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-consolidation`}>{t("register:scope.consolidation")}</Label>
        <NativeSelect
          id={`${idPrefix}-consolidation`}
          value={scope.consolidated ? "consolidated" : "individual"}
          onChange={(e) => set({ consolidated: e.target.value === "consolidated" })}
        >
          <option value="individual">{t("register:scope.individual")}</option>
          <option value="consolidated">{t("register:scope.consolidated")}</option>
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-date`}>{t("register:scope.referenceDate")}</Label>
        <DateField
          id={`${idPrefix}-date`}
          value={scope.referenceDate}
          onChange={(value) => value && set({ referenceDate: value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-entity`}>{t("register:scope.entity")}</Label>
        <NativeSelect
          id={`${idPrefix}-entity`}
          value={scope.entityId ?? ""}
          onChange={(e) => set({ entityId: e.target.value || null })}
          disabled={fallbackMissing}
        >
          {fallbackMissing && <option value="">{t("register:scope.noEntities")}</option>}
          {entities.data?.map((entity) => (
            <option key={entity.id} value={entity.id}>
              {entity.name}
              {entity.lei ? ` (${entity.lei})` : ""}
            </option>
          ))}
        </NativeSelect>
      </div>
    </fieldset>
  );
}
