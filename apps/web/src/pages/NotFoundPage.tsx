import { Button } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export default function NotFoundPage() {
  const { t } = useTranslation("common");
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-semibold">{t("common:pages.notFound.title")}</h1>
      <p className="text-muted-foreground">{t("common:pages.notFound.text")}</p>
      <Button asChild variant="outline">
        <Link to="/">{t("common:pages.notFound.home")}</Link>
      </Button>
    </main>
  );
}
