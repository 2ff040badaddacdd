import { useQueryClient } from "@tanstack/react-query";
import { GOVERNANCE_FILE_ACCEPT_ATTRIBUTE } from "@tprm/api/schemas";
import { Button } from "@tprm/ui";
import { UploadIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useTRPC } from "../../../../lib/trpc";
import { pickedFileProblem, SendFileError, sendFile } from "../../send-file";

/** Picks a .pdf, .doc, .docx or .txt file and sends it to `url` (the charter, a meeting's minutes). */
export function UploadFileButton({ url, label, testId }: { url: string; label: string; testId: string }) {
  const { t } = useTranslation(["governanceCommittees"]);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    const problem = pickedFileProblem(file);
    if (problem) {
      toast.error(t(`governanceCommittees:file.${problem}`));
      return;
    }
    setBusy(true);
    try {
      await sendFile(url, file);
      toast.success(t("governanceCommittees:file.done", { name: file.name }));
      await queryClient.invalidateQueries({ queryKey: trpc.committees.pathKey() });
    } catch (error) {
      const reason = error instanceof SendFileError ? error.reason : "refused";
      toast.error(
        error instanceof SendFileError && error.message ? error.message : t(`governanceCommittees:file.${reason}`),
      );
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        accept={GOVERNANCE_FILE_ACCEPT_ATTRIBUTE}
        data-testid={`${testId}-input`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()} data-testid={testId}>
        <UploadIcon aria-hidden="true" />
        {busy ? t("governanceCommittees:file.sending") : label}
      </Button>
    </>
  );
}
