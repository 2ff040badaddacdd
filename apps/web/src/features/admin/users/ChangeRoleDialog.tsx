import { ROLES } from "@tprm/api/permissions";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  NativeSelect,
} from "@tprm/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { roleName } from "../../../components/role-names";
import { type AdminUser, fullName } from "./types";
import type { UserMutations } from "./use-user-mutations";

export function ChangeRoleDialog({
  user,
  open,
  onOpenChange,
  setRole,
}: {
  user: AdminUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  setRole: UserMutations["setRole"];
}) {
  const { t } = useTranslation(["admin"]);
  const [role, setRoleValue] = useState(user.role ?? "");
  const [error, setError] = useState<string>();
  const pending = user.status === "pending";

  function save() {
    const chosen = ROLES.find((r) => r === role);
    if (!chosen) {
      setError(t("admin:users.roleDialog.required"));
      return;
    }
    setRole.mutate({ id: user.id, role: chosen }, { onSuccess: () => onOpenChange(false) });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {pending ? t("admin:users.roleDialog.assignTitle") : t("admin:users.roleDialog.changeTitle")}
          </DialogTitle>
          <DialogDescription>
            {t("admin:users.roleDialog.who", { name: fullName(user), email: user.email })}{" "}
            {pending ? t("admin:users.roleDialog.assignHint") : t("admin:users.roleDialog.changeHint")}
          </DialogDescription>
        </DialogHeader>
        <FormField label={t("admin:users.roleDialog.role")} error={error ? { message: error } : undefined} required>
          {(field) => (
            <NativeSelect
              {...field}
              value={role}
              onChange={(e) => {
                setRoleValue(e.target.value);
                setError(undefined);
              }}
            >
              <option value="" disabled>
                {t("admin:users.roleDialog.choose")}
              </option>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {roleName(t, r)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("admin:common.cancel")}
          </Button>
          <Button onClick={save} disabled={setRole.isPending}>
            {setRole.isPending ? t("admin:common.saving") : t("admin:users.roleDialog.save")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
