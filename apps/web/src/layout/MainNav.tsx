import { visibleNavAreas } from "@tprm/api/permissions";
import { cn } from "@tprm/ui";
import { NavLink } from "react-router";
import { useSession } from "../lib/session";

/** Top-bar navigation: only the areas the role may view, in the spec's order. */
export function MainNav() {
  const { data: user } = useSession();
  const areas = visibleNavAreas(user?.role);
  if (areas.length === 0) return null;
  return (
    <nav aria-label="Main" className="min-w-0 overflow-x-auto">
      <ul className="flex items-center gap-1">
        {areas.map((area) => (
          <li key={area.path}>
            <NavLink
              to={area.path}
              data-testid={`nav-${area.path.slice(1)}`}
              className={({ isActive }) =>
                cn(
                  "block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-topbar-foreground/85 outline-none transition-colors hover:bg-white/10 hover:text-topbar-foreground focus-visible:ring-2 focus-visible:ring-white/70",
                  isActive && "bg-white/15 text-topbar-foreground",
                )
              }
            >
              {area.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
