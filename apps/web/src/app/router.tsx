import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { LoadingScreen } from "../auth/LoadingScreen";
import { RouteErrorPage } from "../pages/RouteErrorPage";
import { LandingRoute } from "./landing-route";
import { subscribeTranslations, translationsReady, translationsStarted } from "./translations";

type Page = LazyExoticComponent<ComponentType>;

type Screen = { default: ComponentType };

/** A screen with translated text: its chunk and the translations download together; it renders once both are in. */
function translated(load: () => Promise<Screen>): Page {
  return lazy(() => Promise.all([load(), translationsReady()]).then(([screen]) => screen));
}

/** A translated screen that calls the server: with it, the API client and query cache (app/api.tsx, one chunk). */
function withApi(load: () => Promise<Screen>): Page {
  return translated(() =>
    Promise.all([load(), import("./api")]).then(([screen, api]) => ({ default: api.withApi(screen.default) })),
  );
}

// Every screen is its own chunk: the browser downloads a screen's code the first time it is opened.
const LoginPage = withApi(() => import("../features/auth/LoginPage"));
// /register: the sign-up form when signed out, the regulatory register when signed in (register-route.tsx).
const RegisterRoute = withApi(() => import("./register-route"));
const ForgotPasswordPage = withApi(() => import("../features/auth/ForgotPasswordPage"));
const ResetPasswordPage = withApi(() => import("../features/auth/ResetPasswordPage"));
const NotFoundPage = translated(() => import("../pages/NotFoundPage"));

// The signed-in app's frame and guards are one chunk (signed-in.tsx): the public pages do not download them. The
// session check does not wait for the translations (RequireSession shows the loading screen until they are in), so
// asking the server who is signed in overlaps their download.
const signedIn = () => import("./signed-in");
const SignedInArea = lazy(() => {
  void translationsReady().catch(() => undefined); // a failure shows on the first screen that needs them
  return Promise.all([signedIn(), import("./api")]).then(([m, api]) => ({ default: api.withApi(m.SignedInArea) }));
});
const AppLayout = lazy(() => signedIn().then((m) => ({ default: m.AppLayout })));
const RequirePermission = lazy(() => signedIn().then((m) => ({ default: m.RequirePermission })));
const RegulatoryRegisterPage = lazy(() => import("../features/register/RegisterPage"));

/** Signed-in screens: path → screen. Each path's permission comes from ROUTE_PERMISSIONS in @tprm/api/permissions. */
const GUARDED_PAGES: ReadonlyArray<readonly [path: string, page: Page]> = [
  ["/dashboard", lazy(() => import("../features/dashboard/DashboardPage"))],
  ["/vendor-management", lazy(() => import("../features/vendors/VendorManagementPage"))],
  ["/vendors", lazy(() => import("./vendors-redirect"))],
  ["/contracts", lazy(() => import("../features/contracts/ContractsPage"))],
  ["/risk-assessment", lazy(() => import("../features/risk-assessment/RiskAssessmentPage"))],
  ["/invoices", lazy(() => import("../features/invoices/InvoicesPage"))],
  ["/reports", lazy(() => import("../features/reports/ReportsPage"))],
  ["/analytics", lazy(() => import("../features/analytics/AnalyticsPage"))],
  ["/governance", lazy(() => import("../features/governance/GovernancePage"))],
  ["/workflows", lazy(() => import("../features/workflows/WorkflowsPage"))],
  ["/workflows/new-outsourcing", lazy(() => import("../features/workflows/wizard/NewOutsourcingWizardPage"))],
  ["/committee-decisions", lazy(() => import("./committee-decisions-route"))],
  ["/notifications", lazy(() => import("../features/notifications/NotificationsPage"))],
  ["/compliance", lazy(() => import("../features/compliance/CompliancePage"))],
  ["/integrations", lazy(() => import("../features/integrations/IntegrationsPage"))],
  ["/operations", lazy(() => import("../features/operations/OperationsPage"))],
  ["/profile", lazy(() => import("../features/profile/ProfilePage"))],
  ["/acknowledgements", lazy(() => import("../features/acknowledgements/AcknowledgementsPage"))],
  ["/account", lazy(() => import("../features/account/AccountPage"))],
  ["/settings", lazy(() => import("../features/settings/SettingsPage"))],
  ["/admin/users", lazy(() => import("../features/admin/users/UsersPage"))],
  ["/admin/audit-logs", lazy(() => import("../features/admin/audit-logs/AuditLogsPage"))],
  ["/admin/demo-requests", lazy(() => import("../features/admin/demo-requests/DemoRequestsPage"))],
];

/** The error page in the visitor's language: on the landing page (English) the translations start only now. */
function ErrorPage() {
  useSyncExternalStore(subscribeTranslations, translationsStarted, translationsStarted);
  useEffect(() => {
    translationsReady().catch(() => undefined); // offline: the page shows what it can
  }, []);
  return <RouteErrorPage />;
}

function publicPage(path: string, Page: Page): RouteObject {
  return {
    path,
    element: (
      <Suspense fallback={<LoadingScreen />}>
        <Page />
      </Suspense>
    ),
  };
}

const routes: RouteObject[] = [
  {
    errorElement: <ErrorPage />,
    children: [
      { path: "/", element: <LandingRoute /> },
      publicPage("/login", LoginPage),
      {
        path: "/register",
        element: (
          <Suspense fallback={<LoadingScreen />}>
            <RegisterRoute />
          </Suspense>
        ),
        children: [
          {
            element: (
              <Suspense fallback={<LoadingScreen />}>
                <SignedInArea />
              </Suspense>
            ),
            children: [
              {
                element: (
                  <Suspense fallback={<LoadingScreen />}>
                    <AppLayout />
                  </Suspense>
                ),
                children: [
                  {
                    index: true,
                    element: (
                      <RequirePermission path="/register">
                        <RegulatoryRegisterPage />
                      </RequirePermission>
                    ),
                  },
                ],
              },
            ],
          },
        ],
      },
      publicPage("/forgot-password", ForgotPasswordPage),
      publicPage("/reset-password", ResetPasswordPage),
      {
        element: (
          <Suspense fallback={<LoadingScreen />}>
            <SignedInArea />
          </Suspense>
        ),
        children: [
          {
            element: (
              <Suspense fallback={<LoadingScreen />}>
                <AppLayout />
              </Suspense>
            ),
            children: GUARDED_PAGES.map(([path, Page]) => ({
              path,
              element: (
                <RequirePermission path={path}>
                  <Page />
                </RequirePermission>
              ),
            })),
          },
        ],
      },
      publicPage("*", NotFoundPage),
    ],
  },
];

export const router = createBrowserRouter(routes);
