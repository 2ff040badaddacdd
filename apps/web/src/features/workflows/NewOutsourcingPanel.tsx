import { Button, Card, CardContent, CardDescription, CardHeader } from "@tprm/ui";
import { ArrowRightIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DraftList } from "./drafts/DraftList";

const WIZARD_STEPS = ["kickoff", "oversight", "description", "outsourcing", "materiality"] as const;

/**
 * The New Outsourcing tab: what the five-step wizard asks and decides, the button that starts it, and the user's
 * drafts to continue. Only the roles that may create workflows start one; the others read what it involves.
 */
export function NewOutsourcingPanel({ mayCreate }: { mayCreate: boolean }) {
  const { t } = useTranslation(["workflows"]);
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <h2 className="text-lg leading-none font-semibold">{t("workflows:newOutsourcing.title")}</h2>
          <CardDescription>{t("workflows:newOutsourcing.intro")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ol
            className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
            aria-label={t("workflows:newOutsourcing.stepsLabel")}
          >
            {WIZARD_STEPS.map((step, i) => (
              <li key={step} className="grid content-start gap-1 rounded-lg border p-3">
                <span className="flex items-center gap-2 text-sm font-medium">
                  <span
                    aria-hidden="true"
                    className="grid size-6 shrink-0 place-items-center rounded-full bg-primary text-xs text-primary-foreground"
                  >
                    {i + 1}
                  </span>
                  <span>
                    <span className="sr-only">{t("workflows:newOutsourcing.stepNumber", { n: i + 1 })} </span>
                    {t(`workflows:newOutsourcing.steps.${step}.title`)}
                  </span>
                </span>
                <span className="text-sm text-muted-foreground">
                  {t(`workflows:newOutsourcing.steps.${step}.text`)}
                </span>
              </li>
            ))}
          </ol>
          <p className="text-sm text-muted-foreground">{t("workflows:newOutsourcing.after")}</p>
          {mayCreate ? (
            <Button asChild className="justify-self-start" data-testid="start-outsourcing">
              <Link to="/workflows/new-outsourcing">
                {t("workflows:newOutsourcing.start")}
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
          ) : (
            <p className="text-sm" data-testid="start-not-allowed">
              {t("workflows:newOutsourcing.notAllowed")}
            </p>
          )}
        </CardContent>
      </Card>
      {mayCreate && <DraftList />}
    </div>
  );
}
