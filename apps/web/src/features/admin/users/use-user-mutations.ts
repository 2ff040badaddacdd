import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { errorMessage } from "../../../lib/http-errors";
import { useTRPC } from "../../../lib/trpc";
import { type AdminUser, fullName } from "./types";

/** The Admin's account changes, each with a toast and a refreshed list. */
export function useUserMutations() {
  const trpc = useTRPC();
  const onError = (fallback: string) => (error: unknown) => toast.error(errorMessage(error, fallback));

  const setRole = useMutation(
    trpc.users.setRole.mutationOptions({
      onSuccess: (user) => toast.success(`${fullName(user)} now has the role ${user.role}.`),
      onError: onError("The role could not be changed."),
    }),
  );
  const deactivate = useMutation(
    trpc.users.deactivate.mutationOptions({
      onSuccess: (user) => toast.success(`${fullName(user)} was deactivated and signed out everywhere.`),
      onError: onError("The account could not be deactivated."),
    }),
  );
  const reactivate = useMutation(
    trpc.users.reactivate.mutationOptions({
      onSuccess: (user) => toast.success(`${fullName(user)} was reactivated.`),
      onError: onError("The account could not be reactivated."),
    }),
  );
  const unlock = useMutation(
    trpc.users.unlock.mutationOptions({
      onSuccess: (user) => toast.success(`${fullName(user)} can sign in again.`),
      onError: onError("The account could not be unlocked."),
    }),
  );
  return { setRole, deactivate, reactivate, unlock };
}

export type UserMutations = ReturnType<typeof useUserMutations>;
export type { AdminUser };
