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
  const [role, setRoleValue] = useState(user.role ?? "");
  const [error, setError] = useState<string>();
  const pending = user.status === "pending";

  function save() {
    const chosen = ROLES.find((r) => r === role);
    if (!chosen) {
      setError("Choose a role");
      return;
    }
    setRole.mutate({ id: user.id, role: chosen }, { onSuccess: () => onOpenChange(false) });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{pending ? "Assign a role" : "Change role"}</DialogTitle>
          <DialogDescription>
            {fullName(user)} ({user.email}).{" "}
            {pending
              ? "Giving a role approves the account: its owner can then sign in."
              : "A new role takes effect at once; the user's open sessions are signed out."}
          </DialogDescription>
        </DialogHeader>
        <FormField label="Role" error={error ? { message: error } : undefined} required>
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
                Choose a role…
              </option>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={save} disabled={setRole.isPending}>
            {setRole.isPending ? "Saving…" : "Save role"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
