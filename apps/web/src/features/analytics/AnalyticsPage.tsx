import { AreaPlaceholder } from "../../components/AreaPlaceholder";

export default function AnalyticsPage() {
  return (
    <AreaPlaceholder title="Analytics" sentence="Vendor, risk, compliance and financial analytics are being built." />
  );
}
