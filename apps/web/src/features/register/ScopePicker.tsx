import { Alert, AlertDescription, AlertTitle, Label, NativeSelect } from "@tprm/ui";
import { Building2Icon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { DateField } from "../../components/DateField";
import { useCalendar } from "../../lib/calendar";
import { type ScopeState, scopeFrom, withScope, withTab } from "./register-url";
import { referenceDateBounds, referenceDateProblem, scopeErrorText } from "./scope-messages";
import { useRegisterEntities } from "./use-register-entities";

/** The scope of the checks and the DORA package, kept in the URL (shared by both tabs); the screen's own state. */
export function useRegisterScope() {
  const { t } = useTranslation(["register"]);
  const [params, setParams] = useSearchParams();
  const { today } = useCalendar();
  const scope = scopeFrom(params, today);
  const entities = useRegisterEntities();
  // No reporting entity chosen: the one that maintains the register (else the first), as the server would take.
  const fallback = entities.data?.find((e) => e.maintainsRegister) ?? entities.data?.[0];
  const entityId = scope.entityId ?? fallback?.id ?? null;
  const set = (change: Partial<ScopeState>) => setParams((current) => withScope(current, change), { replace: true });
  const bounds = referenceDateBounds();
  /** Why the server would refuse the reference date (translated), else null. */
  const dateProblem = referenceDateProblem(t, scope.referenceDate, bounds);
  /** The register has no entity yet: nothing to check, export or weigh. */
  const noEntities = entities.isSuccess && entities.data.length === 0;
  /** A scope the server takes: a reporting entity and a reference date in range. */
  const ready = entityId !== null && dateProblem === null;
  return { scope: { ...scope, entityId }, entities, set, bounds, dateProblem, noEntities, ready };
}

/** The server's input for a scope: the entity only once known. */
export function scopeInput(scope: ScopeState) {
  return {
    consolidated: scope.consolidated,
    referenceDate: scope.referenceDate,
    ...(scope.entityId ? { entityId: scope.entityId } : {}),
  };
}

/**
 * Individual or consolidated, the reference date (the date picker, bounded as the server bounds it, with the reason
 * when a typed or linked date is out of range) and the reporting entity; below, what to do when the register has no
 * entity yet (a link to the Entities tab) or its entities could not be loaded.
 */
export function ScopePicker({ idPrefix, state }: { idPrefix: string; state: ReturnType<typeof useRegisterScope> }) {
  const { t } = useTranslation(["register"]);
  const [params] = useSearchParams();
  const { scope, entities, set, bounds, dateProblem, noEntities } = state;
  const dateErrorId = `${idPrefix}-date-error`;
  return (
    <>
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
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${idPrefix}-date`}>{t("register:scope.referenceDate")}</Label>
          <DateField
            id={`${idPrefix}-date`}
            value={scope.referenceDate}
            min={bounds.min}
            max={bounds.max}
            onChange={(value) => value && set({ referenceDate: value })}
            aria-invalid={dateProblem ? true : undefined}
            aria-describedby={dateProblem ? dateErrorId : undefined}
          />
          {dateProblem && (
            <p id={dateErrorId} className="text-sm text-destructive" data-testid={`${idPrefix}-date-error`}>
              {dateProblem}
            </p>
          )}
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${idPrefix}-entity`}>{t("register:scope.entity")}</Label>
          <NativeSelect
            id={`${idPrefix}-entity`}
            value={scope.entityId ?? ""}
            onChange={(e) => set({ entityId: e.target.value || null })}
            disabled={noEntities}
          >
            {noEntities && <option value="">{t("register:scope.noEntities")}</option>}
            {entities.data?.map((entity) => (
              <option key={entity.id} value={entity.id}>
                {entity.name}
                {entity.lei ? ` (${entity.lei})` : ""}
              </option>
            ))}
          </NativeSelect>
        </div>
      </fieldset>
      {noEntities && (
        <Alert data-testid={`${idPrefix}-no-entities`}>
          <Building2Icon aria-hidden="true" />
          <AlertTitle>{t("register:scope.emptyTitle")}</AlertTitle>
          <AlertDescription>
            <p>{t("register:scope.emptyText")}</p>
            <Link
              to={{ search: `?${withTab(params, "entities")}` }}
              className="font-medium underline underline-offset-4"
              data-testid={`${idPrefix}-open-entities`}
            >
              {t("register:scope.openEntities")}
            </Link>
          </AlertDescription>
        </Alert>
      )}
      {entities.isError && (
        <Alert variant="destructive" data-testid={`${idPrefix}-entities-error`}>
          <AlertTitle>{t("register:scope.entitiesFailed")}</AlertTitle>
          <AlertDescription>{scopeErrorText(t, entities.error, t("register:scope.entitiesFailed"))}</AlertDescription>
        </Alert>
      )}
    </>
  );
}
