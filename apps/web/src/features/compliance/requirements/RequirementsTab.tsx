import type { UseQueryResult } from "@tanstack/react-query";
import { COMPLIANCE_SOURCES, type ComplianceSource } from "@tprm/api/schemas";
import { NativeSelect, Skeleton } from "@tprm/ui";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import type { Requirement, RequirementsAnswer } from "../types";
import { RequirementCard } from "./RequirementCard";

const SOURCES = Object.keys(COMPLIANCE_SOURCES) as ComplianceSource[];

/** The catalogue, one card per obligation, filtered by source (EBA guidelines, DORA or both). */
export function RequirementsTab({
  query,
  onSetStatus,
  onShowGaps,
}: {
  query: UseQueryResult<RequirementsAnswer, unknown>;
  /** Absent for a role that may not set a status. */
  onSetStatus?: (requirement: Requirement) => void;
  onShowGaps: (requirementKey: string) => void;
}) {
  const { t } = useTranslation(["compliance"]);
  const [source, setSource] = useState<ComplianceSource | "all">("all");
  const selectId = useId();
  if (query.isError) {
    return (
      <QueryErrorAlert
        title={t("compliance:requirements.loadFailed")}
        error={query.error}
        fallback={t("compliance:requirements.loadFailed")}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const rows = (query.data?.data ?? []).filter((r) => source === "all" || r.source === source);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="text-sm font-medium">
          {t("compliance:requirements.source")}
        </label>
        <NativeSelect
          id={selectId}
          className="w-auto min-w-56"
          value={source}
          onChange={(e) => setSource(e.target.value as ComplianceSource | "all")}
          data-testid="source-filter"
        >
          <option value="all">{t("compliance:requirements.allSources")}</option>
          {SOURCES.map((s) => (
            <option key={s} value={s}>
              {t(`compliance:source.${s}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {query.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-40 w-full" data-testid="requirement-skeleton" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <p className="text-muted-foreground">{t("compliance:requirements.empty")}</p>
      ) : (
        <ul className="grid gap-3 xl:grid-cols-2" aria-label={t("compliance:requirements.listLabel")}>
          {rows.map((r) => (
            <RequirementCard key={r.key} requirement={r} onSetStatus={onSetStatus} onShowGaps={onShowGaps} />
          ))}
        </ul>
      )}
    </div>
  );
}
