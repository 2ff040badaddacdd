import { QueryClientProvider } from "@tanstack/react-query";
import { ThemeProvider, TooltipProvider, useTheme } from "@tprm/ui";
import { useState } from "react";
import { RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { createQueryClient } from "../lib/query-client";
import { isPublicPath } from "../lib/session";
import { createApiClient, TRPCProvider } from "../lib/trpc";
import { router } from "./router";

/** Any 401: the cached user is already cleared; leave the page for /login unless the visitor is on a public page. */
function goToLogin() {
  if (!isPublicPath(window.location.pathname)) void router.navigate("/login", { replace: true });
}

function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  return <Toaster theme={resolvedTheme} position="top-right" richColors closeButton />;
}

export function App() {
  const [queryClient] = useState(() => createQueryClient(goToLogin));
  const [trpcClient] = useState(createApiClient);
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <TooltipProvider>
            <RouterProvider router={router} />
            <ThemedToaster />
          </TooltipProvider>
        </TRPCProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
