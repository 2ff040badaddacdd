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
import { formatBytes, formatCount } from "./transfer-format";

const TEMPLATE_LABEL: Record<ImportTemplateFormat, string> = { csv: "CSV template", xlsx: "Excel (XLSX) template" };
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl" data-testid="import-help">
        <DialogHeader>
          <DialogTitle>Import vendors</DialogTitle>
          <DialogDescription>
            Add vendors to the register from a spreadsheet. Every row is checked first: the file is imported completely,
            or not at all with a list of the rows to correct.
          </DialogDescription>
        </DialogHeader>

        <section aria-labelledby="import-help-file" className="grid gap-2 text-sm">
          <h3 id="import-help-file" className="font-semibold">
            The file
          </h3>
          <ul className="grid list-disc gap-1 pl-5 text-muted-foreground" data-testid="import-help-limits">
            <li>
              <span className="text-foreground">CSV</span> (UTF-8; comma, semicolon or tab separated) or an{" "}
              <span className="text-foreground">Excel workbook (.xlsx)</span>, of which the first worksheet is read.
            </li>
            <li>
              At most <span className="text-foreground">{formatBytes(MAX_IMPORT_BYTES)}</span> and{" "}
              <span className="text-foreground">{formatCount(MAX_IMPORT_ROWS)} rows</span>, under one header row.
            </li>
            <li>
              An import only adds vendors: a row with the ID or LEI of a vendor already in the register is refused.
            </li>
          </ul>
        </section>

        <section aria-labelledby="import-help-template" className="grid gap-2 text-sm">
          <h3 id="import-help-template" className="font-semibold">
            Start from the template
          </h3>
          <p className="text-muted-foreground">
            The header row and one example row: replace the example with your vendors. An export of the register imports
            back too.
          </p>
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
                    {TEMPLATE_LABEL[format]}
                  </a>
                </Button>
              );
            })}
          </div>
        </section>

        <section aria-labelledby="import-help-columns" className="grid gap-2 text-sm">
          <h3 id="import-help-columns" className="font-semibold">
            Columns
          </h3>
          <p className="text-muted-foreground">
            Only Name is required. Headers are matched whatever their case, spaces or punctuation ("Contract Value",
            "contractValue"); columns not listed here are reported and left out.
          </p>
          <Table aria-label="Columns an import reads" className="table-fixed">
            <TableHeader>
              <TableRow>
                <TableHead className="w-40 sm:w-48">Column</TableHead>
                <TableHead>What to enter</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {IMPORT_COLUMN_HELP.map((column) => (
                <TableRow key={column.header} data-testid="import-help-column">
                  <TableCell className="align-top font-medium whitespace-normal">
                    {column.header}
                    {column.required && (
                      <Badge variant="outline" className="ml-2 border-primary/40 text-primary">
                        Required
                      </Badge>
                    )}
                  </TableCell>
                  <TableCell className="align-top whitespace-normal text-muted-foreground">{column.help}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>

        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={onChooseFile} data-testid="import-choose-file">
            <UploadIcon aria-hidden="true" />
            Choose a file…
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
