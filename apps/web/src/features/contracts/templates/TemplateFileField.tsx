import { FormField, Input } from "@tprm/ui";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { checkTemplateFile, formatFileSize } from "./template-format";
import { MAX_TEMPLATE_BYTES, TEMPLATE_ACCEPT } from "./template-upload";

/** The file of an upload dialog, and what is wrong with it (checked when picked and with the form's fields). */
export function useTemplateFile() {
  const { t } = useTranslation(["contractTemplates"]);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef<File | null>(null);
  const pick = (picked: File | null) => {
    latest.current = picked;
    setFile(picked);
    setError(picked ? checkTemplateFile(t, picked) : null);
  };
  return {
    file,
    error,
    setError,
    pick,
    reset: () => pick(null),
    /** The file's problem, shown; null when it may be sent. */
    check: () => {
      const problem = checkTemplateFile(t, latest.current);
      setError(problem);
      return problem;
    },
    /** A form resolver that checks the file too, so one submit shows every problem at once. */
    withFileCheck:
      <A extends unknown[], R>(resolver: (...args: A) => R) =>
      (...args: A): R => {
        setError(checkTemplateFile(t, latest.current));
        return resolver(...args);
      },
  };
}

/** The file of an upload dialog: .pdf, .doc, .docx or .txt up to the upload limit (the server checks the content). */
export function TemplateFileField({
  error,
  disabled,
  onPick,
}: {
  error: string | null;
  disabled: boolean;
  onPick: (file: File | null) => void;
}) {
  const { t } = useTranslation(["contractTemplates"]);
  return (
    <FormField
      label={t("contractTemplates:fields.file")}
      error={error ? { message: error } : undefined}
      description={t("contractTemplates:fields.fileHint", { size: formatFileSize(t, MAX_TEMPLATE_BYTES) })}
      required
    >
      {(field) => (
        <Input
          {...field}
          type="file"
          accept={TEMPLATE_ACCEPT}
          disabled={disabled}
          className="cursor-pointer py-1 pl-1 file:mr-3 file:cursor-pointer file:rounded-sm file:bg-secondary file:px-3 file:text-secondary-foreground"
          onChange={(event) => onPick(event.target.files?.[0] ?? null)}
          data-testid="template-file"
        />
      )}
    </FormField>
  );
}
