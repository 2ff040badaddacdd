import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, Label, Skeleton } from "@tprm/ui";
import { ChevronRightIcon } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ContractStatusChip, ExpiringBadge } from "../../../components/ContractChips";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { formatAmount, formatCalendarDate } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import type { ContractDetailData } from "../detail/types";
import { ContractPicker } from "./ContractPicker";
import { LifecycleStepper } from "./LifecycleStepper";
import { StageActionBar } from "./StageActionBar";

/** How many recently changed contracts are offered before one is chosen. */
const RECENT = 6;

/**
 * The Draft Contract tab: choose a contract (kept in the URL as ?contract=<id>, so the view can be linked), see its
 * real place in the seven-stage lifecycle and move it along: forward one stage, back to an earlier one, approve.
 */
export default function DraftContractTab() {
  const { t } = useTranslation(["contractDetail"]);
  const trpc = useTRPC();
  const pickerId = useId();
  const [params, setParams] = useSearchParams();
  const contractId = params.get("contract");
  const detail = useQuery({
    ...trpc.contracts.get.queryOptions({ id: contractId ?? "" }),
    enabled: contractId !== null,
  });
  const choose = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set("contract", id);
        else next.delete("contract");
        return next;
      },
      { replace: false },
    );

  const value = detail.data ? { id: detail.data.id, name: `${detail.data.reference} · ${detail.data.name}` } : null;
  return (
    <div className="grid gap-6" data-testid="draft-contract-tab">
      <div className="grid max-w-xl gap-2">
        <Label htmlFor={pickerId}>{t("contractDetail:picker.label")}</Label>
        <ContractPicker id={pickerId} value={value} onChange={(option) => choose(option?.id ?? null)} />
      </div>
      {contractId === null ? (
        <RecentContracts onChoose={choose} />
      ) : detail.isPending ? (
        <div className="grid gap-3" aria-hidden="true">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : detail.isError ? (
        <QueryErrorAlert
          title={t("contractDetail:sheet.loadFailed")}
          error={detail.error}
          fallback={t("contractDetail:sheet.loadFailed")}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      ) : (
        <ContractLifecycle contract={detail.data} />
      )}
    </div>
  );
}

function ContractLifecycle({ contract: c }: { contract: ContractDetailData }) {
  const { t } = useTranslation(["contractDetail"]);
  return (
    <section aria-labelledby="lifecycle-title" className="grid gap-6">
      <div className="grid gap-2">
        <h2 id="lifecycle-title" className="text-lg font-semibold break-words">
          {c.name}
        </h2>
        <p className="text-sm text-muted-foreground">
          <span className="font-mono">{c.reference}</span>
          {" · "}
          {c.vendor.name}
          {" · "}
          {t(`contractDetail:type.${c.type}`)}
          {" · "}
          {formatAmount(c.value, c.currency)}
          {c.endDate && (
            <>
              {" · "}
              {t("contractDetail:stepper.ends", { date: formatCalendarDate(c.endDate) })}
            </>
          )}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <ContractStatusChip status={c.status} />
          {c.expiringSoon && <ExpiringBadge daysToEnd={c.daysToEnd} />}
          {c.owner && (
            <span className="text-sm text-muted-foreground">
              {t("contractDetail:stepper.owner", { name: c.owner.name })}
            </span>
          )}
        </div>
      </div>
      <Card>
        <CardContent className="grid gap-6">
          <LifecycleStepper stage={c.stage} status={c.status} />
          <StageActionBar contract={c} />
        </CardContent>
      </Card>
    </section>
  );
}

/** Before a contract is chosen: the most recently changed ones, one click away. */
function RecentContracts({ onChoose }: { onChoose: (id: string) => void }) {
  const { t } = useTranslation(["contractDetail"]);
  const trpc = useTRPC();
  const recent = useQuery(trpc.contracts.list.queryOptions({ limit: RECENT, sort: "updatedAt", order: "desc" }));
  if (recent.isPending) return <Skeleton className="h-32 w-full" aria-hidden="true" />;
  if (recent.isError) {
    return (
      <QueryErrorAlert
        title={t("contractDetail:picker.recentFailed")}
        error={recent.error}
        fallback={t("contractDetail:picker.recentFailed")}
        onRetry={() => void recent.refetch()}
        retrying={recent.isFetching}
      />
    );
  }
  if (recent.data.items.length === 0) {
    return <p className="text-sm text-muted-foreground">{t("contractDetail:picker.none")}</p>;
  }
  return (
    <section aria-labelledby="recent-contracts" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="recent-contracts" className="text-base font-semibold">
          {t("contractDetail:picker.recent")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("contractDetail:picker.hint")}</p>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {recent.data.items.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              onClick={() => onChoose(c.id)}
              className="grid w-full grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 rounded-lg border p-3 text-left outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
              data-testid="recent-contract"
            >
              <span className="grid min-w-0 gap-0.5">
                <span className="truncate text-sm font-medium">{c.name}</span>
                <span className="truncate text-xs text-muted-foreground">
                  <span className="font-mono">{c.reference}</span> · {c.vendor.name}
                </span>
                <span className="text-xs">{t(`contractDetail:stage.${c.stage}`)}</span>
              </span>
              <ChevronRightIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
