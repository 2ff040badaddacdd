import { useTranslation } from "react-i18next";
import { AreaPlaceholder } from "../../components/AreaPlaceholder";

export default function ReportsPage() {
  const { t } = useTranslation(["areas", "common"]);
  return <AreaPlaceholder title={t("areas:reports.title")} sentence={t("areas:reports.sentence")} />;
}
