import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { RequirePermission } from "../auth/RequirePermission";
import { LoadingScreen, RequireSession } from "../auth/RequireSession";
import { AppLayout } from "../layout/AppLayout";
import { RouteErrorPage } from "../pages/RouteErrorPage";
import { LandingRoute } from "./landing-route";

type Page = LazyExoticComponent<ComponentType>;

// Every screen is its own chunk: the browser downloads a screen's code the first time it is opened.
const LoginPage = lazy(() => import("../features/auth/LoginPage"));
const RegisterPage = lazy(() => import("../features/auth/RegisterPage"));
const ForgotPasswordPage = lazy(() => import("../features/auth/ForgotPasswordPage"));
const ResetPasswordPage = lazy(() => import("../features/auth/ResetPasswordPage"));
const NotFoundPage = lazy(() => import("../pages/NotFoundPage"));

/** Signed-in screens: path → screen. Each path's permission comes from ROUTE_PERMISSIONS in @tprm/api/permissions. */
const GUARDED_PAGES: ReadonlyArray<readonly [path: string, page: Page]> = [
  ["/dashboard", lazy(() => import("../features/dashboard/DashboardPage"))],
  ["/vendor-management", lazy(() => import("../features/vendors/VendorManagementPage"))],
  ["/vendors", lazy(() => import("../features/vendors/VendorManagementPage"))],
  ["/contracts", lazy(() => import("../features/contracts/ContractsPage"))],
  ["/risk-assessment", lazy(() => import("../features/risk-assessment/RiskAssessmentPage"))],
  ["/invoices", lazy(() => import("../features/invoices/InvoicesPage"))],
  ["/reports", lazy(() => import("../features/reports/ReportsPage"))],
  ["/analytics", lazy(() => import("../features/analytics/AnalyticsPage"))],
  ["/governance", lazy(() => import("../features/governance/GovernancePage"))],
  ["/workflows", lazy(() => import("../features/workflows/WorkflowsPage"))],
  ["/workflows/new-outsourcing", lazy(() => import("../features/workflows/NewOutsourcingPage"))],
  ["/notifications", lazy(() => import("../features/notifications/NotificationsPage"))],
  ["/compliance", lazy(() => import("../features/compliance/CompliancePage"))],
  ["/integrations", lazy(() => import("../features/integrations/IntegrationsPage"))],
  ["/operations", lazy(() => import("../features/operations/OperationsPage"))],
  ["/profile", lazy(() => import("../features/profile/ProfilePage"))],
  ["/account", lazy(() => import("../features/account/AccountPage"))],
  ["/settings", lazy(() => import("../features/settings/SettingsPage"))],
  ["/admin/users", lazy(() => import("../features/admin/users/UsersPage"))],
  ["/admin/audit-logs", lazy(() => import("../features/admin/audit-logs/AuditLogsPage"))],
  ["/admin/demo-requests", lazy(() => import("../features/admin/demo-requests/DemoRequestsPage"))],
];

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
    errorElement: <RouteErrorPage />,
    children: [
      { path: "/", element: <LandingRoute /> },
      publicPage("/login", LoginPage),
      publicPage("/register", RegisterPage),
      publicPage("/forgot-password", ForgotPasswordPage),
      publicPage("/reset-password", ResetPasswordPage),
      {
        element: <RequireSession />,
        children: [
          {
            element: <AppLayout />,
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
