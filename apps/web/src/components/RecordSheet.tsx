import { Sheet, SheetContent, SheetHeader, SheetTitle, Skeleton } from "@tprm/ui";
import type { ReactNode } from "react";

/**
 * A record (a vendor, a contract) in a side sheet, a little wider on large screens so its tab bar fits in every
 * language (German and Spanish run longer). Closing it calls `onClose`.
 */
export function RecordSheet({
  open,
  onClose,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={(next) => !next && onClose()}>
      <SheetContent
        className="gap-0 sm:max-w-3xl lg:max-w-[52rem]"
        aria-describedby={undefined}
        data-testid={testId}
        // A click on a toast (its close button or action) must not close the record underneath.
        onInteractOutside={(e) => {
          if (e.target instanceof Element && e.target.closest("[data-sonner-toaster]")) e.preventDefault();
        }}
      >
        {children}
      </SheetContent>
    </Sheet>
  );
}

/** The sheet while its record loads: the title says so, and grey bars stand where the record will be. */
export function RecordSheetLoading({ title }: { title: string }) {
  return (
    <>
      <SheetHeader className="pb-4">
        <SheetTitle>{title}</SheetTitle>
      </SheetHeader>
      <div className="grid gap-3 px-6" aria-hidden="true">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="mt-4 h-40 w-full" />
      </div>
    </>
  );
}

/** The sheet when its record could not be loaded: the title, and the error (with its retry) below. */
export function RecordSheetError({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <SheetHeader className="pb-4">
        <SheetTitle>{title}</SheetTitle>
      </SheetHeader>
      <div className="px-6">{children}</div>
    </>
  );
}

/** How many a tab holds, beside its name. */
export function CountBadge({ n }: { n: number | string }) {
  return <span className="rounded-full bg-foreground/10 px-1.5 text-xs tabular-nums">{n}</span>;
}
