import { Suspense } from "react";
import { Outlet } from "react-router";
import { AgreementGate } from "../features/agreement/AgreementGate";
import { usePreferences } from "../lib/preferences";
import { TopBar } from "./TopBar";

/** The signed-in frame: fixed top bar, the current screen, and the user agreement modal when it is still pending. */
export function AppLayout() {
  // Dates are formatted when a screen renders: a new date format or time zone remounts the screen (its data stays in
  // the query cache), so every date on it follows at once.
  const { dateFormat, timeZone } = usePreferences();
  return (
    <div className="min-h-dvh bg-canvas">
      <TopBar />
      <main id="main" className="mx-auto w-full max-w-7xl px-4 pt-20 pb-10 sm:px-6">
        <Suspense
          fallback={
            <p role="status" className="py-10 text-muted-foreground">
              Loading...
            </p>
          }
        >
          <Outlet key={`${dateFormat}|${timeZone}`} />
        </Suspense>
      </main>
      <AgreementGate />
    </div>
  );
}
