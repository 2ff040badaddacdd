import { homePathFor } from "@tprm/api/permissions";
import { Button, Card, CardContent, CardHeader } from "@tprm/ui";
import { ShieldAlertIcon } from "lucide-react";
import { Link } from "react-router";
import { describeRequirement, type RouteRequirement } from "./route-access";

export function AccessDenied({
  role,
  requirement,
}: {
  role: string | null;
  requirement: RouteRequirement | undefined;
}) {
  return (
    <div className="mx-auto max-w-xl py-12" data-testid="access-denied">
      <Card>
        <CardHeader className="items-center text-center">
          <ShieldAlertIcon aria-hidden="true" className="mx-auto size-10 text-destructive" />
          <h1 className="text-2xl font-semibold">Access Denied</h1>
        </CardHeader>
        <CardContent className="grid gap-4 text-center">
          <p>You don't have permission to access this page.</p>
          <dl className="mx-auto grid grid-cols-[auto_auto] gap-x-3 gap-y-1 text-left text-sm">
            <dt className="text-muted-foreground">Your role</dt>
            <dd data-testid="access-denied-role">{role ?? "User"}</dd>
            <dt className="text-muted-foreground">Required permission</dt>
            <dd data-testid="access-denied-permission">{describeRequirement(requirement)}</dd>
          </dl>
          <div>
            <Button asChild variant="outline">
              <Link to={homePathFor(role)}>Go to my home page</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
