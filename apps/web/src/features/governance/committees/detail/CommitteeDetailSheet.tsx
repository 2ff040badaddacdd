import { useQuery } from "@tanstack/react-query";
import { SheetDescription, SheetHeader, SheetTitle, Tabs, TabsContent, TabsList, TabsTrigger } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { QueryErrorAlert } from "../../../../components/QueryErrorAlert";
import { CollaborationTabLabel, RecordCollaboration } from "../../../../components/RecordCollaboration";
import { RecordSheet, RecordSheetLoading } from "../../../../components/RecordSheet";
import { useTRPC } from "../../../../lib/trpc";
import { COMMITTEE_DETAIL_TABS, detailTabOf } from "../committee-format";
import type { CommitteeRow } from "../types";
import { CharterTab } from "./CharterTab";
import { MeetingsTab } from "./MeetingsTab";
import { OverviewTab } from "./OverviewTab";

/** A committee's record: overview and members, meetings with their decisions, and the charter, one tab each. */
export default function CommitteeDetailSheet({
  id,
  manage,
  onClose,
  onEdit,
}: {
  id: string;
  manage: boolean;
  onClose: () => void;
  onEdit: (committee: CommitteeRow) => void;
}) {
  const { t } = useTranslation(["governanceCommittees", "common"]);
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const section = detailTabOf(params);
  const detail = useQuery(trpc.committees.get.queryOptions({ id }));
  const c = detail.data;
  return (
    <RecordSheet open onClose={onClose} testId="committee-detail">
      {!c ? (
        detail.isError ? (
          <div className="p-6">
            <SheetTitle>{t("governanceCommittees:detail.title")}</SheetTitle>
            <QueryErrorAlert
              error={detail.error}
              title={t("governanceCommittees:detail.loadFailed")}
              fallback={t("governanceCommittees:page.loadFailedHint")}
              onRetry={() => detail.refetch()}
            />
          </div>
        ) : (
          <RecordSheetLoading title={t("governanceCommittees:detail.loading")} />
        )
      ) : (
        <>
          <SheetHeader className="pb-2">
            <SheetTitle data-testid="committee-detail-name">{c.name}</SheetTitle>
            <SheetDescription>
              {c.type} · {t(`governanceCommittees:status.${c.status}`)}
            </SheetDescription>
          </SheetHeader>
          <Tabs
            value={section}
            onValueChange={(value) =>
              setParams((current) => {
                const next = new URLSearchParams(current);
                if (value === "overview") next.delete("section");
                else next.set("section", value);
                return next;
              })
            }
            className="min-h-0 flex-1 gap-3 overflow-y-auto px-4 pb-6 sm:px-6"
          >
            <TabsList className="w-full justify-start overflow-x-auto sm:w-fit">
              {COMMITTEE_DETAIL_TABS.map((tab) => (
                <TabsTrigger key={tab} value={tab} data-testid={`committee-tab-${tab}`}>
                  {tab === "collaboration" ? <CollaborationTabLabel /> : t(`governanceCommittees:detail.tabs.${tab}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="overview">
              <OverviewTab committee={c} manage={manage} onEdit={() => onEdit(c)} onDeleted={onClose} />
            </TabsContent>
            <TabsContent value="meetings">
              <MeetingsTab committee={c} manage={manage} />
            </TabsContent>
            <TabsContent value="charter">
              <CharterTab committee={c} manage={manage} />
            </TabsContent>
            <TabsContent value="collaboration">
              <RecordCollaboration entityType="committee" entityId={c.id} />
            </TabsContent>
          </Tabs>
        </>
      )}
    </RecordSheet>
  );
}
