import { ThemeProvider, useTheme } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { RouterProvider } from "react-router";
import type { ToasterProps } from "sonner";
import { AppUiTexts } from "../components/AppUiTexts";
import { Toaster } from "./lazy-toaster";
import { router } from "./router";

/**
 * Toasts sit at the bottom left (on a phone: across the bottom), clear of everything that lives at the top of the
 * screen: the fixed 64 px top bar (bell, user menu) and the header of a side sheet (a vendor record's name, status
 * actions and close button), which at 390 px fills the screen from its top edge, so no top offset could keep a toast
 * off it. On the left they are also clear of what sits at the right: the row action menus of tables (a toast at the
 * bottom right covered a row's "Delete…" item), right-aligned dialog button bars and the record sheet itself.
 */
const TOASTER_PLACEMENT = {
  position: "bottom-left",
  offset: 24,
  mobileOffset: 16,
} as const satisfies Pick<ToasterProps, "position" | "offset" | "mobileOffset">;

function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  const { t, ready } = useTranslation("common", { useSuspense: false });
  // A modal dialog or sheet sets pointer-events: none on <body>; the toaster opts back in, so a toast's close button
  // and action can be clicked over an open vendor record (the record ignores clicks on toasts, see VendorRecordSheet).
  return (
    <Toaster
      theme={resolvedTheme}
      {...TOASTER_PLACEMENT}
      style={{ pointerEvents: "auto" }}
      richColors
      closeButton
      containerAriaLabel={ready ? t("common:toasts.label") : undefined}
      toastOptions={ready ? { closeButtonAriaLabel: t("common:toasts.close") } : undefined}
    />
  );
}

/**
 * The app shell: theme, router and toaster. What only some pages need loads with them: the API client and query cache
 * (app/api.tsx), the signed-in frame, tooltips and toaster host (app/signed-in.tsx), translations (app/translations.ts).
 */
export function App() {
  return (
    <ThemeProvider>
      <AppUiTexts>
        <RouterProvider router={router} />
        <ThemedToaster />
      </AppUiTexts>
    </ThemeProvider>
  );
}
