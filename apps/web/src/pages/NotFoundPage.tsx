import { Button } from "@tprm/ui";
import { Link } from "react-router";

export default function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-semibold">Page not found</h1>
      <p className="text-muted-foreground">There is no page at this address.</p>
      <Button asChild variant="outline">
        <Link to="/">Go to the home page</Link>
      </Button>
    </main>
  );
}
