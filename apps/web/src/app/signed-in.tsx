import { TooltipProvider } from "@tprm/ui";
import { RequireSession } from "../auth/RequireSession";
import { useToaster } from "./lazy-toaster";

/**
 * The signed-in app's own chunk: what only it needs — tooltips, toasts, the session guard (with the organisation's calendar),
 * the frame (AppLayout: top bar, menus, the agreement gate) and the permission guard. Public pages never load it.
 */
export function SignedInArea() {
  useToaster();
  return (
    <TooltipProvider>
      <RequireSession />
    </TooltipProvider>
  );
}

export { RequirePermission } from "../auth/RequirePermission";
export { AppLayout } from "../layout/AppLayout";
