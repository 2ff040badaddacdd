import { useMutation } from "@tanstack/react-query";
import {
  Alert,
  AlertDescription,
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertTitle,
  Button,
} from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { errorText } from "../../../components/error-text";
import { formatCount } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";

/**
 * Deleting a template and its versions, after confirmation. Contracts made from it keep their copy of the file; the
 * server says why when it refuses.
 */
export function DeleteTemplateDialog({
  template,
  onClose,
}: {
  template: { id: string; name: string; contracts: number };
  onClose: () => void;
}) {
  const { t } = useTranslation(["contractTemplates", "common"]);
  const trpc = useTRPC();
  const remove = useMutation(
    trpc.contractTemplates.delete.mutationOptions({
      onSuccess: () => {
        toast.success(t("contractTemplates:delete.done", { name: template.name }));
        onClose();
      },
    }),
  );
  return (
    <AlertDialog open onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent data-testid="delete-template-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t("contractTemplates:delete.title", { name: template.name })}</AlertDialogTitle>
          <AlertDialogDescription>
            {template.contracts > 0
              ? t("contractTemplates:delete.descriptionUsed", {
                  count: template.contracts,
                  n: formatCount(template.contracts),
                })
              : t("contractTemplates:delete.description")}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {remove.isError && (
          <Alert variant="destructive">
            <AlertTitle>{t("contractTemplates:delete.failed")}</AlertTitle>
            <AlertDescription>{errorText(t, remove.error, t("contractTemplates:errors.generic"))}</AlertDescription>
          </Alert>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{t("common:actions.cancel")}</AlertDialogCancel>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate({ id: template.id })}>
            {remove.isPending ? t("contractTemplates:delete.busy") : t("contractTemplates:delete.confirm")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
