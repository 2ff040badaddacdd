import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { type DocumentCategoryFormInput, documentCategoryFields } from "@tprm/api/schemas";
import { FormField, Input, Textarea } from "@tprm/ui";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { dialogOutcome } from "../../../components/dialog-support";
import { FormDialog } from "../../../components/FormDialog";
import { type IssueMessages, translatedError } from "../../../components/field-error";
import { useTRPC } from "../../../lib/trpc";
import type { DocumentCategory } from "./types";

type Output = z.output<typeof documentCategoryFields>;

const MESSAGES: Record<keyof DocumentCategoryFormInput, IssueMessages> = {
  name: { too_small: "governanceDocuments:errors.nameRequired", too_big: "governanceDocuments:errors.nameTooLong" },
  owner: { too_big: "governanceDocuments:errors.ownerTooLong" },
  description: { too_big: "governanceDocuments:errors.descriptionTooLong" },
};

const valuesOf = (category: DocumentCategory | undefined): DocumentCategoryFormInput => ({
  name: category?.name ?? "",
  owner: category?.owner ?? "",
  description: category?.description ?? "",
});

/** New category and Edit category: name (unique: the server's 409 lands on the field), owner, description. */
export function CategoryFormDialog({
  open,
  onOpenChange,
  category,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  category?: DocumentCategory | undefined;
}) {
  const { t } = useTranslation(["governanceDocuments"]);
  const trpc = useTRPC();
  const form = useForm<DocumentCategoryFormInput, unknown, Output>({
    resolver: zodResolver(documentCategoryFields),
    defaultValues: valuesOf(category),
  });
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) form.reset(valuesOf(category));
  };
  const outcome = (success: string) =>
    dialogOutcome({
      success,
      failure: t("governanceDocuments:categoryDialog.saveFailed"),
      onClose: () => close(false),
      form,
    });
  const create = useMutation(
    trpc.governanceDocuments.createCategory.mutationOptions(outcome(t("governanceDocuments:categoryDialog.created"))),
  );
  const update = useMutation(
    trpc.governanceDocuments.updateCategory.mutationOptions(outcome(t("governanceDocuments:categoryDialog.updated"))),
  );
  const busy = create.isPending || update.isPending;
  const errors = form.formState.errors;
  const error = (field: keyof DocumentCategoryFormInput) => translatedError(t, errors[field], MESSAGES[field]);

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={
        category ? t("governanceDocuments:categoryDialog.editTitle") : t("governanceDocuments:categoryDialog.newTitle")
      }
      testId="category-dialog"
      form={form}
      onSubmit={(values) => (category ? update.mutate({ ...values, id: category.id }) : create.mutate(values))}
      busy={busy}
      submitLabel={
        category ? t("governanceDocuments:categoryDialog.save") : t("governanceDocuments:categoryDialog.create")
      }
      busyLabel={t("governanceDocuments:categoryDialog.saving")}
    >
      <FormField label={t("governanceDocuments:categoryDialog.name")} error={error("name")} required>
        {(field) => (
          <Input
            {...field}
            autoComplete="off"
            disabled={busy}
            {...form.register("name")}
            data-testid="category-name-input"
          />
        )}
      </FormField>
      <FormField label={t("governanceDocuments:categoryDialog.owner")} error={error("owner")}>
        {(field) => (
          <Input
            {...field}
            autoComplete="off"
            disabled={busy}
            {...form.register("owner")}
            data-testid="category-owner-input"
          />
        )}
      </FormField>
      <FormField label={t("governanceDocuments:categoryDialog.descriptionField")} error={error("description")}>
        {(field) => <Textarea {...field} rows={3} disabled={busy} {...form.register("description")} />}
      </FormField>
    </FormDialog>
  );
}
