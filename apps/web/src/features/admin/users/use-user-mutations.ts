import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { roleName } from "../../../components/role-names";
import { errorMessage } from "../../../lib/http-errors";
import { useTRPC } from "../../../lib/trpc";
import { type AdminUser, fullName } from "./types";

/** The Admin's account changes, each with a toast and a refreshed list. */
export function useUserMutations() {
  const { t } = useTranslation(["admin"]);
  const trpc = useTRPC();
  const onError = (fallback: string) => (error: unknown) => toast.error(errorMessage(error, fallback));

  const setRole = useMutation(
    trpc.users.setRole.mutationOptions({
      onSuccess: (user) =>
        toast.success(t("admin:users.toasts.roleSet", { name: fullName(user), role: roleName(t, user.role ?? "") })),
      onError: onError(t("admin:users.toasts.roleFailed")),
    }),
  );
  const deactivate = useMutation(
    trpc.users.deactivate.mutationOptions({
      onSuccess: (user) => toast.success(t("admin:users.toasts.deactivated", { name: fullName(user) })),
      onError: onError(t("admin:users.toasts.deactivateFailed")),
    }),
  );
  const reactivate = useMutation(
    trpc.users.reactivate.mutationOptions({
      onSuccess: (user) => toast.success(t("admin:users.toasts.reactivated", { name: fullName(user) })),
      onError: onError(t("admin:users.toasts.reactivateFailed")),
    }),
  );
  const unlock = useMutation(
    trpc.users.unlock.mutationOptions({
      onSuccess: (user) => toast.success(t("admin:users.toasts.unlocked", { name: fullName(user) })),
      onError: onError(t("admin:users.toasts.unlockFailed")),
    }),
  );
  const resetTwoFactor = useMutation(
    trpc.users.resetTwoFactor.mutationOptions({
      onSuccess: (user) => toast.success(t("admin:users.toasts.twoFactorReset", { name: fullName(user) })),
      onError: onError(t("admin:users.toasts.twoFactorResetFailed")),
    }),
  );
  return { setRole, deactivate, reactivate, unlock, resetTwoFactor };
}

export type UserMutations = ReturnType<typeof useUserMutations>;
export type { AdminUser };
