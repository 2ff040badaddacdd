import { AreaPlaceholder } from "../../components/AreaPlaceholder";

export default function RiskAssessmentPage() {
  return (
    <AreaPlaceholder
      title="Risk Assessment Centre"
      sentence="Risk assessments over the nine weighted domains are being built."
    />
  );
}
