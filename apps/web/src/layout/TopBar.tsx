import { ShieldCheckIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { GlobalSearch } from "../features/search/GlobalSearch";
import { CommitteeDecisionsLink } from "./CommitteeDecisionsLink";
import { MainNav } from "./MainNav";
import { MobileNav } from "./MobileNav";
import { NotificationsBell } from "./NotificationsBell";
import { ThemeMenu } from "./ThemeMenu";
import { UserMenu } from "./UserMenu";

export function TopBar() {
  const { t } = useTranslation(["layout", "common"]);
  const appName = t("common:appName");
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 bg-topbar text-topbar-foreground shadow-md">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-background focus:px-3 focus:py-2 focus:text-foreground"
      >
        {t("layout:skipToContent")}
      </a>
      <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-6">
        <MobileNav />
        <Link
          to="/dashboard"
          className="flex shrink-0 items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-2 focus-visible:ring-white/70"
          data-testid="logo-link"
          aria-label={t("layout:logo", { app: appName })}
        >
          <ShieldCheckIcon aria-hidden="true" className="size-7" />
          <span className="hidden text-lg tracking-tight sm:inline">{appName}</span>
        </Link>
        <MainNav />
        <div className="ml-auto flex items-center gap-1">
          <GlobalSearch />
          <CommitteeDecisionsLink />
          <NotificationsBell />
          <ThemeMenu />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
