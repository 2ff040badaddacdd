/** The Documents tab of the governance centre (001 §2.2). */
export default function DocumentsTab() {
  return null;
}
