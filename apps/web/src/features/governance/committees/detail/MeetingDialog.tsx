import { useMutation } from "@tanstack/react-query";
import { Checkbox, FormField, Input, Label, NativeSelect, Textarea } from "@tprm/ui";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { applyServerIssues } from "../../../../components/dialog-support";
import { FormDialog } from "../../../../components/FormDialog";
import { errorMessage } from "../../../../lib/http-errors";
import { useTRPC } from "../../../../lib/trpc";
import { toLocalInput } from "../committee-format";
import type { CommitteeDetail, Meeting } from "../types";

interface MeetingValues {
  scheduledAt: string;
  status: "scheduled" | "held";
  agenda: string;
  location: string;
  attendeeIds: string[];
}

/** Schedule a meeting (or record one already held), or edit one: date and time, agenda, location, attendees. */
export function MeetingDialog({
  committee,
  meeting,
  onClose,
}: {
  committee: CommitteeDetail;
  meeting: Meeting | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(["governanceCommittees", "common"]);
  const trpc = useTRPC();
  const form = useForm<MeetingValues>({
    defaultValues: {
      scheduledAt: meeting ? toLocalInput(meeting.scheduledAt) : "",
      status: meeting?.status === "held" ? "held" : "scheduled",
      agenda: meeting?.agenda ?? "",
      location: meeting?.location ?? "",
      attendeeIds: meeting?.attendees.map((a) => a.memberId) ?? [],
    },
  });
  const outcome = {
    onSuccess: () => {
      toast.success(t("governanceCommittees:meetings.saved"));
      onClose();
    },
    onError: (error: unknown) => {
      applyServerIssues(form, error);
      toast.error(errorMessage(error, t("governanceCommittees:meetings.failed")));
    },
  };
  const create = useMutation(trpc.committees.createMeeting.mutationOptions(outcome));
  const update = useMutation(trpc.committees.updateMeeting.mutationOptions(outcome));
  const busy = create.isPending || update.isPending;
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={meeting ? t("governanceCommittees:meetings.editTitle") : t("governanceCommittees:meetings.newTitle")}
      testId="meeting-dialog"
      form={form}
      onSubmit={(values) => {
        const body = {
          committeeId: committee.id,
          scheduledAt: new Date(values.scheduledAt).toISOString(),
          status: values.status,
          agenda: values.agenda,
          location: values.location,
          attendeeIds: values.attendeeIds,
        };
        if (meeting) update.mutate({ ...body, meetingId: meeting.id });
        else create.mutate(body);
      }}
      busy={busy}
      submitLabel={t("governanceCommittees:meetings.save")}
      busyLabel={t("governanceCommittees:form.saving")}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          label={t("governanceCommittees:meetings.when")}
          error={errors.scheduledAt ? { message: t("governanceCommittees:meetings.whenRequired") } : undefined}
          required
        >
          {(field) => (
            <Input
              {...field}
              type="datetime-local"
              disabled={busy}
              data-testid="meeting-when"
              {...form.register("scheduledAt", { required: true })}
            />
          )}
        </FormField>
        <FormField
          label={t("governanceCommittees:meetings.status")}
          error={errors.status?.message ? { message: errors.status.message } : undefined}
        >
          {(field) => (
            <NativeSelect {...field} disabled={busy} data-testid="meeting-status" {...form.register("status")}>
              <option value="scheduled">{t("governanceCommittees:meetingStatus.scheduled")}</option>
              <option value="held">{t("governanceCommittees:meetingStatus.held")}</option>
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField label={t("governanceCommittees:meetings.location")}>
        {(field) => <Input {...field} disabled={busy} {...form.register("location")} />}
      </FormField>
      <FormField label={t("governanceCommittees:meetings.agenda")}>
        {(field) => <Textarea {...field} rows={3} disabled={busy} {...form.register("agenda")} />}
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t("governanceCommittees:meetings.attendees")}</legend>
        {committee.members.length === 0 && (
          <p className="text-sm text-muted-foreground">{t("governanceCommittees:detail.noMembers")}</p>
        )}
        {committee.members.map((m) => {
          const chosen = form.watch("attendeeIds");
          const id = `attendee-${m.id}`;
          return (
            <div key={m.id} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={chosen.includes(m.id)}
                disabled={busy}
                onCheckedChange={(on) =>
                  form.setValue("attendeeIds", on ? [...chosen, m.id] : chosen.filter((x) => x !== m.id), {
                    shouldDirty: true,
                  })
                }
              />
              <Label htmlFor={id} className="font-normal">
                {m.name}
              </Label>
            </div>
          );
        })}
      </fieldset>
    </FormDialog>
  );
}
