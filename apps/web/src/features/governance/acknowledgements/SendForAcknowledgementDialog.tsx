import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { addDays } from "@tprm/api/dates";
import type { ROLES } from "@tprm/api/permissions";
import { acknowledgementRequestFields } from "@tprm/api/schemas";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { applyServerIssues } from "../../../components/dialog-support";
import { FormDateField } from "../../../components/FormDateField";
import { FormDialog } from "../../../components/FormDialog";
import { type PickedUser, UserPicker } from "../../../components/UserPicker";
import { useCalendar } from "../../../lib/calendar";
import { formatCount } from "../../../lib/format";
import { errorMessage } from "../../../lib/http-errors";
import { useTRPC } from "../../../lib/trpc";
import { RoleChoice } from "./RoleChoice";

type Role = (typeof ROLES)[number];

/** The form: at least one role or person, and a due date (the server checks it is not in the past). */
const requestForm = acknowledgementRequestFields.superRefine((v, ctx) => {
  if (v.roles.length === 0 && v.userIds.length === 0) {
    ctx.addIssue({ code: "custom", path: ["roles"], message: "recipients" });
  }
});
type RequestForm = z.input<typeof requestForm>;

/** Days to acknowledge a version, offered by default. */
const DEFAULT_DUE_DAYS = 14;

/**
 * "Send for acknowledgement": the policy's current version to roles and/or people (the user directory), by a due
 * date. Those already asked for this version are not asked again; the toast says how many were asked now.
 */
export function SendForAcknowledgementDialog({
  policy,
  open,
  onOpenChange,
}: {
  policy: { id: string; name: string; version: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(["governanceAcknowledgements", "common"]);
  const trpc = useTRPC();
  const { today } = useCalendar();
  const empty = { roles: [] as Role[], userIds: [] as string[], dueDate: addDays(today, DEFAULT_DUE_DAYS) };
  const form = useForm<RequestForm, unknown, z.output<typeof requestForm>>({
    resolver: zodResolver(requestForm),
    defaultValues: empty,
  });
  const [people, setPeople] = useState<PickedUser[]>([]);
  const { errors } = form.formState;

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      form.reset(empty);
      setPeople([]);
      send.reset();
    }
  };
  const send = useMutation(
    trpc.policyAcknowledgements.request.mutationOptions({
      onSuccess: (result) => {
        if (result.added > 0) {
          toast.success(
            t("governanceAcknowledgements:send.done", { count: result.added, n: formatCount(result.added) }),
          );
        } else toast.info(t("governanceAcknowledgements:send.nothingNew"));
        close(false);
      },
      onError: (error) => {
        if (!applyServerIssues(form, error))
          toast.error(errorMessage(error, t("governanceAcknowledgements:send.failed")));
      },
    }),
  );

  const rolesError = errors.roles
    ? errors.roles.message === "recipients"
      ? t("governanceAcknowledgements:send.errors.recipients")
      : t("governanceAcknowledgements:send.errors.noneInRoles")
    : undefined;
  const p = (key: string) => `governanceAcknowledgements:send.people.${key}`;

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={t("governanceAcknowledgements:send.title", { name: policy.name })}
      description={t("governanceAcknowledgements:send.description", { version: policy.version })}
      testId="send-acknowledgement-dialog"
      form={form}
      onSubmit={(values) => send.mutate({ ...values, id: policy.id })}
      busy={send.isPending}
      submitLabel={t("governanceAcknowledgements:send.submit")}
      busyLabel={t("governanceAcknowledgements:send.busy")}
    >
      <Controller
        control={form.control}
        name="roles"
        render={({ field }) => (
          <RoleChoice
            value={(field.value ?? []) as Role[]}
            onChange={(next) => {
              field.onChange(next);
              form.clearErrors("roles");
            }}
            legend={t("governanceAcknowledgements:send.roles")}
            hint={t("governanceAcknowledgements:send.rolesHint")}
            error={rolesError}
            disabled={send.isPending}
          />
        )}
      />
      <UserPicker
        multiple
        value={people}
        onChange={(next) => {
          setPeople(next);
          form.setValue(
            "userIds",
            next.map((u) => u.id),
          );
          form.clearErrors(["roles", "userIds"]);
        }}
        error={errors.userIds ? t("governanceAcknowledgements:send.errors.people") : undefined}
        disabled={send.isPending}
        testId="ack-people-picker"
        texts={{
          legend: t(p("legend")),
          hint: t(p("hint")),
          chosen: t(p("chosen")),
          search: t(p("search")),
          loading: t(p("loading")),
          loadFailed: t(p("loadFailed")),
          noMatch: (term) => t(p("noMatch"), { term }),
          noneOther: t(p("noneOther")),
          available: (count, n) => t(p("available"), { count, n }),
          matching: (count, n, term) => t(p("matching"), { count, n, term }),
          remove: (name) => t(p("remove"), { name }),
        }}
      />
      <FormDateField
        control={form.control}
        name="dueDate"
        label={t("governanceAcknowledgements:send.dueDate")}
        error={errors.dueDate ? { message: t("governanceAcknowledgements:send.errors.dueDate") } : undefined}
        min={today}
        required
      />
    </FormDialog>
  );
}
