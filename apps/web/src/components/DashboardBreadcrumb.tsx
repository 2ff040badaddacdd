import { ChevronRightIcon } from "lucide-react";
import { Link } from "react-router";

/** "Dashboard › <this screen>" above a screen's title: the dashboard a link back, the screen itself the current page. */
export function DashboardBreadcrumb({
  label,
  dashboard,
  current,
}: {
  /** The trail's name, for screen readers. */
  label: string;
  dashboard: string;
  current: string;
}) {
  return (
    <nav aria-label={label} className="mb-3">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        <li>
          <Link
            to="/dashboard"
            className="rounded-sm underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {dashboard}
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRightIcon className="size-4" />
        </li>
        <li aria-current="page" className="font-medium text-foreground">
          {current}
        </li>
      </ol>
    </nav>
  );
}
