import { ChevronRightIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../../../components/PageHeader";

export /** The page around the wizard: the trail back to the workflows, the title and its actions. */
function Frame({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation(["workflowWizard"]);
  return (
    <div className="mx-auto grid w-full max-w-5xl min-w-0">
      <nav aria-label={t("workflowWizard:page.breadcrumb")} className="mb-3">
        <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
          <li>
            <Link to="/dashboard" className="rounded-sm hover:text-foreground hover:underline">
              {t("workflowWizard:page.dashboard")}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRightIcon className="size-4" />
          </li>
          <li>
            <Link to="/workflows" className="rounded-sm hover:text-foreground hover:underline">
              {t("workflowWizard:page.workflows")}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRightIcon className="size-4" />
          </li>
          <li aria-current="page" className="font-medium text-foreground">
            {t("workflowWizard:page.title")}
          </li>
        </ol>
      </nav>
      <PageHeader
        title={t("workflowWizard:page.title")}
        description={t("workflowWizard:page.description")}
        actions={actions}
      />
      {children}
    </div>
  );
}
