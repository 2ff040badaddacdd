/** The Committees tab of the governance centre (001 §2.2). */
export default function CommitteesTab() {
  return null;
}
