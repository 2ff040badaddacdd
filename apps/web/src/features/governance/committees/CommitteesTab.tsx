import { useQuery } from "@tanstack/react-query";
import { allows, GOVERNANCE_ACCESS } from "@tprm/api/permissions";
import { Button, Card, Skeleton } from "@tprm/ui";
import { PlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";
import { CharterCard } from "./CharterCard";
import { CommitteeCard } from "./CommitteeCard";
import { CommitteeFormDialog } from "./CommitteeFormDialog";
import { openCommitteeOf } from "./committee-format";
import type { CommitteeRow } from "./types";

const CommitteeDetailSheet = lazy(() => import("./detail/CommitteeDetailSheet"));

/**
 * The Oversight Committee Management tab (001 §2.2): New Committee, a card per committee, the charter card, and the
 * committee's detail (?committee=<id>&section=overview|meetings|charter) in a side sheet.
 */
export default function CommitteesTab() {
  const { t } = useTranslation(["governanceCommittees", "common"]);
  const trpc = useTRPC();
  const { data: me } = useSession();
  const manage = allows(me?.role, GOVERNANCE_ACCESS.manageCommittees);
  const [params, setParams] = useSearchParams();
  const openId = openCommitteeOf(params);
  const [editing, setEditing] = useState<{ committee: CommitteeRow | null } | null>(null);
  const list = useQuery(trpc.committees.list.queryOptions());
  const committees = list.data?.items ?? [];

  const open = (id: string | null, section?: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete("section");
      if (id) next.set("committee", id);
      else next.delete("committee");
      if (id && section) next.set("section", section);
      return next;
    });

  return (
    <div className="grid grid-cols-1 gap-6" data-testid="committees-tab">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t("governanceCommittees:page.title")}</h2>
        {manage && (
          <Button onClick={() => setEditing({ committee: null })} data-testid="new-committee">
            <PlusIcon aria-hidden="true" />
            {t("governanceCommittees:actions.new")}
          </Button>
        )}
      </div>
      {list.isError && !list.data ? (
        <QueryErrorAlert
          error={list.error}
          title={t("governanceCommittees:page.loadFailed")}
          fallback={t("governanceCommittees:page.loadFailedHint")}
          onRetry={() => list.refetch()}
        />
      ) : !list.data ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
          <Skeleton className="h-56" />
          <Skeleton className="h-56" />
          <Skeleton className="h-56" />
        </div>
      ) : committees.length === 0 ? (
        <Card className="p-8 text-center" data-testid="committees-empty">
          <p className="font-medium">{t("governanceCommittees:page.empty")}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {manage ? t("governanceCommittees:page.emptyHintCreate") : t("governanceCommittees:page.emptyHint")}
          </p>
        </Card>
      ) : (
        <>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {committees.map((c) => (
              <CommitteeCard
                key={c.id}
                committee={c}
                onView={() => open(c.id)}
                onEdit={manage ? () => setEditing({ committee: c }) : undefined}
              />
            ))}
          </div>
          <CharterCard committees={committees} onOpen={(c) => open(c.id, "charter")} />
        </>
      )}
      {editing && <CommitteeFormDialog committee={editing.committee} onClose={() => setEditing(null)} />}
      {openId && (
        <Suspense fallback={null}>
          <CommitteeDetailSheet
            id={openId}
            manage={manage}
            onClose={() => open(null)}
            onEdit={(c) => setEditing({ committee: c })}
          />
        </Suspense>
      )}
    </div>
  );
}
