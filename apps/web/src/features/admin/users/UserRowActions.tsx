import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@tprm/ui";
import { EllipsisIcon, LockOpenIcon, ShieldOffIcon, UserCheckIcon, UserCogIcon, UserXIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isLockedNow } from "../../../lib/format";
import { ChangeRoleDialog } from "./ChangeRoleDialog";
import { ConfirmStatusDialog } from "./ConfirmStatusDialog";
import { ResetTwoFactorDialog } from "./ResetTwoFactorDialog";
import type { AdminUser } from "./types";
import type { UserMutations } from "./use-user-mutations";

type OpenDialog = "role" | "deactivate" | "reactivate" | "twoFactor" | null;

/**
 * Per-row actions: assign or change role, unlock, reset two-factor authentication, deactivate or reactivate (each
 * with a confirmation).
 */
export function UserRowActions({
  user,
  isSelf,
  mutations,
}: {
  user: AdminUser;
  isSelf: boolean;
  mutations: UserMutations;
}) {
  const { t } = useTranslation(["admin"]);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const locked = isLockedNow(user.lockedUntil);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  // The server refuses changes to one's own role or status.
  if (isSelf) return <span className="text-xs text-muted-foreground">{t("admin:users.row.you")}</span>;

  return (
    <div className="flex items-center justify-end gap-2">
      {user.status === "pending" && (
        <Button size="sm" onClick={() => setDialog("role")}>
          {t("admin:users.row.assignRole")}
        </Button>
      )}
      {locked && (
        <Button
          size="sm"
          variant="outline"
          disabled={mutations.unlock.isPending}
          onClick={() => mutations.unlock.mutate({ id: user.id })}
        >
          <LockOpenIcon aria-hidden="true" />
          {t("admin:users.row.unlock")}
        </Button>
      )}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t("admin:users.row.menu", { email: user.email })}>
            <EllipsisIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setDialog("role")}>
            <UserCogIcon aria-hidden="true" />
            {user.role ? t("admin:users.row.changeRoleItem") : t("admin:users.row.assignRoleItem")}
          </DropdownMenuItem>
          {user.twoFactorEnabled && (
            <DropdownMenuItem onSelect={() => setDialog("twoFactor")}>
              <ShieldOffIcon aria-hidden="true" />
              {t("admin:users.row.resetTwoFactorItem")}
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          {user.status !== "deactivated" && (
            <DropdownMenuItem variant="destructive" onSelect={() => setDialog("deactivate")}>
              <UserXIcon aria-hidden="true" />
              {t("admin:users.row.deactivateItem")}
            </DropdownMenuItem>
          )}
          {user.status === "deactivated" && (
            <DropdownMenuItem onSelect={() => setDialog("reactivate")}>
              <UserCheckIcon aria-hidden="true" />
              {t("admin:users.row.reactivateItem")}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>

      {dialog === "role" && <ChangeRoleDialog user={user} open onOpenChange={close} setRole={mutations.setRole} />}
      {dialog === "twoFactor" && (
        <ResetTwoFactorDialog user={user} open onOpenChange={close} resetTwoFactor={mutations.resetTwoFactor} />
      )}
      {(dialog === "deactivate" || dialog === "reactivate") && (
        <ConfirmStatusDialog user={user} kind={dialog} open onOpenChange={close} mutations={mutations} />
      )}
    </div>
  );
}
