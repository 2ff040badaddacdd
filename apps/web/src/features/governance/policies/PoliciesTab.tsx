/** The Policies tab of the governance centre (001 §2.2). */
export default function PoliciesTab() {
  return null;
}
