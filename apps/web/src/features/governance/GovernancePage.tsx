import { useTranslation } from "react-i18next";
import { AreaPlaceholder } from "../../components/AreaPlaceholder";

export default function GovernancePage() {
  const { t } = useTranslation(["areas", "common"]);
  return <AreaPlaceholder title={t("areas:governance.title")} sentence={t("areas:governance.sentence")} />;
}
