import { visibleNavAreas } from "@tprm/api/permissions";
import { cn, Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@tprm/ui";
import { CheckIcon, MenuIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { useSession } from "../lib/session";
import { navLabel } from "./nav-labels";

/**
 * Narrow screens: the areas the role may view behind a menu button, in a sheet from the left. The sheet is a
 * modal dialog (focus moves into it, Escape closes it, focus returns to the button); the current area carries
 * aria-current="page" and a check mark; choosing an area closes the sheet.
 */
export function MobileNav() {
  const { t } = useTranslation("layout");
  const { data: user } = useSession();
  const [open, setOpen] = useState(false);
  const areas = visibleNavAreas(user?.role);
  if (areas.length === 0) return null;
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger
        aria-label={t("layout:mobileNav.open")}
        data-testid="nav-menu-button"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-md outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white/70 xl:hidden"
      >
        <MenuIcon aria-hidden="true" className="size-5" />
      </SheetTrigger>
      <SheetContent side="left" className="w-72 max-w-[85vw] gap-2 sm:max-w-xs" data-testid="nav-sheet">
        <SheetHeader className="pb-2">
          <SheetTitle>{t("layout:mobileNav.title")}</SheetTitle>
          <SheetDescription>{t("layout:mobileNav.description")}</SheetDescription>
        </SheetHeader>
        <nav aria-label={t("layout:nav.label")} className="px-3 pb-6">
          <ul className="grid gap-1">
            {areas.map((area) => (
              <li key={area.path}>
                <NavLink
                  to={area.path}
                  onClick={() => setOpen(false)}
                  className={({ isActive }) =>
                    cn(
                      "flex items-center justify-between rounded-md px-3 py-2.5 text-sm font-medium outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring",
                      isActive && "bg-primary text-primary-foreground hover:bg-primary/90",
                    )
                  }
                >
                  {({ isActive }) => (
                    <>
                      {navLabel(t, area)}
                      {isActive && <CheckIcon aria-hidden="true" className="size-4" />}
                    </>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
