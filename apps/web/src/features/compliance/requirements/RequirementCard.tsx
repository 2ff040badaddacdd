import { Button, Card, cn } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { formatCount, formatDateTime } from "../../../lib/format";
import { STATUS_TONE } from "../compliance-labels";
import type { Requirement } from "../types";

/** One obligation: source and reference, what it asks, the records that evidence it (live), its gaps and status. */
export function RequirementCard({
  requirement: r,
  onSetStatus,
  onShowGaps,
}: {
  requirement: Requirement;
  onSetStatus?: (requirement: Requirement) => void;
  onShowGaps: (requirementKey: string) => void;
}) {
  const { t } = useTranslation(["compliance"]);
  const titleId = `requirement-${r.key.replace(/\W+/g, "-")}`;
  return (
    <li>
      <Card className="h-full gap-3 p-4 sm:p-5" data-testid="requirement" data-key={r.key}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0 space-y-0.5">
            <p className="text-xs font-medium text-muted-foreground">
              {t(`compliance:sourceShort.${r.source}`)} · {t(`compliance:requirement.${r.key}.reference`)}
            </p>
            <h2 id={titleId} className="text-base font-semibold">
              {t(`compliance:requirement.${r.key}.title`)}
            </h2>
          </div>
          <span
            className={cn("rounded-full px-2.5 py-0.5 text-xs font-medium", STATUS_TONE[r.status.status])}
            data-testid="requirement-status"
          >
            {t(`compliance:status.${r.status.status}`)}
          </span>
        </div>
        <p className="text-sm">{t(`compliance:requirement.${r.key}.asks`)}</p>
        <div>
          <h3 className="mb-1 text-sm font-medium">{t("compliance:requirements.evidence")}</h3>
          <ul className="space-y-1 text-sm" data-testid="requirement-evidence">
            {r.evidence.map((line) => (
              <li key={line.metric} className="flex justify-between gap-3" data-metric={line.metric}>
                <span className="text-muted-foreground">{t(`compliance:metric.${line.metric}`)}</span>
                <span className="shrink-0 font-medium tabular-nums">
                  {line.of === null
                    ? formatCount(line.count)
                    : t("compliance:requirements.countOf", {
                        count: formatCount(line.count),
                        of: formatCount(line.of),
                      })}
                </span>
              </li>
            ))}
          </ul>
        </div>
        {r.status.note && (
          <div className="rounded-md bg-muted/60 p-3 text-sm">
            <p className="whitespace-pre-line">{r.status.note}</p>
            {r.status.evidence.length > 0 && (
              <ul className="mt-2 list-disc pl-5 text-muted-foreground">
                {r.status.evidence.map((e) => (
                  <li key={`${e.kind}:${e.id}`}>
                    {t(`compliance:evidenceKind.${e.kind}`)}: {e.label}
                  </li>
                ))}
              </ul>
            )}
            {r.status.updatedAt && (
              <p className="mt-2 text-xs text-muted-foreground">
                {t("compliance:requirements.setBy", {
                  name: r.status.updatedBy?.name ?? "—",
                  when: formatDateTime(r.status.updatedAt),
                })}
              </p>
            )}
          </div>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          {r.openGaps > 0 ? (
            <Button
              variant="link"
              className="h-auto p-0"
              onClick={() => onShowGaps(r.key)}
              data-testid="requirement-gaps"
            >
              {t("compliance:requirements.openGaps", { count: r.openGaps, formatted: formatCount(r.openGaps) })}
            </Button>
          ) : (
            <span className="text-sm text-muted-foreground">{t("compliance:requirements.noGaps")}</span>
          )}
          {onSetStatus && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => onSetStatus(r)}
              aria-label={t("compliance:requirements.setStatusFor", {
                title: t(`compliance:requirement.${r.key}.title`),
              })}
              data-testid="set-status"
            >
              {t("compliance:requirements.setStatus")}
            </Button>
          )}
        </div>
      </Card>
    </li>
  );
}
