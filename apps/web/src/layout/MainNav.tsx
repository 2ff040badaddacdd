import { visibleNavAreas } from "@tprm/api/permissions";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { useSession } from "../lib/session";
import { navLabel } from "./nav-labels";
import { topBarLinkClass } from "./nav-link-class";

/** Top-bar navigation on wide screens: only the areas the role may view, in the spec's order. */
export function MainNav() {
  const { t } = useTranslation("layout");
  const { data: user } = useSession();
  const areas = visibleNavAreas(user?.role);
  if (areas.length === 0) return null;
  return (
    <nav aria-label={t("layout:nav.label")} className="hidden min-w-0 overflow-x-auto xl:block" data-testid="main-nav">
      <ul className="flex items-center gap-1">
        {areas.map((area) => (
          <li key={area.path}>
            <NavLink
              to={area.path}
              data-testid={`nav-${area.path.slice(1)}`}
              className={({ isActive }) => topBarLinkClass(isActive)}
            >
              {navLabel(t, area)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
