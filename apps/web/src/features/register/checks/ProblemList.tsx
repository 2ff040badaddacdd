import { Badge, Card, CardContent, CardHeader } from "@tprm/ui";
import { WrenchIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCount } from "../../../lib/format";
import { fieldText, groupProblems, type Problem, ruleText, templateKey } from "./problem-groups";

/** A problem's severity as a badge. */
export function SeverityBadge({ severity }: { severity: Problem["severity"] }) {
  const { t } = useTranslation(["register"]);
  return (
    <Badge variant={severity === "blocking" ? "destructive" : "secondary"}>{t(`register:severity.${severity}`)}</Badge>
  );
}

/**
 * The problems grouped by template: each with its row, column and field, the rule in words, the record it comes from
 * and a "Fix" link to that record's form (focused on the field).
 */
export function ProblemList({ problems, testId }: { problems: readonly Problem[]; testId: string }) {
  const { t } = useTranslation(["register"]);
  const groups = groupProblems(problems);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4" data-testid={testId}>
      {groups.map((group) => (
        <Card key={group.template} data-testid="problem-group" data-template={group.template}>
          <CardHeader className="gap-2">
            <h2 className="font-semibold leading-snug">
              <span className="font-mono">{group.template}</span>{" "}
              {t(`register:templates.${templateKey(group.template)}`)}
            </h2>
            <p className="text-sm text-muted-foreground">
              {t("register:checks.groupCounts", {
                blocking: formatCount(group.blocking),
                warning: formatCount(group.warning),
              })}
            </p>
          </CardHeader>
          <CardContent>
            <ul className="divide-y">
              {group.problems.map((p, i) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id; the list is not reordered in place
                  key={i}
                  className="grid gap-2 py-3 sm:grid-cols-[1fr_auto] sm:items-start"
                  data-testid="problem"
                  data-rule={p.rule}
                  data-severity={p.severity}
                >
                  <div className="grid min-w-0 gap-1">
                    <div className="flex flex-wrap items-center gap-2 text-sm">
                      <SeverityBadge severity={p.severity} />
                      <span className="text-muted-foreground">
                        {[
                          p.row === null ? t("register:checks.noRow") : t("register:checks.row", { row: p.row }),
                          p.column ? t("register:checks.column", { column: p.column }) : null,
                          p.field ? t("register:checks.field", { field: fieldText(t, p.field) }) : null,
                        ]
                          .filter(Boolean)
                          .join(" · ")}
                      </span>
                    </div>
                    <p className="break-words text-sm font-medium">{ruleText(t, p)}</p>
                    <p className="break-words text-sm text-muted-foreground">
                      {t(`register:recordKind.${p.record.kind}`)}: {p.record.label}
                    </p>
                  </div>
                  <Link
                    to={p.link}
                    className="inline-flex items-center gap-1.5 justify-self-start rounded-md border px-3 py-1.5 text-sm font-medium hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                    data-testid="problem-fix"
                    aria-label={
                      p.field
                        ? t("register:checks.fixLabel", { record: p.record.label, field: fieldText(t, p.field) })
                        : t("register:checks.fixRecord", { record: p.record.label })
                    }
                  >
                    <WrenchIcon className="size-4" aria-hidden="true" />
                    {t("register:checks.fix")}
                  </Link>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
