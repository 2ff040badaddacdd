import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { COMPLIANCE_REQUIREMENT_KEYS, type GapKind } from "@tprm/api/schemas";
import { Button, NativeSelect } from "@tprm/ui";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { mayOpen } from "../../../auth/route-access";
import { DataTable } from "../../../components/DataTable";
import { formatCount } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";
import { GAP_KIND_ORDER } from "../compliance-labels";
import { gapColumns } from "./gap-columns";

const LIMIT = 25;

/**
 * The gaps, record by record: chosen by kind or by the requirement they fall short of (a requirement's "open gaps"
 * link lands here), paged on the server. The kind buttons show each kind's count.
 */
export function GapsTab() {
  const { t } = useTranslation(["compliance", "common"]);
  const trpc = useTRPC();
  const { data: me } = useSession();
  const [params, setParams] = useSearchParams();
  const kindParam = params.get("kind");
  const kind = (GAP_KIND_ORDER as readonly string[]).includes(kindParam ?? "") ? (kindParam as GapKind) : undefined;
  const requirementParam = params.get("requirement");
  const requirementKey = COMPLIANCE_REQUIREMENT_KEYS.includes(requirementParam ?? "")
    ? (requirementParam as string)
    : undefined;
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const selectId = useId();

  const gaps = useQuery(
    trpc.compliance.gaps.queryOptions(
      { page, limit: LIMIT, kind, requirementKey },
      {
        placeholderData: keepPreviousData,
        select: (answer) => ({ items: answer.data, pagination: answer.pagination, summary: answer.summary }),
      },
    ),
  );
  const change = (next: { kind?: GapKind | null; requirement?: string | null; page?: number }) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      out.set("tab", "gaps");
      if (next.kind !== undefined) next.kind ? out.set("kind", next.kind) : out.delete("kind");
      if (next.requirement !== undefined)
        next.requirement ? out.set("requirement", next.requirement) : out.delete("requirement");
      next.page && next.page > 1 ? out.set("page", String(next.page)) : out.delete("page");
      return out;
    });
  const columns = useMemo(() => gapColumns(t, (path) => mayOpen(me?.role, path.split("?")[0] ?? path)), [t, me?.role]);
  const counts = new Map(gaps.data?.summary.map((s) => [s.kind, s.count]));

  return (
    <div className="space-y-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t("compliance:gaps.kindsLabel")}</legend>
        <Button
          variant={kind ? "outline" : "default"}
          size="sm"
          onClick={() => change({ kind: null })}
          aria-pressed={!kind}
        >
          {t("compliance:gaps.allKinds")}
        </Button>
        {GAP_KIND_ORDER.map((k) => (
          <Button
            key={k}
            variant={kind === k ? "default" : "outline"}
            size="sm"
            onClick={() => change({ kind: k })}
            aria-pressed={kind === k}
            data-testid={`gap-kind-${k}`}
          >
            {t(`compliance:gapKind.${k}`)}
            {counts.has(k) && <span className="tabular-nums">({formatCount(counts.get(k) ?? 0)})</span>}
          </Button>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="text-sm font-medium">
          {t("compliance:gaps.requirement")}
        </label>
        <NativeSelect
          id={selectId}
          className="w-auto min-w-64 max-w-full"
          value={requirementKey ?? ""}
          onChange={(e) => change({ requirement: e.target.value || null })}
          data-testid="gap-requirement-filter"
        >
          <option value="">{t("compliance:gaps.anyRequirement")}</option>
          {COMPLIANCE_REQUIREMENT_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`compliance:requirement.${key}.title`)} ({t(`compliance:requirement.${key}.reference`)})
            </option>
          ))}
        </NativeSelect>
      </div>
      <DataTable
        query={gaps}
        columns={columns}
        getRowId={(g) => `${g.kind}:${g.recordId}`}
        onPageChange={(next) => change({ page: next })}
        emptyMessage={t("compliance:gaps.empty")}
        errorTitle={t("compliance:gaps.loadFailed")}
        errorFallback={t("compliance:gaps.loadFailed")}
        label={t("compliance:gaps.tableLabel")}
        rowTestId="gap-row"
        testId="gaps-table"
        hidePagerWhenEmpty
      />
    </div>
  );
}
