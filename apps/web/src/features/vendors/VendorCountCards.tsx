import { Card, cn, Skeleton } from "@tprm/ui";
import { BadgeCheckIcon, ClipboardListIcon, DoorOpenIcon, UserPlusIcon } from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../lib/format";
import type { VendorSummary } from "./types";
import { type Translate, tabTotal, type VendorTab } from "./vendor-format";

interface CountCard {
  tab: Exclude<VendorTab, "all">;
  /** Keys of the card's label and caption. */
  label: string;
  /** What the figure counts; it is always what the card's tab lists (the tab's badge shows the same number). */
  caption: string | ((t: Translate, counts: VendorSummary["counts"]) => string);
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  tone: string;
}

const CARDS: readonly CountCard[] = [
  {
    tab: "active",
    label: "vendors:cards.active",
    caption: "vendors:cards.activeCaption",
    icon: BadgeCheckIcon,
    tone: "bg-blue-100 text-blue-700 dark:bg-blue-500/20 dark:text-blue-200",
  },
  {
    tab: "under_review",
    label: "vendors:cards.underReview",
    caption: "vendors:cards.underReviewCaption",
    icon: ClipboardListIcon,
    tone: "bg-orange-100 text-orange-700 dark:bg-orange-500/20 dark:text-orange-200",
  },
  {
    tab: "onboarding",
    label: "vendors:cards.onboarding",
    caption: "vendors:cards.onboardingCaption",
    icon: UserPlusIcon,
    tone: "bg-purple-100 text-purple-700 dark:bg-purple-500/20 dark:text-purple-200",
  },
  {
    tab: "offboarding",
    label: "vendors:cards.offboarding",
    caption: (t, counts) =>
      t("vendors:cards.offboardingCaption", {
        underWay: formatCount(counts.offboarding),
        exited: formatCount(counts.offboarded),
      }),
    icon: DoorOpenIcon,
    tone: "bg-red-100 text-red-700 dark:bg-red-500/20 dark:text-red-200",
  },
];

/** The four status counts; each card is a button that opens its tab and counts exactly what that tab lists. */
export function VendorCountCards({
  summary,
  loading,
  activeTab,
  onSelectTab,
}: {
  summary: VendorSummary | undefined;
  loading: boolean;
  activeTab: VendorTab;
  onSelectTab: (tab: VendorTab) => void;
}) {
  const { t } = useTranslation(["vendors"]);
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label={t("vendors:cards.label")}>
      {CARDS.map((card) => {
        const Icon = card.icon;
        const value = summary ? tabTotal(card.tab, summary) : undefined;
        const caption =
          typeof card.caption === "string" ? t(card.caption) : summary ? card.caption(t, summary.counts) : "";
        const selected = activeTab === card.tab;
        return (
          <li key={card.tab}>
            <Card className={cn("gap-0 py-0 transition-shadow hover:shadow-md", selected && "ring-2 ring-primary/60")}>
              <button
                type="button"
                onClick={() => onSelectTab(card.tab)}
                className="flex w-full items-center gap-4 rounded-xl p-5 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                data-testid={`count-card-${card.tab}`}
              >
                <span className={cn("grid size-11 shrink-0 place-items-center rounded-lg", card.tone)}>
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="grid gap-0.5">
                  <span className="text-sm font-medium text-muted-foreground">{t(card.label)}</span>
                  {loading ? (
                    <Skeleton className="h-7 w-12" />
                  ) : value === undefined ? (
                    <span className="text-2xl font-semibold text-muted-foreground">—</span>
                  ) : (
                    <span className="text-2xl font-semibold tabular-nums" data-testid="count-value">
                      {formatCount(value)}
                    </span>
                  )}
                  <span className="text-xs text-muted-foreground">
                    {caption}
                    <span className="sr-only">{t("vendors:cards.show")}</span>
                  </span>
                </span>
              </button>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
