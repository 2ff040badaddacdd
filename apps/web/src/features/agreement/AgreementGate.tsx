import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../lib/http-errors";
import { useTRPC } from "../../lib/trpc";
import { AgreementModal } from "./AgreementModal";

/** Opens the user agreement over the layout while users.agreementStatus says the current version is not accepted. */
export function AgreementGate() {
  const trpc = useTRPC();
  const status = useQuery(trpc.users.agreementStatus.queryOptions(undefined, { staleTime: 5 * 60_000 }));

  useEffect(() => {
    if (status.isError)
      toast.error(errorMessage(status.error, "Could not check whether you accepted the user agreement."));
  }, [status.isError, status.error]);

  if (!status.data || status.data.hasAgreed) return null;
  return <AgreementModal onAccepted={() => void status.refetch()} />;
}
