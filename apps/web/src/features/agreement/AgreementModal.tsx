import { useMutation } from "@tanstack/react-query";
import { AGREEMENT_VERSION } from "@tprm/api/schemas";
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
import { useTranslation } from "react-i18next";
import { useSignOut } from "../../auth/use-sign-out";
import { errorText } from "../../components/error-text";
import { useTRPC } from "../../lib/trpc";
import { AGREEMENT_SECTIONS } from "./agreement-text";

/** The user agreement: cannot be dismissed (no Escape, no outside click, no close button); Accept or Decline. */
export function AgreementModal({ onAccepted }: { onAccepted: () => void }) {
  const { t } = useTranslation(["agreement", "common"]);
  const trpc = useTRPC();
  const checkboxId = useId();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { signOut, isSigningOut } = useSignOut();
  const accept = useMutation(
    trpc.auth.acceptAgreement.mutationOptions({
      onSuccess: () => onAccepted(),
      onError: (e) => setError(errorText(t, e, t("agreement:acceptFailed"))),
    }),
  );
  const busy = accept.isPending || isSigningOut;

  function onAccept() {
    if (busy) return;
    if (!agreed) {
      setError(t("agreement:mustTick"));
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
          <DialogTitle>{t("agreement:title")}</DialogTitle>
          <DialogDescription>
            {t("agreement:description", {
              version: t("agreement:version", { version: AGREEMENT_VERSION }),
              effective: t("agreement:effective"),
            })}
          </DialogDescription>
        </DialogHeader>

        <section
          aria-label={t("agreement:textLabel")}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
          tabIndex={0}
          data-testid="agreement-text"
          className="min-h-40 flex-1 space-y-4 overflow-y-auto rounded-md border bg-muted/30 p-4 text-sm leading-relaxed outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {AGREEMENT_SECTIONS.map((section) => (
            <div key={section.heading} className="space-y-2">
              <h3 className="font-semibold">{t(section.heading)}</h3>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{t(paragraph)}</p>
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
            {t("agreement:agree")}
          </Label>
        </div>

        {error && (
          <Alert variant="destructive" data-testid="agreement-error">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}

        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={() => void signOut()}>
            {isSigningOut ? t("agreement:signingOut") : t("agreement:decline")}
          </Button>
          <Button
            aria-disabled={!agreed || busy}
            disabled={accept.isPending}
            className="aria-disabled:opacity-50"
            onClick={onAccept}
          >
            {accept.isPending ? t("agreement:accepting") : t("agreement:accept")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
