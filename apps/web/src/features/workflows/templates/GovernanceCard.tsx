import { Button, Card, CardContent, CardDescription, CardHeader, Skeleton } from "@tprm/ui";
import { ChevronDownIcon, FileTextIcon, UsersIcon } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CountBadge } from "../../../components/RecordSheet";
import { formatCount } from "../../../lib/format";
import type { WorkflowTemplates } from "../types";
import { committeeHref, policyHref } from "../workflows-format";

type Templates = WorkflowTemplates;

/**
 * Governance Integration (001 §2.4): the policies the workflows follow (outsourcing, third party, EBA, DORA) and the
 * active oversight committees, each an expandable list linking into the governance centre.
 */
export function GovernanceCard({
  policies,
  committees,
}: {
  policies: Templates["policies"] | undefined;
  committees: Templates["committees"] | undefined;
}) {
  const { t } = useTranslation(["workflows"]);
  return (
    <Card className="gap-4" data-testid="governance-card">
      <CardHeader>
        <h2 className="text-lg leading-none font-semibold">{t("workflows:governance.title")}</h2>
        <CardDescription>{t("workflows:governance.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Expandable
          icon={<FileTextIcon />}
          title={t("workflows:governance.policies")}
          count={policies?.length}
          testId="linked-policies"
        >
          {policies?.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("workflows:governance.noPolicies")}</p>
          ) : (
            <ul className="grid gap-2">
              {policies?.map((p) => (
                <li key={p.id} className="grid gap-1 rounded-md border p-3 text-sm" data-testid="linked-policy">
                  <p className="font-medium break-words">{p.name}</p>
                  <p className="text-xs text-muted-foreground">
                    <span className="font-mono">{p.reference}</span>
                    <span aria-hidden="true"> · </span>
                    <span className="sr-only">, {t("workflows:governance.owner")}: </span>
                    {p.owner}
                    <span aria-hidden="true"> · </span>
                    <span className="sr-only">, {t("workflows:governance.category")}: </span>
                    {p.category ?? t("workflows:governance.noCategory")}
                  </p>
                  <Button asChild variant="outline" size="sm" className="justify-self-start">
                    <Link to={policyHref(p.id)} aria-label={t("workflows:governance.viewPolicyOf", { name: p.name })}>
                      {t("workflows:governance.viewPolicy")}
                    </Link>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Expandable>
        <Expandable
          icon={<UsersIcon />}
          title={t("workflows:governance.committees")}
          count={committees?.length}
          testId="oversight-committees"
        >
          {committees?.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("workflows:governance.noCommittees")}</p>
          ) : (
            <ul className="grid gap-2">
              {committees?.map((c) => (
                <li key={c.id} className="grid gap-1 rounded-md border p-3 text-sm" data-testid="oversight-committee">
                  <p className="font-medium break-words">{c.name}</p>
                  <p className="text-xs text-muted-foreground">
                    {c.type}
                    <span aria-hidden="true"> · </span>
                    <span className="sr-only">, </span>
                    {t("workflows:governance.chair", { name: c.chair })}
                  </p>
                  <Button asChild variant="outline" size="sm" className="justify-self-start">
                    <Link to={committeeHref(c.id, c.hasCharter)}>
                      {t("workflows:governance.viewCharter")}
                      <span className="sr-only">: {c.name}</span>
                    </Link>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Expandable>
      </CardContent>
    </Card>
  );
}

function Expandable({
  icon,
  title,
  count,
  testId,
  children,
}: {
  icon: ReactNode;
  title: string;
  count: number | undefined;
  testId: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <section className="rounded-lg border" data-testid={testId}>
      <h3>
        <button
          type="button"
          className="flex w-full items-center gap-2 rounded-lg px-3 py-2.5 text-left text-sm font-medium outline-none hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true" className="[&>svg]:size-4">
            {icon}
          </span>
          <span className="flex-1">{title}</span>
          {count !== undefined && <CountBadge n={formatCount(count)} />}
          <ChevronDownIcon aria-hidden="true" className={open ? "size-4 rotate-180" : "size-4"} />
        </button>
      </h3>
      <div id={id} hidden={!open} className="border-t p-3">
        {count === undefined ? <Skeleton className="h-16 w-full" /> : children}
      </div>
    </section>
  );
}
