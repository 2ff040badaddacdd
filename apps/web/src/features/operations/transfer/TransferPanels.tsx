import { ExportAllPanel } from "./ExportAllPanel";
import { ValidateImportPanel } from "./ValidateImportPanel";

/** The Operations screen's "Export and import" tab: export everything, validate an import. */
export function TransferPanels() {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <ExportAllPanel />
      <ValidateImportPanel />
    </div>
  );
}
