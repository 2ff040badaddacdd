import { useQuery } from "@tanstack/react-query";
import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { errorText } from "../../components/error-text";
import { useTRPC } from "../../lib/trpc";
import { AgreementModal } from "./AgreementModal";

/** Opens the user agreement over the layout while users.agreementStatus says the current version is not accepted. */
export function AgreementGate() {
  const trpc = useTRPC();
  // The agreement's texts are downloaded only when it is shown (or its status cannot be read).
  const { i18n } = useTranslation("common", { useSuspense: false });
  const status = useQuery(trpc.users.agreementStatus.queryOptions(undefined, { staleTime: 5 * 60_000 }));

  useEffect(() => {
    if (!status.isError) return;
    const error = status.error;
    void i18n
      .loadNamespaces("agreement")
      .then(() => toast.error(errorText(i18n.t, error, i18n.t("agreement:statusFailed"))));
  }, [status.isError, status.error, i18n]);

  if (!status.data || status.data.hasAgreed) return null;
  return (
    // The frame's screens have their own boundary; this one keeps the frame on screen while the texts arrive.
    <Suspense fallback={null}>
      <AgreementModal onAccepted={() => void status.refetch()} />
    </Suspense>
  );
}
