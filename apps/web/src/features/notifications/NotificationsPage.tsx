import { useTranslation } from "react-i18next";
import { AreaPlaceholder } from "../../components/AreaPlaceholder";

export default function NotificationsPage() {
  const { t } = useTranslation(["areas", "common"]);
  return <AreaPlaceholder title={t("areas:notifications.title")} sentence={t("areas:notifications.sentence")} />;
}
