import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { COMMITTEE_STATUSES, createCommitteeInput } from "@tprm/api/schemas";
import { Alert, AlertDescription, Button, FormField, Input, NativeSelect, Textarea } from "@tprm/ui";
import { PlusIcon } from "lucide-react";
import { type Resolver, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { applyServerIssues } from "../../../components/dialog-support";
import { FormDialog } from "../../../components/FormDialog";
import { type IssueMessages, translatedError } from "../../../components/field-error";
import { useTRPC } from "../../../lib/trpc";
import { MemberFields, type MemberValues } from "./MemberFields";
import type { CommitteeRow } from "./types";

interface CommitteeFormValues {
  name: string;
  type: string;
  chair: string;
  jurisdiction: string;
  status: (typeof COMMITTEE_STATUSES)[number];
  purpose: string;
  members: MemberValues[];
}

const ORDER = ["name", "type", "chair"] as const;
const MESSAGES: Record<string, IssueMessages> = {
  name: { too_small: "governanceCommittees:errors.nameRequired" },
  type: { too_small: "governanceCommittees:errors.typeRequired" },
  chair: { too_small: "governanceCommittees:errors.chairRequired" },
};

/**
 * New Committee and Edit (001 §2.2, §5): name, type and chair required, in that order, with the spec's messages; the
 * members as a list (name, role, department). An edit shows on the card at once and rolls back, with the spec's
 * failure text, when the server refuses it (001 §4, §8).
 */
export function CommitteeFormDialog({ committee, onClose }: { committee: CommitteeRow | null; onClose: () => void }) {
  // riskAssessment: the user picker's texts (SearchPicker), loaded with the dialog rather than when a member is added.
  const { t } = useTranslation(["governanceCommittees", "common", "riskAssessment"]);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<CommitteeFormValues>({
    resolver: zodResolver(createCommitteeInput) as unknown as Resolver<CommitteeFormValues>,
    defaultValues: {
      name: committee?.name ?? "",
      type: committee?.type ?? "",
      chair: committee?.chair ?? "",
      jurisdiction: committee?.jurisdiction ?? "",
      status: committee?.status ?? "active",
      purpose: committee?.purpose ?? "",
      members: (committee?.members ?? []).map((m) => ({
        id: m.id,
        name: m.name,
        role: m.role ?? "",
        department: m.department ?? "",
        userId: m.user?.id ?? null,
        userName: m.user?.name ?? "",
      })),
    },
  });
  const members = useFieldArray({ control: form.control, name: "members" });
  const listKey = trpc.committees.list.pathKey();
  const done = (saved: { name: string }) => {
    toast.success(t("governanceCommittees:form.saved", { name: saved.name }));
    onClose();
  };
  const failed = (error: unknown) => {
    applyServerIssues(form, error);
    toast.error(t("governanceCommittees:form.failed"));
  };
  const create = useMutation(trpc.committees.create.mutationOptions({ onSuccess: done, onError: failed }));
  const update = useMutation(
    trpc.committees.update.mutationOptions({
      onMutate: async (input) => {
        await queryClient.cancelQueries({ queryKey: listKey });
        const snapshot = queryClient.getQueriesData({ queryKey: listKey });
        queryClient.setQueriesData<{ items: CommitteeRow[] }>({ queryKey: listKey }, (list) =>
          list
            ? {
                items: list.items.map((c) =>
                  c.id === input.id
                    ? {
                        ...c,
                        ...(input.name ? { name: input.name } : {}),
                        ...(input.type ? { type: input.type } : {}),
                        ...(input.chair ? { chair: input.chair } : {}),
                        ...(input.status ? { status: input.status } : {}),
                        ...(input.members && Array.isArray(input.members) ? { memberCount: input.members.length } : {}),
                      }
                    : c,
                ),
              }
            : list,
        );
        return { snapshot };
      },
      onError: (error, _input, context) => {
        for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
        failed(error);
      },
      onSuccess: done,
    }),
  );
  const busy = create.isPending || update.isPending;
  const errors = form.formState.errors;
  const error = (name: keyof CommitteeFormValues) => translatedError(t, errors[name], MESSAGES[name] ?? {});
  const ordered = ORDER.map((f) => error(f)?.message).filter((m): m is string => Boolean(m));

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={committee ? t("governanceCommittees:form.editTitle") : t("governanceCommittees:form.newTitle")}
      className="sm:max-w-2xl"
      testId="committee-dialog"
      form={form}
      onSubmit={(values) => {
        const body = { ...values, members: values.members };
        if (committee) update.mutate({ id: committee.id, ...body } as Parameters<typeof update.mutate>[0]);
        else create.mutate(body as Parameters<typeof create.mutate>[0]);
      }}
      busy={busy}
      submitLabel={committee ? t("governanceCommittees:form.save") : t("governanceCommittees:form.create")}
      busyLabel={t("governanceCommittees:form.saving")}
    >
      {ordered.length > 0 && (
        <Alert variant="destructive" data-testid="committee-validation">
          <AlertDescription>
            <ul className="grid gap-0.5">
              {ordered.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
      <FormField label={t("governanceCommittees:fields.name")} error={error("name")} required>
        {(field) => <Input {...field} autoComplete="off" disabled={busy} {...form.register("name")} />}
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          label={t("governanceCommittees:fields.type")}
          description={t("governanceCommittees:fields.typeHint")}
          error={error("type")}
          required
        >
          {(field) => <Input {...field} autoComplete="off" disabled={busy} {...form.register("type")} />}
        </FormField>
        <FormField label={t("governanceCommittees:fields.chair")} error={error("chair")} required>
          {(field) => <Input {...field} autoComplete="off" disabled={busy} {...form.register("chair")} />}
        </FormField>
        <FormField label={t("governanceCommittees:fields.jurisdiction")} error={error("jurisdiction")}>
          {(field) => <Input {...field} autoComplete="off" disabled={busy} {...form.register("jurisdiction")} />}
        </FormField>
        <FormField label={t("governanceCommittees:fields.status")} error={error("status")}>
          {(field) => (
            <NativeSelect {...field} disabled={busy} {...form.register("status")}>
              {COMMITTEE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`governanceCommittees:status.${s}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField label={t("governanceCommittees:fields.purpose")} error={error("purpose")}>
        {(field) => <Textarea {...field} rows={2} disabled={busy} {...form.register("purpose")} />}
      </FormField>
      <fieldset className="grid min-w-0 gap-3" data-testid="committee-members">
        <legend className="mb-2 text-sm font-semibold">
          {t("governanceCommittees:fields.members", { count: members.fields.length })}
        </legend>
        {members.fields.map((member, i) => (
          <MemberFields key={member.id} form={form} index={i} busy={busy} onRemove={() => members.remove(i)} />
        ))}
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => members.append({ name: "", role: "", department: "", userId: null, userName: "" })}
          disabled={busy}
          data-testid="add-member"
        >
          <PlusIcon aria-hidden="true" />
          {t("governanceCommittees:fields.addMember")}
        </Button>
      </fieldset>
    </FormDialog>
  );
}
