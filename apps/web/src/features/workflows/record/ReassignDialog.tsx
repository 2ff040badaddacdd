import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { reassignOwnerInput } from "@tprm/api/schemas";
import { FormField, Textarea } from "@tprm/ui";
import { useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { dialogOutcome } from "../../../components/dialog-support";
import { FormDialog } from "../../../components/FormDialog";
import { translatedError } from "../../../components/field-error";
import type { PickerOption } from "../../../components/SearchPicker";
import { UserSearchPicker } from "../../../components/UserSearchPicker";
import { useTRPC } from "../../../lib/trpc";
import type { WorkflowDetail } from "../types";

interface Values {
  id: string;
  ownerId: string;
  note: string;
}

const OWNER_MESSAGES = {
  invalid_format: "workflows:errors.ownerRequired",
  invalid_type: "workflows:errors.ownerRequired",
  custom: "workflows:errors.ownerSame",
};

/** Reassign Owner: another active colleague who may view workflows (the server checks), with a note. Audited. */
export function ReassignDialog({ workflow, onClose }: { workflow: WorkflowDetail; onClose: () => void }) {
  const { t } = useTranslation(["workflows", "common"]);
  const trpc = useTRPC();
  const [owner, setOwner] = useState<PickerOption | null>(null);
  const schema = reassignOwnerInput.refine((v) => v.ownerId !== workflow.owner.id, {
    path: ["ownerId"],
    message: "Choose someone other than the current owner",
  });
  const form = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    defaultValues: { id: workflow.id, ownerId: "", note: "" },
  });
  const reassign = useMutation(
    trpc.workflows.reassign.mutationOptions(
      dialogOutcome({
        success: t("workflows:reassign.done", { name: workflow.name, owner: owner?.name ?? "" }),
        failure: t("workflows:reassign.failed"),
        onClose,
        form,
      }),
    ),
  );
  const errors = form.formState.errors;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("workflows:reassign.title")}
      description={t("workflows:reassign.description", { name: workflow.name, owner: workflow.owner.name })}
      testId="reassign-dialog"
      form={form}
      onSubmit={(values) => reassign.mutate({ ...values, note: values.note || null })}
      busy={reassign.isPending}
      submitLabel={t("workflows:reassign.submit")}
      busyLabel={t("workflows:reassign.submitting")}
    >
      <FormField
        label={t("workflows:reassign.owner")}
        error={translatedError(t, errors.ownerId, OWNER_MESSAGES)}
        required
      >
        {(field) => (
          <UserSearchPicker
            {...field}
            value={owner}
            onChange={(user) => {
              setOwner(user);
              form.setValue("ownerId", user?.id ?? "", { shouldValidate: form.formState.isSubmitted });
            }}
            texts={{
              list: t("workflows:pickers.users"),
              placeholder: t("workflows:pickers.userPlaceholder"),
              clear: t("workflows:pickers.clearUser"),
            }}
            clearUnpickedOnBlur
          />
        )}
      </FormField>
      <FormField
        label={t("workflows:reassign.note")}
        description={t("workflows:reassign.noteHint")}
        error={translatedError(t, errors.note, { too_big: "workflows:errors.tooLong" })}
      >
        {(field) => <Textarea {...field} rows={3} {...form.register("note")} />}
      </FormField>
    </FormDialog>
  );
}
