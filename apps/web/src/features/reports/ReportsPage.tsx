import { AreaPlaceholder } from "../../components/AreaPlaceholder";

export default function ReportsPage() {
  return (
    <AreaPlaceholder
      title="Enterprise Reports"
      sentence="Report templates, generation and scheduled distribution are being built."
    />
  );
}
