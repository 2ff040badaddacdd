/** The Procedures tab of the governance centre (001 §2.2). */
export default function ProceduresTab() {
  return null;
}
