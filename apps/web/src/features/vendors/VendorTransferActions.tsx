/**
 * Export and Import of the register (CSV / XLSX, run by the worker with progress) belong here, in their own group
 * of the page header. They are built separately; until then this slot renders nothing.
 */
export function VendorTransferActions() {
  return null;
}
