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
  const mutation = mutations[kind];
  const deactivating = kind === "deactivate";
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{deactivating ? "Deactivate this account?" : "Reactivate this account?"}</AlertDialogTitle>
          <AlertDialogDescription>
            {deactivating
              ? `${fullName(user)} (${user.email}) will be signed out everywhere and will not be able to sign in until an administrator reactivates the account. Their records and audit history are kept.`
              : `${fullName(user)} (${user.email}) will be able to sign in again with the role ${user.role ?? "(none)"}.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button
            variant={deactivating ? "destructive" : "default"}
            disabled={mutation.isPending}
            onClick={() => mutation.mutate({ id: user.id }, { onSuccess: () => onOpenChange(false) })}
          >
            {mutation.isPending ? "Saving…" : deactivating ? "Deactivate" : "Reactivate"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
