import { Alert, AlertDescription, Button, FormField, Input, Progress } from "@tprm/ui";
import { UploadIcon } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/ConfirmDialog";

const UPLOAD_PATH = "/api/system/restore/upload";

/** Sends the archive (confirmation first, then the file) with upload progress; resolves once the restore is queued. */
function uploadArchive(file: File, confirmation: string, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", UPLOAD_PATH);
    xhr.withCredentials = true;
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as { message?: string } | null;
      if (xhr.status === 202) resolve();
      else reject(new Error(body?.message ?? `HTTP ${xhr.status}`));
    };
    xhr.onerror = () => reject(new Error("network"));
    const form = new FormData();
    form.append("confirmation", confirmation);
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

/** Restores from a backup archive the Admin uploads (one downloaded earlier, or from another installation). */
export function RestoreUpload({ onQueued }: { onQueued: () => void }) {
  const { t } = useTranslation(["operationsBackups", "common"]);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [typed, setTyped] = useState("");
  const [tried, setTried] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const matches = file !== null && typed.trim() === file.name;
  const close = () => {
    setFile(null);
    setTyped("");
    setTried(false);
    setPercent(null);
    setError(null);
  };
  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        {t("operationsBackups:upload.label")}
      </label>
      <p className="text-sm text-muted-foreground">{t("operationsBackups:upload.help")}</p>
      <div>
        <Button variant="outline" asChild>
          <label htmlFor={inputId} className="cursor-pointer">
            <UploadIcon aria-hidden="true" />
            {t("operationsBackups:upload.choose")}
          </label>
        </Button>
        <input
          id={inputId}
          type="file"
          accept=".tar,.enc,application/x-tar,application/octet-stream"
          className="sr-only"
          data-testid="restore-upload-input"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            event.target.value = "";
          }}
        />
      </div>
      <ConfirmDialog
        open={file !== null}
        onOpenChange={(open) => !open && close()}
        title={t("operationsBackups:upload.title")}
        description={t("operationsBackups:restore.description")}
        confirmLabel={t("operationsBackups:restore.confirm")}
        busyLabel={t("operationsBackups:upload.sending")}
        cancelLabel={t("common:actions.cancel")}
        busy={percent !== null}
        testId="restore-upload-dialog"
        confirmVariant="default"
        onConfirm={() => {
          setTried(true);
          if (!file || !matches) return;
          setError(null);
          setPercent(0);
          uploadArchive(file, typed.trim(), setPercent).then(
            () => {
              close();
              onQueued();
            },
            (failure: Error) => {
              setPercent(null);
              setError(failure.message === "network" ? t("operationsBackups:upload.network") : failure.message);
            },
          );
        }}
      >
        <FormField
          label={t("operationsBackups:restore.typeName", { name: file?.name ?? "" })}
          error={tried && !matches ? { message: t("operationsBackups:restore.mismatch") } : undefined}
        >
          {(field) => (
            <Input
              {...field}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </FormField>
        {percent !== null && <Progress value={percent} aria-label={t("operationsBackups:upload.sending")} />}
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
      </ConfirmDialog>
    </div>
  );
}
