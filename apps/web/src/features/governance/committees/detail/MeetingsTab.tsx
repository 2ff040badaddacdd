import { useMutation } from "@tanstack/react-query";
import { Badge, Button } from "@tprm/ui";
import { CalendarPlusIcon, FileTextIcon, GavelIcon, PencilIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../../components/ConfirmDialog";
import { formatDateTime } from "../../../../lib/format";
import { errorMessage } from "../../../../lib/http-errors";
import { useTRPC } from "../../../../lib/trpc";
import { fileDownloadUrl } from "../../send-file";
import { meetingStatusLabel, outcomeClassName, outcomeLabel } from "../committee-format";
import type { CommitteeDetail, Meeting } from "../types";
import { DecisionDialog } from "./DecisionDialog";
import { MeetingDialog } from "./MeetingDialog";
import { UploadFileButton } from "./UploadFileButton";

type Dialog = { kind: "meeting"; meeting: Meeting | null } | { kind: "decision"; meetingId: string } | null;

/** The committee's meetings, latest first, each with its attendees, minutes and decisions. */
export function MeetingsTab({ committee, manage }: { committee: CommitteeDetail; manage: boolean }) {
  const { t } = useTranslation(["governanceCommittees", "common"]);
  const trpc = useTRPC();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [cancelling, setCancelling] = useState<Meeting | null>(null);
  const cancel = useMutation(
    trpc.committees.cancelMeeting.mutationOptions({
      onSuccess: () => {
        setCancelling(null);
        toast.success(t("governanceCommittees:meetings.cancelled"));
      },
      onError: (error) => {
        setCancelling(null);
        toast.error(errorMessage(error, t("governanceCommittees:meetings.failed")));
      },
    }),
  );
  return (
    <div className="grid gap-4" data-testid="committee-meetings">
      {manage && (
        <Button
          className="justify-self-start"
          onClick={() => setDialog({ kind: "meeting", meeting: null })}
          data-testid="new-meeting"
        >
          <CalendarPlusIcon aria-hidden="true" />
          {t("governanceCommittees:meetings.new")}
        </Button>
      )}
      {committee.meetings.length === 0 && (
        <p className="text-sm text-muted-foreground">{t("governanceCommittees:meetings.none")}</p>
      )}
      <ul className="grid gap-3">
        {committee.meetings.map((m) => (
          <li key={m.id} className="grid gap-2 rounded-md border p-3" data-testid="meeting">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">{formatDateTime(m.scheduledAt)}</span>
              <Badge variant={m.status === "held" ? "default" : "secondary"} data-testid="meeting-status-chip">
                {meetingStatusLabel(t, m.status)}
              </Badge>
            </div>
            {(m.location || m.agenda) && (
              <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
                {[m.location, m.agenda].filter(Boolean).join(" · ")}
              </p>
            )}
            {m.attendees.length > 0 && (
              <p className="text-sm">
                {t("governanceCommittees:meetings.attendeesList", {
                  names: m.attendees.map((a) => a.name).join(", "),
                })}
              </p>
            )}
            {m.decisions.length > 0 && (
              <ul className="grid gap-1" aria-label={t("governanceCommittees:decisions.listLabel")}>
                {m.decisions.map((d) => (
                  <li key={d.id} className="flex flex-wrap items-center gap-2 text-sm" data-testid="decision">
                    <Badge className={outcomeClassName(d.outcome)}>{outcomeLabel(t, d.outcome)}</Badge>
                    <span className="font-medium">{d.title}</span>
                    {d.note && <span className="text-muted-foreground">{d.note}</span>}
                  </li>
                ))}
              </ul>
            )}
            <div className="flex flex-wrap gap-2">
              {m.minutesFile && (
                <Button asChild variant="outline" size="sm">
                  <a href={fileDownloadUrl(m.minutesFile.id)}>
                    <FileTextIcon aria-hidden="true" />
                    {t("governanceCommittees:meetings.minutes")}
                  </a>
                </Button>
              )}
              {manage && m.status !== "cancelled" && (
                <>
                  {m.status === "held" && (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setDialog({ kind: "decision", meetingId: m.id })}
                      data-testid="record-decision"
                    >
                      <GavelIcon aria-hidden="true" />
                      {t("governanceCommittees:decisions.new")}
                    </Button>
                  )}
                  <UploadFileButton
                    url={`/api/governance/committees/${encodeURIComponent(committee.id)}/meetings/${encodeURIComponent(m.id)}/minutes`}
                    label={t("governanceCommittees:meetings.uploadMinutes")}
                    testId="minutes-upload"
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setDialog({ kind: "meeting", meeting: m })}
                    data-testid="edit-meeting"
                  >
                    <PencilIcon aria-hidden="true" />
                    {t("governanceCommittees:meetings.edit")}
                  </Button>
                  {m.status === "scheduled" && (
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={cancel.isPending}
                      onClick={() => setCancelling(m)}
                      data-testid="cancel-meeting"
                    >
                      <XIcon aria-hidden="true" />
                      {t("governanceCommittees:meetings.cancel")}
                    </Button>
                  )}
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
      {dialog?.kind === "meeting" && (
        <MeetingDialog committee={committee} meeting={dialog.meeting} onClose={() => setDialog(null)} />
      )}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={t("governanceCommittees:meetings.cancelTitle")}
        description={
          cancelling
            ? t("governanceCommittees:meetings.cancelText", { when: formatDateTime(cancelling.scheduledAt) })
            : ""
        }
        confirmLabel={t("governanceCommittees:meetings.cancel")}
        cancelLabel={t("governanceCommittees:meetings.keep")}
        busy={cancel.isPending}
        onConfirm={() => cancelling && cancel.mutate({ committeeId: committee.id, meetingId: cancelling.id })}
        confirmTestId="cancel-meeting-confirm"
      />
      {dialog?.kind === "decision" && (
        <DecisionDialog committeeId={committee.id} meetingId={dialog.meetingId} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}
