import { useMutation } from "@tanstack/react-query";
import {
  Alert,
  AlertDescription,
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Label,
} from "@tprm/ui";
import { useId, useState } from "react";
import { useSignOut } from "../../auth/use-sign-out";
import { serverMessageOf } from "../../lib/http-errors";
import { useTRPC } from "../../lib/trpc";
import {
  AGREEMENT_EFFECTIVE_LABEL,
  AGREEMENT_SECTIONS,
  AGREEMENT_TITLE,
  AGREEMENT_VERSION_LABEL,
} from "./agreement-text";

const MUST_TICK = "Please accept the User Agreement to continue";
const ACCEPT_FAILED = "Failed to accept agreement. Please try again.";

/** The user agreement: cannot be dismissed (no Escape, no outside click, no close button); Accept or Decline. */
export function AgreementModal({ onAccepted }: { onAccepted: () => void }) {
  const trpc = useTRPC();
  const checkboxId = useId();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { signOut, isSigningOut } = useSignOut();
  const accept = useMutation(
    trpc.auth.acceptAgreement.mutationOptions({
      onSuccess: () => onAccepted(),
      onError: (e) => setError(serverMessageOf(e) ?? ACCEPT_FAILED),
    }),
  );
  const busy = accept.isPending || isSigningOut;

  function onAccept() {
    if (busy) return;
    if (!agreed) {
      setError(MUST_TICK);
      return;
    }
    setError(null);
    accept.mutate({});
  }

  const keepOpen = (event: Event) => event.preventDefault();

  return (
    <Dialog open modal>
      <DialogContent
        hideClose
        data-testid="agreement-modal"
        className="flex max-h-[calc(100dvh-2rem)] flex-col sm:max-w-2xl"
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
        onInteractOutside={keepOpen}
      >
        <DialogHeader>
          <DialogTitle>{AGREEMENT_TITLE}</DialogTitle>
          <DialogDescription>
            {AGREEMENT_VERSION_LABEL} · {AGREEMENT_EFFECTIVE_LABEL}. Please read the agreement and accept it to
            continue.
          </DialogDescription>
        </DialogHeader>

        <section
          aria-label="Agreement text"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
          tabIndex={0}
          data-testid="agreement-text"
          className="min-h-40 flex-1 space-y-4 overflow-y-auto rounded-md border bg-muted/30 p-4 text-sm leading-relaxed outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {AGREEMENT_SECTIONS.map((section) => (
            <div key={section.heading} className="space-y-2">
              <h3 className="font-semibold">{section.heading}</h3>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          ))}
        </section>

        <div className="flex items-start gap-3">
          <Checkbox
            id={checkboxId}
            checked={agreed}
            disabled={busy}
            onCheckedChange={(value) => {
              setAgreed(value === true);
              if (value === true) setError(null);
            }}
          />
          <Label htmlFor={checkboxId} className="leading-snug">
            I have read and agree to the user agreement
          </Label>
        </div>

        {error && (
          <Alert variant="destructive" data-testid="agreement-error">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}

        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={() => void signOut()}>
            {isSigningOut ? "Signing out…" : "Decline"}
          </Button>
          <Button
            aria-disabled={!agreed || busy}
            disabled={accept.isPending}
            className="aria-disabled:opacity-50"
            onClick={onAccept}
          >
            {accept.isPending ? "Accepting…" : "Accept"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
