import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createProcedureInput, GOVERNANCE_FILE_ACCEPT_ATTRIBUTE, updateProcedureInput } from "@tprm/api/schemas";
import { Alert, AlertDescription, FormField, Input } from "@tprm/ui";
import { useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { applyServerIssues } from "../../../components/dialog-support";
import { FormDialog } from "../../../components/FormDialog";
import { translatedError } from "../../../components/field-error";
import type { PickerOption } from "../../../components/SearchPicker";
import { useTRPC } from "../../../lib/trpc";
import { pickedFileProblem, SendFileError, sendFile } from "../send-file";
import { CHECKED_IN_ORDER, MESSAGES, ProcedureFields, type ProcedureFormValues } from "./ProcedureFields";
import type { ProcedureRow } from "./types";

const editSchema = updateProcedureInput.omit({ id: true });

/**
 * New Procedure and Edit (001 §2.2, §5): name and owner required, in that order, with the spec's messages; the
 * linked policy picked from the policies; the optional document sent after the save. An edit shows in the table at
 * once and rolls back, with the spec's failure text, when the server refuses it (001 §4, §8).
 */
export function ProcedureFormDialog({ procedure, onClose }: { procedure: ProcedureRow | null; onClose: () => void }) {
  const { t } = useTranslation(["governanceProcedures", "common"]);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const editing = procedure !== null;
  const [policy, setPolicy] = useState<PickerOption | null>(
    procedure?.policy ? { id: procedure.policy.id, name: procedure.policy.name } : null,
  );
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useForm<ProcedureFormValues>({
    resolver: zodResolver(editing ? editSchema : createProcedureInput) as unknown as Resolver<ProcedureFormValues>,
    defaultValues: {
      name: procedure?.name ?? "",
      owner: procedure?.owner ?? "",
      policyId: procedure?.policy?.id ?? "",
      category: procedure?.category ?? "",
      complexity: procedure?.complexity ?? "moderate",
      ...(procedure ? { status: procedure.status } : {}),
      lastReview: procedure?.lastReview ?? "",
      description: procedure?.description ?? "",
    },
  });
  const listKey = trpc.procedures.list.pathKey();

  const failed = (error: unknown) => {
    applyServerIssues(form, error);
    toast.error(t("governanceProcedures:form.failed"));
  };
  const afterSave = async (saved: { id: string; name: string }) => {
    if (file) {
      try {
        await sendFile(`/api/governance/procedures/${encodeURIComponent(saved.id)}/document`, file);
      } catch (error) {
        toast.error(
          error instanceof SendFileError && error.message ? error.message : t("governanceProcedures:form.fileFailed"),
        );
      }
      await queryClient.invalidateQueries({ queryKey: trpc.procedures.pathKey() });
    }
    toast.success(t("governanceProcedures:form.saved", { name: saved.name }));
    onClose();
  };

  const create = useMutation(trpc.procedures.create.mutationOptions({ onSuccess: afterSave, onError: failed }));
  const update = useMutation(
    trpc.procedures.update.mutationOptions({
      // Optimistic: the table shows the change at once; the snapshot puts it back if the server refuses.
      onMutate: async (input) => {
        await queryClient.cancelQueries({ queryKey: listKey });
        const snapshot = queryClient.getQueriesData({ queryKey: listKey });
        queryClient.setQueriesData<{ items: ProcedureRow[] }>({ queryKey: listKey }, (page) =>
          page
            ? {
                ...page,
                items: page.items.map((row) =>
                  row.id === input.id
                    ? {
                        ...row,
                        ...(input.name !== undefined ? { name: input.name } : {}),
                        ...(input.owner !== undefined ? { owner: input.owner } : {}),
                        ...(input.complexity ? { complexity: input.complexity } : {}),
                        ...(input.status ? { status: input.status } : {}),
                      }
                    : row,
                ),
              }
            : page,
        );
        return { snapshot };
      },
      onError: (error, _input, context) => {
        for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
        failed(error);
      },
      onSuccess: afterSave,
    }),
  );
  const busy = create.isPending || update.isPending;
  const errors = form.formState.errors;
  const ordered = CHECKED_IN_ORDER.map((f) => translatedError(t, errors[f], MESSAGES[f] ?? {})?.message).filter(
    (m): m is string => Boolean(m),
  );

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? t("governanceProcedures:form.editTitle") : t("governanceProcedures:form.newTitle")}
      description={t("governanceProcedures:form.description")}
      className="sm:max-w-xl"
      testId="procedure-dialog"
      form={form}
      onSubmit={(values) => {
        const body = { ...values, policyId: policy?.id ?? null };
        if (procedure) update.mutate({ id: procedure.id, ...body } as Parameters<typeof update.mutate>[0]);
        else create.mutate(body as Parameters<typeof create.mutate>[0]);
      }}
      busy={busy}
      submitLabel={editing ? t("governanceProcedures:form.save") : t("governanceProcedures:form.create")}
      busyLabel={t("governanceProcedures:form.saving")}
    >
      {ordered.length > 0 && (
        <Alert variant="destructive" data-testid="procedure-validation">
          <AlertDescription>
            <ul className="grid gap-0.5">
              {ordered.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
      <ProcedureFields
        register={form.register}
        control={form.control}
        errors={errors}
        policy={policy}
        onPolicy={(next) => {
          setPolicy(next);
          form.setValue("policyId", next?.id ?? "");
        }}
        editing={editing}
        disabled={busy}
      />
      <FormField
        label={t("governanceProcedures:fields.document")}
        description={t("governanceProcedures:fields.documentHint")}
        error={fileError ? { message: fileError } : undefined}
      >
        {(field) => (
          <Input
            {...field}
            type="file"
            accept={GOVERNANCE_FILE_ACCEPT_ATTRIBUTE}
            disabled={busy}
            data-testid="procedure-file"
            onChange={(e) => {
              const picked = e.target.files?.[0] ?? null;
              const problem = picked ? pickedFileProblem(picked) : null;
              setFileError(problem ? t(`governanceProcedures:fileProblem.${problem}`) : null);
              setFile(problem ? null : picked);
            }}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
