import {
  IMPORT_TEMPLATE_FORMATS,
  type ImportColumnHelp,
  type ImportTemplateFormat,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
} from "@tprm/api/transfer";
import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@tprm/ui";
import { FileSpreadsheetIcon, FileTextIcon, UploadIcon } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { formatBytes, formatCount } from "./transfer-format";
import type { ImportHelpTexts } from "./transfer-texts";

const TEMPLATE_LABEL: Record<ImportTemplateFormat, string> = {
  csv: "transfer:help.template.csv",
  xlsx: "transfer:help.template.xlsx",
};
const TEMPLATE_ICON = { csv: FileTextIcon, xlsx: FileSpreadsheetIcon } as const;

/** Where a domain's import template downloads from, and which columns its import reads. */
export interface ImportHelpSource {
  columns: readonly ImportColumnHelp[];
  templateUrl: (format: ImportTemplateFormat) => string;
  templateFilename: (format: ImportTemplateFormat) => string;
}

/**
 * What an import takes, shown before the file picker: the formats, the limits the server enforces (the same
 * constants), a template in each format (the domain's GET …/import-template/{format}, built from the importer's own
 * column table) and every column the import reads, the required ones marked, with what to enter.
 */
export function ImportHelpDialog({
  open,
  onOpenChange,
  onChooseFile,
  source,
  texts,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChooseFile: () => void;
  source: ImportHelpSource;
  texts: ImportHelpTexts;
}) {
  const { t } = useTranslation(["transfer", "common"]);
  const strong = <span className="text-foreground" />;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl" data-testid="import-help">
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>

        <section aria-labelledby="import-help-file" className="grid gap-2 text-sm">
          <h3 id="import-help-file" className="font-semibold">
            {t("transfer:help.file.title")}
          </h3>
          <ul className="grid list-disc gap-1 pl-5 text-muted-foreground" data-testid="import-help-limits">
            <li>
              <Trans i18nKey="transfer:help.file.formats" t={t} components={{ b: strong }} />
            </li>
            <li>
              <Trans
                i18nKey="transfer:help.file.limits"
                t={t}
                values={{ size: formatBytes(t, MAX_IMPORT_BYTES), rows: formatCount(MAX_IMPORT_ROWS) }}
                components={{ b: strong }}
              />
            </li>
            <li>{texts.addsOnly}</li>
          </ul>
        </section>

        <section aria-labelledby="import-help-template" className="grid gap-2 text-sm">
          <h3 id="import-help-template" className="font-semibold">
            {t("transfer:help.template.title")}
          </h3>
          <p className="text-muted-foreground">{texts.templateDescription}</p>
          <div className="flex flex-wrap gap-2">
            {IMPORT_TEMPLATE_FORMATS.map((format) => {
              const Icon = TEMPLATE_ICON[format];
              return (
                <Button key={format} variant="outline" size="sm" asChild>
                  <a
                    href={source.templateUrl(format)}
                    download={source.templateFilename(format)}
                    data-testid={`import-template-${format}`}
                  >
                    <Icon aria-hidden="true" />
                    {t(TEMPLATE_LABEL[format])}
                  </a>
                </Button>
              );
            })}
          </div>
        </section>

        <section aria-labelledby="import-help-columns" className="grid gap-2 text-sm">
          <h3 id="import-help-columns" className="font-semibold">
            {t("transfer:help.columns.title")}
          </h3>
          <p className="text-muted-foreground">{texts.columnsDescription}</p>
          <Table aria-label={t("transfer:help.columns.tableLabel")} className="table-fixed">
            <TableHeader>
              <TableRow>
                <TableHead className="w-40 sm:w-48">{t("transfer:help.columns.column")}</TableHead>
                <TableHead>{t("transfer:help.columns.help")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {source.columns.map((column) => (
                <TableRow key={column.header} data-testid="import-help-column">
                  <TableCell className="align-top font-medium whitespace-normal">
                    {column.header}
                    {column.required && (
                      <Badge variant="outline" className="ml-2 border-primary/40 text-primary">
                        {t("transfer:help.columns.required")}
                      </Badge>
                    )}
                  </TableCell>
                  <TableCell className="align-top whitespace-normal text-muted-foreground">
                    {texts.columnHelp(column)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>

        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("common:actions.cancel")}
          </Button>
          <Button onClick={onChooseFile} data-testid="import-choose-file">
            <UploadIcon aria-hidden="true" />
            {t("transfer:help.chooseFile")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
