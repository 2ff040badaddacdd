import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { errorText } from "../components/error-text";
import { httpStatusOf } from "../lib/http-errors";
import { SESSION_QUERY_KEY } from "../lib/session";
import { useTRPC } from "../lib/trpc";

/** auth.logout, then forget everything cached for this user and go to /login (used by Logout and by Decline). */
export function useSignOut() {
  const { t } = useTranslation("common");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useMutation(trpc.auth.logout.mutationOptions());

  async function signOut() {
    try {
      await logout.mutateAsync();
    } catch (error) {
      if (httpStatusOf(error) !== 401) toast.error(errorText(t, error, t("common:errors.signOutFailed")));
    }
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    await navigate("/login", { replace: true });
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  }

  return { signOut, isSigningOut: logout.isPending };
}
