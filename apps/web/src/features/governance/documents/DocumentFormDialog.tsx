import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { governanceDocumentFields } from "@tprm/api/schemas";
import { Alert, AlertDescription } from "@tprm/ui";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { applyServerIssues } from "../../../components/dialog-support";
import { errorText } from "../../../components/error-text";
import { FormDialog } from "../../../components/FormDialog";
import { useTRPC } from "../../../lib/trpc";
import { DocumentFields, type DocumentFormValues } from "./DocumentFields";
import { checkDocumentFile, uploadDocumentFile, uploadFailureText } from "./document-file";
import type { DocumentCategory, RepositoryDocument } from "./types";

type Output = z.output<typeof governanceDocumentFields>;

function valuesOf(document: RepositoryDocument | undefined, categoryId: string | null): DocumentFormValues {
  return {
    title: document?.title ?? "",
    categoryId: document?.category.id ?? categoryId ?? "",
    status: document?.status ?? "draft",
    owner: document?.owner ?? "",
    reviewDate: document?.reviewDate ?? "",
    compliance: document?.compliance ?? "pending_review",
    description: document?.description ?? "",
  };
}

/**
 * New Document and Edit document: the details, validated by the API's own schema, then the file (optional; checked
 * by name and size here, by content on the server). The document is saved first and the file attached to it; when
 * the server refuses the file, the saved document stays and the dialog stays open on it to attach another file.
 */
export function DocumentFormDialog({
  open,
  onOpenChange,
  document,
  categories,
  categoryId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  document?: RepositoryDocument | undefined;
  categories: DocumentCategory[];
  /** The category being browsed: a new document starts in it. */
  categoryId: string | null;
}) {
  const { t } = useTranslation(["governanceDocuments", "common"]);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  // A new document saved whose file the server refused: the next submit edits it instead of adding another.
  const [saved, setSaved] = useState<RepositoryDocument | null>(null);
  const target = document ?? saved ?? undefined;
  const form = useForm<DocumentFormValues, unknown, Output>({
    resolver: zodResolver(governanceDocumentFields),
    defaultValues: valuesOf(document, categoryId),
  });
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  const refused = (error: unknown) => {
    if (!applyServerIssues(form, error)) setProblem(errorText(t, error, t("governanceDocuments:dialog.saveFailed")));
  };
  const create = useMutation(trpc.governanceDocuments.create.mutationOptions({ onError: refused }));
  const update = useMutation(trpc.governanceDocuments.update.mutationOptions({ onError: refused }));
  const busy = create.isPending || update.isPending || uploading;

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) {
      form.reset(valuesOf(document, categoryId));
      setFile(null);
      setFileError(null);
      setProblem(null);
      setSaved(null);
    }
  }

  function pick(picked: File | null) {
    setFile(picked);
    setFileError(picked ? checkDocumentFile(t, picked) : null);
  }

  async function submit(values: Output) {
    setProblem(null);
    const fileProblem = file ? checkDocumentFile(t, file) : null;
    setFileError(fileProblem);
    if (fileProblem) return;
    let result: RepositoryDocument;
    try {
      result = target ? await update.mutateAsync({ ...values, id: target.id }) : await create.mutateAsync(values);
    } catch {
      return;
    }
    if (file) {
      const controller = new AbortController();
      abortRef.current = controller;
      setUploading(true);
      try {
        await uploadDocumentFile(result.id, file, controller.signal);
        await queryClient.invalidateQueries({ queryKey: trpc.governanceDocuments.pathKey() });
      } catch (error) {
        setSaved(result);
        setFileError(uploadFailureText(t, error));
        toast.error(t("governanceDocuments:dialog.savedWithoutFile", { title: result.title }));
        return;
      } finally {
        abortRef.current = null;
        setUploading(false);
      }
    }
    toast.success(
      target
        ? t("governanceDocuments:dialog.updated", { title: result.title })
        : t("governanceDocuments:dialog.created", { title: result.title }),
    );
    close(false);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={target ? t("governanceDocuments:dialog.editTitle") : t("governanceDocuments:dialog.newTitle")}
      description={t("governanceDocuments:dialog.description")}
      className="sm:max-w-2xl"
      testId="document-dialog"
      form={form}
      onSubmit={(values) => void submit(values)}
      busy={busy}
      submitLabel={target ? t("governanceDocuments:dialog.save") : t("governanceDocuments:dialog.create")}
      busyLabel={uploading ? t("governanceDocuments:dialog.uploading") : t("governanceDocuments:dialog.saving")}
    >
      <DocumentFields
        register={form.register}
        control={form.control}
        errors={form.formState.errors}
        categories={categories}
        disabled={busy}
        fileError={fileError}
        currentFile={target?.file?.filename ?? null}
        onPickFile={pick}
      />
      {problem && (
        <Alert variant="destructive" data-testid="document-dialog-problem">
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      )}
    </FormDialog>
  );
}
