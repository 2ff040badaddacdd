import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { contractTemplateMetaInput } from "@tprm/api/schemas";
import { Alert, AlertDescription } from "@tprm/ui";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { applyServerIssues } from "../../../components/dialog-support";
import { FormDialog } from "../../../components/FormDialog";
import { useTRPC } from "../../../lib/trpc";
import { TemplateFileField, useTemplateFile } from "./TemplateFileField";
import { TemplateMetaFields, type TemplateMetaForm } from "./template-fields";
import { uploadFailureText } from "./template-format";
import { TemplateUploadError, uploadTemplate } from "./template-upload";

const EMPTY: TemplateMetaForm = { name: "", type: "service_agreement", description: "" };

/** The name a picked file suggests: "Master services agreement v3.docx" → "Master services agreement v3". */
export function nameFromFile(filename: string): string {
  return filename
    .replace(/\.[^.]+$/, "")
    .trim()
    .slice(0, 200);
}

/**
 * Upload template: the file and the template's name, type and description, sent as one multipart POST
 * /api/contract-templates; the template's first version is the file.
 */
export function UploadTemplateDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(["contractTemplates", "common"]);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const picked = useTemplateFile();
  const form = useForm<TemplateMetaForm, unknown, z.output<typeof contractTemplateMetaInput>>({
    resolver: picked.withFileCheck(zodResolver(contractTemplateMetaInput)),
    defaultValues: EMPTY,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const abortRef = useRef<AbortController | null>(null);

  // An upload still running when the tab goes away is cancelled.
  useEffect(() => () => abortRef.current?.abort(), []);

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) {
      form.reset(EMPTY);
      picked.reset();
      setProblem(null);
    }
  }

  function pick(file: File | null) {
    picked.pick(file);
    if (file && !form.getValues("name")?.trim()) form.setValue("name", nameFromFile(file.name));
  }

  async function submit(values: z.output<typeof contractTemplateMetaInput>) {
    const file = picked.file;
    setProblem(null);
    if (picked.check() || !file) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setBusy(true);
    try {
      const saved = await uploadTemplate(values, file, controller.signal);
      toast.success(t("contractTemplates:upload.done", { name: saved.name }));
      await queryClient.invalidateQueries({ queryKey: trpc.contractTemplates.pathKey() });
      close(false);
    } catch (error) {
      if (!(error instanceof TemplateUploadError)) {
        setProblem(t("contractTemplates:errors.uploadFailed"));
      } else if (error.reason === "tooLarge" || error.reason === "wrongKind") {
        picked.setError(uploadFailureText(t, error));
      } else if (!applyServerIssues(form, { data: { issues: error.issues } })) {
        setProblem(uploadFailureText(t, error));
      }
    } finally {
      abortRef.current = null;
      setBusy(false);
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={t("contractTemplates:upload.title")}
      description={t("contractTemplates:upload.description")}
      testId="upload-template-dialog"
      form={form}
      onSubmit={(values) => void submit(values)}
      busy={busy}
      submitLabel={t("contractTemplates:upload.submit")}
      busyLabel={t("contractTemplates:upload.busy")}
    >
      <TemplateFileField error={picked.error} disabled={busy} onPick={pick} />
      <TemplateMetaFields register={form.register} errors={form.formState.errors} disabled={busy} />
      {problem && (
        <Alert variant="destructive" data-testid="template-upload-problem">
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      )}
    </FormDialog>
  );
}
