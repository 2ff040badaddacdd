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
import { type AdminUser, fullName } from "./types";
import type { UserMutations } from "./use-user-mutations";

/**
 * Confirmation before clearing another account's two-factor authentication (a lost phone): the person signs in with
 * the password alone until they set it up again, and is told by e-mail. Audited with the Admin as actor.
 */
export function ResetTwoFactorDialog({
  user,
  open,
  onOpenChange,
  resetTwoFactor,
}: {
  user: AdminUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resetTwoFactor: UserMutations["resetTwoFactor"];
}) {
  const { t } = useTranslation(["admin"]);
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("admin:users.resetTwoFactor.title")}</AlertDialogTitle>
          <AlertDialogDescription>
            {t("admin:users.resetTwoFactor.text", { name: fullName(user), email: user.email })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("admin:common.cancel")}</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={resetTwoFactor.isPending}
            onClick={() => resetTwoFactor.mutate({ id: user.id }, { onSuccess: () => onOpenChange(false) })}
          >
            {resetTwoFactor.isPending ? t("admin:common.saving") : t("admin:users.resetTwoFactor.confirm")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
