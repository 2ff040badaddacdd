import { useTranslation } from "react-i18next";
import { AreaPlaceholder } from "../../components/AreaPlaceholder";

export default function RiskAssessmentPage() {
  const { t } = useTranslation(["areas", "common"]);
  return <AreaPlaceholder title={t("areas:riskAssessment.title")} sentence={t("areas:riskAssessment.sentence")} />;
}
