import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { fileVersionNoteInput } from "@tprm/api/schemas";
import { Alert, AlertDescription, FormField, Textarea } from "@tprm/ui";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { FormDialog } from "../../../components/FormDialog";
import { translatedError } from "../../../components/field-error";
import { formatCount } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { TemplateFileField, useTemplateFile } from "./TemplateFileField";
import { uploadFailureText } from "./template-format";
import { TemplateUploadError, uploadTemplateVersion } from "./template-upload";

type NoteForm = z.input<typeof fileVersionNoteInput>;

/**
 * Upload new version: the file (and a note on what changed) becomes the template's next version, POST
 * /api/contract-templates/{id}/versions. Contracts made earlier keep the version they were made from.
 */
export function NewVersionDialog({
  template,
  onClose,
}: {
  template: { id: string; name: string; version: number };
  onClose: () => void;
}) {
  const { t } = useTranslation(["contractTemplates", "common"]);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const picked = useTemplateFile();
  const form = useForm<NoteForm, unknown, z.output<typeof fileVersionNoteInput>>({
    resolver: picked.withFileCheck(zodResolver(fileVersionNoteInput)),
    defaultValues: { note: "" },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  async function submit(values: z.output<typeof fileVersionNoteInput>) {
    const file = picked.file;
    setProblem(null);
    if (picked.check() || !file) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setBusy(true);
    try {
      await uploadTemplateVersion(template.id, values.note, file, controller.signal);
      toast.success(
        t("contractTemplates:newVersion.done", { name: template.name, version: formatCount(template.version + 1) }),
      );
      await queryClient.invalidateQueries({ queryKey: trpc.contractTemplates.pathKey() });
      onClose();
    } catch (error) {
      const text =
        error instanceof TemplateUploadError ? uploadFailureText(t, error) : t("contractTemplates:errors.uploadFailed");
      if (error instanceof TemplateUploadError && (error.reason === "tooLarge" || error.reason === "wrongKind")) {
        picked.setError(text);
      } else {
        setProblem(text);
      }
    } finally {
      abortRef.current = null;
      setBusy(false);
    }
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("contractTemplates:newVersion.title", { name: template.name })}
      description={t("contractTemplates:newVersion.description", { version: formatCount(template.version + 1) })}
      testId="template-version-dialog"
      form={form}
      onSubmit={(values) => void submit(values)}
      busy={busy}
      submitLabel={t("contractTemplates:newVersion.submit")}
      busyLabel={t("contractTemplates:upload.busy")}
    >
      <TemplateFileField error={picked.error} disabled={busy} onPick={picked.pick} />
      <FormField
        label={t("contractTemplates:fields.note")}
        error={translatedError(t, form.formState.errors.note, { too_big: "contractTemplates:errors.noteTooLong" })}
      >
        {(field) => <Textarea {...field} rows={2} disabled={busy} {...form.register("note")} />}
      </FormField>
      {problem && (
        <Alert variant="destructive" data-testid="template-upload-problem">
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      )}
    </FormDialog>
  );
}
