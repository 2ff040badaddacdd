import { DOCUMENT_COMPLIANCE_STATES, DOCUMENT_STATUSES, type GovernanceDocumentFormInput } from "@tprm/api/schemas";
import { FormField, Input, NativeSelect, Textarea } from "@tprm/ui";
import type { TFunction } from "i18next";
import type { Control, FieldErrors, UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDateField } from "../../../components/FormDateField";
import { type IssueMessages, translatedError } from "../../../components/field-error";
import { DOCUMENT_FILE_ACCEPT, formatFileSize, MAX_DOCUMENT_FILE_BYTES } from "./document-file";
import type { DocumentCategory } from "./types";

export type DocumentFormValues = GovernanceDocumentFormInput;
type Field = keyof DocumentFormValues;

const MESSAGES: Partial<Record<Field, IssueMessages>> = {
  title: { too_small: "governanceDocuments:errors.titleRequired", too_big: "governanceDocuments:errors.titleTooLong" },
  categoryId: {
    invalid_format: "governanceDocuments:errors.categoryRequired",
    invalid_type: "governanceDocuments:errors.categoryRequired",
  },
  owner: { too_small: "governanceDocuments:errors.ownerRequired", too_big: "governanceDocuments:errors.ownerTooLong" },
  reviewDate: { custom: "governanceDocuments:errors.reviewDate" },
  description: { too_big: "governanceDocuments:errors.descriptionTooLong" },
};

const fieldError = (t: TFunction, errors: FieldErrors<DocumentFormValues>, field: Field) =>
  translatedError(t, errors[field], MESSAGES[field] ?? {});

/** The document's details (title, category, status, owner, review date, compliance, description) and its file. */
export function DocumentFields({
  register,
  control,
  errors,
  categories,
  disabled,
  fileError,
  currentFile,
  onPickFile,
}: {
  register: UseFormRegister<DocumentFormValues>;
  control: Control<DocumentFormValues>;
  errors: FieldErrors<DocumentFormValues>;
  categories: DocumentCategory[];
  disabled: boolean;
  fileError: string | null;
  /** The file already attached (editing): a new one replaces it. */
  currentFile: string | null;
  onPickFile: (file: File | null) => void;
}) {
  const { t } = useTranslation(["governanceDocuments"]);
  const size = formatFileSize(t, MAX_DOCUMENT_FILE_BYTES);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField label={t("governanceDocuments:fields.title")} error={fieldError(t, errors, "title")} required>
          {(field) => (
            <Input {...field} autoComplete="off" disabled={disabled} {...register("title")} data-testid="doc-title" />
          )}
        </FormField>
      </div>
      <FormField label={t("governanceDocuments:fields.category")} error={fieldError(t, errors, "categoryId")} required>
        {(field) => (
          <NativeSelect {...field} disabled={disabled} {...register("categoryId")} data-testid="doc-category">
            <option value="">{t("governanceDocuments:fields.chooseCategory")}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label={t("governanceDocuments:fields.owner")} error={fieldError(t, errors, "owner")} required>
        {(field) => (
          <Input {...field} autoComplete="off" disabled={disabled} {...register("owner")} data-testid="doc-owner" />
        )}
      </FormField>
      <FormField label={t("governanceDocuments:fields.status")} error={fieldError(t, errors, "status")} required>
        {(field) => (
          <NativeSelect {...field} disabled={disabled} {...register("status")} data-testid="doc-status">
            {DOCUMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`governanceDocuments:status.${s}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        label={t("governanceDocuments:fields.compliance")}
        error={fieldError(t, errors, "compliance")}
        required
      >
        {(field) => (
          <NativeSelect {...field} disabled={disabled} {...register("compliance")} data-testid="doc-compliance">
            {DOCUMENT_COMPLIANCE_STATES.map((c) => (
              <option key={c} value={c}>
                {t(`governanceDocuments:compliance.${c}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormDateField
        control={control}
        name="reviewDate"
        label={t("governanceDocuments:fields.reviewDate")}
        error={fieldError(t, errors, "reviewDate")}
      />
      <FormField
        label={t("governanceDocuments:fields.file")}
        error={fileError ? { message: fileError } : undefined}
        description={
          currentFile
            ? t("governanceDocuments:fields.fileReplaces", { file: currentFile, size })
            : t("governanceDocuments:fields.fileHint", { size })
        }
      >
        {(field) => (
          <Input
            {...field}
            type="file"
            accept={DOCUMENT_FILE_ACCEPT}
            disabled={disabled}
            className="cursor-pointer py-1 pl-1 file:mr-3 file:cursor-pointer file:rounded-sm file:bg-secondary file:px-3 file:text-secondary-foreground"
            onChange={(event) => onPickFile(event.target.files?.[0] ?? null)}
            data-testid="doc-file"
          />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <FormField label={t("governanceDocuments:fields.description")} error={fieldError(t, errors, "description")}>
          {(field) => <Textarea {...field} rows={3} disabled={disabled} {...register("description")} />}
        </FormField>
      </div>
    </div>
  );
}
