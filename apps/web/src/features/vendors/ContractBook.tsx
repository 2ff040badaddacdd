import { Skeleton, Tooltip, TooltipContent, TooltipTrigger } from "@tprm/ui";
import { useId, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { formatCount } from "../../lib/format";
import { type ContractBookFigure, contractBookLabel, formatContractBook, splitContractBook } from "./vendor-format";

/**
 * The header's contract book: one figure per currency, the currency with most vendors first ("$225.3M · €12.4M · £3.1M"), never added
 * together. Beyond four currencies the rest fold behind "+N more" (listed in its tooltip; a click or Enter shows
 * them in place, so touch and keyboard users reach them too). Each figure's full amount, currency name and vendor
 * count are its tooltip and what a screen reader reads.
 */
export function ContractBook({
  book,
  isError,
}: {
  /** vendors.summary's contractBookByCurrency; undefined while loading or after an error. */
  book: readonly ContractBookFigure[] | undefined;
  isError: boolean;
}) {
  const { t } = useTranslation("vendorRecord");
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {t("vendorRecord:contractBook.title")}
      </dt>
      <dd className="text-2xl font-semibold tabular-nums" data-testid="contract-book">
        {book ? <Figures book={book} /> : isError ? "—" : <Skeleton className="mt-1 h-7 w-20" />}
      </dd>
    </div>
  );
}

function Figures({ book }: { book: readonly ContractBookFigure[] }) {
  const { t } = useTranslation(["vendorRecord", "vendors"]);
  const [expanded, setExpanded] = useState(false);
  const [tipOpen, setTipOpen] = useState(false);
  const listId = useId();
  if (book.length === 0) {
    return <span className="text-muted-foreground">{t("vendorRecord:contractBook.none")}</span>;
  }
  const { shown, hidden } = splitContractBook(book);
  const visible = expanded ? [...shown, ...hidden] : shown;
  return (
    // Every item starts with a 1.5rem lead (the "·" between figures); the list sits 1.5rem to the left inside a box
    // that clips it, so a line that wraps never starts with a separator.
    <div className="overflow-x-clip">
      <ul
        id={listId}
        aria-label={t("vendorRecord:contractBook.byCurrency")}
        className="-ml-6 flex flex-wrap items-baseline gap-y-1"
        data-testid="contract-book-figures"
      >
        {visible.map((figure) => (
          <li
            key={figure.currency}
            className="flex items-baseline whitespace-nowrap"
            data-testid="contract-book-figure"
            data-currency={figure.currency}
          >
            <span aria-hidden="true" className="w-6 shrink-0 text-center font-normal text-muted-foreground">
              ·
            </span>
            <span title={contractBookLabel(t, figure)}>
              <span aria-hidden="true">{formatContractBook(figure)}</span>
              <span className="sr-only">{contractBookLabel(t, figure)}</span>
            </span>
          </li>
        ))}
        {hidden.length > 0 && (
          <li className="flex items-center self-center pr-1 pl-6">
            <Tooltip open={tipOpen && !expanded} onOpenChange={setTipOpen}>
              <TooltipTrigger asChild>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={listId}
                  onClick={() => setExpanded((open) => !open)}
                  className="rounded-md px-1.5 py-0.5 text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  data-testid="contract-book-more"
                >
                  {expanded ? (
                    t("vendorRecord:contractBook.showFewer")
                  ) : (
                    <Trans
                      t={t}
                      i18nKey="vendorRecord:contractBook.more"
                      values={{ n: formatCount(hidden.length) }}
                      components={{ sr: <span className="sr-only" /> }}
                    />
                  )}
                </button>
              </TooltipTrigger>
              <TooltipContent side="bottom" className="max-w-80">
                <ul className="grid gap-0.5 tabular-nums" aria-label={t("vendorRecord:contractBook.otherCurrencies")}>
                  {hidden.map((figure) => (
                    <li key={figure.currency}>
                      <span className="font-semibold">{formatContractBook(figure)}</span> —{" "}
                      {contractBookLabel(t, figure)}
                    </li>
                  ))}
                </ul>
              </TooltipContent>
            </Tooltip>
          </li>
        )}
      </ul>
    </div>
  );
}
