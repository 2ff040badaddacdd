import { AreaPlaceholder } from "../../components/AreaPlaceholder";

export default function InvoicesPage() {
  return (
    <AreaPlaceholder title="Invoices" sentence="Invoice tracking, exceptions and payment status are being built." />
  );
}
