import { useMutation } from "@tanstack/react-query";
import {
  MAX_VALIDATE_BYTES,
  VALIDATE_KINDS,
  type ValidateImportResult,
  type ValidateKind,
} from "@tprm/api/operations/validate-import";
import {
  Alert,
  AlertDescription,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  Input,
  Label,
  NativeSelect,
} from "@tprm/ui";
import { FileSearchIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatBytes } from "../../../components/transfer/transfer-format";
import { ValidationResult } from "./ValidationResult";
import { ValidateError, validateUpload } from "./validate-upload";

/** Validate an import (POST /api/system/validate-import): nothing is written; every problem by file, row and field. */
export function ValidateImportPanel() {
  const { t } = useTranslation(["operationsTransfer", "transfer"]);
  const fileId = useId();
  const kindId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<ValidateKind>("auto");
  const [fileError, setFileError] = useState<string | null>(null);
  const check = useMutation<ValidateImportResult, Error, { file: File; kind: ValidateKind }>({
    mutationFn: ({ file, kind }) => validateUpload(file, kind),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFileError(t("operationsTransfer:validate.chooseFile"));
    if (file.size > MAX_VALIDATE_BYTES) {
      return setFileError(t("operationsTransfer:validate.tooLarge", { max: formatBytes(t, MAX_VALIDATE_BYTES) }));
    }
    setFileError(null);
    check.mutate({ file, kind });
  };
  const failure = check.error
    ? check.error instanceof ValidateError && check.error.message
      ? check.error.message
      : t("operationsTransfer:validate.failed")
    : null;

  return (
    <Card aria-labelledby="validate-import-title" className="min-w-0" data-testid="validate-import-panel">
      <CardHeader className="space-y-1.5">
        <h2 id="validate-import-title" className="font-semibold leading-none">
          {t("operationsTransfer:validate.title")}
        </h2>
        <CardDescription>
          {t("operationsTransfer:validate.description", { max: formatBytes(t, MAX_VALIDATE_BYTES) })}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end" noValidate>
          <div className="min-w-0 space-y-1.5">
            <Label htmlFor={fileId}>{t("operationsTransfer:validate.file")}</Label>
            <Input
              id={fileId}
              type="file"
              accept=".zip,.csv,.xlsx"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${fileId}-error` : undefined}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setFileError(null);
                check.reset();
              }}
              data-testid="validate-file"
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={kindId}>{t("operationsTransfer:validate.kind")}</Label>
            <NativeSelect
              id={kindId}
              value={kind}
              onChange={(event) => setKind(event.target.value as ValidateKind)}
              data-testid="validate-kind"
            >
              {VALIDATE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`operationsTransfer:kinds.${k}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" disabled={check.isPending} data-testid="validate-submit">
            <FileSearchIcon aria-hidden="true" />
            {check.isPending ? t("operationsTransfer:validate.busy") : t("operationsTransfer:validate.submit")}
          </Button>
        </form>
        {fileError && (
          <p id={`${fileId}-error`} className="text-destructive text-sm" role="alert">
            {fileError}
          </p>
        )}
        {failure && (
          <Alert variant="destructive">
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        )}
        {check.isPending && (
          <p role="status" className="text-muted-foreground text-sm">
            {t("operationsTransfer:validate.busy")}
          </p>
        )}
        {check.data && <ValidationResult result={check.data} />}
      </CardContent>
    </Card>
  );
}
