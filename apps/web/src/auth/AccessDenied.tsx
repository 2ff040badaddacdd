import { homePathFor } from "@tprm/api/permissions";
import { Button, Card, CardContent, CardHeader } from "@tprm/ui";
import { ShieldAlertIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { roleName } from "../components/role-names";
import { describeRequirement, type RouteRequirement } from "./route-access";

export function AccessDenied({
  role,
  requirement,
}: {
  role: string | null;
  requirement: RouteRequirement | undefined;
}) {
  const { t } = useTranslation(["auth", "common"]);
  return (
    <div className="mx-auto max-w-xl py-12" data-testid="access-denied">
      <Card>
        <CardHeader className="items-center text-center">
          <ShieldAlertIcon aria-hidden="true" className="mx-auto size-10 text-destructive" />
          <h1 className="text-2xl font-semibold">{t("auth:accessDenied.title")}</h1>
        </CardHeader>
        <CardContent className="grid gap-4 text-center">
          <p>{t("auth:accessDenied.text")}</p>
          <dl className="mx-auto grid grid-cols-[auto_auto] gap-x-3 gap-y-1 text-left text-sm">
            <dt className="text-muted-foreground">{t("auth:accessDenied.yourRole")}</dt>
            <dd data-testid="access-denied-role">{roleName(t, role)}</dd>
            <dt className="text-muted-foreground">{t("auth:accessDenied.requiredPermission")}</dt>
            <dd data-testid="access-denied-permission">{describeRequirement(t, requirement)}</dd>
          </dl>
          <div>
            <Button asChild variant="outline">
              <Link to={homePathFor(role)}>{t("auth:accessDenied.goHome")}</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
