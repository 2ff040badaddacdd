import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { LoadingScreen, LoadingText } from "../auth/LoadingScreen";
import { MaintenanceBanner } from "../components/MaintenanceBanner";
import { AgreementGate } from "../features/agreement/AgreementGate";
import { usePreferences } from "../lib/preferences";
import { TopBar } from "./TopBar";

/** The signed-in frame: fixed top bar, the current screen, and the user agreement modal when it is still pending. */
export function AppLayout() {
  // Dates are formatted when a screen renders: a new date format or time zone remounts the screen (its data stays in
  // the query cache), so every date on it follows at once.
  const { dateFormat, timeZone } = usePreferences();
  // The frame's own texts arrive before it shows (it sits outside the screens' Suspense, so it must not suspend).
  const { ready } = useTranslation(["layout", "common"], { useSuspense: false });
  if (!ready) return <LoadingScreen />;
  return (
    <div className="min-h-dvh bg-canvas">
      <TopBar />
      <main id="main" className="mx-auto w-full max-w-7xl px-4 pt-20 pb-10 sm:px-6">
        <MaintenanceBanner />
        <Suspense fallback={<LoadingText className="py-10" />}>
          <Outlet key={`${dateFormat}|${timeZone}`} />
        </Suspense>
      </main>
      <AgreementGate />
    </div>
  );
}
