import { useTranslation } from "react-i18next";
import { AreaPlaceholder } from "../../components/AreaPlaceholder";

export default function IntegrationsPage() {
  const { t } = useTranslation(["areas", "common"]);
  return <AreaPlaceholder title={t("areas:integrations.title")} sentence={t("areas:integrations.sentence")} />;
}
