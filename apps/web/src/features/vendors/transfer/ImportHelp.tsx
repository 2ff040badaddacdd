import {
  IMPORT_COLUMN_HELP,
  IMPORT_TEMPLATE_FORMATS,
  type ImportTemplateFormat,
  importTemplateFilename,
  importTemplateUrl,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
} from "@tprm/api/vendor-transfer";
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
import type { Translate } from "../vendor-format";
import { formatBytes, formatCount } from "./transfer-format";

const TEMPLATE_LABEL: Record<ImportTemplateFormat, string> = {
  csv: "vendors:importHelp.template.csv",
  xlsx: "vendors:importHelp.template.xlsx",
};

/**
 * What to enter in each column an import reads, in the user's language, by the column's header (the headers
 * themselves are the file's, in English). A column this screen does not know yet keeps the server's words.
 */
const COLUMN_HELP: Record<string, string> = {
  ID: "vendors:importHelp.columnHelp.id",
  Name: "vendors:importHelp.columnHelp.name",
  "Legal Name": "vendors:importHelp.columnHelp.legalName",
  LEI: "vendors:importHelp.columnHelp.lei",
  "Business Type": "vendors:importHelp.columnHelp.businessType",
  Country: "vendors:importHelp.columnHelp.country",
  "Country of Service": "vendors:importHelp.columnHelp.countryOfService",
  "Contact Person": "vendors:importHelp.columnHelp.contactPerson",
  Email: "vendors:importHelp.columnHelp.email",
  Phone: "vendors:importHelp.columnHelp.phone",
  "Contract Value": "vendors:importHelp.columnHelp.contractValue",
  Currency: "vendors:importHelp.columnHelp.currency",
  "Services Provided": "vendors:importHelp.columnHelp.servicesProvided",
  Status: "vendors:importHelp.columnHelp.status",
  "Status Note": "vendors:importHelp.columnHelp.statusNote",
  "Risk Rating": "vendors:importHelp.columnHelp.riskRating",
  Criticality: "vendors:importHelp.columnHelp.criticality",
  "Registration Number": "vendors:importHelp.columnHelp.registrationNumber",
  "Registered Address": "vendors:importHelp.columnHelp.registeredAddress",
  "Parent Company": "vendors:importHelp.columnHelp.parentCompany",
  "Next Review Date": "vendors:importHelp.columnHelp.nextReviewDate",
};

function columnHelp(t: Translate, column: { header: string; help: string }): string {
  const key = COLUMN_HELP[column.header];
  return key ? t(key) : column.help;
}
const TEMPLATE_ICON = { csv: FileTextIcon, xlsx: FileSpreadsheetIcon } as const;

/**
 * What an import takes, shown before the file picker: the formats, the limits the server enforces (the same
 * constants), a template in each format (GET /api/vendors/import-template/{format}, built from the importer's own
 * column table) and every column the import reads, the required one marked, with what to enter.
 */
export function ImportHelpDialog({
  open,
  onOpenChange,
  onChooseFile,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChooseFile: () => void;
}) {
  const { t } = useTranslation(["vendors"]);
  const strong = <span className="text-foreground" />;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl" data-testid="import-help">
        <DialogHeader>
          <DialogTitle>{t("vendors:importHelp.title")}</DialogTitle>
          <DialogDescription>{t("vendors:importHelp.description")}</DialogDescription>
        </DialogHeader>

        <section aria-labelledby="import-help-file" className="grid gap-2 text-sm">
          <h3 id="import-help-file" className="font-semibold">
            {t("vendors:importHelp.file.title")}
          </h3>
          <ul className="grid list-disc gap-1 pl-5 text-muted-foreground" data-testid="import-help-limits">
            <li>
              <Trans i18nKey="vendors:importHelp.file.formats" t={t} components={{ b: strong }} />
            </li>
            <li>
              <Trans
                i18nKey="vendors:importHelp.file.limits"
                t={t}
                values={{ size: formatBytes(t, MAX_IMPORT_BYTES), rows: formatCount(MAX_IMPORT_ROWS) }}
                components={{ b: strong }}
              />
            </li>
            <li>{t("vendors:importHelp.file.addsOnly")}</li>
          </ul>
        </section>

        <section aria-labelledby="import-help-template" className="grid gap-2 text-sm">
          <h3 id="import-help-template" className="font-semibold">
            {t("vendors:importHelp.template.title")}
          </h3>
          <p className="text-muted-foreground">{t("vendors:importHelp.template.description")}</p>
          <div className="flex flex-wrap gap-2">
            {IMPORT_TEMPLATE_FORMATS.map((format) => {
              const Icon = TEMPLATE_ICON[format];
              return (
                <Button key={format} variant="outline" size="sm" asChild>
                  <a
                    href={importTemplateUrl(format)}
                    download={importTemplateFilename(format)}
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
            {t("vendors:importHelp.columns.title")}
          </h3>
          <p className="text-muted-foreground">{t("vendors:importHelp.columns.description")}</p>
          <Table aria-label={t("vendors:importHelp.columns.tableLabel")} className="table-fixed">
            <TableHeader>
              <TableRow>
                <TableHead className="w-40 sm:w-48">{t("vendors:importHelp.columns.column")}</TableHead>
                <TableHead>{t("vendors:importHelp.columns.help")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {IMPORT_COLUMN_HELP.map((column) => (
                <TableRow key={column.header} data-testid="import-help-column">
                  <TableCell className="align-top font-medium whitespace-normal">
                    {column.header}
                    {column.required && (
                      <Badge variant="outline" className="ml-2 border-primary/40 text-primary">
                        {t("vendors:importHelp.columns.required")}
                      </Badge>
                    )}
                  </TableCell>
                  <TableCell className="align-top whitespace-normal text-muted-foreground">
                    {columnHelp(t, column)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>

        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("vendors:actions.cancel")}
          </Button>
          <Button onClick={onChooseFile} data-testid="import-choose-file">
            <UploadIcon aria-hidden="true" />
            {t("vendors:importHelp.chooseFile")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
