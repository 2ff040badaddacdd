import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
} from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { roleName } from "../../../components/role-names";
import { type AdminUser, fullName } from "./types";
import type { UserMutations } from "./use-user-mutations";

/** Confirmation before deactivating or reactivating an account. */
export function ConfirmStatusDialog({
  user,
  kind,
  open,
  onOpenChange,
  mutations,
}: {
  user: AdminUser;
  kind: "deactivate" | "reactivate";
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mutations: Pick<UserMutations, "deactivate" | "reactivate">;
}) {
  const { t } = useTranslation(["admin"]);
  const mutation = mutations[kind];
  const deactivating = kind === "deactivate";
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {deactivating
              ? t("admin:users.statusDialog.deactivateTitle")
              : t("admin:users.statusDialog.reactivateTitle")}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {deactivating
              ? t("admin:users.statusDialog.deactivateText", { name: fullName(user), email: user.email })
              : t("admin:users.statusDialog.reactivateText", {
                  name: fullName(user),
                  email: user.email,
                  role: user.role ? roleName(t, user.role) : t("admin:users.statusDialog.noRole"),
                })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("admin:common.cancel")}</AlertDialogCancel>
          <Button
            variant={deactivating ? "destructive" : "default"}
            disabled={mutation.isPending}
            onClick={() => mutation.mutate({ id: user.id }, { onSuccess: () => onOpenChange(false) })}
          >
            {mutation.isPending
              ? t("admin:common.saving")
              : deactivating
                ? t("admin:users.statusDialog.deactivate")
                : t("admin:users.statusDialog.reactivate")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
