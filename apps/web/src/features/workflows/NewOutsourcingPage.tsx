import { useTranslation } from "react-i18next";
import { AreaPlaceholder } from "../../components/AreaPlaceholder";

export default function NewOutsourcingPage() {
  const { t } = useTranslation(["areas", "common"]);
  return <AreaPlaceholder title={t("areas:newOutsourcing.title")} sentence={t("areas:newOutsourcing.sentence")} />;
}
