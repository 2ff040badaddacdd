import { useQueryClient } from "@tanstack/react-query";
import { CONTRACT_DOCUMENT_KINDS, type ContractDocumentKindValue } from "@tprm/api/schemas";
import { FormField, Input, NativeSelect, Textarea } from "@tprm/ui";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ActionPanel } from "../../../components/ActionPanel";
import { formatFileSize } from "./document-format";
import {
  contractDocumentsUrl,
  DOCUMENT_ACCEPT,
  DocumentUploadError,
  documentVersionsUrl,
  MAX_DOCUMENT_BYTES,
  sendDocumentForm,
} from "./document-upload";
import type { ContractDocumentData } from "./types";

/**
 * Uploading a new document (kind, title, note, file) or a new version of one (note, file), in a panel in place of
 * the list's buttons. The file is checked for size here; its kind by content on the server, whose refusal is shown.
 */
export function UploadDocumentPanel({
  contractId,
  document,
  onClose,
}: {
  contractId: string;
  /** A new version of this document; a new document without. */
  document?: ContractDocumentData;
  onClose: () => void;
}) {
  const { t } = useTranslation(["contractDetail", "common"]);
  const queryClient = useQueryClient();
  const titleRef = useRef<HTMLInputElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const [kind, setKind] = useState<ContractDocumentKindValue>("signed");
  const [title, setTitle] = useState("");
  const [note, setNote] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ title?: string; file?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const size = formatFileSize(t, MAX_DOCUMENT_BYTES);

  function check(): boolean {
    const next: { title?: string; file?: string } = {};
    if (!document && !title.trim()) next.title = t("contractDetail:documents.titleRequired");
    if (!file) next.file = t("contractDetail:documents.fileRequired");
    else if (file.size === 0) next.file = t("contractDetail:documents.fileEmpty");
    else if (file.size > MAX_DOCUMENT_BYTES) next.file = t("contractDetail:documents.fileTooLarge", { size });
    setErrors(next);
    return Object.keys(next).length === 0;
  }

  function failureText(error: unknown): string {
    if (!(error instanceof DocumentUploadError)) return t("contractDetail:documents.failed");
    switch (error.reason) {
      case "tooLarge":
        return t("contractDetail:documents.fileTooLarge", { size });
      case "wrongKind":
        return t("contractDetail:documents.wrongKind");
      case "forbidden":
        return t("contractDetail:documents.forbidden");
      case "signedOut":
        return t("contractDetail:documents.signedOut");
      case "network":
        return t("common:errors.network");
      default:
        return error.message || t("contractDetail:documents.failed");
    }
  }

  async function submit() {
    if (!check() || !file) return;
    setBusy(true);
    setFailure(null);
    try {
      if (document) {
        await sendDocumentForm(documentVersionsUrl(contractId, document.id), { note: note.trim() }, file);
        toast.success(t("contractDetail:documents.versionUploaded", { title: document.title }));
      } else {
        await sendDocumentForm(
          contractDocumentsUrl(contractId),
          { kind, title: title.trim(), note: note.trim() },
          file,
        );
        toast.success(t("contractDetail:documents.uploaded", { title: title.trim() }));
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [["contracts"]] }),
        queryClient.invalidateQueries({ queryKey: [["activity"]] }),
      ]);
      onClose();
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ActionPanel
      testId="document-upload"
      title={
        document
          ? t("contractDetail:documents.newVersionOf", { title: document.title })
          : t("contractDetail:documents.newDocument")
      }
      description={t("contractDetail:documents.fileHint", { size })}
      failure={failure ? { title: t("contractDetail:documents.failed"), message: failure } : null}
      busy={busy}
      confirmLabel={t("contractDetail:documents.upload")}
      busyLabel={t("contractDetail:documents.uploading")}
      initialFocus={document ? noteRef : titleRef}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      onCancel={onClose}
    >
      {!document && (
        <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <FormField label={t("contractDetail:documents.kind")} required>
            {(control) => (
              <NativeSelect
                {...control}
                value={kind}
                onChange={(e) => setKind(e.target.value as ContractDocumentKindValue)}
                data-testid="document-kind"
              >
                {CONTRACT_DOCUMENT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`contractDetail:documentKind.${k}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField
            label={t("contractDetail:documents.title")}
            error={errors.title ? { message: errors.title } : undefined}
            required
          >
            {(control) => (
              <Input
                {...control}
                ref={titleRef}
                value={title}
                maxLength={200}
                onChange={(e) => setTitle(e.target.value)}
                data-testid="document-title"
              />
            )}
          </FormField>
        </div>
      )}
      <FormField label={t("contractDetail:documents.note")}>
        {(control) => (
          <Textarea
            {...control}
            ref={noteRef}
            rows={2}
            maxLength={2000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </FormField>
      <FormField
        label={t("contractDetail:documents.file")}
        error={errors.file ? { message: errors.file } : undefined}
        required
      >
        {(control) => (
          <Input
            {...control}
            type="file"
            accept={DOCUMENT_ACCEPT}
            disabled={busy}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            data-testid="document-file"
          />
        )}
      </FormField>
    </ActionPanel>
  );
}
