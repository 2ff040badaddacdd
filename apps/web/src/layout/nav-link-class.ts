import { cn } from "@tprm/ui";

/** The look of a navigation link in the top bar, and of the current area. */
export function topBarLinkClass(isActive: boolean) {
  return cn(
    "block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-topbar-foreground/85 outline-none transition-colors hover:bg-white/10 hover:text-topbar-foreground focus-visible:ring-2 focus-visible:ring-white/70",
    isActive && "bg-white/15 text-topbar-foreground",
  );
}
