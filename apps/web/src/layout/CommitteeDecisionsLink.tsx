import { useQuery } from "@tanstack/react-query";
import { GavelIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { useSession } from "../lib/session";
import { useTRPC } from "../lib/trpc";

/**
 * The way to /committee-decisions for a committee member with something awaiting their decision, whatever their role
 * (an Executive or a Board Member has no workflow centre): a gavel with the count, its accessible name saying how
 * many. Nothing shows while nothing awaits. The count refreshes every few minutes and after the user's decisions.
 */
export function CommitteeDecisionsLink() {
  // The top bar must not suspend: the link shows once its texts are in.
  const { t, ready } = useTranslation(["committeeDecisions"], { useSuspense: false });
  const { data: user } = useSession();
  const trpc = useTRPC();
  const awaiting = useQuery(
    trpc.workflows.awaitingMyDecision.queryOptions(
      { page: 1, limit: 1 },
      { enabled: Boolean(user), staleTime: 60_000, refetchInterval: 5 * 60_000 },
    ),
  );
  const count = awaiting.data?.pagination.total ?? 0;
  if (!ready || count === 0) return null;
  return (
    <NavLink
      to="/committee-decisions"
      aria-label={t("committeeDecisions:topBar.label", { count })}
      title={t("committeeDecisions:topBar.label", { count })}
      data-testid="committee-decisions-link"
      data-count={count}
      className="relative inline-flex size-9 items-center justify-center rounded-md outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white/70 aria-[current=page]:bg-white/15"
    >
      <GavelIcon aria-hidden="true" className="size-5" />
      <span
        aria-hidden="true"
        className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-amber-300 px-1 text-center text-[0.65rem] font-semibold leading-4 text-amber-950 ring-2 ring-topbar"
      >
        {count > 99 ? "99+" : count}
      </span>
    </NavLink>
  );
}
