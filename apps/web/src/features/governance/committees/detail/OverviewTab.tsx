import { useMutation } from "@tanstack/react-query";
import { Badge, Button } from "@tprm/ui";
import { PencilIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../../components/ConfirmDialog";
import { errorMessage } from "../../../../lib/http-errors";
import { useTRPC } from "../../../../lib/trpc";
import { lastMeetingText, nextMeetingText } from "../committee-format";
import type { CommitteeDetail } from "../types";

/** The committee's details and its members; Edit, and Delete after confirmation (refused once it has met). */
export function OverviewTab({
  committee,
  manage,
  onEdit,
  onDeleted,
}: {
  committee: CommitteeDetail;
  manage: boolean;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation(["governanceCommittees", "common"]);
  const trpc = useTRPC();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation(
    trpc.committees.delete.mutationOptions({
      onSuccess: () => {
        toast.success(t("governanceCommittees:delete.done", { name: committee.name }));
        setConfirming(false);
        onDeleted();
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(errorMessage(error, t("governanceCommittees:delete.failed")));
      },
    }),
  );
  const c = committee;
  const facts: [string, string][] = [
    [t("governanceCommittees:card.chair"), c.chair],
    [t("governanceCommittees:card.jurisdiction"), c.jurisdiction ?? "—"],
    [t("governanceCommittees:card.lastMeeting"), lastMeetingText(t, c.lastMeeting)],
    [t("governanceCommittees:card.nextMeeting"), nextMeetingText(t, c.nextMeeting)],
    [t("governanceCommittees:fields.purpose"), c.purpose ?? "—"],
  ];
  return (
    <div className="grid gap-5">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <section className="grid gap-2">
        <h3 className="font-semibold">{t("governanceCommittees:fields.members", { count: c.memberCount })}</h3>
        {c.members.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("governanceCommittees:detail.noMembers")}</p>
        ) : (
          <ul className="grid gap-1 text-sm" data-testid="committee-member-list">
            {c.members.map((m) => (
              <li key={m.id} className="flex flex-wrap gap-x-2 border-b pb-1 last:border-b-0">
                <span className="font-medium">{m.name}</span>
                <span className="text-muted-foreground">{[m.role, m.department].filter(Boolean).join(" · ")}</span>
                {m.user && (
                  <Badge variant="secondary" data-testid="member-user">
                    {t("governanceCommittees:detail.linkedUser", { name: m.user.name })}
                  </Badge>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {manage && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={onEdit} data-testid="committee-detail-edit">
            <PencilIcon aria-hidden="true" />
            {t("governanceCommittees:card.edit")}
          </Button>
          <Button variant="outline" onClick={() => setConfirming(true)} data-testid="committee-delete">
            <Trash2Icon aria-hidden="true" />
            {t("governanceCommittees:delete.action")}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("governanceCommittees:delete.title")}
        description={t("governanceCommittees:delete.text", { name: c.name })}
        confirmLabel={t("governanceCommittees:delete.action")}
        cancelLabel={t("common:actions.cancel")}
        busy={remove.isPending}
        onConfirm={() => remove.mutate({ id: c.id })}
        confirmTestId="committee-delete-confirm"
      />
    </div>
  );
}
