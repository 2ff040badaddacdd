import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { contractTemplateMetaInput } from "@tprm/api/schemas";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { applyServerIssues } from "../../../components/dialog-support";
import { FormDialog } from "../../../components/FormDialog";
import { errorMessage } from "../../../lib/http-errors";
import { useTRPC } from "../../../lib/trpc";
import { TemplateMetaFields, type TemplateMetaForm } from "./template-fields";

/** Edit details: the template's name, type and description (its files change only by a new version). */
export function EditTemplateDialog({
  template,
  onClose,
}: {
  template: { id: string; name: string; type: string; description: string | null };
  onClose: () => void;
}) {
  const { t } = useTranslation(["contractTemplates", "common"]);
  const trpc = useTRPC();
  const form = useForm<TemplateMetaForm, unknown, z.output<typeof contractTemplateMetaInput>>({
    resolver: zodResolver(contractTemplateMetaInput),
    defaultValues: { name: template.name, type: template.type, description: template.description ?? "" },
  });
  const update = useMutation(
    trpc.contractTemplates.update.mutationOptions({
      onSuccess: (saved) => {
        toast.success(t("contractTemplates:edit.done", { name: saved.name }));
        onClose();
      },
      onError: (error) => {
        if (!applyServerIssues(form, error)) toast.error(errorMessage(error, t("contractTemplates:edit.failed")));
      },
    }),
  );
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("contractTemplates:edit.title", { name: template.name })}
      testId="edit-template-dialog"
      form={form}
      onSubmit={(values) => update.mutate({ id: template.id, ...values })}
      busy={update.isPending}
      submitLabel={t("contractTemplates:edit.submit")}
      busyLabel={t("contractTemplates:edit.busy")}
    >
      <TemplateMetaFields register={form.register} errors={form.formState.errors} disabled={update.isPending} />
    </FormDialog>
  );
}
