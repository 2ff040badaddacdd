import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { ROLES } from "@tprm/api/permissions";
import { createUserInput } from "@tprm/api/schemas";
import { Button, FormField, Input, NativeSelect } from "@tprm/ui";
import { UserPlusIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { applyServerIssues } from "../../../components/dialog-support";
import { FormDialog } from "../../../components/FormDialog";
import { roleName } from "../../../components/role-names";
import { errorMessage, httpStatusOf, serverMessageOf } from "../../../lib/http-errors";
import { useTRPC } from "../../../lib/trpc";
import { fullName } from "./types";
import { EMAIL_TAKEN, userFieldError } from "./user-validation";

type CreateUserForm = z.input<typeof createUserInput>;
const EMPTY = { firstName: "", lastName: "", email: "", password: "", role: "" } as unknown as CreateUserForm;

/** Admin creates an active account with a role and a first password (the user changes it under Account). */
export function CreateUserDialog() {
  const { t } = useTranslation(["admin"]);
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const form = useForm<CreateUserForm, unknown, z.output<typeof createUserInput>>({
    resolver: zodResolver(createUserInput),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const fieldError = (field: keyof CreateUserForm) => userFieldError(t, field, errors[field]);
  const create = useMutation(
    trpc.users.create.mutationOptions({
      onSuccess: (user) => {
        toast.success(t("admin:users.create.success", { name: fullName(user) }));
        setOpen(false);
        form.reset(EMPTY);
        create.reset();
      },
      // The server's field issues (an e-mail already in use, a password it refuses) go on their fields.
      onError: (error) => {
        applyServerIssues(form, error);
        if (httpStatusOf(error) === 409) {
          // A known case: the e-mail is taken. Its text is ours, in the user's language.
          form.setError("email", { type: EMAIL_TAKEN, message: serverMessageOf(error) ?? EMAIL_TAKEN });
          toast.error(t("admin:users.create.emailTaken"));
          return;
        }
        toast.error(errorMessage(error, t("admin:users.create.failure")));
      },
    }),
  );

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset(EMPTY);
      create.reset();
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlusIcon aria-hidden="true" />
        {t("admin:users.create.button")}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={close}
        title={t("admin:users.create.title")}
        description={t("admin:users.create.description")}
        form={form}
        onSubmit={(values) => create.mutate(values)}
        busy={create.isPending}
        submitLabel={t("admin:users.create.submit")}
        busyLabel={t("admin:users.create.busy")}
      >
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField label={t("admin:users.create.firstName")} error={fieldError("firstName")} required>
            {(field) => <Input {...field} autoComplete="off" {...form.register("firstName")} />}
          </FormField>
          <FormField label={t("admin:users.create.lastName")} error={fieldError("lastName")} required>
            {(field) => <Input {...field} autoComplete="off" {...form.register("lastName")} />}
          </FormField>
        </div>
        <FormField label={t("admin:users.create.email")} error={fieldError("email")} required>
          {(field) => <Input {...field} type="email" autoComplete="off" {...form.register("email")} />}
        </FormField>
        <FormField label={t("admin:users.create.role")} error={fieldError("role")} required>
          {(field) => (
            <NativeSelect {...field} {...form.register("role")}>
              <option value="" disabled>
                {t("admin:users.create.choose")}
              </option>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleName(t, role)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label={t("admin:users.create.password")}
          error={fieldError("password")}
          required
          description={t("admin:users.create.passwordHint")}
        >
          {(field) => <Input {...field} type="password" autoComplete="new-password" {...form.register("password")} />}
        </FormField>
      </FormDialog>
    </>
  );
}
